import Foundation
import SubDomain
import SubRecords
import SubServer
import TestSupport
import Testing

/// Rows through `HouseholdClient`: uploading a profile, pulling changes and pushing pending
/// writes (idempotent, field by field, refused by role), against a real PostgreSQL.
@Suite(.serialized) struct HouseholdSyncTests {
    static func client(_ login: String) throws -> HouseholdClient {
        try HouseholdClientTests.client(login)
    }

    /// A household owned by alice with `members` invited.
    static func household(_ members: [(String, HouseholdRole)] = []) throws -> UUID {
        let alice = try client("alice")
        let home = try alice.createHousehold(named: HouseholdClientTests.uniqueName())
        for (login, role) in members {
            try HouseholdClientTests.join(login, role, to: home.id, invitedBy: alice)
        }
        return home.id
    }

    static func change(
        _ kind: PendingChange.Kind, before: RecurringExpense? = nil,
        after: RecurringExpense? = nil, key: UUID = UUID()
    ) -> PendingChange {
        PendingChange(
            number: 1, key: key, expenseID: (after ?? before)!.id, kind: kind,
            before: before.map(ExpenseRecord.init), after: after.map(ExpenseRecord.init),
            queuedAt: Date())
    }

    /// A profile with every kind of row: both kinds of group, archived rows, every period.
    static func varietyOfExpenses() throws -> [RecurringExpense] {
        let streaming = Sample.expense("Streaming", 2198, group: .automatic)
        var hulu = Sample.expense("Hulu", 799, parent: streaming.id)
        hulu.status = .archived
        hulu.archivedOn = Sample.date("2026-10-31")
        let family = Sample.expense("Family plan", 9999, "USD", period: .annual, group: .manual)
        var oldBundle = Sample.expense("Old bundle", 0, group: .automatic)
        oldBundle.status = .archived
        oldBundle.archivedOn = Sample.date("2026-09-30")
        let oldMember = RecurringExpense(
            name: "Old member", amount: Sample.money(500), period: .monthly,
            nextCharge: Sample.date("2026-10-15"), status: .archived,
            archivedOn: Sample.date("2026-09-30"), archivedWithGroup: true,
            parentID: oldBundle.id, createdOn: Sample.date("2026-01-01"))
        var gym = Sample.expense("Gym", 3000)
        gym.status = .archived
        gym.archivedOn = Sample.date("2026-08-01")
        let rich = RecurringExpense(
            name: "Ünïcødé \"quoted\" \\ {braces}, NULL", amount: Sample.money(1),
            period: try Period(every: 10, .day), nextCharge: Sample.date("2026-12-31"),
            anchorDay: 31, trialEnds: Sample.date("2026-12-20"), sharedWith: 3,
            category: "entertainment", brandSlug: "netflix",
            lastConfirmed: Sample.date("2026-11-02"), notes: "line one\nline two, \"and\" \\",
            manageURL: "https://example.org/account?a=1&b={2}", createdOn: Sample.date("2025-02-28")
        )
        return [
            streaming, Sample.expense("Netflix", 1299, parent: streaming.id),
            Sample.expense("Disney+", 899, parent: streaming.id), hulu, family,
            Sample.expense(
                "Apple One", 4999, "USD", period: .annual, sharedWith: 4, parent: family.id),
            oldBundle, oldMember, gym, rich,
            Sample.expense("Weekly box", 2500, period: .weekly),
            Sample.expense("Quarterly", 4500, period: .quarterly),
            Sample.expense("Half-yearly", 6000, period: .semiannual),
            Sample.expense("Fortnightly", 700, period: try Period(every: 2, .week)),
            Sample.expense("Bimonthly", 1500, period: try Period(every: 2, .month)),
            Sample.expense("Domain", 3600, "GBP", period: try Period(every: 3, .year)),
        ]
    }

    @Test func anUploadComesBackEqualToTheRecordsItSent() throws {
        let home = try Self.household([("bob", .viewer)])
        // Members before their groups: the upload must order them itself.
        let records = try Self.varietyOfExpenses().map(ExpenseRecord.init).reversed()
        try Self.client("alice").upload(Array(records), to: home)
        let pulled = try Self.client("bob").changes(in: home, since: 0)
        #expect(Set(pulled.records) == Set(records))
        #expect(pulled.records.count == records.count)
        #expect(pulled.deletedIDs.isEmpty)
        #expect(pulled.version > 0)
        // Groups before members, so a cache can insert in this order.
        let firstMember = pulled.records.firstIndex { $0["parent_id"] != nil } ?? 0
        #expect(pulled.records[firstMember...].allSatisfy { $0["parent_id"] != nil })
        #expect(try Self.client("bob").changes(in: home, since: pulled.version).isEmpty)
    }

