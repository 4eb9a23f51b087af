import Foundation
import SubLocalization
import SubRecords
import SubServer
import TestSupport
import Testing

@testable import SubShell

/// Households are found by name among this login's own, or by id; joining one a login was
/// invited to is its own explicit acceptance; owners remove members. Against the tests'
/// real PostgreSQL, through the command layer (a one-shot or script has no prompter, the
/// shell answers with `FixedAnswers`).
@Suite struct HouseholdInvitationTests {
    /// What one login runs, on a profile of its own.
    struct Person {
        let login: String
        let session: Session
        let conninfo: String

        init(_ login: String, language: String = "es_ES.UTF-8") throws {
            let cluster = try TestCluster.shared.get()
            self.login = login
            session = try CommandRunnerTests.session(language: language)
            conninfo = cluster.conninfo(login)
        }

        /// Runs `command`; its exit status and output.
        @discardableResult
        func run(_ command: Command, answers: [String]? = nil) -> (Int32, CapturedOutput) {
            let output = CapturedOutput()
            let status = CommandDriver(
                session: session, output: output, prompter: answers.map(FixedAnswers.init)
            ).run(command)
            return (status, output)
        }

        func link(_ household: String, accept: Bool = false, answers: [String]? = nil)
            -> (Int32, CapturedOutput)
        {
            run(
                .link(conninfo: conninfo, household: household, merge: false, accept: accept),
                answers: answers)
        }

        var linked: HouseholdLink? { try? CommandRunner(session: session).currentLink() }

        var client: HouseholdClient {
            get throws { HouseholdClient(connection: try PostgresConnection(conninfo: conninfo)) }
        }
    }

    /// A household name no other test uses: the shared server keeps every test's households.
    static func uniqueName(_ stem: String) -> String {
        stem + "-" + UUID().uuidString.prefix(8).lowercased()
    }

    static func prepareServer() throws {
        let cluster = try TestCluster.shared.get()
        let output = CapturedOutput()
        let status = CommandDriver(
            session: try CommandRunnerTests.session(), output: output
        ).run(.serverInit(conninfo: cluster.conninfo("admin")))
        #expect(status == 0, "\(output.error)")
    }

    @Test func anInvitationIsJoinedOnlyByAcceptingIt() throws {
        try Self.prepareServer()
        let home = Self.uniqueName("Casa")
        let alice = try Person("alice")
        let bob = try Person("bob")
        #expect(alice.link(home).0 == 0)
        let id = try #require(alice.linked?.householdID)
        let prefix = HouseholdWording.shortID(id)

        let (invited, invitation) = alice.run(.householdInvite(login: "bob", role: nil))
        #expect(invited == 0, "\(invitation.error)")
        #expect(invitation.standard.contains("Has invitado a bob al hogar \(home) como editor"))
        #expect(invitation.standard.contains("--household \(prefix) --yes"))
        #expect(try alice.client.members(of: id).map(\.login) == ["alice"])

        // Listed without linking anything.
        let (listed, list) = bob.run(.linkInvitations(conninfo: bob.conninfo))
        #expect(listed == 0)
        #expect(list.standard.contains("\(home) (\(prefix)) · editor · te invita alice"))
        #expect(bob.linked == nil)

        // A one-shot or a script cannot be asked: nothing changes and it says how to accept.
        let (refused, refusal) = bob.link(home)
        #expect(refused == 1)
        #expect(
            refusal.standard.contains(
                "alice te ha invitado al hogar \(home) (\(prefix)) como editor."))
        #expect(refusal.error.contains("--yes"), "\(refusal.error)")
        #expect(refusal.error.contains("--decline \(prefix)"))
        #expect(bob.linked == nil)
        #expect(try alice.client.members(of: id).map(\.login) == ["alice"])

        // The shell asks; no is no.
        #expect(bob.link(home, answers: ["n"]).0 == 1)
        #expect(bob.linked == nil)

