import Foundation
import SubLocalization
import SubRecords
import SubServer
import SubStore
import TestSupport
import Testing

@testable import SubShell

/// A server whose schema is newer than this program knows takes no writes from it: `link`
/// and the member commands refuse, `sync` and a write's push keep the change pending and say
/// why in words; reads go on from the cache.
@Suite(.serialized) struct SchemaNewerTests {
    @Test func aNewerSchemaTakesNoWritesButReadsGoOnFromTheCache() throws {
        // Its own cluster: the schema's version is changed for every login of the server.
        let cluster = try TestCluster.dedicated()
        let session = try CommandRunnerTests.session()
        let admin = CapturedOutput()
        #expect(
            CommandDriver(session: session, output: admin).run(
                .serverInit(conninfo: cluster.conninfo("admin"))) == 0, "\(admin.error)")
        let linked = CapturedOutput()
        #expect(
            CommandDriver(session: session, output: linked).run(
                .link(conninfo: cluster.conninfo("alice"), household: "Casa", merge: false))
                == 0, "\(linked.error)")
        let link = try #require(try CommandRunner(session: session).currentLink())
        let newer = ServerSchema.currentVersion + 1
        _ = try cluster.psql("admin", "UPDATE subhub_schema SET version = \(newer)")
        let words = "versión \(newer)"

        // A write is kept in the profile and waits; the reason is said in words.
        let added = CapturedOutput()
        let request = try AddRequest(session, name: "Netflix", amount: "12,99")
        #expect(CommandDriver(session: session, output: added).run(.add(request)) == 0)
        #expect(added.error.contains(words), "\(added.error)")
        #expect(try session.writableStore().pendingCount() == 1)

        // `sync` refuses to push and says why; nothing reached the server.
        let synced = CapturedOutput()
        #expect(CommandDriver(session: session, output: synced).run(.sync) == 1)
        #expect(synced.error.contains(words), "\(synced.error)")
        #expect(!synced.error.contains("schema_newer"))
        #expect(try session.writableStore().pendingCount() == 1)
        let alice = HouseholdClient(
            connection: try PostgresConnection(conninfo: cluster.conninfo("alice")))
        #expect(try alice.changes(in: link.householdID, since: 0).records.isEmpty)

        // Nor are members changed through it.
        for command in [
            Command.householdInvite(login: "bob", role: nil),
            .householdRemove(login: "bob", confirmed: true),
        ] {
            let refused = CapturedOutput()
            #expect(CommandDriver(session: session, output: refused).run(command) == 1)
            #expect(refused.error.contains(words), "\(refused.error)")
        }
        let bob = HouseholdClient(
            connection: try PostgresConnection(conninfo: cluster.conninfo("bob")))
        #expect(try bob.invitations().isEmpty)

        // Reads answer from the cache.
        let listed = CapturedOutput()
        #expect(CommandDriver(session: session, output: listed).run(.list) == 0)
        #expect(listed.standard.contains("Netflix"))

        // A second profile cannot link to it either.
        let other = try CommandRunnerTests.session()
        let refused = CapturedOutput()
        #expect(
            CommandDriver(session: other, output: refused).run(
                .link(conninfo: cluster.conninfo("bob"), household: "Otra", merge: false)) == 1)
        #expect(refused.error.contains(words))
        #expect(try CommandRunner(session: other).currentLink() == nil)
    }
}
