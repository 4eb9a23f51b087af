import SubShell
import Testing

@Suite struct GlobalOptionsTests {
    @Test func readsOptionsUntilTheCommand() throws {
        let options = try GlobalOptions.parse([
            "--data-dir", "/tmp/x", "--profile=work", "--lang", "es", "--as-of", "2026-03-01",
            "--bail", "add", "Netflix", "12,99", "--next", "2026-12-01",
        ])
        #expect(options.dataDirectory == "/tmp/x")
        #expect(options.profile == "work")
        #expect(options.language == "es")
        #expect(options.asOf == "2026-03-01")
        #expect(options.bail)
        #expect(!options.json)
        #expect(options.command == ["add", "Netflix", "12,99", "--next", "2026-12-01"])
    }

    @Test func jsonMayFollowTheCommand() throws {
        let options = try GlobalOptions.parse(["total", "--json"])
        #expect(options.json)
        #expect(options.command == ["total"])
    }

    @Test func badOptionsAreUsageErrors() {
        #expect(throws: GlobalOptions.Failure.missingValue(option: "--profile")) {
            try GlobalOptions.parse(["--profile"])
        }
        #expect(throws: GlobalOptions.Failure.unknownOption("--frobnicate")) {
            try GlobalOptions.parse(["--frobnicate", "list"])
        }
    }

    @Test func doubleDashEndsOptions() throws {
        #expect(try GlobalOptions.parse(["--", "--weird"]).command == ["--weird"])
        #expect(try GlobalOptions.parse([]).command == [])
    }
}
