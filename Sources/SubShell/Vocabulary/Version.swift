import SubStore

/// What `subhub --version` and `version` say: SubHub's version, defined here once (the
/// Makefile reads it from this file to name `make dist`'s tarball), the build date and the
/// versions of the C libraries it uses.
public struct VersionReport: Hashable, Sendable {
    /// SubHub's version. `make dist` reads this line: keep it one string literal.
    public static let number = "0.4.0"

    public var version: String
    /// The day the build's sources were committed (`make` passes it; reproducible: the same
    /// commit always says the same day); `nil` for a build made without the Makefile.
    public var buildDate: String?
    /// `sqlite3_libversion()`: the library loaded at run time.
    public var sqlite: String
    /// libedit has no run-time version function: this is the version the binary was built
    /// against (Debian's `libedit-dev` package, else `pkg-config --modversion libedit`).
    public var libedit: String?

    public static var current: VersionReport {
        VersionReport(
            version: number, buildDate: BuildInfo.date, sqlite: ExpenseStore.sqliteVersion,
            libedit: BuildInfo.libedit)
    }
}
