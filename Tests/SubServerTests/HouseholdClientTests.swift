import Foundation
import SubServer
import SubStore
import TestSupport
import Testing

/// Households through `HouseholdClient`, with real logins: creating, finding, inviting,
/// leaving and deleting, each checked by the server itself.
@Suite(.serialized) struct HouseholdClientTests {
    static func client(_ login: String) throws -> HouseholdClient {
        HouseholdClient(connection: try ServerSchemaTests.connect(login))
    }

    static func uniqueName() -> String { "home-" + UUID().uuidString.prefix(8) }

    @Test func theCreatorOwnsItAndInviteesFindItByName() throws {
        let alice = try Self.client("alice")
        let name = Self.uniqueName()
        let created = try alice.createHousehold(named: name)
        #expect(created.name == name && created.role == .owner)
        #expect(try alice.household(named: name) == created)
        #expect(try alice.role(in: created.id) == .owner)

        let bob = try Self.client("bob")
        #expect(try bob.household(named: name) == nil)
        try alice.invite(login: "bob", role: .editor, to: created.id)
        try alice.invite(login: "carol", role: .viewer, to: created.id)
        try alice.invite(login: "dave", role: .owner, to: created.id)
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
        try alice.invite(login: "carol", role: .editor, to: created.id)
        #expect(try Self.client("carol").role(in: created.id) == .editor)
    }

    @Test func aNameTakenByAnInvisibleHouseholdIsTyped() throws {
        let name = Self.uniqueName()
        _ = try Self.client("alice").createHousehold(named: name)
        let carol = try Self.client("carol")
        #expect(try carol.household(named: name) == nil)
        #expect(throws: ServerError.ruleViolated(.householdNameTaken)) {
            try carol.createHousehold(named: name)
        }
    }

    @Test func onlyOwnersInviteOrDeleteAndTheLastOwnerCannotLeave() throws {
        let alice = try Self.client("alice")
        let bob = try Self.client("bob")
        let home = try alice.createHousehold(named: Self.uniqueName())
        try alice.invite(login: "bob", role: .editor, to: home.id)
        #expect(throws: ServerError.ruleViolated(.notOwner)) {
            try bob.invite(login: "carol", role: .viewer, to: home.id)
        }
        #expect(throws: ServerError.ruleViolated(.unknownLogin)) {
            try alice.invite(login: "nobody", role: .viewer, to: home.id)
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
        try alice.invite(login: "bob", role: .editor, to: home.id)
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
        try alice.invite(login: "dave", role: .viewer, to: home.id)
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
