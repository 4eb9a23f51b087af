/// `export json|csv|ics [FILE]` and `export ics --caldav URL`.
struct ExportCommand: ShellCommand {
    enum Action: Hashable, Sendable {
        /// `overwrite`: `--force`, or the user agreed to replace an existing file. `plain`:
        /// `--plain`, CSV for a script instead of a spreadsheet (JSON and iCalendar are
        /// plain).
        case file(format: ExportFormat, file: String?, overwrite: Bool, plain: Bool)
        /// The calendar written into a CalDAV collection, kept in step.
        case calendar(collection: String)
    }

    let action: Action

    init(_ action: Action) {
        self.action = action
    }

    var name: CommandName { .export }

    /// An export to a file says one line, and may first ask before replacing one.
    var pages: Bool? {
        if case .file(_, _?, _, _) = action { return false }
        return nil
    }

    func run(_ runner: CommandRunner) throws(CommandFailure) -> CommandOutcome {
        switch action {
        case .file(let format, let file, let overwrite, let plain):
            try runner.export(format, to: file, overwrite: overwrite, plain: plain)
        case .calendar(let collection): try runner.publishCalendar(to: collection)
        }
    }
}
