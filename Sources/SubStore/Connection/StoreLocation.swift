import FoundationEssentials
import Glibc
import SubRecords

/// Where one profile's database lives, resolved from the environment and the command line.
///
/// `<data root>/<profile>/subhub.sqlite`, where the data root is, first match wins:
/// `--data-dir DIR`, `$SUBHUB_DATA_DIR`, `$XDG_DATA_HOME/subhub`, `$HOME/.local/share/subhub`
/// (the home folder falling back to the password database). The profile defaults to the
/// login name. Each profile has its own folder (mode 0700) and file (mode 0600), so one
/// profile never sees another's data.
public struct StoreLocation: Hashable, Sendable {
    /// The file name of every profile's database.
    public static let databaseFileName = "subhub.sqlite"
    /// The profile used when the login name cannot be found at all.
    public static let fallbackProfile = "default"

    /// The folder that holds one folder per profile.
    public let dataRoot: String
    /// The validated profile name.
    public let profile: String

    /// The profile's own folder.
    public var profileDirectory: String { dataRoot + "/" + profile }
    /// The profile's database file.
    public var databasePath: String { profileDirectory + "/" + Self.databaseFileName }

    /// Resolves the location.
    ///
    /// - Parameters:
    ///   - environment: the process environment (injected so tests and scripts are exact).
    ///   - dataDirectory: `--data-dir DIR`; replaces the whole `…/subhub` root.
    ///   - profile: `--profile NAME`; defaults to the login name.
    ///   - currentDirectory: where a relative `--data-dir` is resolved from.
    public init(
        environment: [String: String], dataDirectory: String? = nil, profile: String? = nil,
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) throws(StoreError) {
        let chosenProfile = profile ?? Self.loginName(environment: environment)
        try Self.validateProfileName(chosenProfile)
        self.profile = chosenProfile
        self.dataRoot = try Self.resolveDataRoot(
            environment: environment, dataDirectory: dataDirectory,
            currentDirectory: currentDirectory)
    }

    /// A location at an exact root, for callers that already resolved it.
    public init(dataRoot: String, profile: String) throws(StoreError) {
        try Self.validateProfileName(profile)
        self.dataRoot = dataRoot
        self.profile = profile
    }

    /// Refuses names that could escape the data root or confuse a terminal: empty, `.` or
    /// `..` anywhere, `/`, NUL or other control characters, or longer than a file name may be.
    public static func validateProfileName(_ name: String) throws(StoreError) {
        let invalid =
            name.isEmpty || name.contains("/") || name.contains("..") || name == "."
            || name.utf8.count > 255
            || name.unicodeScalars.contains { $0.properties.generalCategory == .control }
        if invalid { throw StoreError.invalidProfileName(name) }
    }

    /// The login name: `USER`, then `LOGNAME`, then the password database entry of the
    /// effective user; `fallbackProfile` when none gives a valid name.
    static func loginName(environment: [String: String]) -> String {
        for key in ["USER", "LOGNAME"] {
            if let name = environment[key], (try? validateProfileName(name)) != nil {
                return name
            }
        }
        if let entry = getpwuid(geteuid()), let namePointer = entry.pointee.pw_name {
            let name = String(cString: namePointer)
            if (try? validateProfileName(name)) != nil { return name }
        }
        return fallbackProfile
    }

    static func resolveDataRoot(
        environment: [String: String], dataDirectory: String?, currentDirectory: String
    ) throws(StoreError) -> String {
        if let explicit = nonEmpty(dataDirectory) ?? nonEmpty(environment["SUBHUB_DATA_DIR"]) {
            return absolute(explicit, from: currentDirectory)
        }
        // The XDG spec says a relative XDG_DATA_HOME is invalid and must be ignored.
        if let xdg = nonEmpty(environment["XDG_DATA_HOME"]), xdg.hasPrefix("/") {
            return trimmed(xdg) + "/subhub"
        }
        guard let home = nonEmpty(environment["HOME"]) ?? passwordHome() else {
            throw StoreError.noDataDirectory
        }
        return trimmed(home) + "/.local/share/subhub"
    }

    private static func passwordHome() -> String? {
        guard let entry = getpwuid(geteuid()), let directory = entry.pointee.pw_dir else {
            return nil
        }
        return nonEmpty(String(cString: directory))
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }

    private static func absolute(_ path: String, from currentDirectory: String) -> String {
        path.hasPrefix("/") ? trimmed(path) : trimmed(currentDirectory) + "/" + trimmed(path)
    }

    /// Drops trailing slashes (but keeps `/` itself) so joined paths have no `//`.
    private static func trimmed(_ path: String) -> String {
        var result = path
        while result.count > 1, result.hasSuffix("/") { result.removeLast() }
        return result
    }
}
