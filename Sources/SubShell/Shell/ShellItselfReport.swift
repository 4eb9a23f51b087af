import SubBrands
import SubJSON
import SubLocalization
import SubStore
import SubRecords
import SubBrandsCore

/// What `brands`, `lang`, `catalog check` and `version` found.
enum ShellItselfReport: CommandReport {
    case brands(query: String, matches: [BrandMatch])
    /// The language now spoken (after `lang`, or as it was when only asked).
    case language(String)
    case catalogCheck(CatalogCheckReport)
    case version(VersionReport)
    case profileDeleted(name: String, contents: ProfileSummary)

    func lines(_ setting: ReportSetting) -> [String] {
        let localizer = setting.localizer
        switch self {
        case .brands(let query, let matches):
            return BrandListing(localizer: localizer, colors: setting.colors, json: false).lines(
                for: matches, query: query)
        case .language(let code):
            return [localizer.text(.resultLanguage, ["language": .text(name(of: code, localizer))])]
        case .catalogCheck(let report):
            guard report.findings.isEmpty else { return report.findings.map { localizer.text($0) } }
            return [localizer.text(.catalogCheckPassed, ["languages": .list(report.languages)])]
        case .version(let report): return VersionWording(localizer: localizer).lines(for: report)
        case .profileDeleted(let name, let contents):
            return [
                ProfileWording(localizer: localizer).loss(name: name, contents: contents),
                localizer.text(.resultProfileDeleted, ["name": .userText(name)]),
            ]
        }
    }

    func json(_ setting: ReportSetting) -> OrderedJSON {
        let localizer = setting.localizer
        switch self {
        case .brands(_, let matches):
            return BrandListing(localizer: localizer, colors: setting.colors, json: true)
                .jsonDocument(matches)
        case .language(let code):
            return .object([
                ("language", .string(code)), ("name", .string(name(of: code, localizer))),
            ])
        case .catalogCheck(let report):
            return .object([
                ("languages", .array(report.languages.map { .string($0) })),
                ("findings", .array(report.findings.map { .string(localizer.text($0)) })),
            ])
        case .version(let report): return VersionWording.json(report)
        case .profileDeleted(let name, let contents):
            return .object([
                ("deleted", .string(name)),
                ("subscriptions", .int(Int64(contents.subscriptions))),
                ("groups", .int(Int64(contents.groups))),
                ("archived", .int(Int64(contents.archived))),
            ])
        }
    }

    /// The check's load problems go to standard error, after what it found.
    func write(_ setting: ReportSetting, json: Bool, to out: OutputSink) throws(CommandFailure) {
        out.lines(json ? [self.json(setting).serialized()] : lines(setting))
        if case .catalogCheck(let report) = self {
            for problem in report.loadProblems { out.errorLine(setting.localizer.text(problem)) }
        }
    }

    /// Problems the check found, listed already: a translator's script must see them.
    var failureAfterShowing: CommandFailure? {
        guard case .catalogCheck(let report) = self, !report.findings.isEmpty else { return nil }
        return .family(ShellItselfFailure.catalogProblems(count: report.findings.count))
    }

    /// The language by its own name (español, 简体中文), never its code.
    private func name(of code: String, _ localizer: Localizer) -> String {
        localizer.switching(to: code)?.text(.languageName) ?? code
    }
}
