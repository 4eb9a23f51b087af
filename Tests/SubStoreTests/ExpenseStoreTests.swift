import Foundation
import SubDomain
import SubRecords
import Testing

@testable import SubStore

@Suite struct ExpenseStoreTests {
    @Test func aNewProfileStartsEmptyAndWhatIsWrittenIsReadBackExactly() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let location = try StoreLocation(dataRoot: folder.path, profile: "ana")
        let store = try ExpenseStore(location: location, clock: Sample.clock)
        #expect(try store.read() == ExpenseLedger())

        let group = Sample.expense("Streaming", 1, group: .manual)
        var netflix = Sample.expense(
            "Netflix ñ 🎬", 1299, parent: group.id, sharedWith: 3,
            notes: "line one\nline two")
        netflix.trialEnds = Sample.date("2026-12-24")
        netflix.category = "video"
        netflix.brandSlug = "netflix"
        netflix.lastConfirmed = Sample.date("2026-10-01")
        let yen = Sample.expense(
            "Nikkei", 4300, currency: .jpy, period: try Period(every: 2, .week))
        var gym = Sample.expense("Gym", 3000)
        // Added on Jan 31: charged Feb 28, anchored on the 31st (schema v5).
        gym.nextCharge = Sample.date("2027-02-28")
        gym.anchorDay = 31
        gym.manageURL = "https://gym.example/cuenta?baja=1"
        gym.status = .archived
        gym.archivedOn = Sample.date("2026-07-01")

