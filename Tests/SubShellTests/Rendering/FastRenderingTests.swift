import Foundation
import SubDomain
import SubLocalization
import TestSupport
import Testing

@testable import SubShell

/// The renderers that write bytes and learned money patterns print exactly what the previous
/// ones printed (`RenderingReference`), on random ledgers in both languages and three
/// money locales.
@Suite struct FastRenderingTests {
    static let today = CivilDate(iso: "2026-11-29")!
    static let localizers = [
        Localizer.fromEnvironment(["LANG": "es_ES.UTF-8"]),
        Localizer.fromEnvironment(["LANG": "en_US.UTF-8"]),
        Localizer.fromEnvironment(["LANG": "en_IN.UTF-8"]),
        Localizer.fromEnvironment(["LANG": "es_ES.UTF-8", "LC_MONETARY": "de_CH.UTF-8"]),
    ]

    /// Names of every kind a column must measure: wide, combining, control characters,
    /// longer than the name column, repeated.
    static let names = [
        "Netflix", "爱奇艺 VIP", "Cafe\u{301} del mar", "Bad\u{1B}[31mname", "Spotify",
        "A name far longer than the thirty-two columns a name may take", "Día", "netflix",
        "🎵 Música", "x",
    ]

    static func ledger(seed: UInt64, count: Int) -> ExpenseLedger {
        var generator = Sample.SeededGenerator(seed: seed)
        let currencies: [CurrencyCode] = [.eur, .usd, .jpy, try! CurrencyCode("KWD")]
        let periods: [Period] = [
            .weekly, .monthly, .quarterly, .semiannual, .annual,
            try! Period(every: 3, .day), try! Period(every: 2, .week), try! Period(every: 2, .year),
        ]
        var expenses: [RecurringExpense] = []
        for index in 0..<count {
            let name =
                names.randomElement(using: &generator)!
                + (Bool.random(using: &generator) ? " \(index)" : "")
            let digits = Int.random(in: 1...12, using: &generator)
            var limit: Int64 = 1
            for _ in 0..<digits { limit *= 10 }
            let confirmed =
                Bool.random(using: &generator)
                ? today.addingDays(-Int.random(in: 0...400, using: &generator)) : nil
            expenses.append(
                RecurringExpense(
                    name: name,
                    amount: Money(
                        minorUnits: Int64.random(in: 1...limit, using: &generator),
                        currency: currencies.randomElement(using: &generator)!),
                    period: periods.randomElement(using: &generator)!,
                    nextCharge: today.addingDays(Int.random(in: -400...400, using: &generator)),
                    trialEnds: Int.random(in: 0..<6, using: &generator) == 0
                        ? today.addingDays(Int.random(in: -3...10, using: &generator)) : nil,
                    sharedWith: Int.random(in: 0..<4, using: &generator) == 0 ? 3 : 1,
                    lastConfirmed: confirmed,
                    createdOn: today.addingDays(-Int.random(in: 0...300, using: &generator))))
        }
        return ExpenseLedger(expenses: expenses)
    }

