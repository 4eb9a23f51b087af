/// A reminder inside a calendar event (VALARM, RFC 5545 §3.6.6): a notice shown a number of
/// days before the event's day begins.
public struct CalendarAlarm: Hashable, Sendable {
    /// Days before the event; 0 is the day itself.
    public var daysBefore: Int
    /// The notice shown (plain text: it is escaped when written).
    public var text: String

    public init(daysBefore: Int, text: String) {
        self.daysBefore = daysBefore
        self.text = text
    }

    /// The TRIGGER value: `-P7D`, or `PT0S` for the day itself (all-day events start at
    /// midnight, so `-P1D` is the midnight before).
    public var trigger: String { daysBefore == 0 ? "PT0S" : "-P\(daysBefore)D" }
}
