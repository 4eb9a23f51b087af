import Foundation
import SubDomain
import SubRecords
import TestSupport
import Testing

@testable import SubFormats

/// A JSON export carries each plan's payments and whether it varies and where it ends, and
/// import reads them back: over random ledgers with random payments, export → import gives
/// the same plans and payments, byte for byte what JSONSerialization writes; a row left out
/// lends its payments to the profile's row; files written before payments still import;
/// payments that do not read are row problems; a file of millions is refused unread.
@Suite struct ExpenseExchangePaymentsTests {
    private let today = Sample.date("2026-12-07")

    /// A random ledger of plans (some varying, some ending, some archived, a group with
    /// members) and random payments of them: same-day ones, other currencies, statement rows.
    private func randomProfile(seed: UInt64) throws -> (ExpenseLedger, ExchangeProfile) {
        var random = Sample.SeededGenerator(seed: seed)
        func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
        var ledger = ExpenseLedger()
        var profile = ExchangeProfile()
        let codes = ["EUR", "USD", "JPY"]
        let group = Sample.expense("Familia", 2000, "EUR", group: .manual)
        if int(0...1) == 0 { _ = try ledger.add(group, asOf: today) }
        for number in 0..<int(1...12) {
            let code = codes[int(0...2)]
            let created = today.addingDays(-int(0...900))
            var plan = RecurringExpense(
                name: "Plan \(number)",
                amount: Sample.money(Int64(int(1...90_000)), code),
                period: [.monthly, .annual, .weekly, try Period(every: 3, .month)][int(0...3)],
                nextCharge: today.addingDays(int(0...40)), createdOn: created)
            plan.varies = int(0...2) == 0
            let inGroup =
                code == "EUR" && plan.period == .monthly
                && ledger.expense(withID: group.id) != nil && int(0...1) == 0
            if inGroup {
                plan.parentID = group.id
            } else if int(0...3) == 0 {
                let term: PlanEndTerm =
                    int(0...1) == 0
                    ? .payments(int(1...40)) : .until(today.addingDays(int(40...900)))
                (plan.endsOn, plan.plannedPayments) = try BillingCalendar.end(
                    of: plan, term, today: today)
            }
            let added = try ledger.add(plan, asOf: today).value
            if int(0...5) == 0 { _ = try ledger.archive(added.id, on: today) }
            var payments: [Payment] = []
            for _ in 0..<int(0...9) {
                let day =
                    payments.last.map { last in
                        int(0...2) == 0 ? last.paidOn : last.paidOn.addingDays(int(1...60))
                    }
                    ?? created.addingDays(int(0...30))
                let currency = int(0...7) == 0 ? codes[int(0...2)] : code
                let statement = int(0...3) == 0
                payments.append(
                    Payment(
                        expenseID: added.id, paidOn: min(day, today),
                        amount: Sample.money(Int64(int(1...90_000)), currency),
                        source: statement ? .statement : .typed,
                        statementKey: statement ? String(random.next(), radix: 16) : nil))
            }
            // Oldest first, as the store reads them: by day, then by id.
            profile.payments[added.id] = payments.sorted {
                ($0.paidOn, $0.id.uuidString) < ($1.paidOn, $1.id.uuidString)
            }
            if payments.isEmpty { profile.payments[added.id] = nil }
        }
        return (ledger, profile)
    }

    /// The payments an export writes, in its order: plan by plan, each oldest first.
    private func written(_ ledger: ExpenseLedger, _ profile: ExchangeProfile) -> [Payment] {
        ExpenseExchange.exportOrder(ledger).flatMap { profile.payments[$0.id] ?? [] }
    }

