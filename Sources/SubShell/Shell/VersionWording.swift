import SubJSON
import SubLocalization

/// `subhub --version` and `version`: SubHub's version first (the line scripts read), then
/// the build date and the libraries'.
struct VersionWording {
    let localizer: Localizer

    func lines(for report: VersionReport) -> [String] {
        [
            localizer.text(.shellVersion, ["version": .text(report.version)]),
            report.buildDate.map { localizer.text(.versionBuildDate, ["date": .text($0)]) }
                ?? localizer.text(.versionBuildDateUnknown),
            localizer.text(.versionSQLite, ["version": .text(report.sqlite)]),
            report.libedit.map { localizer.text(.versionLibedit, ["version": .text($0)]) }
                ?? localizer.text(.versionLibeditUnknown),
        ]
    }

    /// `--json`: `libedit_source` says the libedit version is the one built against.
    static func json(_ report: VersionReport) -> OrderedJSON {
        .object([
            ("version", .string(report.version)),
            ("build_date", report.buildDate.map(OrderedJSON.string) ?? .null),
            ("sqlite", .string(report.sqlite)),
            ("libedit", report.libedit.map(OrderedJSON.string) ?? .null),
            ("libedit_source", .string("build")),
        ])
    }
}
