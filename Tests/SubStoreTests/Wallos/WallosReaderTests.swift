import SubDomain
import SubRecords
import TestSupport
import Testing

@testable import SubStore

/// Hostile Wallos files: lookup lists whose rows share an id, more rows than a household
/// keeps, an API file of 300,000 rows. Each is read once or refused naming the limit.
@Suite struct WallosReaderTests {
    /// A database of the columns the reader needs, without Wallos's primary keys, so ids
    /// may repeat as a hand-edited or hostile file has them.
    private func database(subscriptions: Int, copies: Int) throws -> String {
        let path = ScratchFolder.make("wallos") + "/wallos.db"
        let connection = try SQLiteConnection(path: path, mode: .readWriteCreate)
        defer { connection.close() }
        try connection.execute(
            WallosFixture.repeatedIDs(subscriptions: subscriptions, copies: copies))
        return path
    }

    /// Joined, four lists of 2,000 copies of one id made each subscription 1.6 × 10¹³ rows;
    /// read apart, the first of each id names it.
    @Test func lookupsWhoseIdsRepeatDoNotMultiplyTheRows() throws {
        let path = try database(subscriptions: 2_000, copies: 2_000)
        let export = try WallosReader.readDatabase(path: path)
        #expect(export.subscriptions.count == 2_000)
        let first = try #require(export.subscriptions.first)
        #expect(first.currencyCode == "EUR")
        #expect(first.category == "Video")
        #expect(first.paymentMethod == "Visa")
        #expect(first.payer == "ana")
    }

    @Test func moreSubscriptionsThanAnyHouseholdAreRefusedNamingTheLimit() throws {
        let path = try database(subscriptions: 10_001, copies: 1)
        #expect(throws: WallosError.tooManyRows(path: path, limit: 10_000)) {
            try WallosReader.readDatabase(path: path)
        }
    }

    @Test func aLookupListPastTheLimitIsRefusedNamingIt() throws {
        let path = try database(subscriptions: 1, copies: 10_001)
        #expect(throws: WallosError.tooManyRows(path: path, limit: 10_000)) {
            try WallosReader.readDatabase(path: path)
        }
    }

    private static func apiJSON(rows: Int) -> String {
        let row =
            #"{"id":1,"name":"Service","price":9.99,"currency_id":1,"cycle":3,"frequency":1,"#
            + #""next_payment":"2026-12-05","category_name":"Video","notes":"","inactive":0}"#
        return #"{"success":true,"subscriptions":["#
            + Array(repeating: row, count: rows).joined(separator: ",") + "]}"
    }

    /// 300,000 rows held as values took 1.36 GB: the parser stops at the values that many
    /// subscriptions could hold.
    @Test func anAPIFileOf300000RowsIsRefusedNamingTheLimit() {
        #expect(throws: WallosError.tooManyRows(path: "api.json", limit: 10_000)) {
            try WallosReader.readJSON(Self.apiJSON(rows: 300_000), path: "api.json")
        }
    }

    @Test func anAPIFileOfMoreRowsThanTheLimitIsRefused() throws {
        #expect(throws: WallosError.tooManyRows(path: "api.json", limit: 10_000)) {
            try WallosReader.readJSON(Self.apiJSON(rows: 10_001), path: "api.json")
        }
        #expect(
            try WallosReader.readJSON(Self.apiJSON(rows: 10_000), path: "api.json")
                .subscriptions.count == 10_000)
    }
}
