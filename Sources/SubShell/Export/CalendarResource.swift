import FoundationEssentials

/// One event of the calendar as a CalDAV collection holds it: a whole `.ics` of one UID,
/// stored under a name made from that UID.
struct CalendarResource: Hashable, Sendable {
    /// The events' UID, `<plan id>-<kind>@subhub`.
    let uid: String
    /// The plan it belongs to, and its name at the time, for the report.
    let expenseID: UUID
    let name: String
    /// The VCALENDAR, CRLF lines.
    let text: String

    /// The resource's file name in the collection: the UID's part before `@` (a plan's id and
    /// the kind of event), which needs no escaping in any server's paths.
    var fileName: String { String(uid.prefix { $0 != "@" }) + ".ics" }

    /// The text without its DTSTAMP lines: what decides whether the server's copy is still
    /// current (the stamp alone changes on every run).
    var content: String {
        text.components(separatedBy: "\r\n").filter { !$0.hasPrefix("DTSTAMP:") }
            .joined(separator: "\r\n")
    }
}
