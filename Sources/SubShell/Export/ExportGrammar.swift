import SubLocalization

/// The grammar of `export FORMAT [FILE] [--force] [--plain] [--caldav URL]`.
extension CommandTable {
    static let export = CommandSpec(
        .export,
        .init(
            [.init(.format, .format), .init(.file, .file, .optional)],
            options: [.force, .plain, .value("--caldav", .url, .text)]
        ) {
            values throws(UsageError) in
            guard case .format(let format)? = values.value(.format) else {
                throw .missingArgument(command: .export, argument: .format)
            }
            if let collection = values.option("--caldav")?.text {
                guard format == .ics else {
                    throw .invalidValue(LocalizedMessage(.usageCaldavNeedsIcs))
                }
                if let file = values.text(.file) {
                    throw .unexpectedArgument(command: .export, word: file)
                }
                return .publishCalendar(collection: collection)
            }
            return .export(
                format: format, file: values.text(.file), overwrite: values.flag(.force),
                plain: values.flag(.plain))
        },
        access: .readsLedger, pages: true, json: true)
}

/// The exports as the parser, the question and the tests write them.
extension Command {
    static func export(format: ExportFormat, file: String?, overwrite: Bool, plain: Bool)
        -> Command
    {
        .family(
            AnyFamilyCommand(
                ExportCommand(.file(format: format, file: file, overwrite: overwrite, plain: plain))
            ))
    }

    static func publishCalendar(collection: String) -> Command {
        .family(AnyFamilyCommand(ExportCommand(.calendar(collection: collection))))
    }
}