    /// Ten thousand rows in one upload and one pull, whole. How fast is `make bench`'s to say
    /// (pull of 10,000 rows into an empty cache), side by side with the machine's load.
    @Test func tenThousandRowsGoUpAndComeBackWhole() throws {
        let home = try Self.household()
        var expenses: [RecurringExpense] = []
        for group in 0..<100 {
            let parent = Sample.expense("Group \(group)", 9 * 100, group: .automatic)
            expenses.append(parent)
            for member in 0..<9 {
                expenses.append(Sample.expense("Member \(group).\(member)", 100, parent: parent.id))
            }
        }
        for number in 0..<9000 {
            expenses.append(Sample.expense("Subscription \(number)", Int64(100 + number)))
        }
        let records = expenses.map(ExpenseRecord.init)
        let alice = try Self.client("alice")
        try alice.upload(records, to: home)
        let pulled = try Self.client("alice").changes(in: home, since: 0)
        #expect(pulled.records.count == 10_000)
        #expect(Set(pulled.records) == Set(records))
    }

    @Test func aRowAnotherAppInsertedReadsAsASubscriptionOrAsATypedError() throws {
        let home = try Self.household()
        let cluster = try TestCluster.shared.get()
        let id = UUID()
        // No anchor_day, shared_with or status: another app's plain INSERT.
        _ = try cluster.psql(
            "alice",
            """
            INSERT INTO expenses (id, household_id, name, amount_minor, currency, period,
                next_charge, created_on)
            VALUES ('\(id.uuidString.lowercased())', '\(home.uuidString)', 'Netflix', 1299, 'EUR',
                'monthly', '2026-12-05', '2026-11-30')
            """)
        let pulled = try Self.client("alice").changes(in: home, since: 0)
        let expected = RecurringExpense(
            id: id, name: "Netflix", amount: Sample.money(1299), period: .monthly,
            nextCharge: Sample.date("2026-12-05"), anchorDay: 5,
            createdOn: Sample.date("2026-11-30"))
        #expect(pulled.records == [ExpenseRecord(expected)])

        // A row no client could read is refused by the server itself (ServerSchema.version4).
        #expect(throws: (any Error).self) {
            try cluster.psql(
                "alice",
                """
                INSERT INTO expenses (id, household_id, name, amount_minor, currency, period,
                    next_charge, created_on)
                VALUES ('\(UUID().uuidString)', '\(home.uuidString)', 'Odd', 100, 'ZZZ',
                    'monthly', '2026-12-05', '2026-11-30')
                """)
        }
    }

    @Test func pushedInsertsUpdatesAndDeletesReachTheOtherMember() throws {
        let home = try Self.household([("bob", .editor)])
        let alice = try Self.client("alice")
        let bob = try Self.client("bob")
        let netflix = Sample.expense("Netflix", 1299)
        #expect(try alice.push(Self.change(.insert, after: netflix), to: home) == [])
        #expect(try bob.record(netflix.id, in: home) == ExpenseRecord(netflix))
        let start = try bob.changes(in: home, since: 0)
        #expect(start.records == [ExpenseRecord(netflix)])

        var dearer = netflix
        dearer.amount = Sample.money(1599)
        dearer.notes = "new price"
        #expect(
            try alice.push(Self.change(.update, before: netflix, after: dearer), to: home) == [])
        let updated = try bob.changes(in: home, since: start.version)
        #expect(updated.records == [ExpenseRecord(dearer)])
        #expect(updated.version > start.version)

        #expect(try bob.push(Self.change(.delete, before: dearer), to: home) == [])
        #expect(try alice.record(netflix.id, in: home) == nil)
        let deleted = try alice.changes(in: home, since: updated.version)
        #expect(deleted.records == [])
        #expect(deleted.deletedIDs == [netflix.id])
        #expect(deleted.version > updated.version)
        #expect(try alice.changes(in: home, since: deleted.version).isEmpty)
        // Deleting what is already gone is done, not an error.
        #expect(try alice.push(Self.change(.delete, before: dearer), to: home) == [])
    }

    @Test func aChangePushedTwiceAppliesOnce() throws {
        let home = try Self.household([("bob", .editor)])
        let alice = try Self.client("alice")
        let bob = try Self.client("bob")
        let gym = Sample.expense("Gym", 1000)
        let insert = Self.change(.insert, after: gym)
        #expect(try alice.push(insert, to: home) == [])
        // The same insert again would be a duplicate key if it were applied again.
        #expect(try alice.push(insert, to: home) == [])

        var dearer = gym
        dearer.amount = Sample.money(1200)
        let update = Self.change(.update, before: gym, after: dearer)
        #expect(try alice.push(update, to: home) == [])
        let afterFirst = try alice.changes(in: home, since: 0)
        #expect(try alice.push(update, to: home) == [])
        #expect(try alice.changes(in: home, since: afterFirst.version).isEmpty)

        // Bob changes the price since; alice's repeated push does not overwrite it, and is no
        // conflict: it was applied, and bob's change is simply newer.
        var dearest = dearer
        dearest.amount = Sample.money(1500)
        #expect(try bob.push(Self.change(.update, before: dearer, after: dearest), to: home) == [])
        #expect(try alice.push(update, to: home) == [])
        #expect(try alice.record(gym.id, in: home)?["amount_minor"] == "1500")
        #expect(try alice.summary(of: home).subscriptions == 1)
    }

    @Test func twoWritersOnTheSameFieldGiveOneConflictAndTheOtherFieldsApply() throws {
        let home = try Self.household([("bob", .editor)])
        let alice = try Self.client("alice")
        let bob = try Self.client("bob")
        let gym = Sample.expense("Gym", 1000)
        try alice.upload([ExpenseRecord(gym)], to: home)

        var alicesGym = gym
        alicesGym.amount = Sample.money(1200)
        var bobsGym = gym
        bobsGym.amount = Sample.money(1500)
        bobsGym.name = "Gym Plus"
        #expect(try alice.push(Self.change(.update, before: gym, after: alicesGym), to: home) == [])
        let conflicts = try bob.push(Self.change(.update, before: gym, after: bobsGym), to: home)
        #expect(conflicts == [FieldConflict(field: "amount_minor", mine: "1500", theirs: "1200")])
        let server = try #require(try alice.record(gym.id, in: home))
        #expect(server["amount_minor"] == "1200")
        #expect(server["name"] == "Gym Plus")
    }

    @Test func anUpdateOfARowDeletedOnTheServerIsRejected() throws {
        let home = try Self.household([("bob", .editor)])
        let gym = Sample.expense("Gym", 1000)
        try Self.client("alice").upload([ExpenseRecord(gym)], to: home)
        #expect(try Self.client("bob").push(Self.change(.delete, before: gym), to: home) == [])
        var dearer = gym
        dearer.amount = Sample.money(1200)
        #expect(throws: ServerError.rowDeleted) {
            try Self.client("alice").push(
                Self.change(.update, before: gym, after: dearer), to: home)
        }
    }

    @Test func aViewersOrAStrangersPushIsRefusedAndChangesNothing() throws {
        let home = try Self.household([("dave", .viewer)])
        let gym = Sample.expense("Gym", 1000)
        let alice = try Self.client("alice")
        try alice.upload([ExpenseRecord(gym)], to: home)
        var dearer = gym
        dearer.amount = Sample.money(1200)
        let netflix = Sample.expense("Netflix", 1299)
        for login in ["dave", "carol"] {
            let client = try Self.client(login)
            #expect(throws: ServerError.permissionDenied) {
                try client.push(Self.change(.insert, after: netflix), to: home)
            }
            #expect(throws: ServerError.permissionDenied) {
                try client.push(Self.change(.update, before: gym, after: dearer), to: home)
            }
            #expect(throws: ServerError.permissionDenied) {
                try client.push(Self.change(.delete, before: gym), to: home)
            }
            #expect(throws: ServerError.permissionDenied) {
                try client.upload([ExpenseRecord(netflix)], to: home)
            }
        }
        #expect(try alice.changes(in: home, since: 0).records == [ExpenseRecord(gym)])
    }

    @Test func aPushTheTriggersRefuseIsItsRuleAndLeavesNoKey() throws {
        let home = try Self.household()
        let alice = try Self.client("alice")
        let streaming = Sample.expense("Streaming", 1000, group: .manual)
        try alice.upload([ExpenseRecord(streaming)], to: home)
        let hulu = Sample.expense("Hulu", 799, "USD", parent: streaming.id)
        let key = UUID()
        #expect(throws: ServerError.ruleViolated(.currencyMismatch)) {
            try alice.push(Self.change(.insert, after: hulu, key: key), to: home)
        }
        // Not recorded as applied: the same key with a valid row applies.
        let fixed = Sample.expense("Hulu", 799, parent: streaming.id)
        var change = Self.change(.insert, after: fixed, key: key)
        change.problem = .rejected(reason: ServerError.ruleViolated(.currencyMismatch).code)
        #expect(try alice.push(change, to: home) == [])
        #expect(try alice.record(fixed.id, in: home) == ExpenseRecord(fixed))
    }
}
