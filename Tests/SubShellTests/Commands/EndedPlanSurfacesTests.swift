import Foundation
import SubDomain
import SubStore
import TestSupport
import Testing

@testable import SubShell

/// A plan after its last charge is shown and never counted, by every surface that adds up
/// monthly figures: generated ledgers (currencies, cards, categories, groups, archived
/// plans, plans ending after a day or a number of payments) are read on days before, on
/// and after their ends, and each currency's figure of `total` is what `total --by`, `list
/// --by`, `cards`, a what-if's "before" and the CSV export's monthly column add up to.
@Suite struct EndedPlanSurfacesTests {
    private typealias Generator = Sample.SeededGenerator
    private let today = Sample.date("2026-11-29")
    private let codes = ["EUR", "USD", "JPY"]
    private let periods: [Period] = [
        .weekly, .monthly, .quarterly, .annual, try! Period(every: 10, .day),
        try! Period(every: 2, .month),
    ]
    private let cards = ["Visa 4242", "visa 4242", "Amex", nil]
    private let categories = ["music", "streaming", "cloud", nil]

    /// Each currency's monthly figure and charged count, the zero lines left out: a surface
    /// may keep a currency's line at zero or drop it.
    private struct Sums: Equatable, CustomStringConvertible {
        var monthly: [String: Int64] = [:]
        var charged: [String: Int64] = [:]

        mutating func add(_ lines: Any?, monthlyKey: String = "monthly_minor") {
            for line in lines as? [[String: Any]] ?? [] {
                let code = line["currency"] as? String ?? "?"
                monthly[code, default: 0] += (line[monthlyKey] as? NSNumber)?.int64Value ?? 0
                if let count = line["active_count"] as? NSNumber {
                    charged[code, default: 0] += count.int64Value
                }
            }
        }

        var withoutZeros: Sums {
            Sums(
                monthly: monthly.filter { $0.value != 0 }, charged: charged.filter { $0.value != 0 }
            )
        }

        var description: String {
            "monthly \(monthly.sorted { $0.key < $1.key }) charged \(charged)"
        }
    }

    private func randomLedger(_ random: inout Generator) throws -> ExpenseLedger {
        var ledger = ExpenseLedger()
        var groups: [UUID] = []
        for index in 0..<Int.random(in: 6...16, using: &random) {
            let code = codes.randomElement(using: &random)!
            let period = periods.randomElement(using: &random)!
            var plan = Sample.expense(
                "Plan \(index)", Int64.random(in: 100...90_000, using: &random), code,
                period: period, next: today.addingDays(Int.random(in: 0...60, using: &random)).iso,
                sharedWith: Int.random(in: 1...3, using: &random))
            plan.paidWith = cards.randomElement(using: &random)!
            plan.category = categories.randomElement(using: &random)!
            if Int.random(in: 0..<6, using: &random) == 0 {
                plan.groupMode = Bool.random(using: &random) ? .manual : .automatic
                if plan.groupMode == .automatic {
                    plan.amount = Money(minorUnits: 0, currency: plan.currency)
                }
                groups.append(try ledger.add(plan, asOf: today).value.id)
                continue
            }
            // Groups and their members never end (`PlanEndError.inGroup`): only plans alone.
            let candidate = groups.randomElement(using: &random).flatMap {
                ledger.expense(withID: $0)
            }
            let joins =
                candidate?.currency == plan.currency && candidate?.period == plan.period
                ? candidate : nil
            if joins == nil, Int.random(in: 0..<5, using: &random) < 3 {
                let term: PlanEndTerm =
                    Bool.random(using: &random)
                    ? .payments(Int.random(in: 1...8, using: &random))
                    : .until(today.addingDays(Int.random(in: 60...400, using: &random)))
                (plan.endsOn, plan.plannedPayments) = try BillingCalendar.end(
                    of: plan, term, today: today)
            }
            let added = try ledger.add(plan, asOf: today).value
            if let group = joins, Bool.random(using: &random) {
                _ = try ledger.addToGroup(group.id, members: [added.id])
            }
            if Int.random(in: 0..<7, using: &random) == 0 {
                _ = try ledger.archiveWithMembers(added.id, on: today)
            }
        }
        return ledger
    }

