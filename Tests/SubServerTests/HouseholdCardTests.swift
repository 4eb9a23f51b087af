import Foundation
import SubDomain
import SubRecords
import TestSupport
import Testing

@testable import SubServer

/// The card a plan is paid with is one person's: it never reaches the household's server.
@Suite(.serialized) struct HouseholdCardTests {
    @Test func theCardNeverGoesUpAndAnotherMemberNeverSeesIt() throws {
        let home = try HouseholdSyncTests.household([("bob", .viewer)])
        var netflix = Sample.expense("Netflix", 1299)
        netflix.paidWith = "Visa 4242"
        try HouseholdSyncTests.client("alice").upload([ExpenseRecord(netflix)], to: home)
        let pulled = try HouseholdSyncTests.client("bob").changes(in: home, since: 0)
        let row = try #require(pulled.records.first)
        #expect(row["paid_with"] == nil)
        var withoutCard = netflix
        withoutCard.paidWith = nil
        #expect(try row.decoded() == withoutCard)
    }

    @Test func changingOnlyTheCardIsNoChangeForTheServer() throws {
        var before = Sample.expense("Gym", 3000)
        before.paidWith = "Amex"
        var after = before
        after.paidWith = "Visa"
        let change = HouseholdSyncTests.change(.update, before: before, after: after)
        #expect(change.changedFields == [])
    }
}
