import Foundation
import SubRecords
import SubServer
import TestSupport
import Testing

/// Versions are drawn before commit: a pull must not move past a write still in flight.
/// Writers of a household take turns (ServerSchema.version4), so none can be.
@Suite(.serialized) struct HouseholdVersionTests {
    @Test func aPullDoesNotMovePastAWriteStillInFlight() throws {
        let home = try HouseholdSyncTests.household([("bob", .editor)])
        let alice = try HouseholdSyncTests.client("alice")
        let gym = Sample.expense("Gym", 1000)
        let netflix = Sample.expense("Netflix", 1299)
        try alice.upload([ExpenseRecord(gym), ExpenseRecord(netflix)], to: home)
        let settled = try alice.changes(in: home, since: 0)
        var dearer = gym
        dearer.amount = Sample.money(1200)
        _ = try alice.push(HouseholdSyncTests.change(.update, before: gym, after: dearer), to: home)

        // Bob's write has drawn its version but is not committed.
        let bob = try ServerSchemaTests.connect("bob")
        try bob.query("BEGIN")
        try bob.query(
            "UPDATE expenses SET notes = 'pending' WHERE id = $1::uuid", [netflix.id.uuidString])

        // Another writer of the household waits for it instead of drawing a later version.
        let impatient = try ServerSchemaTests.connect("alice")
        try impatient.query("SET lock_timeout = '100ms'")
        #expect(throws: ServerError.failed(sqlState: "55P03")) {
            try HouseholdClient(connection: impatient).push(
                HouseholdSyncTests.change(.insert, after: Sample.expense("Disney+", 899)),
                to: home)
        }
        // A pull meanwhile answers without waiting, with what is committed. Bob drew his
        // version under the household's lock, after every write the pull saw committed, so
        // it is above what the pull moves to and the next pull finds it.
        let during = try alice.changes(in: home, since: settled.version)
        #expect(during.records == [ExpenseRecord(dearer)])
        #expect(during.version > settled.version)

        try bob.query("COMMIT")
        let after = try alice.changes(in: home, since: during.version)
        #expect(after.records.map { $0["notes"] } == ["pending"])
        #expect(after.version > during.version)
        #expect(try alice.changes(in: home, since: after.version).isEmpty)
    }
}