    private func json(_ run: ShellRun, _ arguments: [String], on day: CivilDate) throws
        -> [String: Any]
    {
        let output = run.call(["--json"] + arguments, on: day.iso)
        #expect(output.status == 0, "\(arguments): \(output.error)")
        return try #require(
            try JSONSerialization.jsonObject(with: Data(output.standard.utf8)) as? [String: Any])
    }

    /// The CSV export's monthly column, added up over the rows a total adds: those outside
    /// a group (a group's cell is what it counts; its members' cells are inside it).
    private func csvSums(_ run: ShellRun, on day: CivilDate) throws -> Sums {
        let output = run.call(["export", "csv", "--plain", "-"], on: day.iso)
        #expect(output.status == 0, "\(output.error)")
        let rows = output.standard.components(separatedBy: "\r\n").filter { !$0.isEmpty }
            .map { $0.components(separatedBy: ",") }
        let heading = try #require(rows.first)
        let column = { (name: String) in try #require(heading.firstIndex(of: name)) }
        let (currency, monthly, parent) = (
            try column("currency"), try column("monthly"), try column("parent_id")
        )
        var sums = Sums()
        for row in rows.dropFirst() where row[parent].isEmpty && !row[monthly].isEmpty {
            let code = try CurrencyCode(row[currency])
            let units = try #require(Decimal(string: row[monthly]))
            var scaled = units * pow(10, code.minorDigits)
            var rounded = Decimal()
            NSDecimalRound(&rounded, &scaled, 0, .plain)
            sums.monthly[code.code, default: 0] += (rounded as NSNumber).int64Value
        }
        return sums
    }

    @Test(arguments: [21, 22, 23, 24, 25, 26] as [UInt64])
    func everySurfaceAddsUpToTheTotalOnTheDay(seed: UInt64) throws {
        var random = Generator(seed: seed)
        let ledger = try randomLedger(&random)
        let run = ShellRun(language: "en_US.UTF-8")
        try run.writableStore().write { $0 = ledger }
        let ends = ledger.expenses.compactMap(\.endsOn)
        // Days on and around each end, and some anywhere in the next year and a half.
        var days = ends.flatMap { [$0, $0.addingDays(1)] }
        for _ in 0..<(40 - min(days.count, 30)) {
            days.append(today.addingDays(Int.random(in: 0...540, using: &random)))
        }
        let named = ledger.expenses.filter(\.isActive).map(\.name)
        for day in days {
            let context = "seed \(seed) on \(day.iso)"
            var total = Sums()
            total.add(try json(run, ["total"], on: day)["totals"])
            total = total.withoutZeros
            for grouping in ["card", "category"] {
                var sums = Sums()
                for group in try json(run, ["total", "--by", grouping], on: day)["groups"]
                    as? [[String: Any]] ?? []
                {
                    sums.add(group["totals"])
                }
                #expect(sums.withoutZeros == total, "total --by \(grouping), \(context)")
                sums = Sums()
                for group in try json(run, ["list", "--by", grouping], on: day)["groups"]
                    as? [[String: Any]] ?? []
                {
                    sums.add(group["totals"])
                }
                #expect(sums.withoutZeros == total, "list --by \(grouping), \(context)")
            }
            let cardsShown = try json(run, ["cards"], on: day)
            var cardSums = Sums()
            for card in cardsShown["cards"] as? [[String: Any]] ?? [] {
                cardSums.add(card["totals"])
            }
            cardSums.add(cardsShown["without_card"])
            #expect(cardSums.withoutZeros == total, "cards, \(context)")

            let left = named.randomElement(using: &random)!
            let whatIf = try json(run, ["total", "--without", left], on: day)
            var before = Sums()
            before.add(whatIf["totals"], monthlyKey: "monthly_before_minor")
            #expect(before.withoutZeros.monthly == total.monthly, "what-if, \(context)")
            if let plan = ledger.expenses.first(where: { $0.name == left }), plan.hasEnded(on: day)
            {
                // Leaving out a plan that has ended changes nothing.
                for line in whatIf["totals"] as? [[String: Any]] ?? [] {
                    #expect(line["monthly_change_minor"] as? Int == 0, "\(left), \(context)")
                    #expect(line["yearly_change_minor"] as? Int == 0, "\(left), \(context)")
                }
            }
            #expect(
                try csvSums(run, on: day).withoutZeros.monthly == total.monthly, "csv, \(context)")
        }
    }
}