        let (accepted, joined) = bob.link(home, answers: ["s"])
        #expect(accepted == 0, "\(joined.error)")
        #expect(
            joined.standard.contains(
                "Has aceptado la invitación de alice: ya estás en el hogar \(home) como editor."))
        #expect(bob.linked?.householdID == id)
        #expect(bob.linked?.role == .editor)
        #expect(try alice.client.members(of: id).map(\.login) == ["alice", "bob"])

        // Inviting a member again changes its role, and says so.
        let (changed, role) = alice.run(.householdInvite(login: "bob", role: "lector"))
        #expect(changed == 0)
        #expect(role.standard.contains("bob es ahora lector del hogar \(home)."))
    }

    @Test func acceptingByIdWithYesAndDecliningByName() throws {
        try Self.prepareServer()
        let home = Self.uniqueName("Home")
        let carol = try Person("carol", language: "en_US.UTF-8")
        let dave = try Person("dave", language: "en_US.UTF-8")
        #expect(carol.link(home).0 == 0)
        let id = try #require(carol.linked?.householdID)
        #expect(carol.run(.householdInvite(login: "dave", role: "viewer")).0 == 0)

        let (declined, decline) = dave.run(.linkDecline(conninfo: dave.conninfo, household: home))
        #expect(declined == 0, "\(decline.error)")
        #expect(decline.standard.contains("Declined carol’s invitation to household \(home)."))
        let (missing, none) = dave.run(.linkDecline(conninfo: dave.conninfo, household: home))
        #expect(missing == 1)
        #expect(none.error.contains("No invitation to household \(home) waits for you"))

        // Invited again, accepted by its id with --yes where nobody is asked.
        #expect(carol.run(.householdInvite(login: "dave", role: "viewer")).0 == 0)
        let (accepted, joined) = dave.link(id.uuidString, accept: true)
        #expect(accepted == 0, "\(joined.error)")
        #expect(joined.standard.contains("Accepted carol’s invitation"))
        #expect(dave.linked?.role == .viewer)

        // An id this login neither belongs to nor is invited to.
        let stranger = try Person("bob", language: "en_US.UTF-8")
        let (unknown, refusal) = stranger.link(id.uuidString)
        #expect(unknown == 1)
        #expect(refusal.error.contains("neither a member of household"))
        #expect(stranger.linked == nil)
    }

    /// Names are unique per owner: a login may belong to two households of one name, and be
    /// invited to two more; a name that fits two is a "could be" list, and nothing is done.
    @Test func twoHouseholdsOfOneNameAreToldApartByIdPrefix() throws {
        try Self.prepareServer()
        let flat = Self.uniqueName("Piso")
        let alice = try Person("alice")
        let carol = try Person("carol")
        #expect(alice.link(flat).0 == 0)
        #expect(carol.link(flat).0 == 0)
        let alices = try #require(alice.linked?.householdID)
        let carols = try #require(carol.linked?.householdID)
        #expect(alices != carols)

        // dave is invited to both: the name fits two invitations.
        #expect(alice.run(.householdInvite(login: "dave", role: nil)).0 == 0)
        #expect(carol.run(.householdInvite(login: "dave", role: nil)).0 == 0)
        let dave = try Person("dave")
        let (ambiguous, couldBe) = dave.link(flat, accept: true)
        #expect(ambiguous == 1)
        #expect(couldBe.error.contains(HouseholdWording.shortID(alices)), "\(couldBe.error)")
        #expect(couldBe.error.contains(HouseholdWording.shortID(carols)))
        #expect(couldBe.error.contains("te invita carol"))
        #expect(dave.linked == nil)

        // The prefix chooses.
        let (joined, output) = dave.link(HouseholdWording.shortID(carols), accept: true)
        #expect(joined == 0, "\(output.error)")
        #expect(dave.linked?.householdID == carols)

        // Now dave belongs to one "Piso" and is invited to the other: the membership wins.
        let again = try Person("dave")
        #expect(again.link(flat).0 == 0)
        #expect(again.linked?.householdID == carols)
    }

    @Test func anOwnerRemovesAMemberAfterSayingWhatItLoses() throws {
        try Self.prepareServer()
        let home = Self.uniqueName("Casa")
        let alice = try Person("alice")
        let bob = try Person("bob")
        #expect(alice.link(home).0 == 0)
        let id = try #require(alice.linked?.householdID)
        #expect(alice.run(.householdInvite(login: "bob", role: nil)).0 == 0)
        #expect(bob.link(home, accept: true).0 == 0)

        // Not an owner.
        let (notOwner, refusal) = bob.run(.householdRemove(login: "alice", confirmed: true))
        #expect(notOwner == 1)
        #expect(
            refusal.error.contains("Solo quien es dueño del hogar puede hacer eso"),
            "\(refusal.error)")
        // The last owner.
        let (lastOwner, last) = alice.run(.householdRemove(login: "alice", confirmed: true))
        #expect(lastOwner == 1)
        #expect(!last.error.isEmpty && !last.error.contains("last_owner"))
        // Neither member nor invited.
        let (stranger, notMember) = alice.run(.householdRemove(login: "carol", confirmed: true))
        #expect(stranger == 1)
        #expect(!notMember.error.contains("not_member") && !notMember.error.isEmpty)

        // Without someone to ask: refused, nothing removed, the loss said first.
        let (unasked, question) = alice.run(.householdRemove(login: "bob", confirmed: false))
        #expect(unasked == 1)
        #expect(question.standard.contains("bob dejará de ver y cambiar todo lo del hogar"))
        #expect(question.error.contains("--yes"))
        #expect(try alice.client.members(of: id).map(\.login) == ["alice", "bob"])
        // A wrong login typed back is a no.
        #expect(alice.run(.householdRemove(login: "bob", confirmed: false), answers: ["s"]).0 == 1)

        let (removed, done) = alice.run(
            .householdRemove(login: "bob", confirmed: false), answers: ["bob"])
        #expect(removed == 0, "\(done.error)")
        #expect(done.standard.contains("Has quitado a bob del hogar \(home)"))
        #expect(try alice.client.members(of: id).map(\.login) == ["alice"])
        #expect(try bob.client.role(in: id) == nil)
    }

    @Test func anInvitationNotYetAcceptedIsWithdrawnWithoutAsking() throws {
        try Self.prepareServer()
        let home = Self.uniqueName("Casa")
        let alice = try Person("alice")
        #expect(alice.link(home).0 == 0)
        #expect(alice.run(.householdInvite(login: "carol", role: nil)).0 == 0)
        let (withdrawn, output) = alice.run(.householdRemove(login: "carol", confirmed: false))
        #expect(withdrawn == 0, "\(output.error)")
        #expect(output.standard.contains("Has retirado la invitación de carol al hogar \(home)."))
        let carol = try Person("carol")
        #expect(try carol.client.invitations().allSatisfy { $0.householdName != home })
    }
}

