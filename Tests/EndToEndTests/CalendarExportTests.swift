import Foundation
import Testing

/// `export ics`: the calendar written by the real binary, read back by a real iCalendar
/// parser (Python's `icalendar`, occurrences expanded by `dateutil` and checked against
/// `recurring_ical_events`; `make test` installs them from Debian).
@Suite("Calendar export")
struct CalendarExportTests {
    static func id(_ number: Int) -> String {
        String(format: "00000000-0000-4000-8000-%012x", number)
    }

    /// One row of a SubHub JSON export, with the given fields.
    static func row(_ number: Int, _ fields: [String: Any]) -> [String: Any] {
        fields.merging(["id": id(number)]) { own, _ in own }
    }

    /// Every kind of plan a calendar must show right (and the ones it must not show).
    static var rows: [[String: Any]] {
        [
            row(
                1,
                [
                    "name": "Gym", "amount_minor": 4000, "currency": "EUR", "period": "monthly",
                    "next_charge": "2027-01-31",
                ]),
            row(
                2,
                [
                    "name": "Cleaner", "amount_minor": 2500, "currency": "EUR", "period": "weekly",
                    "next_charge": "2026-12-03",
                ]),
            row(
                3,
                [
                    "name": "Padel", "amount_minor": 1200, "currency": "EUR",
                    "period": "every-2-weeks", "next_charge": "2026-12-05",
                ]),
            row(
                4,
                [
                    "name": "Insurance", "amount_minor": 9000, "currency": "EUR",
                    "period": "quarterly", "next_charge": "2026-12-31",
                ]),
            row(
                5,
                [
                    "name": "Domain", "amount_minor": 1500, "currency": "EUR", "period": "annual",
                    "next_charge": "2028-02-29",
                ]),
            row(
                6,
                [
                    "name": "Cloud", "amount_minor": 250, "currency": "USD", "period": "monthly",
                    "next_charge": "2026-12-11", "trial_ends": "2026-12-10",
                ]),
            row(
                7,
                [
                    "name": "Old", "amount_minor": 300, "currency": "EUR", "period": "monthly",
                    "next_charge": "2026-12-01", "status": "archived", "archived_on": "2026-10-01",
                ]),
            // A capped group with members: the members are charged, not the cap.
            row(
                8,
                [
                    "name": "Fun", "amount_minor": 2000, "currency": "EUR", "period": "monthly",
                    "next_charge": "2026-12-15", "group_mode": "manual",
                ]),
            row(
                9,
                [
                    "name": "Cinema", "amount_minor": 1200, "currency": "EUR", "period": "monthly",
                    "next_charge": "2026-12-15", "parent_id": id(8),
                ]),
            row(
                10,
                [
                    "name": "Theatre", "amount_minor": 900, "currency": "EUR", "period": "monthly",
                    "next_charge": "2026-12-16", "parent_id": id(8), "shared_with": 2,
                ]),
            // A capped group with nobody in it is charged itself.
            row(
                11,
                [
                    "name": "Budget", "amount_minor": 3000, "currency": "EUR", "period": "monthly",
                    "next_charge": "2026-12-20", "group_mode": "manual",
                ]),
            // Text that must be escaped and come back exactly.
            row(
                12,
                [
                    "name": #"Club "A", B; C\D"#, "amount_minor": 1000, "currency": "EUR",
                    "period": "monthly", "next_charge": "2026-12-20",
                    "notes": "line one\nline two, with comma; and \\ backslash\r\nEND:VEVENT",
                    "manage_url": "https://example.com/club?a=1&b=2",
                ]),
            // A plan on the 31st whose next charge is a shortened one.
            row(
                13,
                [
                    "name": "Phone", "amount_minor": 2000, "currency": "EUR", "period": "monthly",
                    "next_charge": "2027-02-28", "anchor_day": 31,
                ]),
            // On the 30th: the last day of February, then the 30th again (not the 31st).
            row(
                14,
                [
                    "name": "Rent", "amount_minor": 70000, "currency": "EUR", "period": "monthly",
                    "next_charge": "2027-01-30",
                ]),
        ]
    }

