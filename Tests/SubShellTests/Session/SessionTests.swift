import Foundation
import Testing

@testable import SubShell

/// A profile that cannot be read fails clearly instead of reading as empty.
@Suite struct SessionTests {
    /// A folder of mode 000: root reads it anyway, so the assertion holds for other users only.
    @Test func anUnreadableProfileFolderFails() throws {
        let run = ShellRun()
        run("add", "Netflix", "12.99")
        let folder = run.dataRoot + "/default"
        #expect(chmod(folder, 0) == 0)
        defer { chmod(folder, 0o700) }
        let result = run("list")
        guard getuid() != 0 else { return }
        #expect(result.status == 1)
        #expect(result.error == "error: Cannot use \(folder)/subhub.sqlite: permission denied.\n")
        #expect(run("total").status == 1)
    }

    /// What root can check too: a file where the profile's folder should be is no empty
    /// profile, and neither is a folder where its database should be.
    @Test func aProfileThatIsNotAFolderOrADatabaseThatIsAFolderFails() throws {
        let run = ShellRun()
        try "not a folder".write(
            toFile: run.dataRoot + "/default", atomically: true, encoding: .utf8)
        var result = run("list")
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("error: "))
        #expect(result.error.contains(run.dataRoot + "/default"))
        let other = ShellRun()
        try FileManager.default.createDirectory(
            atPath: other.dataRoot + "/default/subhub.sqlite", withIntermediateDirectories: true)
        result = other("list")
        #expect(result.status == 1)
        #expect(result.error.contains("subhub.sqlite"))
    }
}
