import Foundation
import SubDomain
import SubRecords
import SubServer
import TestSupport
import Testing

/// Pushing many pending writes in one server transaction: each change in its own savepoint.
@Suite(.serialized) struct HouseholdBatchPushTests {
    @Test func aRefusedChangeInTheMiddleOfABatchLeavesTheOthersApplied() throws {
        let home = try HouseholdSyncTests.household()
        let alice = try HouseholdSyncTests.client("alice")
        let group = Sample.expense("Streaming", 0, group: .automatic)
        let netflix = Sample.expense("Netflix", 1299, parent: group.id)
        // Another currency than its group: the server's trigger refuses it.
        let wrong = Sample.expense("Wrong", 500, "USD", parent: group.id)
        let spotify = Sample.expense("Spotify", 1099)
        let results = try alice.push(
            [
                HouseholdSyncTests.change(.insert, after: group),
                HouseholdSyncTests.change(.insert, after: netflix),
                HouseholdSyncTests.change(.insert, after: wrong),
                HouseholdSyncTests.change(.insert, after: spotify),
            ], to: home)

        #expect(results.count == 4)
        #expect((try? results[0].get()) == [])
        #expect((try? results[1].get()) == [])
        #expect((try? results[3].get()) == [])
        guard case .failure(let error) = results[2] else {
            Issue.record("the mismatched child was accepted")
            return
        }
        #expect(error == .ruleViolated(.currencyMismatch))
        let names = try alice.changes(in: home, since: 0).records.compactMap { $0["name"] }
        #expect(Set(names) == ["Streaming", "Netflix", "Spotify"])
        // The group's sum is the server's, kept by its trigger.
        let streaming = try alice.record(group.id, in: home)
        #expect(streaming?["amount_minor"] == "1299")
    }

    @Test func aBatchRepeatedAfterACrashAppliesNothingTwice() throws {
        let home = try HouseholdSyncTests.household()
        let alice = try HouseholdSyncTests.client("alice")
        let changes = (0..<30).map {
            HouseholdSyncTests.change(.insert, after: Sample.expense("Item \($0)", 100 + Int64($0)))
        }
        _ = try alice.push(changes, to: home)
        let version = try alice.changes(in: home, since: 0).version
        let again = try alice.push(changes, to: home)
        #expect(again.allSatisfy { (try? $0.get()) == [] })
        let after = try alice.changes(in: home, since: 0)
        #expect(after.records.count == 30)
        #expect(after.version == version)
    }

    @Test func deletingAGroupThatStillHasMembersFailsAloneNotAtCommit() throws {
        let home = try HouseholdSyncTests.household()
        let alice = try HouseholdSyncTests.client("alice")
        let group = Sample.expense("Family", 2000, group: .manual)
        let member = Sample.expense("Member", 700, parent: group.id)
        try alice.upload([ExpenseRecord(group), ExpenseRecord(member)], to: home)
        let other = Sample.expense("Other", 300)
        let results = try alice.push(
            [
                HouseholdSyncTests.change(.delete, before: group),
                HouseholdSyncTests.change(.insert, after: other),
            ], to: home)
        guard case .failure = results[0] else {
            Issue.record("a group with a member was deleted")
            return
        }
        #expect((try? results[1].get()) == [])
        let names = Set(try alice.changes(in: home, since: 0).records.compactMap { $0["name"] })
        #expect(names == ["Family", "Member", "Other"])
    }
}