    @Test(arguments: [(1, 0), (2, 1), (3, 40), (4, 300)])
    func upcomingIsThePreviousOutput(seed: UInt64, count: Int) {
        let ledger = Self.ledger(seed: seed, count: count)
        for localizer in Self.localizers {
            for days in [0, 7, 30, 365] {
                let charges = RenderingReference.charges(
                    chargedItems: ledger.chargedItems, from: Self.today, days: days)
                let expected = RenderingReference.upcoming(
                    charges, days: days, localizer: localizer, today: Self.today)
                let schedule = ChargeSchedule(
                    items: ledger.chargedItems, from: Self.today, days: days)
                #expect(
                    schedule.scheduledCharges.map {
                        RenderingReference.Charge(
                            expenseID: $0.expenseID, name: $0.name, date: $0.date,
                            amount: $0.amount)
                    } == charges)
                var written = ""
                Renderer(localizer: localizer, today: Self.today, colors: .none)
                    .upcoming(schedule, days: days) {
                        written += String(decoding: $0, as: UTF8.self)
                    }
                #expect(written == expected.map { $0 + "\n" }.joined(), "days \(days)")
            }
        }
    }

    @Test(arguments: [(5, 0), (6, 2), (7, 60), (8, 400)])
    func risksIsThePreviousOutput(seed: UInt64, count: Int) {
        let ledger = Self.ledger(seed: seed, count: count)
        let assessments = RiskAssessor.assess(ledger, asOf: Self.today)
        for localizer in Self.localizers {
            let renderer = Renderer(localizer: localizer, today: Self.today, colors: .none)
            let expected = RenderingReference.risks(assessments, renderer: renderer)
            var written = ""
            renderer.risks(assessments) { written += String(decoding: $0, as: UTF8.self) }
            #expect(written == expected.map { $0 + "\n" }.joined())
            #expect(
                renderer.risks(assessments).joined(separator: "\n")
                    == expected.joined(separator: "\n"))
        }
    }

    /// `risks` over groups (capped and automatic), archived items, shares, every period,
    /// four currencies and recent price rises, in every language: "above average" is
    /// worded once per average around each row's amount, and must read as worded whole.
    @Test(arguments: [(21, 5), (22, 80), (23, 400)])
    func risksWithGroupsAndPriceRisesIsThePreviousOutput(seed: UInt64, count: Int) {
        let ledger = Self.ledgerWithGroups(seed: seed, count: count)
        var generator = Sample.SeededGenerator(seed: seed)
        var prices: [UUID: PriceChange] = [:]
        for expense in ledger.chargedItems where Int.random(in: 0..<3, using: &generator) == 0 {
            let rise = Int64.random(in: 0...500, using: &generator)
            prices[expense.id] = PriceChange(
                old: Money(
                    minorUnits: max(1, expense.amount.minorUnits - rise),
                    currency: expense.currency),
                new: expense.amount,
                changedOn: Self.today.addingDays(-Int.random(in: 0...120, using: &generator)))
        }
        let assessments = RiskAssessor.assess(ledger, asOf: Self.today, priceChanges: prices)
        let aboveAverage = assessments.flatMap(\.reasons).filter {
            if case .aboveAverage = $0 { true } else { false }
        }
        #expect(count < 50 || aboveAverage.count > 3)
        for localizer in Self.localizers + [Localizer.fromEnvironment(["LANG": "zh_CN.UTF-8"])] {
            let renderer = Renderer(localizer: localizer, today: Self.today, colors: .none)
            let expected = RenderingReference.risks(assessments, renderer: renderer)
            var written = ""
            renderer.risks(assessments) { written += String(decoding: $0, as: UTF8.self) }
            #expect(written == expected.map { $0 + "\n" }.joined(), "\(localizer.language)")
        }
    }

    /// Groups (capped and automatic) with members, archived items and shares, for `list`.
    static func ledgerWithGroups(seed: UInt64, count: Int) -> ExpenseLedger {
        var ledger = Self.ledger(seed: seed, count: count)
        var generator = Sample.SeededGenerator(seed: seed &+ 99)
        for index in 0..<max(1, count / 10) {
            let mode: GroupTotalMode = index % 2 == 0 ? .manual : .automatic
            let group = RecurringExpense(
                name: "Group \(index)",
                amount: Money(minorUnits: mode == .manual ? 2_000 : 0, currency: .eur),
                period: .monthly, nextCharge: today.addingDays(index), groupMode: mode,
                createdOn: today)
            guard (try? ledger.add(group, asOf: today)) != nil else { continue }
            let members = ledger.expenses.filter {
                $0.parentID == nil && !$0.isGroup && $0.currency == .eur && $0.period == .monthly
            }.prefix(3).map(\.id)
            _ = try? ledger.addToGroup(group.id, members: Array(members))
        }
        for expense in ledger.expenses where Int.random(in: 0..<5, using: &generator) == 0 {
            _ = try? ledger.archiveWithMembers(expense.id, on: today.addingDays(-30))
        }
        return ledger
    }

    @Test(arguments: [(9, 0), (10, 3), (11, 50), (12, 300)])
    func listIsThePreviousOutput(seed: UInt64, count: Int) {
        let ledger = Self.ledgerWithGroups(seed: seed, count: count)
        for localizer in Self.localizers {
            for width in [nil, 60, 120] as [Int?] {
                let renderer = Renderer(
                    localizer: localizer, today: Self.today, colors: .none, width: width)
                let expected = RenderingReference.list(ledger, renderer: renderer)
                #expect(renderer.list(ledger) == expected)
                var written = ""
                renderer.list(ledger) { written += String(decoding: $0, as: UTF8.self) }
                #expect(written == expected.map { $0 + "\n" }.joined())
            }
        }
    }
}