/// The words of an invitation, without a server.
@Suite struct InvitationWordingTests {
    static let invitation = HouseholdInvitation(
        householdID: UUID(uuidString: "1A2B3C4D-0000-4000-8000-000000000001")!,
        householdName: "Casa", role: .editor, invitedBy: "alice")

    @Test func acceptingIsAskedWithWhoInvitedWhatRoleAndWhichHousehold() {
        for localizer in [CommandTableTests.spanish, CommandTableTests.english] {
            let presenter = Presenter(
                localizer: localizer, today: CommandRunnerTests.today, colors: .none, json: false)
            let confirmation = Confirmation(
                .acceptInvitation(Self.invitation),
                confirmed: .link(conninfo: "x", household: "1a2b3c4d", merge: false, accept: true))
            let preamble = presenter.preamble(of: confirmation).joined()
            for part in ["alice", "Casa", "1a2b3c4d", localizer.text(.householdRoleEditor)] {
                #expect(preamble.contains(part), "\(preamble)")
            }
            #expect(presenter.question(of: confirmation).contains("Casa"))
            let refusal = FailureWording(localizer: localizer).lines(for: confirmation.refusal)
                .joined()
            #expect(refusal.contains("--yes") && refusal.contains("--decline 1a2b3c4d"))
            #expect(
                confirmation.accepts(
                    localizer.language == "es" ? "s" : "y",
                    localizer: localizer))
        }
    }

    @Test func removingAMemberIsTypedBackByLogin() {
        let confirmation = Confirmation(
            .removeMember(login: "bob", household: "Casa"),
            confirmed: .householdRemove(login: "bob", confirmed: true))
        #expect(confirmation.accepts("bob", localizer: CommandTableTests.english))
        #expect(!confirmation.accepts("y", localizer: CommandTableTests.english))
    }

    @Test func anIdPrefixIsFourHexDigitsOrMore() {
        #expect(CommandRunner.householdIDPrefix("1A2B") == "1a2b")
        #expect(CommandRunner.householdIDPrefix("1a2b3c4d-00") == "1a2b3c4d-00")
        #expect(CommandRunner.householdIDPrefix("abc") == nil)
        #expect(CommandRunner.householdIDPrefix("Casa") == nil)
    }
}
