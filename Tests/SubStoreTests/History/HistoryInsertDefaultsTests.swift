import Foundation
import SubDomain
import SubRecords
import Testing

@testable import SubStore

/// Insert rows of history leave out the values a new expense has by default
/// (`InsertDefaults`) and read back as the full snapshot every earlier version wrote.
@Suite struct HistoryInsertDefaultsTests {
    private let today = Sample.date("2026-11-29")

    /// One entry as it reads, to compare whole lists.
    private struct Written: Hashable, CustomStringConvertible {
        let field: String
        let old: String?
        let new: String?

        init(_ field: String, old: String? = nil, new: String?) {
            self.field = field
            self.old = old
            self.new = new
        }

        init(_ entry: HistoryEntry) {
            self.init(entry.field, old: entry.oldValue, new: entry.newValue)
        }

        var description: String { "\(field): \(old ?? "nil") → \(new ?? "nil")" }
    }

    private func store(_ folder: TemporaryFolder) throws -> ExpenseStore {
        try ExpenseStore(path: folder.file("h.sqlite"), clock: Sample.clock)
    }

    /// An insert of `expense` as it has always read: its id, then every column that is not
    /// NULL, in column order, with the text the column holds. Worked out from the expense,
    /// not from any history row.
    private func fullSnapshot(of expense: RecurringExpense) -> [Written] {
        zip(ExpenseColumns.names, ExpenseColumns.values(of: expense)).compactMap { name, value in
            ExpenseColumns.historyText(value).map { Written(name, new: $0) }
        }
    }

    private func inserted(_ id: UUID, in store: ExpenseStore) throws -> [Written] {
        try store.history(of: id).filter { $0.kind == .insert }.map(Written.init)
    }

    /// The `new_value` the insert row of `id` holds on disk.
    private func storedInsert(_ id: UUID, in store: ExpenseStore) throws -> String? {
        let statement = try store.connection.prepare(
            "SELECT new_value FROM history WHERE expense_id = ?1 AND kind = 'insert'")
        try statement.bind([.text(id.uuidString)])
        guard try statement.step() else { return nil }
        return statement.text(0)
    }

    private func insertRow(
        _ store: ExpenseStore, change: Int64, id: UUID, kind: String, old: String?, new: String?,
        at time: String
    ) throws {
        try store.connection.prepare(
            """
            INSERT INTO history (change_id, expense_id, kind, field, old_value, new_value,
                changed_at) VALUES (?1, ?2, ?3, '*', ?4, ?5, ?6)
            """
        ).run([
            .integer(change), .text(id.uuidString), .text(kind), old.map { .text($0) } ?? .null,
            new.map { .text($0) } ?? .null, .text(time),
        ])
    }

    /// A manual group and a member of it with every column set to something no new expense
    /// has by default: archived with its group, shared, created long ago, its anchor not
    /// its next charge's day (February is too short for it).
    private func everyFieldSet() throws -> (group: RecurringExpense, member: RecurringExpense) {
        let group = RecurringExpense(
            name: "Family", amount: Money(minorUnits: 9000, currency: .eur), period: .annual,
            nextCharge: Sample.date("2027-02-28"), anchorDay: 30, status: .archived,
            archivedOn: Sample.date("2026-11-20"), groupMode: .manual,
            createdOn: Sample.date("2025-06-30"))
        let member = RecurringExpense(
            name: "Gym \"Plus\"\n", amount: Money(minorUnits: 4550, currency: .eur),
            period: .annual, nextCharge: Sample.date("2027-02-28"), anchorDay: 30,
            trialEnds: Sample.date("2026-12-15"), status: .archived,
            archivedOn: Sample.date("2026-11-20"), archivedWithGroup: true, parentID: group.id,
            sharedWith: 3, category: "health", brandSlug: "gym",
            lastConfirmed: Sample.date("2026-10-01"), notes: "front desk",
            manageURL: "https://example.com/cancel", createdOn: Sample.date("2025-06-30"),
            noticePeriod: try NoticePeriod(2, .week), paidBy: "Ana", reminderOffsets: [7, 1])
        return (group, member)
    }

    // MARK: Written compact, read whole

    @Test func anInsertWithDefaultsLeavesThemOutAndReadsAsTheFullSnapshot() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try store(folder)
        // Monthly, active, alone, added today, charged on its anchor day: all defaults.
        let netflix = Sample.expense("Netflix", 1299)
        try store.write { ledger in _ = try ledger.add(netflix, asOf: today) }

