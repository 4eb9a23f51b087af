import SubDomain
import TestSupport
import Testing

@Suite struct SettleUpTests {
    let today = Sample.date("2026-11-29")

    private func plan(
        _ name: String, _ minor: Int64, shared: Int, paidBy: String?, _ code: String = "EUR"
    ) -> RecurringExpense {
        var expense = Sample.expense(name, minor, code, sharedWith: shared)
        expense.paidBy = paidBy
        return expense
    }

    private func ledger(_ expenses: [RecurringExpense]) throws -> ExpenseLedger {
        var ledger = ExpenseLedger()
        for expense in expenses { _ = try ledger.add(expense, asOf: today) }
        return ledger
    }

    @Test func onlySharedPlansWithAPayerCount() throws {
        let settlement = SettleUp.settle(
            try ledger([
                plan("Alone", 1000, shared: 1, paidBy: "Bob"),
                plan("Nobody", 1200, shared: 3, paidBy: nil),
                plan("Netflix", 1599, shared: 3, paidBy: "Bob"),
            ]), yourNames: ["ana"], on: today)
        #expect(settlement.plans.map(\.name) == ["Netflix"])
        #expect(settlement.plans[0].share == Sample.money(533))
        #expect(settlement.plans[0].unnamedSharers == 1)
        #expect(
            settlement.transfers == [
                SettlementTransfer(from: .you, to: .person("Bob"), amount: Sample.money(533))
            ])
        #expect(
            settlement.unnamedDebts == [
                UnnamedDebt(payer: .person("Bob"), amount: Sample.money(533))
            ])
    }

    /// One person however their name is written; the profile's name is you.
    @Test func payersAreMatchedByFoldedNameAndYourNamesAreYou() throws {
        let settlement = SettleUp.settle(
            try ledger([
                plan("Netflix", 1500, shared: 3, paidBy: "Bob"),
                plan("Disney", 900, shared: 3, paidBy: "BOB"),
                plan("Spotify", 1800, shared: 3, paidBy: "Ána"),
            ]), yourNames: ["ana"], on: today)
        #expect(settlement.plans.map(\.payer) == [.person("Bob"), .person("Bob"), .you])
        #expect(
            settlement.transfers == [
                SettlementTransfer(from: .you, to: .person("Bob"), amount: Sample.money(800))
            ])
        // Spotify: the two others owe you 6,00 € each; Bob's plans: one other each.
        #expect(
            settlement.unnamedDebts == [
                UnnamedDebt(payer: .you, amount: Sample.money(1200)),
                UnnamedDebt(payer: .person("Bob"), amount: Sample.money(800)),
            ])
    }

    @Test func currenciesAreNeverMixed() throws {
        let settlement = SettleUp.settle(
            try ledger([
                plan("Netflix", 1500, shared: 2, paidBy: "Bob"),
                plan("Copilot", 1000, shared: 2, paidBy: "Bob", "USD"),
            ]), yourNames: [], on: today)
        #expect(
            settlement.transfers == [
                SettlementTransfer(from: .you, to: .person("Bob"), amount: Sample.money(750)),
                SettlementTransfer(
                    from: .you, to: .person("Bob"), amount: Sample.money(500, "USD")),
            ])
        #expect(settlement.unnamedDebts.isEmpty)
    }

    @Test func archivedPlansDoNotCount() throws {
        var ledger = try ledger([plan("Netflix", 1500, shared: 2, paidBy: "Bob")])
        _ = try ledger.archive(ledger.expenses[0].id, on: today)
        #expect(SettleUp.settle(ledger, yourNames: [], on: today).isEmpty)
    }

    // MARK: Minimal transfers

    private func total(_ transfers: [SettlementTransfer], for party: SettlementParty) -> Int64 {
        transfers.reduce(0) { sum, transfer in
            sum + (transfer.to == party ? transfer.amount.minorUnits : 0)
                - (transfer.from == party ? transfer.amount.minorUnits : 0)
        }
    }

    @Test func aChainOfDebtsBecomesOnePayment() {
        // Ana owes Bob 10, Bob owes Carol 10: Ana pays Carol.
        let transfers = SettleUp.minimalTransfers(
            [.person("Ana"): -1000, .person("Bob"): 0, .person("Carol"): 1000], currency: .eur)
        #expect(
            transfers == [
                SettlementTransfer(
                    from: .person("Ana"), to: .person("Carol"), amount: Sample.money(1000))
            ])
    }

    /// Greedy alone pays 4 times here (E→C 4, D→A 3, E→B 2, D→B 1); splitting into the
    /// groups that settle among themselves ({C, D} and {A, B, E}) needs 3.
    @Test func groupsThatSettleAmongThemselvesSaveAPayment() {
        let balances: [SettlementParty: Int64] = [
            .person("A"): 300, .person("B"): 300, .person("C"): 400,
            .person("D"): -400, .person("E"): -600,
        ]
        let transfers = SettleUp.minimalTransfers(balances, currency: .eur)
        #expect(transfers.count == 3)
        for (party, balance) in balances { #expect(total(transfers, for: party) == balance) }
        #expect(
            transfers == [
                SettlementTransfer(from: .person("D"), to: .person("C"), amount: Sample.money(400)),
                SettlementTransfer(from: .person("E"), to: .person("A"), amount: Sample.money(300)),
                SettlementTransfer(from: .person("E"), to: .person("B"), amount: Sample.money(300)),
            ])
    }

    @Test func everyoneEvenNeedsNothing() {
        #expect(SettleUp.minimalTransfers([:], currency: .eur).isEmpty)
        #expect(SettleUp.minimalTransfers([.you: 0, .person("Bob"): 0], currency: .eur).isEmpty)
    }

    /// Random balances that add up to zero: every balance settled, never more payments than
    /// people with a balance minus one.
    @Test func randomBalancesAreSettledExactly() {
        var generator = Sample.SeededGenerator(seed: 13)
        for _ in 0..<200 {
            let count = Int.random(in: 2...9, using: &generator)
            var values = (0..<(count - 1)).map { _ in
                Int64.random(in: -5000...5000, using: &generator)
            }
            values.append(-values.reduce(0, +))
            var balances: [SettlementParty: Int64] = [.you: values[0]]
            for (index, value) in values.dropFirst().enumerated() {
                balances[.person("P\(index)")] = value
            }
            let transfers = SettleUp.minimalTransfers(balances, currency: .eur)
            for (party, balance) in balances { #expect(total(transfers, for: party) == balance) }
            let nonZero = balances.values.filter { $0 != 0 }.count
            #expect(transfers.count <= max(0, nonZero - 1))
            #expect(transfers.allSatisfy { $0.amount.minorUnits > 0 })
        }
    }
}