    @Test(arguments: (1...40) as ClosedRange<UInt64>)
    func exportThenImportKeepsEveryPlanAndPayment(seed: UInt64) throws {
        let (ledger, profile) = try randomProfile(seed: seed)
        let text = ExpenseExchange.export(ledger, as: .json, profile: profile)
        #expect(
            text == ExpenseExchange.exportJSONBySerialization(ledger, profile: profile),
            "seed \(seed)")
        var imported = ExpenseLedger()
        let report = try ExpenseExchange.merge(
            try ExpenseExchange.parse(text, as: .json), into: &imported, asOf: today)
        let byID = Dictionary(uniqueKeysWithValues: imported.expenses.map { ($0.id, $0) })
        for expense in ledger.expenses {
            let read = try #require(byID[expense.id], "seed \(seed)")
            #expect(read.varies == expense.varies, "seed \(seed)")
            #expect(read.endsOn == expense.endsOn, "seed \(seed)")
            #expect(read.plannedPayments == expense.plannedPayments, "seed \(seed)")
        }
        // Every payment, with its id, day, amount, source and key, under its plan.
        #expect(report.payments == written(ledger, profile), "seed \(seed)")
        // And the imported profile exports the same document.
        #expect(
            ExpenseExchange.export(imported, as: .json, profile: profile) == text, "seed \(seed)")
    }

    /// A row the profile has already is left out; its payments are the profile row's.
    @Test func aRowLeftOutLendsItsPaymentsToTheProfilesRow() throws {
        var ledger = ExpenseLedger()
        let light = try ledger.add(Sample.expense("Luz", 6000), asOf: today).value
        var profile = ExchangeProfile()
        profile.payments[light.id] = [
            Payment(expenseID: light.id, paidOn: today, amount: Sample.money(6120))
        ]
        let text = ExpenseExchange.export(ledger, as: .json, profile: profile)
        var other = ExpenseLedger()
        let own = try other.add(Sample.expense("luz", 6000), asOf: today).value
        let report = try ExpenseExchange.merge(
            try ExpenseExchange.parse(text, as: .json), into: &other, asOf: today)
        #expect(report.alreadyThere == ["Luz"])
        #expect(report.payments.map(\.expenseID) == [own.id])
        #expect(report.payments.map(\.amount) == [Sample.money(6120)])
    }

    /// Files written before payments, varying bills and ends carry none of them: plans of a
    /// fixed price that never end, and no payment.
    @Test func anExportWrittenBeforePaymentsStillImports() throws {
        let text =
            #"{"format": "subhub", "version": 1, "kill_count": 0, "expenses": [{"#
            + #""id": "8c1f0d3a-52a1-4a53-9a9e-0d9a6f2c0b11", "name": "Luz", "#
            + #""amount_minor": 6000, "currency": "EUR", "period": "monthly", "#
            + #""next_charge": "2026-12-15", "created_on": "2026-11-01"}]}"#
        var imported = ExpenseLedger()
        let report = try ExpenseExchange.merge(
            try ExpenseExchange.parse(text, as: .json), into: &imported, asOf: today)
        #expect(report.imported.count == 1)
        #expect(report.payments.isEmpty)
        let plan = try #require(imported.expenses.first)
        #expect(!plan.varies && plan.endsOn == nil && plan.plannedPayments == nil)
    }

    /// Each payment that does not read is named, by row, number and member, with the rest
    /// of the rows' problems; nothing is imported.
    @Test func paymentsThatDoNotReadAreRowProblems() throws {
        func row(_ name: String, _ extra: String) -> String {
            #"{"name": ""# + name + #"", "amount_minor": 6000, "currency": "EUR", "#
                + #""period": "monthly", "next_charge": "2026-12-15""# + extra + "}"
        }
        let text =
            #"{"format": "subhub", "version": 1, "expenses": ["#
            + row(
                "A",
                #", "payments": [{"on": "2026-11-31", "amount_minor": 10, "currency": "EUR", "#
                    + #""source": "typed"}, {"on": "2026-11-30", "amount_minor": 0, "#
                    + #""currency": "EUR", "source": "typed"}]"#) + ", "
            + row(
                "B",
                #", "payments": [{"on": "2026-11-30", "amount_minor": 10, "currency": "EUR", "#
                    + #""source": "cash"}]"#) + ", "
            + row("C", #", "payments": {"on": "2026-11-30"}"#) + ", "
            + row("D", #", "planned_payments": 12"#) + "]}"
        var ledger = ExpenseLedger()
        #expect(
            throws: ExchangeError.invalidRows([
                .init(
                    row: 1,
                    problem: .invalidPayment(number: 1, member: "on", value: "2026-11-31")),
                .init(
                    row: 1, problem: .invalidPayment(number: 2, member: "amount_minor", value: "0")),
                .init(row: 2, problem: .invalidPayment(number: 1, member: "source", value: "cash")),
                .init(
                    row: 3, problem: .invalidPayment(number: nil, member: "payments", value: "{…}")),
                .init(row: 4, problem: .invalidValue(.plannedPayments, "12")),
            ])
        ) {
            try ExpenseExchange.merge(
                try ExpenseExchange.parse(text, as: .json), into: &ledger, asOf: today)
        }
        #expect(ledger.expenses.isEmpty)
    }

    /// Payments are counted before any is read: two million are refused naming the limit,
    /// though as values they are within the document's.
    @Test func millionsOfPaymentsAreRefusedNamingTheLimit() {
        let text =
            #"{"format":"subhub","version":1,"expenses":[{"name":"A","payments":["#
            + String(repeating: "{},", count: 2_000_000) + "{}]}]}"
        #expect(throws: ExchangeError.tooManyPayments(limit: ReadingLimits.payments)) {
            try ExpenseExchange.parse(text, as: .json)
        }
    }

    /// Through CSV a plan's varying and its end travel too (payments do not).
    @Test func csvCarriesVariesAndTheEnd() throws {
        var ledger = ExpenseLedger()
        var light = Sample.expense("Luz", 6000)
        light.varies = true
        var sofa = Sample.expense("Sofa", 10000)
        (sofa.endsOn, sofa.plannedPayments) = try BillingCalendar.end(
            of: sofa, .payments(12), today: today)
        _ = try ledger.add(light, asOf: today)
        _ = try ledger.add(sofa, asOf: today)
        let text = ExpenseExchange.export(ledger, as: .csv)
        var imported = ExpenseLedger()
        try ExpenseExchange.merge(
            try ExpenseExchange.parse(text, as: .csv), into: &imported, asOf: today)
        #expect(imported.expenses.map(\.varies) == [true, false])
        #expect(imported.expenses.map(\.endsOn) == [nil, sofa.endsOn])
        #expect(imported.expenses.map(\.plannedPayments) == [nil, 12])
    }
}
