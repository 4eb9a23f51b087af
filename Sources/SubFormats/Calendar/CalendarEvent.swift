import SubDomain

/// One all-day event of an exported calendar: a charge that repeats, or a single day such
/// as the end of a trial. Texts are plain; `CalendarWriter` escapes and folds them.
public struct CalendarEvent: Hashable, Sendable {
    /// Stable across exports, so importing again updates the event instead of adding one.
    public var uid: String
    /// The (first) day of the event.
    public var day: CivilDate
    /// How it repeats; `nil` for a single day.
    public var recurrence: RecurrenceRule?
    /// Set on one occurrence of a repeating event written apart (RECURRENCE-ID, RFC 5545
    /// §3.8.4.4): the day of the occurrence it replaces. It shares the repeating event's UID
    /// and carries its own alarms, which is how only the next charge of a weekly plan rings.
    public var replacesOccurrence: CivilDate?
    public var summary: String
    public var details: String
    /// A web address to open from the event (written only when it is a plain ASCII URI).
    public var url: String?
    public var alarms: [CalendarAlarm]

    public init(
        uid: String, day: CivilDate, recurrence: RecurrenceRule? = nil,
        replacesOccurrence: CivilDate? = nil, summary: String, details: String,
        url: String? = nil, alarms: [CalendarAlarm] = []
    ) {
        self.uid = uid
        self.day = day
        self.recurrence = recurrence
        self.replacesOccurrence = replacesOccurrence
        self.summary = summary
        self.details = details
        self.url = url
        self.alarms = alarms
    }
}
