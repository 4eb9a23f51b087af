import SubRecords

/// What `export` writes: a lossless exchange file (JSON, CSV) that `import` reads back, or
/// an iCalendar of the coming charges for a calendar program (one way only).
public enum ExportFormat: String, CaseIterable, Hashable, Sendable {
    case json, csv, ics

    /// The exchange format this is, or `nil` for the calendar.
    public var exchange: ExchangeFormat? {
        switch self {
        case .json: .json
        case .csv: .csv
        case .ics: nil
        }
    }
}