        let returned = try store.write { ledger in
            ledger.append(group)
            ledger.append(netflix)
            ledger.append(yen)
            ledger.append(gym)
            ledger.setKillCount(1)
            return "done"
        }
        #expect(returned == "done")
        let expected = ExpenseLedger(expenses: [group, netflix, yen, gym], killCount: 1)
        #expect(try store.read() == expected)
        store.close()
        // A second connection (a later command) sees the same ledger.
        #expect(try ExpenseStore(location: location).read() == expected)
    }

    @Test func aThrowingBodyWritesNothingAndItsErrorArrivesUnchanged() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ExpenseStore(path: folder.file("s.sqlite"))
        try store.write { $0.append(Sample.expense("Kept", 100)) }
        let before = try store.read()
        let historyBefore = try store.history()

        #expect(throws: DomainError.nonPositiveAmount) {
            try store.write { ledger in
                ledger.append(Sample.expense("Lost", 200))
                throw DomainError.nonPositiveAmount
            }
        }
        #expect(try store.read() == before)
        #expect(try store.history() == historyBefore)
        // The connection is usable afterwards: the rollback closed the transaction.
        try store.write { $0.append(Sample.expense("Next", 300)) }
        #expect(try store.read().expenses.map(\.name) == ["Kept", "Next"])
    }

    @Test func onlyChangedRowsAreWrittenAndOrderIsStable() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ExpenseStore(path: folder.file("s.sqlite"))
        let items = (0..<5).map { Sample.expense("Item \($0)", 100 + Int64($0)) }
        try store.write { ledger in items.forEach { ledger.append($0) } }
        let sequenceBefore = try store.history().last?.sequence ?? 0

        try store.write { ledger in ledger.replace(items[2].id) { $0.amount.minorUnits = 999 } }
        let newEntries = try store.history().filter { $0.sequence > sequenceBefore }
        #expect(newEntries.map(\.field) == ["amount_minor"])
        #expect(newEntries.first?.oldValue == "102")
        #expect(newEntries.first?.newValue == "999")
        #expect(newEntries.first?.kind == .update)

        // A write that changes nothing records nothing.
        let countBefore = try store.history().count
        try store.write { _ in }
        #expect(try store.history().count == countBefore)

        // Removing from the middle and appending keeps the others' relative order.
        try store.write { ledger in
            ledger.remove(items[1].id)
            ledger.append(Sample.expense("Late", 50))
        }
        #expect(
            try store.read().expenses.map(\.name)
                == ["Item 0", "Item 2", "Item 3", "Item 4", "Late"])
        // Reordering in the domain is persisted too.
        try store.write { ledger in
            ledger = ExpenseLedger(expenses: ledger.expenses.reversed(), killCount: 0)
        }
        #expect(
            try store.read().expenses.map(\.name)
                == ["Late", "Item 4", "Item 3", "Item 2", "Item 0"])
    }

    @Test func groupsCanBeRearrangedInOneCommand() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ExpenseStore(path: folder.file("s.sqlite"))
        let music = Sample.expense("Music", 0, group: .automatic)
        let video = Sample.expense("Video", 2000, group: .manual)
        let spotify = Sample.expense("Spotify", 1099, parent: music.id)
        let tidal = Sample.expense("Tidal", 1000, parent: music.id)
        try store.write { ledger in
            for expense in [music, video, spotify, tidal] { ledger.append(expense) }
            ledger.replace(music.id) { $0.amount.minorUnits = 2099 }
        }
        #expect(try store.read().expenses.first { $0.id == music.id }?.amount.minorUnits == 2099)

        // Move one child to the other group, drop the other child out, and change the now
        // empty group's currency, all at once: only the final state must be valid.
        try store.write { ledger in
            ledger.replace(spotify.id) { $0.parentID = video.id }
            ledger.replace(tidal.id) { $0.parentID = nil }
            ledger.replace(music.id) {
                $0.amount = Money(minorUnits: 0, currency: .usd)
            }
        }
        let ledger = try store.read()
        #expect(ledger.expenses.first { $0.id == spotify.id }?.parentID == video.id)
        #expect(ledger.expenses.first { $0.id == tidal.id }?.parentID == nil)
        #expect(
            ledger.expenses.first { $0.id == music.id }?.amount
                == Money(minorUnits: 0, currency: .usd))

        // Deleting a group together with its children works in one command too.
        try store.write { ledger in
            ledger.remove(spotify.id)
            ledger.remove(video.id)
        }
        #expect(try store.read().expenses.map(\.name) == ["Music", "Tidal"])
    }

    @Test func anInvalidStateFromABuggyBodyIsRefusedByTheDatabase() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ExpenseStore(path: folder.file("s.sqlite"))
        let group = Sample.expense("Group", 500, group: .manual)
        try store.write { $0.append(group) }
        let before = try store.read()
        // A child in another currency slips past the domain: the trigger refuses it.
        #expect(
            throws: StoreError.constraintViolated(
                path: store.path, message: "subhub:currency_mismatch")
        ) {
            try store.write {
                $0.append(Sample.expense("Child", 100, currency: .usd, parent: group.id))
            }
        }
        // The same id twice is refused with a reason, not a crash.
        let twice = Sample.expense("Twice", 100)
        #expect(throws: StoreError.self) {
            try store.write { ledger in
                ledger.append(twice)
                ledger.append(twice)
            }
        }
        #expect(try store.read() == before)
    }

    @Test func killCountAndArchiveHistoryArePersisted() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("s.sqlite")
        let store = try ExpenseStore(path: path, clock: Sample.clock)
        let gym = Sample.expense("Gym", 3000)
        try store.write { $0.append(gym) }
        for round in 1...2 {
            try store.write { ledger in
                ledger.replace(gym.id) {
                    $0.status = .archived
                    $0.archivedOn = Sample.date("2026-11-0\(round)")
                }
                ledger.setKillCount(ledger.killCount + 1)
            }
            try store.write { ledger in
                ledger.replace(gym.id) {
                    $0.status = .active
                    $0.archivedOn = nil
                }
            }
        }
        store.close()
        let reopened = try ExpenseStore(path: path)
        #expect(try reopened.read().killCount == 2)
        #expect(try reopened.archiveEventCount() == 2)
        let kinds = try reopened.history(of: gym.id).filter { $0.field == "status" }.map(\.kind)
        #expect(kinds == [.insert, .archive, .restore, .archive, .restore])
        let ledgerEntries = try reopened.history().filter { $0.kind == .ledger }
        #expect(ledgerEntries.map(\.newValue) == ["1", "2"])
        #expect(ledgerEntries.first?.changedAt == "2026-11-29T17:40:05Z")
    }

    /// The "archived with its group" marker outlives the command that set it, so a later
    /// `restore` of the group brings back exactly those members.
    @Test func membersArchivedWithTheirGroupComeBackWithItAfterReopening() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("s.sqlite")
        let store = try ExpenseStore(path: path, clock: Sample.clock)
        let group = Sample.expense("Streaming", 2000, group: .manual)
        let netflix = Sample.expense("Netflix", 1299, parent: group.id)
        let hulu = Sample.expense("Hulu", 799, parent: group.id)
        try store.write { ledger in
            ledger.append(group)
            ledger.append(netflix)
            ledger.append(hulu)
        }
        let day = Sample.date("2026-11-29")
        try store.write { _ = try $0.archive(hulu.id, on: Sample.date("2026-10-01")) }
        try store.write { _ = try $0.archive(group.id, on: day) }
        store.close()

        let reopened = try ExpenseStore(path: path)
        let archived = try reopened.read()
        #expect(archived.expense(withID: netflix.id)?.archivedWithGroup == true)
        #expect(archived.expense(withID: netflix.id)?.archivedOn == day)
        #expect(archived.expense(withID: hulu.id)?.archivedWithGroup == false)
        #expect(archived.killCount == 2)
        let statusChanges = try reopened.history(of: netflix.id).filter {
            $0.field == "archived_with_group"
        }
        #expect(statusChanges.map(\.newValue) == ["0", "1"])

        try reopened.write { _ = try $0.restore(group.id) }
        let restored = try reopened.read()
        #expect(restored.expense(withID: netflix.id)?.isActive == true)
        #expect(restored.expense(withID: netflix.id)?.archivedWithGroup == false)
        #expect(restored.expense(withID: hulu.id)?.isActive == false)
        #expect(try reopened.integrityCheck())
    }

    /// Two connections (as two processes would have) running 500 commands each at once:
    /// every command lands exactly once.
    ///
    /// A command may be refused with `busy`, and then runs again, as a user would run it
    /// again. SQLite's busy handler is not fair: the waiting writer sleeps between tries (up
    /// to 100 ms each) while the other takes the lock again microseconds after each commit,
    /// so on a loaded machine one writer can be shut out for the whole busy timeout (it
    /// failed this test now and then, and every time on a busy machine, always after waiting
    /// the full timeout). Such a refusal comes from `BEGIN IMMEDIATE` and wrote nothing; had
    /// it written anything, the command run again would show as a name twice below. A
    /// refusal sooner than the timeout is not retried: that would be a write transaction
    /// begun deferred and refused its upgrade, which fails a user's command however long it
    /// waits.
    @Test func twoConnectionsWritingAtOnceLoseNothing() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("s.sqlite")
        _ = try ExpenseStore(path: path)  // create it once, so both start from the same file
        let timeout = Double(ExpenseStore.busyTimeoutMilliseconds) / 1000
        let started = Date()
        let refusals = try await withThrowingTaskGroup(of: Int.self) { group in
            for writer in 0..<2 {
                group.addTask {
                    let store = try ExpenseStore(path: path)
                    var refusals = 0
                    for index in 0..<500 {
                        // Nine refusals in a row at most: a lock never let go (a transaction
                        // left open) fails the test instead of hanging it.
                        for attempt in 1... {
                            let tried = Date()
                            do {
                                try store.write {
                                    $0.append(Sample.expense("W\(writer)-\(index)", 100))
                                }
                                break
                            } catch StoreError.busy
                                where attempt < 10 && Date().timeIntervalSince(tried) >= timeout
                            {
                                refusals += 1
                            }
                        }
                    }
                    return refusals
                }
            }
            return try await group.reduce(0, +)
        }
        let elapsed = Date().timeIntervalSince(started)
        let ledger = try ExpenseStore(path: path).read()
        #expect(ledger.expenses.count == 1_000)
        #expect(Set(ledger.expenses.map(\.name)).count == 1_000)
        print(
            "two writers × 500 commands: \(Int(elapsed * 1000)) ms, "
                + "\(refusals) refused after the busy timeout and run again")
    }

    @Test func tenThousandExpensesLoadWhole() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ExpenseStore(path: folder.file("s.sqlite"))
        let currencies: [CurrencyCode] = [.eur, .usd, .jpy, .gbp]
        let periods: [Period] = [.monthly, .annual, .weekly, .quarterly]
        let insertStart = Date()
        try store.write { ledger in
            var expenses: [RecurringExpense] = []
            for index in 0..<10_000 {
                var expense = Sample.expense(
                    "Subscription number \(index)", 100 + Int64(index),
                    currency: currencies[index % 4], period: periods[index % 3])
                expense.category = index % 2 == 0 ? "video" : nil
                expenses.append(expense)
            }
            ledger = ExpenseLedger(expenses: expenses, killCount: 0)
        }
        let insertTime = Date().timeIntervalSince(insertStart)
        var best = Double.infinity
        var loaded = ExpenseLedger()
        for _ in 0..<5 {
            let start = Date()
            loaded = try store.read()
            best = min(best, Date().timeIntervalSince(start))
        }
        #expect(loaded.expenses.count == 10_000)
        #expect(loaded.expenses[9_999].name == "Subscription number 9999")
        print(
            "insert 10,000 in one write: \(Int(insertTime * 1000)) ms; "
                + "load 10,000: best \(String(format: "%.1f", best * 1000)) ms")
        // How fast is `make bench`'s to say, beside a reference run in the same process.
    }
}

