import Foundation
import SubRecords
import SubServer
import TestSupport
import Testing

/// Households through `HouseholdClient`, with real logins: creating, finding, inviting,
/// leaving and deleting, each checked by the server itself.
@Suite(.serialized) struct HouseholdClientTests {
    static func client(_ login: String) throws -> HouseholdClient {
        HouseholdClient(connection: try ServerSchemaTests.connect(login))
    }

    static func uniqueName() -> String { "home-" + UUID().uuidString.prefix(8) }

    /// `inviter` invites `login` with `role` and `login` accepts: how a member joins. For a
    /// member already there, the invitation changes its role and there is nothing to accept.
    static func join(
        _ login: String, _ role: HouseholdRole, to household: UUID,
        invitedBy inviter: HouseholdClient
    ) throws {
        if try inviter.invite(login: login, role: role, to: household) {
            _ = try client(login).acceptInvitation(to: household)
        }
    }

    @Test func theCreatorOwnsItAndInviteesFindItByName() throws {
        let alice = try Self.client("alice")
        let name = Self.uniqueName()
        let created = try alice.createHousehold(named: name)
        #expect(created.name == name && created.role == .owner)
        #expect(try alice.household(named: name) == created)
        #expect(try alice.role(in: created.id) == .owner)

        let bob = try Self.client("bob")
        #expect(try bob.household(named: name) == nil)
        try HouseholdClientTests.join("bob", .editor, to: created.id, invitedBy: alice)
        try HouseholdClientTests.join("carol", .viewer, to: created.id, invitedBy: alice)
        try HouseholdClientTests.join("dave", .owner, to: created.id, invitedBy: alice)
        #expect(
            try bob.household(named: name) == Household(id: created.id, name: name, role: .editor))
        #expect(try Self.client("carol").role(in: created.id) == .viewer)
        // Owners first, then by login.
        #expect(
            try bob.members(of: created.id) == [
                HouseholdMember(login: "alice", role: .owner),
                HouseholdMember(login: "dave", role: .owner),
                HouseholdMember(login: "bob", role: .editor),
                HouseholdMember(login: "carol", role: .viewer),
            ])
        // Inviting again changes the role.
        try HouseholdClientTests.join("carol", .editor, to: created.id, invitedBy: alice)
        #expect(try Self.client("carol").role(in: created.id) == .editor)
    }

    @Test func aNameIsUniqueOnlyAmongItsOwnersHouseholds() throws {
        let name = Self.uniqueName()
        let alices = try Self.client("alice").createHousehold(named: name)
        let carol = try Self.client("carol")
        #expect(try carol.household(named: name) == nil)
        // Another login's "Home" neither blocks nor reveals anything.
        let carols = try carol.createHousehold(named: name)
        #expect(carols.id != alices.id)
        #expect(try carol.households(named: name) == [carols])
        #expect(throws: ServerError.ruleViolated(.householdNameTaken)) {
            try carol.createHousehold(named: name)
        }
    }

    @Test func joiningTakesTheInviteesAcceptance() throws {
        let alice = try Self.client("alice")
        let bob = try Self.client("bob")
        let home = try alice.createHousehold(named: Self.uniqueName())
        #expect(throws: ServerError.ruleViolated(.noInvitation)) {
            try bob.acceptInvitation(to: home.id)
        }
        #expect(try alice.invite(login: "bob", role: .editor, to: home.id))
        // Invited is not a member: nothing of the household is readable yet.
        #expect(try bob.household(id: home.id) == nil)
        #expect(try bob.role(in: home.id) == nil)
        #expect(
            try bob.invitations().contains(
                HouseholdInvitation(
                    householdID: home.id, householdName: home.name, role: .editor,
                    invitedBy: "alice")))
        let joined = try bob.acceptInvitation(to: home.id)
        #expect(joined == Household(id: home.id, name: home.name, role: .editor))
        #expect(try bob.invitations().allSatisfy { $0.householdID != home.id })
        // A member's role changes without a new acceptance.
        #expect(try alice.invite(login: "bob", role: .viewer, to: home.id) == false)
        #expect(try bob.role(in: home.id) == .viewer)

        #expect(try alice.invite(login: "carol", role: .viewer, to: home.id))
        let carol = try Self.client("carol")
        try carol.declineInvitation(to: home.id)
        #expect(throws: ServerError.ruleViolated(.noInvitation)) {
            try carol.acceptInvitation(to: home.id)
        }
    }

    @Test func anOwnerRemovesAMemberWhoThenReadsNothing() throws {
        let alice = try Self.client("alice")
        let bob = try Self.client("bob")
        let home = try alice.createHousehold(named: Self.uniqueName())
        try Self.join("bob", .editor, to: home.id, invitedBy: alice)
        try alice.upload([ExpenseRecord(Sample.expense("Netflix", 1299))], to: home.id)
        #expect(try bob.changes(in: home.id, since: 0).records.count == 1)
        #expect(throws: ServerError.ruleViolated(.notOwner)) {
            try bob.removeMember("alice", from: home.id)
        }
        #expect(throws: ServerError.ruleViolated(.lastOwner)) {
            try alice.removeMember("alice", from: home.id)
        }
        #expect(throws: ServerError.ruleViolated(.notMember)) {
            try alice.removeMember("carol", from: home.id)
        }
        try alice.removeMember("bob", from: home.id)
        #expect(try bob.role(in: home.id) == nil)
        #expect(try bob.changes(in: home.id, since: 0).isEmpty)
        #expect(try bob.members(of: home.id) == [])
        let cluster = try TestCluster.shared.get()
        #expect(
            try cluster.psql(
                "bob", "SELECT count(*) FROM expenses WHERE household_id = '\(home.id)'"
            )
            .trimmingCharacters(in: .whitespacesAndNewlines) == "0")
    }

    @Test func onlyOwnersInviteOrDeleteAndTheLastOwnerCannotLeave() throws {
        let alice = try Self.client("alice")
        let bob = try Self.client("bob")
        let home = try alice.createHousehold(named: Self.uniqueName())
        try HouseholdClientTests.join("bob", .editor, to: home.id, invitedBy: alice)
        #expect(throws: ServerError.ruleViolated(.notOwner)) {
            try HouseholdClientTests.join("carol", .viewer, to: home.id, invitedBy: bob)
        }
        #expect(throws: ServerError.ruleViolated(.unknownLogin)) {
            try HouseholdClientTests.join("nobody", .viewer, to: home.id, invitedBy: alice)
        }
        #expect(throws: ServerError.ruleViolated(.notOwner)) {
            try bob.deleteHousehold(home.id)
        }
        #expect(throws: ServerError.ruleViolated(.lastOwner)) { try alice.leave(home.id) }

        try bob.leave(home.id)
        #expect(try bob.role(in: home.id) == nil)
        #expect(try bob.household(named: home.name) == nil)
        #expect(try alice.members(of: home.id) == [HouseholdMember(login: "alice", role: .owner)])

        try alice.deleteHousehold(home.id)
        #expect(try alice.household(named: home.name) == nil)
        #expect(try alice.role(in: home.id) == nil)
        // The name is free again.
        #expect(try alice.createHousehold(named: home.name).name == home.name)
    }

    @Test func aStrangerSeesNothingOfAHousehold() throws {
        let alice = try Self.client("alice")
        let home = try alice.createHousehold(named: Self.uniqueName())
        try HouseholdClientTests.join("bob", .editor, to: home.id, invitedBy: alice)
        try alice.upload([ExpenseRecord(Sample.expense("Netflix", 1299))], to: home.id)

        let carol = try Self.client("carol")
        #expect(try carol.household(named: home.name) == nil)
        #expect(try carol.role(in: home.id) == nil)
        #expect(try carol.members(of: home.id) == [])
        #expect(
            try carol.summary(of: home.id)
                == HouseholdSummary(activeSubscriptions: 0, archivedSubscriptions: 0, members: 0))
        #expect(try carol.changes(in: home.id, since: 0).isEmpty)
        #expect(try alice.changes(in: home.id, since: 0).records.count == 1)
    }

    @Test func theSummaryCountsWhatDeletingWouldLose() throws {
        let alice = try Self.client("alice")
        let home = try alice.createHousehold(named: Self.uniqueName())
        try HouseholdClientTests.join("dave", .viewer, to: home.id, invitedBy: alice)
        var archived = Sample.expense("Old gym", 3000)
        archived.status = .archived
        archived.archivedOn = Sample.date("2026-10-01")
        try alice.upload(
            [
                Sample.expense("Netflix", 1299), Sample.expense("Spotify", 999),
                Sample.expense("iCloud", 299), archived,
            ].map(ExpenseRecord.init), to: home.id)
        let expected = HouseholdSummary(
            activeSubscriptions: 3, archivedSubscriptions: 1, members: 2)
        #expect(try alice.summary(of: home.id) == expected)
        #expect(try Self.client("dave").summary(of: home.id) == expected)
        #expect(expected.subscriptions == 4)
    }
}
