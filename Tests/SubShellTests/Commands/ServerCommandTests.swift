import Foundation
import SubLocalization
import SubServer
import TestSupport
import Testing

@testable import SubShell

/// `server init` through the command layer, against the tests' real PostgreSQL cluster.
@Suite struct ServerCommandTests {
    @Test func serverInitCreatesTheSchemaAndCanBeRepeated() throws {
        let cluster = try TestCluster.shared.get()
        let session = try CommandRunnerTests.session()
        for _ in 0..<2 {
            let output = CapturedOutput()
            let status = CommandDriver(session: session, output: output).run(
                .serverInit(conninfo: cluster.conninfo("admin")))
            #expect(status == 0, "\(output.error)")
            #expect(output.standard.contains("\(ServerSchema.currentVersion)"))
        }
        let parsed = CommandParser(
            reader: ValueReader(localizer: session.localizer, today: CommandRunnerTests.today)
        ).parse(words: ["servidor", "iniciar", cluster.conninfo("admin")])
        #expect(try parsed.get() == .serverInit(conninfo: cluster.conninfo("admin")))
    }

    /// libpq's English (which can echo the connection string) never reaches the user.
    @Test func anUnreachableServerIsWordedInTheReadersLanguage() throws {
        let session = try CommandRunnerTests.session()
        let output = CapturedOutput()
        let status = CommandDriver(session: session, output: output).run(
            .serverInit(conninfo: "host=/nonexistent dbname=subhub user=alice password=secret"))
        #expect(status == 1)
        #expect(output.error.contains("No se puede llegar al servidor PostgreSQL"))
        #expect(!output.error.contains("secret") && !output.error.contains("could not connect"))
    }
}