@Suite struct ExpenseStoreCachingTests {
    private let today = Sample.date("2026-11-29")

    @Test func aWriteSeesWhatAnotherConnectionCommittedSinceItsLastOne() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("s.sqlite")
        let first = try ExpenseStore(path: path)
        let second = try ExpenseStore(path: path)
        let netflix = Sample.expense("Netflix", 1299)
        try first.write { ledger in _ = try ledger.add(netflix, asOf: today) }
        try second.write { ledger in
            _ = try ledger.archive(netflix.id, on: today)
            _ = try ledger.add(Sample.expense("Gym", 3000), asOf: today)
        }
        // The first connection's kept ledger is stale now; it must not write over the archive.
        let seen = try first.write { ledger in
            _ = try ledger.add(Sample.expense("Cloud", 200), asOf: today)
            return ledger
        }
        #expect(seen.expense(withID: netflix.id)?.isActive == false)
        #expect(seen.killCount == 1)
        #expect(try second.read() == seen)
        #expect(
            try ExpenseStore(path: path).read().expenses.map(\.name) == ["Netflix", "Gym", "Cloud"])
    }

    @Test func aRefusedCommandLeavesTheKeptLedgerUsable() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("s.sqlite")
        let store = try ExpenseStore(path: path)
        let netflix = Sample.expense("Netflix", 1299)
        try store.write { ledger in _ = try ledger.add(netflix, asOf: today) }
        #expect(throws: DomainError.self) {
            try store.write { ledger in _ = try ledger.add(netflix, asOf: today) }
        }
        #expect(throws: DomainError.self) {
            try store.write { ledger in
                _ = try ledger.add(Sample.expense("Lost", 100), asOf: today)
                throw DomainError.nonPositiveAmount
            }
        }
        try store.write { ledger in _ = try ledger.add(Sample.expense("Kept", 100), asOf: today) }
        #expect(try ExpenseStore(path: path).read().expenses.map(\.name) == ["Netflix", "Kept"])
        #expect(try store.read().expenses.map(\.name) == ["Netflix", "Kept"])
    }
}
