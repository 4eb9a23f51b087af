import SubDomain
import SubLocalization

/// `import`: a file another program wrote, or a bank's or wallet's statement.
extension CommandTable {
    static let importFile = CommandSpec(
        .import,
        subcommands: [
            (
                .importWallos,
                .init([.init(.file, .file)], options: [.value("--user", .user, .text)]) {
                    values throws(UsageError) in
                    .importWallos(
                        path: values.text(.file) ?? "", user: values.option("--user")?.text)
                }
            ),
            (
                .importStatement,
                .init(
                    [.init(.file, .file)],
                    options: [
                        .yes, .value("--pick", .proposals, .text),
                        .value("--min-confidence", .confidence, .text),
                    ]
                ) { values throws(UsageError) in
                    .importStatement(
                        path: values.text(.file) ?? "", choice: try statementChoice(values))
                }
            ),
            (
                .importImage,
                .init(
                    [.init(.file, .file, .list(minimum: 1))],
                    options: [
                        .yes, .value("--pick", .proposals, .text),
                        .value("--min-confidence", .confidence, .text),
                    ]
                ) { values throws(UsageError) in
                    .importBills(
                        .images(paths: values.texts(.file)), choice: try statementChoice(values))
                }
            ),
            (
                .importMail,
                .init(
                    [.init(.file, .file, .list(minimum: 1))],
                    options: [
                        .yes, .value("--pick", .proposals, .text),
                        .value("--min-confidence", .confidence, .text),
                    ]
                ) { values throws(UsageError) in
                    .importBills(
                        .mail(paths: values.texts(.file)), choice: try statementChoice(values))
                }
            ),
        ],
        withoutSubcommand: .init([.init(.file, .file)]) { values throws(UsageError) in
            .importFile(path: values.text(.file) ?? "")
        },
        access: .writesLedger, json: true)

    /// `--pick 1,4-6` (numbers and ranges, as the table lists them), `--min-confidence
    /// low|medium|high` (those of at least that confidence), `--yes` (the sure ones), or
    /// nothing: ask. `--pick` and `--min-confidence` answer the question themselves.
    static func statementChoice(_ values: ArgumentValues) throws(UsageError) -> StatementChoice {
        let pick = values.option("--pick")?.text
        let minimum = values.option("--min-confidence")?.text
        if let pick {
            guard minimum == nil else {
                throw .invalidValue(LocalizedMessage(.statementPickWithMinimum))
            }
            var numbers: [Int] = []
            for part in pick.split(separator: ",", omittingEmptySubsequences: false) {
                let bounds = part.trimmingSpaces()
                    .split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
                    .map { Int($0) }
                guard let low = bounds.first ?? nil, let high = bounds.last ?? nil, low >= 1,
                    low <= high, high - low < 10_000
                else {
                    throw .invalidValue(
                        LocalizedMessage(.statementInvalidPick, ["value": .userText(pick)]))
                }
                numbers += (low...high).filter { !numbers.contains($0) }
            }
            return .given(numbers)
        }
        if let minimum {
            let levels: [String: RecurringSeries.Confidence] = [
                "low": .low, "medium": .medium, "high": .high,
            ]
            guard let level = levels[minimum.lowercased()] else {
                throw .invalidValue(
                    LocalizedMessage(
                        .usageInvalidChoice,
                        [
                            "option": .text("--min-confidence"), "value": .userText(minimum),
                            "choices": .text("low|medium|high"),
                        ]))
            }
            return level == .high ? .sure : .atLeast(level)
        }
        return values.flag(.yes) ? .sure : .ask
    }
}

/// The imports as the parser, the question and the tests write them.
extension Command {
    static func importFile(path: String) -> Command {
        .family(AnyFamilyCommand(ImportCommand(.file(path: path))))
    }

    static func importWallos(path: String, user: String?) -> Command {
        .family(AnyFamilyCommand(ImportCommand(.wallos(path: path, user: user))))
    }

    static func importStatement(path: String, choice: StatementChoice) -> Command {
        .importBills(.statement(path: path), choice: choice)
    }

    static func importBills(_ source: BillSource, choice: StatementChoice) -> Command {
        .family(AnyFamilyCommand(ImportCommand(.bills(source, choice: choice))))
    }
}