    /// A profile holding `rows`, imported with their ids, so the UIDs are known.
    static func profile(_ language: Language) throws -> Sandbox {
        let box = try Sandbox(language)
        let document: [String: Any] = ["format": "subhub", "version": 1, "expenses": rows]
        let file = box.file("plans.json")
        try JSONSerialization.data(withJSONObject: document).write(to: file)
        let imported = try box.run("import", file.path)
        #expect(imported.status == 0, "\(imported.stderr)")
        return box
    }

    /// What the parser reads in `file`.
    static func parsed(_ file: URL, in box: Sandbox) throws -> String {
        let script = SubHubProcess.packageRoot.appendingPathComponent(
            "Tests/Scripts/ics_occurrences.py")
        let result = try SubHubProcess.run(
            arguments: [script.path, file.path],
            environment: ["PATH": "/usr/bin:/bin", "HOME": box.root.path, "LC_ALL": "C.UTF-8"],
            executable: URL(fileURLWithPath: "/usr/bin/python3"))
        #expect(result.status == 0, "the parser refused the calendar: \(result.stderr)")
        return result.stdout
    }

    @Test func aRealParserReadsTheDatesAlarmsAndTextsBack() throws {
        let box = try Self.profile(.en)
        let file = box.file("charges.ics")
        let export = try box.run("export", "ics", file.path)
        #expect(export.status == 0, "\(export.stderr)")
        #expect(export.stdout == "Exported 12 items to \(file.path).\n")
        // Archived "Old" and the group "Fun" (its members are charged) are not there; the
        // group "Budget", with no member, is, first, as groups come first in the profile.
        // Text comes back exactly as typed (JSON-quoted here): quotes, commas, semicolons,
        // backslashes, and line breaks that never start a property of their own.
        #expect(
            try Self.parsed(file, in: box) == #"""
                CALENDAR 2.0 -//SubHub//SubHub//EN GREGORIAN
                EVENT 00000000-0000-4000-8000-00000000000b-charge@subhub
                  SUMMARY "Budget: €30.00"
                  DESCRIPTION "Charge: €30.00, monthly\nAbout €30.00 a month"
                  DATES 2026-12-20 2027-01-20 2027-02-20
                EVENT 00000000-0000-4000-8000-00000000000b-charge@subhub
                  REPLACES 2026-12-20
                  SUMMARY "Budget: €30.00"
                  DESCRIPTION "Charge: €30.00, monthly\nAbout €30.00 a month"
                  DATES 2026-12-20
                  ALARM -7 DISPLAY "Budget is charged in 7 days: €30.00"
                  ALARM -3 DISPLAY "Budget is charged in 3 days: €30.00"
                  ALARM -1 DISPLAY "Budget is charged tomorrow: €30.00"
                EVENT 00000000-0000-4000-8000-000000000001-charge@subhub
                  SUMMARY "Gym: €40.00"
                  DESCRIPTION "Charge: €40.00, monthly\nAbout €40.00 a month"
                  DATES 2027-01-31 2027-02-28 2027-03-31
                EVENT 00000000-0000-4000-8000-000000000001-charge@subhub
                  REPLACES 2027-01-31
                  SUMMARY "Gym: €40.00"
                  DESCRIPTION "Charge: €40.00, monthly\nAbout €40.00 a month"
                  DATES 2027-01-31
                  ALARM -7 DISPLAY "Gym is charged in 7 days: €40.00"
                  ALARM -3 DISPLAY "Gym is charged in 3 days: €40.00"
                  ALARM -1 DISPLAY "Gym is charged tomorrow: €40.00"
                EVENT 00000000-0000-4000-8000-000000000002-charge@subhub
                  SUMMARY "Cleaner: €25.00"
                  DESCRIPTION "Charge: €25.00, weekly\nAbout €108.33 a month"
                  DATES 2026-12-03 2026-12-10 2026-12-17
                EVENT 00000000-0000-4000-8000-000000000002-charge@subhub
                  REPLACES 2026-12-03
                  SUMMARY "Cleaner: €25.00"
                  DESCRIPTION "Charge: €25.00, weekly\nAbout €108.33 a month"
                  DATES 2026-12-03
                  ALARM -7 DISPLAY "Cleaner is charged in 7 days: €25.00"
                  ALARM -3 DISPLAY "Cleaner is charged in 3 days: €25.00"
                  ALARM -1 DISPLAY "Cleaner is charged tomorrow: €25.00"
                EVENT 00000000-0000-4000-8000-000000000003-charge@subhub
                  SUMMARY "Padel: €12.00"
                  DESCRIPTION "Charge: €12.00, fortnightly\nAbout €26.00 a month"
                  DATES 2026-12-05 2026-12-19 2027-01-02
                EVENT 00000000-0000-4000-8000-000000000003-charge@subhub
                  REPLACES 2026-12-05
                  SUMMARY "Padel: €12.00"
                  DESCRIPTION "Charge: €12.00, fortnightly\nAbout €26.00 a month"
                  DATES 2026-12-05
                  ALARM -7 DISPLAY "Padel is charged in 7 days: €12.00"
                  ALARM -3 DISPLAY "Padel is charged in 3 days: €12.00"
                  ALARM -1 DISPLAY "Padel is charged tomorrow: €12.00"
                EVENT 00000000-0000-4000-8000-000000000004-charge@subhub
                  SUMMARY "Insurance: €90.00"
                  DESCRIPTION "Charge: €90.00, quarterly\nAbout €30.00 a month"
                  DATES 2026-12-31 2027-03-31 2027-06-30
                  ALARM -7 DISPLAY "Insurance is charged in 7 days: €90.00"
                  ALARM -3 DISPLAY "Insurance is charged in 3 days: €90.00"
                  ALARM -1 DISPLAY "Insurance is charged tomorrow: €90.00"
                EVENT 00000000-0000-4000-8000-000000000005-charge@subhub
                  SUMMARY "Domain: €15.00"
                  DESCRIPTION "Charge: €15.00, annual\nAbout €1.25 a month"
                  DATES 2028-02-29 2029-02-28 2030-02-28
                  ALARM -7 DISPLAY "Domain is charged in 7 days: €15.00"
                  ALARM -3 DISPLAY "Domain is charged in 3 days: €15.00"
                  ALARM -1 DISPLAY "Domain is charged tomorrow: €15.00"
                EVENT 00000000-0000-4000-8000-000000000006-charge@subhub
                  SUMMARY "Cloud: $2.50"
                  DESCRIPTION "Charge: $2.50, monthly\nAbout $2.50 a month"
                  DATES 2026-12-11 2027-01-11 2027-02-11
                EVENT 00000000-0000-4000-8000-000000000006-charge@subhub
                  REPLACES 2026-12-11
                  SUMMARY "Cloud: $2.50"
                  DESCRIPTION "Charge: $2.50, monthly\nAbout $2.50 a month"
                  DATES 2026-12-11
                  ALARM -7 DISPLAY "Cloud is charged in 7 days: $2.50"
                  ALARM -3 DISPLAY "Cloud is charged in 3 days: $2.50"
                  ALARM -1 DISPLAY "Cloud is charged tomorrow: $2.50"
                EVENT 00000000-0000-4000-8000-000000000006-trial@subhub
                  SUMMARY "The free trial of Cloud ends"
                  DESCRIPTION "Then the first charge, $2.50, comes on Dec 11, 2026: cancel before then if you don't want to keep it."
                  DATES 2026-12-10
                  ALARM -7 DISPLAY "The free trial of Cloud ends in 7 days"
                  ALARM -3 DISPLAY "The free trial of Cloud ends in 3 days"
                  ALARM -1 DISPLAY "The free trial of Cloud ends tomorrow"
                EVENT 00000000-0000-4000-8000-000000000009-charge@subhub
                  SUMMARY "Cinema: €12.00"
                  DESCRIPTION "Charge: €12.00, monthly\nAbout €12.00 a month"
                  DATES 2026-12-15 2027-01-15 2027-02-15
                EVENT 00000000-0000-4000-8000-000000000009-charge@subhub
                  REPLACES 2026-12-15
                  SUMMARY "Cinema: €12.00"
                  DESCRIPTION "Charge: €12.00, monthly\nAbout €12.00 a month"
                  DATES 2026-12-15
                  ALARM -7 DISPLAY "Cinema is charged in 7 days: €12.00"
                  ALARM -3 DISPLAY "Cinema is charged in 3 days: €12.00"
                  ALARM -1 DISPLAY "Cinema is charged tomorrow: €12.00"
                EVENT 00000000-0000-4000-8000-00000000000a-charge@subhub
                  SUMMARY "Theatre: €9.00"
                  DESCRIPTION "Charge: €9.00, monthly\nAbout €9.00 a month\nYour share: €4.50 (shared by 2)"
                  DATES 2026-12-16 2027-01-16 2027-02-16
                EVENT 00000000-0000-4000-8000-00000000000a-charge@subhub
                  REPLACES 2026-12-16
                  SUMMARY "Theatre: €9.00"
                  DESCRIPTION "Charge: €9.00, monthly\nAbout €9.00 a month\nYour share: €4.50 (shared by 2)"
                  DATES 2026-12-16
                  ALARM -7 DISPLAY "Theatre is charged in 7 days: €9.00"
                  ALARM -3 DISPLAY "Theatre is charged in 3 days: €9.00"
                  ALARM -1 DISPLAY "Theatre is charged tomorrow: €9.00"
                EVENT 00000000-0000-4000-8000-00000000000c-charge@subhub
                  SUMMARY "Club \"A\", B; C\\D: €10.00"
                  DESCRIPTION "Charge: €10.00, monthly\nAbout €10.00 a month\nManage or cancel: https://example.com/club?a=1&b=2\nNotes: line one\nline two, with comma; and \\ backslash\nEND:VEVENT"
                  URL https://example.com/club?a=1&b=2
                  DATES 2026-12-20 2027-01-20 2027-02-20
                EVENT 00000000-0000-4000-8000-00000000000c-charge@subhub
                  REPLACES 2026-12-20
                  SUMMARY "Club \"A\", B; C\\D: €10.00"
                  DESCRIPTION "Charge: €10.00, monthly\nAbout €10.00 a month\nManage or cancel: https://example.com/club?a=1&b=2\nNotes: line one\nline two, with comma; and \\ backslash\nEND:VEVENT"
                  URL https://example.com/club?a=1&b=2
                  DATES 2026-12-20
                  ALARM -7 DISPLAY "Club \"A\", B; C\\D is charged in 7 days: €10.00"
                  ALARM -3 DISPLAY "Club \"A\", B; C\\D is charged in 3 days: €10.00"
                  ALARM -1 DISPLAY "Club \"A\", B; C\\D is charged tomorrow: €10.00"
                EVENT 00000000-0000-4000-8000-00000000000d-charge@subhub
                  SUMMARY "Phone: €20.00"
                  DESCRIPTION "Charge: €20.00, monthly\nAbout €20.00 a month"
                  DATES 2027-02-28 2027-03-31 2027-04-30
                EVENT 00000000-0000-4000-8000-00000000000d-charge@subhub
                  REPLACES 2027-02-28
                  SUMMARY "Phone: €20.00"
                  DESCRIPTION "Charge: €20.00, monthly\nAbout €20.00 a month"
                  DATES 2027-02-28
                  ALARM -7 DISPLAY "Phone is charged in 7 days: €20.00"
                  ALARM -3 DISPLAY "Phone is charged in 3 days: €20.00"
                  ALARM -1 DISPLAY "Phone is charged tomorrow: €20.00"
                EVENT 00000000-0000-4000-8000-00000000000e-charge@subhub
                  SUMMARY "Rent: €700.00"
                  DESCRIPTION "Charge: €700.00, monthly\nAbout €700.00 a month"
                  DATES 2027-01-30 2027-02-28 2027-03-30
                EVENT 00000000-0000-4000-8000-00000000000e-charge@subhub
                  REPLACES 2027-01-30
                  SUMMARY "Rent: €700.00"
                  DESCRIPTION "Charge: €700.00, monthly\nAbout €700.00 a month"
                  DATES 2027-01-30
                  ALARM -7 DISPLAY "Rent is charged in 7 days: €700.00"
                  ALARM -3 DISPLAY "Rent is charged in 3 days: €700.00"
                  ALARM -1 DISPLAY "Rent is charged tomorrow: €700.00"

                """#)
    }

    /// The calendar without its DTSTAMP lines (the moment of writing).
    static func withoutStamps(_ text: String) -> String {
        text.components(separatedBy: "\r\n").filter { !$0.hasPrefix("DTSTAMP:") }
            .joined(separator: "\r\n")
    }

    @Test func exportingAgainGivesTheSameUIDsAndRefusesToOverwriteUnlessForced() throws {
        let box = try Self.profile(.es)
        let file = box.file("cargos.ics")
        #expect(try box.run("export", "ics", file.path).status == 0)
        let first = String(decoding: try box.bytes(file.path), as: UTF8.self)
        let refused = try box.run("exportar", "ics", file.path)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("--force"), "\(refused.stderr)")
        #expect(String(decoding: try box.bytes(file.path), as: UTF8.self) == first)
        let forced = try box.run("export", "ics", file.path, "--force")
        #expect(forced.stdout == "Exportados 12 elementos a \(file.path).\n")
        let second = String(decoding: try box.bytes(file.path), as: UTF8.self)
        #expect(Self.withoutStamps(first) == Self.withoutStamps(second))
        let uids = first.components(separatedBy: "\r\n").filter { $0.hasPrefix("UID:") }
        // 13 events; the 10 plans charged monthly or more often also have their next charge
        // written apart (the same UID), with its alarms.
        #expect(uids.count == 23)
        #expect(uids.first == "UID:00000000-0000-4000-8000-00000000000b-charge@subhub")
        #expect(Set(uids).count == 13)
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions]
        #expect(mode as? Int == 0o600)
        // Without a file, the same calendar on standard output, byte for byte.
        let printed = try box.run("export", "ics")
        #expect(printed.status == 0)
        #expect(Self.withoutStamps(printed.stdout) == Self.withoutStamps(first))
        #expect(first.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"))
    }

    @Test func spanishWordsWithTheLocaleAmountsAndDates() throws {
        let box = try Self.profile(.es)
        let file = box.file("cargos.ics")
        #expect(try box.run("export", "ics", file.path).status == 0)
        let output = try Self.parsed(file, in: box)
        #expect(
            output.contains(
                """
                EVENT 00000000-0000-4000-8000-000000000002-charge@subhub
                  SUMMARY "Cleaner: 25,00\(nbsp)€"
                  DESCRIPTION "Cargo: 25,00\(nbsp)€, semanal\\nUnos 108,33\(nbsp)€ al mes"
                  DATES 2026-12-03 2026-12-10 2026-12-17
                EVENT 00000000-0000-4000-8000-000000000002-charge@subhub
                  REPLACES 2026-12-03
                  SUMMARY "Cleaner: 25,00\(nbsp)€"
                  DESCRIPTION "Cargo: 25,00\(nbsp)€, semanal\\nUnos 108,33\(nbsp)€ al mes"
                  DATES 2026-12-03
                  ALARM -7 DISPLAY "Cleaner se cobra en 7 días: 25,00\(nbsp)€"
                  ALARM -3 DISPLAY "Cleaner se cobra en 3 días: 25,00\(nbsp)€"
                  ALARM -1 DISPLAY "Cleaner se cobra mañana: 25,00\(nbsp)€"

                """), "\(output)")
        #expect(
            output.contains(
                """
                EVENT 00000000-0000-4000-8000-000000000006-trial@subhub
                  SUMMARY "Termina la prueba gratuita de Cloud"
                  DESCRIPTION "Después llega el primer cargo, 2,50\(nbsp)US$, el 11 dic 2026: cancela antes si no quieres seguir."
                  DATES 2026-12-10
                  ALARM -7 DISPLAY "La prueba gratuita de Cloud termina en 7 días"
                  ALARM -3 DISPLAY "La prueba gratuita de Cloud termina en 3 días"
                  ALARM -1 DISPLAY "La prueba gratuita de Cloud termina mañana"

                """), "\(output)")
        #expect(output.contains("Tu parte: 4,50\(nbsp)€ (entre 2 personas)"), "\(output)")
    }

    @Test(arguments: Language.allCases)
    func anUnknownFormatNamesTheThreeThereAre(language: Language) throws {
        let box = try Sandbox(language)
        let result = try box.run("export", "pdf")
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                language.pick(
                    "«pdf» no es un formato: usa json, csv o ics.",
                    "\"pdf\" is not a format: use json, csv or ics.")), "\(result.stderr)")
    }
}
