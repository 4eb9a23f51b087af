import Foundation
import SubDomain
import Testing

@testable import SubStore

/// Version 14: `paid_with` and `card_expiries`. A profile written by version 13 keeps every
/// row, its history and its totals, and can take a card right away.
@Suite struct StoreSchemaVersion14Tests {
    @Test func upgradingFromVersion13KeepsEverythingAndAddsTheCards() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("subhub.sqlite")
        let today = Sample.date("2026-11-29")
        let before: ExpenseLedger
        let historyCount: Int
        do {
            let store = try ExpenseStore(path: path)
            try store.write { ledger in
                _ = try ledger.add(Sample.expense("Netflix", 1299), asOf: today)
                _ = try ledger.add(
                    Sample.expense("iCloud", 299, currency: try CurrencyCode("USD")), asOf: today)
                let gym = try ledger.add(Sample.expense("Gym", 3000), asOf: today)
                _ = try ledger.archiveWithMembers(gym.value.id, on: today)
            }
            before = try store.read()
            historyCount = try store.history().count
            // Back to what version 13 wrote: no card column, no expiries.
            try store.connection.execute(
                """
                \(withoutVersions18To20)
                DROP TABLE card_expiries;
                ALTER TABLE expenses DROP COLUMN paid_with;
                PRAGMA user_version = 13;
                """)
            store.close()
        }
        let upgraded = try ExpenseStore(path: path)
        #expect(
            try upgraded.connection.integer("PRAGMA user_version")
                == Int64(ExpenseStore.currentSchemaVersion))
        #expect(try upgraded.read() == before)
        #expect(try upgraded.history().count == historyCount)
        #expect(try upgraded.monthlyTotals() == before.monthlyTotals)
        #expect(try upgraded.cardExpiries().isEmpty)
        #expect(try upgraded.integrityCheck())

        var netflix = try #require(before.expenses.first)
        netflix.paidWith = "Visa 4242"
        try upgraded.write { try $0.update(netflix, asOf: today) }
        try upgraded.setCardExpiry("Visa 4242", to: CardExpiry(year: 2027, month: 1))
        upgraded.close()
        let reopened = try ExpenseStore(path: path)
        #expect(try reopened.read().expenses.first?.paidWith == "Visa 4242")
        #expect(try reopened.cardExpiries().expiry(of: "visa 4242")?.identifier == "2027-01")
        #expect(try reopened.paymentMethodNames() == ["Visa 4242"])
        try reopened.setCardExpiry("VISA 4242", to: nil)
        #expect(try reopened.cardExpiries().isEmpty)
    }

    /// The table refuses what the domain refuses, whatever writes the row.
    @Test func theTablesRefuseEmptyOrOverlongCardsAndImpossibleMonths() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ExpenseStore(path: folder.file("subhub.sqlite"))
        for bad in [
            "INSERT INTO card_expiries VALUES ('visa', 'Visa', '2027-13')",
            "INSERT INTO card_expiries VALUES ('visa', 'Visa', '2027-1')",
            "INSERT INTO card_expiries VALUES ('visa', '  ', '2027-01')",
        ] {
            #expect(throws: (any Error).self) { try store.connection.execute(bad) }
        }
        try store.write {
            try $0.add(Sample.expense("Netflix", 1299), asOf: Sample.date("2026-11-29"))
        }
        let limit = RecurringExpense.paymentMethodLimit
        #expect(throws: (any Error).self) {
            try store.connection.execute(
                "UPDATE expenses SET paid_with = '\(String(repeating: "x", count: limit + 1))'")
        }
        try store.connection.execute(
            "UPDATE expenses SET paid_with = '\(String(repeating: "x", count: limit))'")
    }
}
