import Foundation
import SubDomain
import Testing

@testable import SubStore

/// Card expiries as the store reads them for the headline's high risks and `list`'s marks:
/// the same judgement as `RiskAssessor.assess` over the whole ledger.
@Suite struct ExpenseStoreCardsTests {
    private let today = Sample.date("2026-11-29")

    @Test func theHeadlineAndTheListSeeAPlanChargedAfterItsCardExpires() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ExpenseStore(path: folder.file("p.sqlite"))
        var annual = Sample.expense("Seguro", 40000, period: .annual)
        annual.paidWith = "Visa 4242"
        var monthly = Sample.expense("Netflix", 1299)
        monthly.paidWith = "visa 4242"
        try store.write { ledger in
            _ = try ledger.add(annual, asOf: today)
            _ = try ledger.add(monthly, asOf: today)
            _ = try ledger.add(Sample.expense("Gym", 3000, period: .annual), asOf: today)
        }
        #expect(try store.highRisks(asOf: today).isEmpty)
        // The annual plan is next charged on 2026-12-05, the card pays through November.
        try store.setCardExpiry("VISA 4242", to: CardExpiry(year: 2026, month: 11))
        let highs = try store.highRisks(asOf: today)
        let ledger = try store.read()
        let expected = RiskAssessor.assess(
            ledger, asOf: today, cardExpiries: try store.cardExpiries()
        ).filter { $0.level == .high }
        #expect(Set(highs.map(\.expense.name)) == ["Seguro", "Netflix"])
        #expect(Set(highs.map(\.expense.id)) == Set(expected.map(\.expense.id)))

        var levels: [String: RiskAssessment.Level] = [:]
        var extents: ListExtents?
        #expect(
            try store.listing(
                asOf: today, extents: { extents = $0 },
                entry: { entry in
                    if case .item(let item) = entry, let level = item.level {
                        levels[item.expense.name] = level
                    }
                }))
        #expect(levels["Seguro"] == .high)
        #expect(levels["Netflix"] == .high)
        #expect(levels["Gym"] != .high)
        #expect(extents?.levels.contains(.high) == true)
    }
}