        #expect(
            try storedInsert(netflix.id, in: store)
                == #"{"name":"Netflix","amount_minor":1299,"currency":"EUR","next_charge":"2026-12-05","varies":0}"#
        )
        let entries = try inserted(netflix.id, in: store)
        #expect(entries == fullSnapshot(of: netflix))
        #expect(
            entries.map(\.field) == [
                "id", "name", "amount_minor", "currency", "period", "next_charge", "status",
                "shared_with", "created_on", "archived_with_group", "anchor_day", "varies",
            ])
    }

    @Test func anInsertWithEveryFieldSetKeepsEveryValue() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try store(folder)
        let (group, member) = try everyFieldSet()
        try store.write { ledger in
            ledger.append(group)
            ledger.append(member)
        }

        #expect(try inserted(member.id, in: store) == fullSnapshot(of: member))
        #expect(try inserted(group.id, in: store) == fullSnapshot(of: group))
        let stored = try #require(try storedInsert(member.id, in: store))
        for kept in [
            #""period":"annual""#, #""status":"archived""#, #""shared_with":3"#,
            #""created_on":"2025-06-30""#, #""archived_with_group":1"#, #""anchor_day":30"#,
        ] {
            #expect(stored.contains(kept), "\(kept) in \(stored)")
        }
    }

    /// Each default alone differing from it, and the near misses of the derived ones: an
    /// anchor on the day it was added rather than on the next charge's (a weekly plan, a
    /// quarter ending in February), a plan created on another day than its row's.
    @Test func eachDefaultIsLeftOutOnlyWhenItHolds() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try store(folder)
        func plan(
            _ name: String, period: Period = .monthly, next: String = "2026-12-05",
            anchor: Int? = nil, created: String = "2026-11-29",
            edit: (inout RecurringExpense) -> Void = { _ in }
        ) -> RecurringExpense {
            var expense = RecurringExpense(
                name: name, amount: Money(minorUnits: 500, currency: .usd), period: period,
                nextCharge: Sample.date(next), anchorDay: anchor, createdOn: Sample.date(created))
            edit(&expense)
            return expense
        }
        let plans = [
            plan("weekly", period: .weekly, next: "2026-12-06", anchor: 29),
            plan("quarter", period: .quarterly, next: "2027-02-28", anchor: 29),
            plan("annual", period: .annual, next: "2027-11-29"),
            plan("yesterday", created: "2026-11-28"),
            plan("tomorrow", created: "2026-11-30"),
            plan("shared") { $0.sharedWith = 2 },
            plan("archived") {
                $0.status = .archived
                $0.archivedOn = Sample.date("2026-11-29")
            },
            plan("trial") { $0.trialEnds = Sample.date("2026-12-04") },
        ]
        try store.write { ledger in for plan in plans { ledger.append(plan) } }

        for plan in plans {
            #expect(try inserted(plan.id, in: store) == fullSnapshot(of: plan), "\(plan.name)")
        }
        let weekly = try #require(try storedInsert(plans[0].id, in: store))
        #expect(weekly.contains(#""anchor_day":29"#))
        #expect(!weekly.contains("status"))
        let yesterday = try #require(try storedInsert(plans[3].id, in: store))
        #expect(yesterday.contains(#""created_on":"2026-11-28""#))
    }

    // MARK: Rows of earlier versions

    /// Rows as versions 6 to 10 wrote them: every column that is not NULL listed, defaults
    /// too. Nothing is added, nothing stored is replaced by a default.
    @Test func fullSnapshotsOfEarlierVersionsReadAsBefore() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try store(folder)
        let plain = UUID()
        let odd = UUID()
        try insertRow(
            store, change: 1, id: plain, kind: "insert", old: nil,
            new:
                #"{"name":"Script 0","amount_minor":1,"currency":"USD","period":"monthly","next_charge":"2026-12-29","status":"active","shared_with":1,"created_on":"2026-11-29","archived_with_group":0,"anchor_day":29}"#,
            at: "2026-11-29T11:01:22Z")
        try insertRow(
            store, change: 2, id: odd, kind: "insert", old: nil,
            new:
                #"{"name":"Odd","amount_minor":700,"currency":"EUR","period":"annual","next_charge":"2027-02-28","status":"archived","archived_on":"2026-11-01","shared_with":4,"notes":"x","created_on":"2026-01-15","archived_with_group":1,"anchor_day":31}"#,
            at: "2026-11-29T11:01:22Z")

        #expect(
            try inserted(plain, in: store) == [
                Written("id", new: plain.uuidString), Written("name", new: "Script 0"),
                Written("amount_minor", new: "1"), Written("currency", new: "USD"),
                Written("period", new: "monthly"), Written("next_charge", new: "2026-12-29"),
                Written("status", new: "active"), Written("shared_with", new: "1"),
                Written("created_on", new: "2026-11-29"),
                Written("archived_with_group", new: "0"), Written("anchor_day", new: "29"),
            ])
        #expect(
            try inserted(odd, in: store) == [
                Written("id", new: odd.uuidString), Written("name", new: "Odd"),
                Written("amount_minor", new: "700"), Written("currency", new: "EUR"),
                Written("period", new: "annual"), Written("next_charge", new: "2027-02-28"),
                Written("status", new: "archived"), Written("archived_on", new: "2026-11-01"),
                Written("shared_with", new: "4"), Written("notes", new: "x"),
                Written("created_on", new: "2026-01-15"),
                Written("archived_with_group", new: "1"), Written("anchor_day", new: "31"),
            ])
    }

    /// Only an insert is a snapshot: an update, archive or delete lists what it lists, and
    /// a damaged insert still reads as its id alone.
    @Test func otherRowsGainNoDefaults() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try store(folder)
        let id = UUID()
        try insertRow(
            store, change: 1, id: id, kind: "update", old: #"{"amount_minor":1299}"#,
            new: #"{"amount_minor":1499}"#, at: "2026-11-29T11:01:22Z")
        try insertRow(
            store, change: 2, id: id, kind: "archive", old: #"{"status":"active"}"#,
            new: #"{"status":"archived","archived_on":"2026-11-29"}"#, at: "2026-11-29T11:01:22Z")
        try insertRow(
            store, change: 3, id: id, kind: "delete",
            old: #"{"name":"Gone","amount_minor":5,"currency":"EUR","next_charge":"2026-12-05"}"#,
            new: nil, at: "2026-11-29T11:01:22Z")
        let damaged = UUID()
        try insertRow(
            store, change: 4, id: damaged, kind: "insert", old: nil, new: "not json",
            at: "2026-11-29T11:01:22Z")

        #expect(
            try store.history(of: id).map(Written.init) == [
                Written("amount_minor", old: "1299", new: "1499"),
                Written("status", old: "active", new: "archived"),
                Written("archived_on", old: nil, new: "2026-11-29"),
                Written("id", old: id.uuidString, new: nil),
                Written("name", old: "Gone", new: nil),
                Written("amount_minor", old: "5", new: nil),
                Written("currency", old: "EUR", new: nil),
                Written("next_charge", old: "2026-12-05", new: nil),
            ])
        #expect(
            try store.history(of: damaged).map(Written.init) == [
                Written("id", new: damaged.uuidString)
            ])
    }

    // MARK: What reads the rows

    @Test func undoOfACompactAddRemovesItAndRedoingBringsItBack() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try store(folder)
        let netflix = Sample.expense("Netflix", 1299)
        try store.write { ledger in _ = try ledger.add(netflix, asOf: today) }

        let removed = try store.undo(count: 1)
        #expect(removed.expenses.map(\.before) == [netflix])
        #expect(try store.read().expenses.isEmpty)
        _ = try store.undo(count: 1)
        #expect(try store.read().expenses == [netflix])
        // Redoing the add wrote an insert again, compact like any other, read whole.
        let redone = try #require(try store.changes(of: netflix.id).first)
        #expect(redone.changeID == 3)
        #expect(redone.entries.map(Written.init) == fullSnapshot(of: netflix))

        let (group, member) = try everyFieldSet()
        try store.write { ledger in
            ledger.append(group)
            ledger.append(member)
        }
        let both = try store.undo(count: 1)
        #expect(Set(both.expenses.compactMap(\.before)) == [group, member])
        #expect(try store.read().expenses == [netflix])
        _ = try store.undo(count: 1)
        #expect(try store.read().expenses == [netflix, group, member])
    }

    /// Compare-and-swap still covers the values the row leaves out: the household's server
    /// sharing the plan behind the store's back refuses the undo of its add.
    @Test func undoOfACompactAddRefusesWhenALeftOutValueChangedElsewhere() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try store(folder)
        try store.saveLink(
            HouseholdLink(
                conninfo: "host=/tmp dbname=subhub", householdID: UUID(), householdName: "Casa",
                login: "alice", role: .editor))
        let netflix = Sample.expense("Netflix", 1299)
        try store.write { ledger in _ = try ledger.add(netflix, asOf: today) }
        var shared = netflix
        shared.sharedWith = 2
        try store.applyServerChanges([(ExpenseRecord(shared), 7)], deletions: [], latestVersion: 7)

        #expect(throws: UndoRefusal.changedElsewhere(name: "Netflix", field: "shared_with")) {
            try store.undo(count: 1)
        }
        #expect(try store.read().expenses == [shared])
    }

    @Test func priceChangesAfterACompactAddAndAfterImportedStepsStillRead() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try store(folder)
        let netflix = Sample.expense("Netflix", 1299)
        try store.write { ledger in _ = try ledger.add(netflix, asOf: today) }
        try store.write { ledger in
            var edited = try #require(ledger.expense(withID: netflix.id))
            edited.amount.minorUnits = 1499
            _ = try ledger.update(edited, asOf: today)
        }
        let eur = { (minor: Int64) in Money(minorUnits: minor, currency: .eur) }
        let repriced = try #require(try store.read().expense(withID: netflix.id))
        #expect(
            try store.priceChanges(of: repriced)
                == [PriceChange(old: eur(1299), new: eur(1499), changedOn: today)])

        let gym = Sample.expense("Gym", 3000)
        let step = PriceChange(old: eur(2500), new: eur(3000), changedOn: Sample.date("2026-06-05"))
        try store.write(priceHistory: [gym.id: [step]]) { ledger in
            _ = try ledger.add(gym, asOf: today)
        }
        #expect(
            try storedInsert(gym.id, in: store)
                == #"{"name":"Gym","amount_minor":2500,"currency":"EUR","next_charge":"2026-12-05","varies":0}"#
        )
        #expect(try store.priceChanges(of: gym) == [step])
        #expect(try store.latestPriceChanges(among: [repriced, gym]).count == 2)
        // Undoing the import walks the step back, then the compact insert.
        _ = try store.undo(count: 1)
        #expect(try store.read().expenses == [repriced])
    }
}
