import SubLocalization

/// Why `export ics --caldav URL` could not keep the collection in step.
enum ExportFailure: FamilyFailure {
    /// The server refused the credentials (or has none to ask for).
    case calendarAccessDenied(collection: String)
    /// Nothing at the address.
    case calendarNotFound(collection: String)
    /// The collection answered with an unexpected status.
    case calendarServerRefused(collection: String, status: Int)

    func lines(_ localizer: Localizer) -> [String] {
        switch self {
        case .calendarAccessDenied(let collection):
            [localizer.text(.caldavAccessDenied, ["collection": .userText(collection)])]
        case .calendarNotFound(let collection):
            [localizer.text(.caldavNotFound, ["collection": .userText(collection)])]
        case .calendarServerRefused(let collection, let status):
            [
                localizer.text(
                    .caldavRefused,
                    ["collection": .userText(collection), "status": .text(String(status))])
            ]
        }
    }
}
