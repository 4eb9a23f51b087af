import Foundation
import SubDomain
import TestSupport
import Testing

@testable import SubFormats

@Suite struct CalendarWriterTests {
    /// 2026-11-29 10:15:30.75 UTC.
    static let stamp = Date(timeIntervalSince1970: 1_795_947_330.75)

    @Test func writesAWholeCalendarWithCRLFAndEscapedFoldedText() {
        let charge = CalendarEvent(
            uid: "0a1b-charge@subhub", day: Sample.date("2027-01-31"),
            recurrence: RecurrenceRule(
                period: .monthly, anchorDay: 31, firstCharge: Sample.date("2027-01-31")),
            summary: "Gym, Pool; Spa: 40,00 €",
            details: "Charge: €40.00, monthly\nNotes: a\\b", url: "https://example.com/a,b",
            alarms: [
                CalendarAlarm(daysBefore: 7, text: "Gym is charged in 7 days"),
                CalendarAlarm(daysBefore: 0, text: "Gym is charged today"),
            ])
        let trial = CalendarEvent(
            uid: "0a1b-trial@subhub", day: Sample.date("2026-12-31"),
            summary: "The free trial of Gym ends",
            details: String(repeating: "ñ", count: 40))
        let expected = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//SubHub//SubHub//EN",
            "CALSCALE:GREGORIAN", "METHOD:PUBLISH", "X-WR-CALNAME:SubHub",
            "BEGIN:VEVENT", "UID:0a1b-charge@subhub", "DTSTAMP:20261129T101530Z",
            "DTSTART;VALUE=DATE:20270131", "DTEND;VALUE=DATE:20270201",
            "RRULE:FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1",
            #"SUMMARY:Gym\, Pool\; Spa: 40\,00 €"#,
            #"DESCRIPTION:Charge: €40.00\, monthly\nNotes: a\\b"#,
            "URL;VALUE=URI:https://example.com/a,b", "TRANSP:TRANSPARENT",
            "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Gym is charged in 7 days",
            "TRIGGER:-P7D", "END:VALARM",
            "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Gym is charged today",
            "TRIGGER:PT0S", "END:VALARM",
            "END:VEVENT",
            "BEGIN:VEVENT", "UID:0a1b-trial@subhub", "DTSTAMP:20261129T101530Z",
            "DTSTART;VALUE=DATE:20261231", "DTEND;VALUE=DATE:20270101",
            "SUMMARY:The free trial of Gym ends",
            // "DESCRIPTION:" (12 octets) + 31 "ñ" (62) = 74; the 32nd goes on.
            "DESCRIPTION:" + String(repeating: "ñ", count: 31),
            " " + String(repeating: "ñ", count: 9),
            "TRANSP:TRANSPARENT", "END:VEVENT",
            "END:VCALENDAR",
        ].map { $0 + "\r\n" }.joined()
        let document = CalendarWriter.document([charge, trial], stamp: Self.stamp)
        #expect(Array(document.utf8) == Array(expected.utf8))
    }

    @Test func anEmptyCalendarIsStillACalendar() {
        #expect(
            CalendarWriter.document([], stamp: Self.stamp)
                == "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//SubHub//SubHub//EN\r\n"
                + "CALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\nX-WR-CALNAME:SubHub\r\nEND:VCALENDAR\r\n"
        )
    }

    @Test func aURLWithSpacesOrNonASCIIStaysOutOfTheURLProperty() {
        let event = CalendarEvent(
            uid: "x", day: Sample.date("2027-01-01"), summary: "s", details: "d",
            url: "https://example.com/ñ")
        #expect(!CalendarWriter.document([event], stamp: Self.stamp).contains("URL"))
    }

    @Test func stampsAreUTCWholeSecondsEvenBefore1970() {
        #expect(CalendarWriter.timestamp(Date(timeIntervalSince1970: 0)) == "19700101T000000Z")
        #expect(CalendarWriter.timestamp(Date(timeIntervalSince1970: -1)) == "19691231T235959Z")
        #expect(CalendarWriter.timestamp(Self.stamp) == "20261129T101530Z")
    }
}
