import FoundationEssentials
import SubDomain

/// Writes events as an RFC 5545 calendar (`.ics`): CRLF line endings, lines folded at 75
/// octets, TEXT escaped, all-day dates (`VALUE=DATE`, floating: a charge falls on a day
/// wherever the reader is).
///
/// ```swift
/// let ics = CalendarWriter.document([event], stamp: Date())
/// ```
public enum CalendarWriter {
    /// Identifies the program that wrote the calendar (PRODID, §3.7.3).
    public static let productID = "-//SubHub//SubHub//EN"

    /// The whole calendar. `stamp` is when it was written (each event's DTSTAMP).
    public static func document(_ events: [CalendarEvent], stamp: Date) -> String {
        calendar(
            events, stamp: stamp,
            header: ["METHOD:PUBLISH", "X-WR-CALNAME:SubHub"])
    }

    /// One calendar object resource for a CalDAV collection (RFC 4791 §4.1): the events of
    /// one UID (a repeating event and its occurrences written apart), without METHOD, which
    /// a resource in a collection must not have, and without a calendar name, which is the
    /// collection's.
    public static func resource(_ events: [CalendarEvent], stamp: Date) -> String {
        calendar(events, stamp: stamp, header: [])
    }

    private static func calendar(_ events: [CalendarEvent], stamp: Date, header: [String])
        -> String
    {
        var lines =
            ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:" + productID, "CALSCALE:GREGORIAN"]
            + header
        let stampText = timestamp(stamp)
        for event in events {
            lines += eventLines(event, stamp: stampText)
        }
        lines.append("END:VCALENDAR")
        return lines.map(CalendarText.folded).joined()
    }

    private static func eventLines(_ event: CalendarEvent, stamp: String) -> [String] {
        var lines = [
            "BEGIN:VEVENT", "UID:" + CalendarText.escaped(event.uid), "DTSTAMP:" + stamp,
            "DTSTART;VALUE=DATE:" + basic(event.day),
            "DTEND;VALUE=DATE:" + basic(event.day.addingDays(1)),
        ]
        if let recurrence = event.recurrence { lines.append("RRULE:" + recurrence.value) }
        if let replaced = event.replacesOccurrence {
            lines.append("RECURRENCE-ID;VALUE=DATE:" + basic(replaced))
        }
        lines.append("SUMMARY:" + CalendarText.escaped(event.summary))
        lines.append("DESCRIPTION:" + CalendarText.escaped(event.details))
        if let url = event.url, isPlainURI(url) { lines.append("URL;VALUE=URI:" + url) }
        // A charge takes no time: the day stays free in the reader's schedule.
        lines.append("TRANSP:TRANSPARENT")
        for alarm in event.alarms {
            lines += [
                "BEGIN:VALARM", "ACTION:DISPLAY",
                "DESCRIPTION:" + CalendarText.escaped(alarm.text), "TRIGGER:" + alarm.trigger,
                "END:VALARM",
            ]
        }
        lines.append("END:VEVENT")
        return lines
    }

    /// `YYYYMMDD` (DATE, §3.3.4).
    static func basic(_ day: CivilDate) -> String {
        day.iso.replacingAll("-", with: "")
    }

    /// `YYYYMMDDTHHMMSSZ` in UTC (DATE-TIME form 2, §3.3.5), whole seconds.
    static func timestamp(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let (days, remainder) = seconds.quotientAndRemainder(dividingBy: 86_400)
        let (dayIndex, second) = remainder < 0 ? (days - 1, remainder + 86_400) : (days, remainder)
        let time = [second / 3600, second % 3600 / 60, second % 60]
            .map { $0 < 10 ? "0\($0)" : "\($0)" }.joined()
        return basic(CivilDate(daysSinceEpoch: dayIndex)) + "T" + time + "Z"
    }

    /// A URI value is written as is (no TEXT escaping), so only printable ASCII without
    /// spaces goes in; anything else stays in the description alone.
    private static func isPlainURI(_ url: String) -> Bool {
        !url.isEmpty && url.unicodeScalars.allSatisfy { (0x21...0x7E).contains($0.value) }
    }
}
