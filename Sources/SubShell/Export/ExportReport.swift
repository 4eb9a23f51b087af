import SubJSON

/// What `export` wrote to a file, or put into a CalDAV collection.
enum ExportReport: CommandReport {
    case exportedFile(count: Int, path: String)
    /// `export ics --caldav URL`: what was created, updated, removed and left alone.
    case calendarPublished(CalendarPublication)

    func lines(_ setting: ReportSetting) -> [String] {
        switch self {
        case .exportedFile(let count, let path):
            [
                setting.localizer.text(
                    .resultExported, ["count": .count(count), "file": .userText(path)])
            ]
        case .calendarPublished(let publication):
            CalendarPublicationWording(localizer: setting.localizer).lines(publication)
        }
    }

    func json(_ setting: ReportSetting) -> OrderedJSON {
        switch self {
        case .exportedFile(let count, let path):
            .object([("exported", .int(Int64(count))), ("file", .string(path))])
        case .calendarPublished(let publication):
            CalendarPublicationWording(localizer: setting.localizer).json(publication)
        }
    }
}
