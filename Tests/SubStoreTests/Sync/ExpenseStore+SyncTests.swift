import Foundation
import SubDomain
import SubRecords
import Testing

@testable import SubStore

@Suite struct ExpenseStoreSyncTests {
    private let today = Sample.date("2026-11-29")

    private func linkedStore(_ folder: TemporaryFolder) throws -> ExpenseStore {
        let store = try ExpenseStore(path: folder.file("p.sqlite"), clock: Sample.clock)
        try store.saveLink(
            HouseholdLink(
                conninfo: "host=/tmp dbname=subhub", householdID: UUID(), householdName: "Casa",
                login: "alice", role: .editor))
        return store
    }

    @Test func aLocalProfileQueuesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ExpenseStore(path: folder.file("p.sqlite"))
        try store.write { try $0.add(Sample.expense("Netflix", 1299), asOf: today) }
        #expect(try store.householdLink() == nil)
        #expect(try store.pendingCount() == 0)
    }

    @Test func theLinkRoundTripsAndUnlinkKeepsTheCache() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try linkedStore(folder)
        let link = try #require(try store.householdLink())
        #expect(link.householdName == "Casa")
        #expect(link.role == .editor)
        #expect(link.pulledVersion == 0)
        try store.write { try $0.add(Sample.expense("Netflix", 1299), asOf: today) }
        #expect(try store.removeLink() == 1)
        #expect(try store.householdLink() == nil)
        #expect(try store.pendingCount() == 0)
        #expect(try store.read().expenses.map(\.name) == ["Netflix"])
    }

    @Test func everyWriteOfALinkedProfileIsQueuedWithItsRows() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try linkedStore(folder)
        let netflix = Sample.expense("Netflix", 1299)
        try store.write { try $0.add(netflix, asOf: today) }
        var edited = netflix
        edited.amount = Money(minorUnits: 1499, currency: .eur)
        try store.write { try $0.update(edited, asOf: today) }
        try store.write { _ = try $0.delete(netflix.id) }

        let pending = try store.pendingChanges()
        #expect(pending.map(\.kind) == [.insert, .update, .delete])
        #expect(pending.allSatisfy { $0.expenseID == netflix.id })
        #expect(Set(pending.map(\.key)).count == 3)
        #expect(pending[0].after == ExpenseRecord(netflix))
        #expect(pending[1].before == ExpenseRecord(netflix))
        #expect(pending[1].changedFields == ["amount_minor"])
        #expect(pending[1].after?["amount_minor"] == "1499")
        #expect(pending[2].after == nil)
        #expect(pending[2].expenseName == "Netflix")
    }

    @Test func aRefusedCommandQueuesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try linkedStore(folder)
        #expect(throws: DomainError.self) {
            try store.write { _ = try $0.delete(UUID()) }
        }
        #expect(try store.pendingCount() == 0)
    }

    @Test func serverChangesReachTheCacheWithoutBeingQueuedBack() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try linkedStore(folder)
        let spotify = Sample.expense("Spotify", 1099)
        let disney = Sample.expense("Disney+", 899)
        try store.applyServerChanges(
            [(ExpenseRecord(spotify), 11), (ExpenseRecord(disney), 12)], deletions: [],
            latestVersion: 12)
        #expect(try store.pendingCount() == 0)
        #expect(try store.householdLink()?.pulledVersion == 12)
        #expect(try store.read().expenses.map(\.name) == ["Spotify", "Disney+"])
        #expect(try store.monthlyTotals().first?.monthlyMinor == 1998)

        var cheaper = spotify
        cheaper.amount = Money(minorUnits: 999, currency: .eur)
        let result = try store.applyServerChanges(
            [(ExpenseRecord(cheaper), 15)], deletions: [disney.id, UUID()], latestVersion: 15)
        #expect(result.written == 1)
        #expect(result.deleted == 1)
        #expect(try store.read().expenses == [cheaper])
        #expect(try store.pendingCount() == 0)
        #expect(try store.householdLink()?.pulledVersion == 15)
    }

    @Test func historyHoldsThisProfilesChangesNotTheServers() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try linkedStore(folder)
        let spotify = Sample.expense("Spotify", 1099)
        try store.applyServerChanges([(ExpenseRecord(spotify), 2)], deletions: [], latestVersion: 2)
        #expect(try store.history().isEmpty)
        try store.write { try $0.add(Sample.expense("Netflix", 1299), asOf: today) }
        #expect(try store.history().count > 0)
        #expect(try store.history(of: spotify.id).isEmpty)
    }

    /// A row another app wrote that this client cannot read is skipped and named (its members
    /// wait for it); every other row still reaches the cache and the pull moves on.
    @Test func aRowFromTheServerThatIsNotAnExpenseIsSkippedAndNamed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try linkedStore(folder)
        let bundle = Sample.expense("Bundle", 1099, group: .manual)
        var values = ExpenseRecord(bundle).values
        values[ExpenseRecord.fieldNames.firstIndex(of: "currency")!] = "euros"
        let broken = try ExpenseRecord(values: values)
        let member = Sample.expense("Member", 500, parent: bundle.id)
        let fine = Sample.expense("Fine", 100)
        let applied = try store.applyServerChanges(
            [(ExpenseRecord(fine), 2), (broken, 3), (ExpenseRecord(member), 3)], deletions: [],
            latestVersion: 3)
        #expect(applied.written == 1)
        #expect(applied.deleted == 0)
        #expect(
            applied.unreadable == [
                UnreadableServerRow(id: bundle.id.uuidString, name: "Bundle", field: "currency")
            ])
        // Its member is readable, but waits for its group: read again at the next sync.
        #expect(try store.rowsToRefetch() == [member.id])
        #expect(try store.read().expenses == [fine])
        #expect(try store.householdLink()?.pulledVersion == 3)
        #expect(try store.serverVersion(of: fine.id) == 2)
        #expect(try store.serverVersion(of: bundle.id) == nil)
        #expect(try store.pendingCount() == 0)
    }

    /// Every cached row keeps the server version it was last pulled at; each pending update
    /// or delete carries it as its base, an insert none.
    @Test func pendingChangesCarryTheServerVersionOfTheRowTheyWereMadeOn() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try linkedStore(folder)
        let netflix = Sample.expense("Netflix", 1299)
        let spotify = Sample.expense("Spotify", 1099)
        try store.applyServerChanges(
            [(ExpenseRecord(netflix), 4), (ExpenseRecord(spotify), 6)], deletions: [],
            latestVersion: 6)
        #expect(try store.serverVersion(of: netflix.id) == 4)
        var edited = netflix
        edited.notes = "mine"
        try store.write { try $0.update(edited, asOf: today) }
        try store.write { _ = try $0.delete(spotify.id) }
        try store.write { try $0.add(Sample.expense("Disney+", 899), asOf: today) }
        #expect(try store.pendingChanges().map(\.baseVersion) == [4, 6, nil])
        try settleAll(store)

        // A pull moves the row's version; the next change is made on that one.
        var theirs = edited
        theirs.amount = Money(minorUnits: 1499, currency: .eur)
        try store.applyServerChanges(
            [(ExpenseRecord(theirs), 9)], deletions: [spotify.id], latestVersion: 9)
        #expect(try store.serverVersion(of: netflix.id) == 9)
        #expect(try store.serverVersion(of: spotify.id) == nil)
        var again = theirs
        again.notes = "again"
        try store.write { try $0.update(again, asOf: today) }
        #expect(try store.pendingChanges().map(\.baseVersion) == [9])

        try store.removeLink()
        #expect(try store.serverVersion(of: netflix.id) == nil)
    }

    @Test func aConflictStaysWithANewKeyAndAnAppliedChangeLeaves() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try linkedStore(folder)
        try store.write { try $0.add(Sample.expense("A", 100), asOf: today) }
        try store.write { try $0.add(Sample.expense("B", 200), asOf: today) }
        let pending = try store.pendingChanges()
        let conflict = PendingProblem.conflict([
            FieldConflict(field: "amount_minor", mine: "100", theirs: "150"),
            FieldConflict(field: "notes", mine: nil, theirs: "sí; \"x\""),
        ])
        try store.settlePending(pending[0].number, problem: conflict)
        try store.settlePending(pending[1].number, problem: nil)
        let left = try store.pendingChanges()
        #expect(left.count == 1)
        #expect(left[0].number == pending[0].number)
        #expect(left[0].problem == conflict)
        #expect(left[0].key != pending[0].key)

        try store.settlePending(left[0].number, problem: .rejected(reason: "permission_denied"))
        #expect(try store.pendingChanges()[0].problem == .rejected(reason: "permission_denied"))
        #expect(try store.pendingChanges()[0].key == left[0].key)
    }

    @Test func droppingAnEditPutsBackOnlyTheFieldsStillHoldingIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try linkedStore(folder)
        let netflix = Sample.expense("Netflix", 1299)
        try store.applyServerChanges([(ExpenseRecord(netflix), 1)], deletions: [], latestVersion: 1)
        var edited = netflix
        edited.amount = Money(minorUnits: 1499, currency: .eur)
        edited.notes = "mine"
        try store.write { try $0.update(edited, asOf: today) }
        // Meanwhile the server changed the notes; the pull shows theirs.
        var theirs = edited
        theirs.notes = "theirs"
        try store.applyServerChanges([(ExpenseRecord(theirs), 2)], deletions: [], latestVersion: 2)
        let number = try #require(try store.pendingChanges().first?.number)

        let dropped = try store.dropPending(number)
        #expect(dropped.map(\.number) == [number])
        let now = try #require(try store.read().expenses.first)
        #expect(now.amount.minorUnits == 1299)
        #expect(now.notes == "theirs")
        #expect(try store.pendingCount() == 0)
    }

    @Test func droppingAnInsertTakesTheLaterChangesOfThatRowWithIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try linkedStore(folder)
        let other = Sample.expense("Other", 500)
        let netflix = Sample.expense("Netflix", 1299)
        try store.write { try $0.add(netflix, asOf: today) }
        try store.write { try $0.add(other, asOf: today) }
        var edited = netflix
        edited.notes = "x"
        try store.write { try $0.update(edited, asOf: today) }
        let first = try #require(try store.pendingChanges().first)

        let dropped = try store.dropPending(first.number)
        #expect(dropped.map(\.kind) == [.insert, .update])
        #expect(try store.read().expenses.map(\.name) == ["Other"])
        #expect(try store.pendingChanges().map(\.expenseName) == ["Other"])
        #expect(try store.dropPending(9_999).isEmpty)
    }

    @Test func droppingADeleteBringsTheRowBack() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try linkedStore(folder)
        let netflix = Sample.expense("Netflix", 1299)
        try store.applyServerChanges([(ExpenseRecord(netflix), 1)], deletions: [], latestVersion: 1)
        try store.write { _ = try $0.delete(netflix.id) }
        let number = try #require(try store.pendingChanges().first?.number)
        _ = try store.dropPending(number)
        #expect(try store.read().expenses == [netflix])
    }

    /// The card is local to the profile, so the pending delete's record lacks it; the row
    /// that comes back has it again, from the profile's history.
    @Test func droppingADeleteBringsTheRowBackWithItsCard() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try linkedStore(folder)
        let netflix = Sample.expense("Netflix", 1299)
        try store.applyServerChanges([(ExpenseRecord(netflix), 1)], deletions: [], latestVersion: 1)
        var carded = netflix
        carded.paidWith = "Visa 4242"
        try store.write { try $0.update(carded, asOf: today) }
        try store.write { _ = try $0.delete(netflix.id) }
        let delete = try #require(try store.pendingChanges().last { $0.kind == .delete })
        _ = try store.dropPending(delete.number)
        #expect(try store.read().expenses.map(\.paidWith) == ["Visa 4242"])
    }

    /// Settles every pending change as applied: the server has them.
    private func settleAll(_ store: ExpenseStore) throws {
        try store.settlePending(try store.pendingChanges().map { ($0.number, nil) })
    }

    /// The outbox replays in the order the SQL was applied: the server's triggers refuse a
    /// member moving into a group that is not there yet.
    @Test func aNewGroupIsQueuedBeforeTheMembersMovingIntoIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try linkedStore(folder)
        let netflix = Sample.expense("Netflix", 1299)
        let disney = Sample.expense("Disney+", 899)
        try store.write { try $0.add(netflix, asOf: today) }
        try store.write { try $0.add(disney, asOf: today) }
        try settleAll(store)
        let streaming = Sample.expense("Streaming", 0, group: .automatic)
        try store.write {
            _ = try $0.createGroup(streaming, members: [netflix.id, disney.id], asOf: today)
        }
        let pending = try store.pendingChanges()
        #expect(pending.map(\.kind) == [.insert, .update, .update])
        #expect(pending.map(\.expenseID) == [streaming.id, netflix.id, disney.id])
        #expect(pending.dropFirst().allSatisfy { $0.changedFields == ["parent_id"] })
    }

    /// Members leave a deleted group before it goes, as the SQL does it.
    @Test func aDeletedGroupIsQueuedAfterItsMembersAreReleased() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try linkedStore(folder)
        let family = Sample.expense("Family", 3000, group: .manual)
        let apple = Sample.expense("Apple One", 1999, parent: family.id)
        try store.write { try $0.add(family, asOf: today) }
        try store.write { try $0.add(apple, asOf: today) }
        try settleAll(store)
        try store.write { _ = try $0.delete(family.id) }
        let pending = try store.pendingChanges()
        #expect(pending.map(\.kind) == [.update, .delete])
        #expect(pending.map(\.expenseID) == [apple.id, family.id])
        #expect(pending.first?.after?["parent_id"] == nil)
    }

    /// A member moving to another group leaves the old one first (the detach the SQL runs),
    /// and joins the new one after the new one's own changes.
    @Test func aMemberMovingBetweenGroupsIsQueuedAsTheSQLRanIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try linkedStore(folder)
        let first = Sample.expense("First", 1000, group: .manual)
        let second = Sample.expense("Second", 1000, group: .manual)
        let member = Sample.expense("Member", 500, parent: first.id)
        try store.write { try $0.add(first, asOf: today) }
        try store.write { try $0.add(second, asOf: today) }
        try store.write { try $0.add(member, asOf: today) }
        try settleAll(store)
        try store.write { _ = try $0.addToGroup(second.id, members: [member.id]) }
        let pending = try store.pendingChanges()
        #expect(pending.map(\.expenseID) == [member.id, member.id])
        #expect(pending.map { $0.after?["parent_id"] } == [nil, second.id.uuidString])
    }

    /// An automatic group's amount is the server's to compute from its members: it is never
    /// pushed, and a change that only moved it is not queued at all.
    @Test func anAutomaticGroupsComputedAmountIsNeverQueued() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try linkedStore(folder)
        let streaming = Sample.expense("Streaming", 1299, group: .automatic)
        let netflix = Sample.expense("Netflix", 1299, parent: streaming.id)
        try store.write { try $0.add(streaming, asOf: today) }
        try store.write { try $0.add(netflix, asOf: today) }
        try settleAll(store)
        var dearer = netflix
        dearer.amount = Money(minorUnits: 1599, currency: .eur)
        try store.write { try $0.update(dearer, asOf: today) }
        #expect(try store.read().expenses.first?.amount.minorUnits == 1599)
        let pending = try store.pendingChanges()
        #expect(pending.map(\.expenseID) == [netflix.id])

        var renamed = try #require(try store.read().expenses.first)
        renamed.name = "Video"
        try store.write { try $0.update(renamed, asOf: today) }
        let rename = try #require(try store.pendingChanges().last)
        #expect(rename.expenseID == streaming.id)
        #expect(rename.changedFields == ["name"])
    }

    /// A drop can only revert what the cache knows: the rows it touched (and their groups)
    /// are read again from the server at the next sync, and then are the server's.
    @Test func aDroppedChangeMarksItsRowsToReadAgainFromTheServer() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try linkedStore(folder)
        let family = Sample.expense("Family", 3000, group: .manual)
        let apple = Sample.expense("Apple One", 1999, parent: family.id)
        try store.applyServerChanges(
            [(ExpenseRecord(family), 1), (ExpenseRecord(apple), 2)], deletions: [],
            latestVersion: 2)
        var edited = apple
        edited.notes = "mine"
        try store.write { try $0.update(edited, asOf: today) }
        let number = try #require(try store.pendingChanges().first?.number)
        _ = try store.dropPending(number)
        let refetch = try store.rowsToRefetch()
        #expect(Set(refetch) == [family.id, apple.id])

        // The server released the member and deleted its group meanwhile.
        var released = apple
        released.parentID = nil
        released.notes = "theirs"
        let applied = try store.applyRefetchedRows([(ExpenseRecord(released), 7)], asked: refetch)
        #expect(applied.written == 1)
        #expect(applied.deleted == 1)
        #expect(try store.read().expenses == [released])
        #expect(try store.rowsToRefetch().isEmpty)
        #expect(try store.serverVersion(of: apple.id) == 7)
        #expect(try store.serverVersion(of: family.id) == nil)
        #expect(try store.householdLink()?.pulledVersion == 2)
        #expect(try store.pendingCount() == 0)
    }

    /// When the server says the version a change it applied gave the row, the later changes
    /// of that row, made on top of it, are made on that version.
    @Test func anAppliedChangesVersionBecomesTheBaseOfTheLaterOnes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try linkedStore(folder)
        let netflix = Sample.expense("Netflix", 1299)
        let gym = Sample.expense("Gym", 3000)
        try store.applyServerChanges([(ExpenseRecord(netflix), 4)], deletions: [], latestVersion: 4)
        var edited = netflix
        edited.notes = "one"
        try store.write { try $0.update(edited, asOf: today) }
        edited.notes = "two"
        try store.write { try $0.update(edited, asOf: today) }
        try store.write { try $0.add(gym, asOf: today) }
        var dearer = gym
        dearer.amount = Money(minorUnits: 3500, currency: .eur)
        try store.write { try $0.update(dearer, asOf: today) }
        let pending = try store.pendingChanges()
        #expect(pending.map(\.baseVersion) == [4, 4, nil, nil])

        try store.settlePending(
            [(pending[0].number, nil), (pending[2].number, nil)],
            appliedVersions: [pending[0].number: 7, pending[2].number: 8])
        #expect(try store.pendingChanges().map(\.baseVersion) == [7, 8])
        #expect(try store.serverVersion(of: netflix.id) == 7)
        #expect(try store.serverVersion(of: gym.id) == 8)
    }

    /// A group the server deleted while this profile's move of a member into it waits: the
    /// member is released in the cache (as the server releases the ones it knows), so the
    /// pull applies instead of failing every command on a foreign key.
    @Test func aPulledDeletionOfAGroupReleasesTheMembersOnlyThisCacheHas() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try linkedStore(folder)
        let family = Sample.expense("Family", 3000, group: .manual)
        let apple = Sample.expense("Apple One", 1999)
        try store.applyServerChanges(
            [(ExpenseRecord(family), 1), (ExpenseRecord(apple), 2)], deletions: [],
            latestVersion: 2)
        try store.write { _ = try $0.addToGroup(family.id, members: [apple.id]) }
        #expect(try store.pendingCount() == 1)
        let applied = try store.applyServerChanges([], deletions: [family.id], latestVersion: 3)
        #expect(applied.deleted == 1)
        #expect(try store.read().expenses.map(\.parentID) == [nil])
        #expect(try store.pendingCount() == 1)
    }

    @Test func recordsRoundTripThroughText() throws {
        var expense = Sample.expense(
            "Nó, \"quoted\"\nline", 1299, period: try Period(every: 2, .week))
        expense.trialEnds = Sample.date("2026-12-01")
        expense.manageURL = "https://example.com/a?b=1"
        expense.status = .archived
        expense.archivedOn = today
        expense.archivedWithGroup = true
        let record = ExpenseRecord(expense)
        #expect(try record.decoded() == expense)
        #expect(OutboxCoding.record(from: OutboxCoding.text(of: record)) == record)
        #expect(record["archived_with_group"] == "true")
        #expect(record["amount_minor"] == "1299")
    }
}
