import SubRecords
import Testing

@testable import SubStore

@Suite struct StoreLocationTests {
    @Test func followsXDGWithTheLoginNameAsProfile() throws {
        let location = try StoreLocation(
            environment: ["HOME": "/home/ana", "USER": "ana", "XDG_DATA_HOME": "/data/xdg/"])
        #expect(location.databasePath == "/data/xdg/subhub/ana/subhub.sqlite")
        let home = try StoreLocation(environment: ["HOME": "/home/ana", "LOGNAME": "ana"])
        #expect(home.databasePath == "/home/ana/.local/share/subhub/ana/subhub.sqlite")
        // A relative XDG_DATA_HOME is invalid by the spec and ignored.
        let relative = try StoreLocation(
            environment: ["HOME": "/home/ana", "USER": "ana", "XDG_DATA_HOME": "rel"])
        #expect(relative.dataRoot == "/home/ana/.local/share/subhub")
    }

    @Test func dataDirOptionBeatsTheEnvironmentAndReplacesTheSubhubFolder() throws {
        let environment = ["HOME": "/h", "USER": "u", "SUBHUB_DATA_DIR": "/env/dir"]
        #expect(try StoreLocation(environment: environment).dataRoot == "/env/dir")
        let option = try StoreLocation(
            environment: environment, dataDirectory: "/opt/dir",
            profile: "work")
        #expect(option.databasePath == "/opt/dir/work/subhub.sqlite")
        let relativeOption = try StoreLocation(
            environment: environment, dataDirectory: "d",
            currentDirectory: "/cwd")
        #expect(relativeOption.dataRoot == "/cwd/d")
    }

    @Test func withoutUserVariablesTheProfileComesFromThePasswordDatabase() throws {
        let location = try StoreLocation(environment: ["HOME": "/h"])
        #expect(!location.profile.isEmpty)
        #expect(!location.profile.contains("/"))
    }

    @Test(arguments: [
        "", ".", "..", "a/b", "../x", "x..y", "tab\there", String(repeating: "p", count: 256),
    ])
    func unsafeProfileNamesAreRefused(name: String) {
        #expect(throws: StoreError.invalidProfileName(name)) {
            try StoreLocation(environment: ["HOME": "/h"], profile: name)
        }
    }

    @Test(arguments: ["ana", "Ana María", "work-2026", ".hidden", "用户"])
    func ordinaryProfileNamesAreAccepted(name: String) throws {
        #expect(try StoreLocation(environment: ["HOME": "/h"], profile: name).profile == name)
    }
}
