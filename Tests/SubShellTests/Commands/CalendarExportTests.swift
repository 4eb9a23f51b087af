import Foundation
import SubDomain
import SubFormats
import SubLocalization
import TestSupport
import Testing

@testable import SubShell

/// Which plans become events, with which alarms and words (the parser-level checks are in
/// EndToEndTests/CalendarExportTests).
@Suite struct CalendarExportTests {
    static let today = TestSupport.Sample.date("2026-11-29")
    static let spanish = Localizer.fromEnvironment(["LANG": "es_ES.UTF-8"])
    static let stamp = Date(timeIntervalSince1970: 1_795_947_330)

    static func export(
        _ ledger: ExpenseLedger, words: Localizer = spanish,
        offsets: @escaping (RecurringExpense) -> [Int] = { _ in [7, 3, 1] }
    ) -> CalendarExport {
        CalendarExport(
            ledger: ledger, today: today, words: words, reminderOffsets: offsets,
            manageLink: { $0.manageURL })
    }

    @Test func eachPlanGetsItsOwnOffsetsThroughOneClosure() throws {
        var ledger = ExpenseLedger()
        let gym = try ledger.add(TestSupport.Sample.expense("Gym", 4000), asOf: Self.today).value
        let pool = try ledger.add(TestSupport.Sample.expense("Pool", 500), asOf: Self.today).value
        let export = Self.export(ledger) { $0.id == gym.id ? [1, 14, 1] : [] }
        // A monthly plan rings for its next charge only: that occurrence, written apart.
        #expect(export.events(for: gym).first?.alarms == [])
        #expect(export.events(for: gym).last?.replacesOccurrence == gym.nextCharge)
        #expect(export.events(for: gym).last?.alarms.map(\.daysBefore) == [14, 1])
        #expect(
            export.events(for: gym).last?.alarms.map(\.text) == [
                "Gym se cobra en 14 días: 40,00\u{A0}€", "Gym se cobra mañana: 40,00\u{A0}€",
            ])
        // Without offsets there is nothing to write apart.
        #expect(export.events(for: pool).map(\.alarms) == [[]])
        // An offset of 0 is the day itself.
        let sameDay = Self.export(ledger) { _ in [0] }.events(for: pool).last?.alarms
        #expect(sameDay == [CalendarAlarm(daysBefore: 0, text: "Pool se cobra hoy: 5,00\u{A0}€")])
    }

    @Test func archivedPlansAndGroupsWithMembersAreNotCharged() throws {
        var ledger = ExpenseLedger()
        let group = try ledger.add(
            TestSupport.Sample.expense("Casa", 2000, group: .manual), asOf: Self.today
        ).value
        _ = try ledger.add(
            TestSupport.Sample.expense("Cine", 1200, parent: group.id), asOf: Self.today)
        var old = TestSupport.Sample.expense("Viejo", 300)
        old.status = .archived
        old.archivedOn = TestSupport.Sample.date("2026-10-01")
        _ = try ledger.add(old, asOf: Self.today)
        let (text, subscriptions) = Self.export(ledger).document(stamp: Self.stamp)
        #expect(subscriptions == 1)
        #expect(text.contains("SUMMARY:Cine: 12\\,00\u{A0}€\r\n"))
        #expect(!text.contains("Casa") && !text.contains("Viejo"))
    }

    @Test func aTrialThatEndedIsNoEventAndOneToComeIs() throws {
        var ledger = ExpenseLedger()
        let ended = try ledger.add(
            TestSupport.Sample.expense("Antes", 100, trialEnds: "2026-11-28"), asOf: Self.today
        ).value
        let coming = try ledger.add(
            TestSupport.Sample.expense("Luego", 100, next: "2026-12-11", trialEnds: "2026-12-10"),
            asOf: Self.today
        ).value
        let export = Self.export(ledger)
        #expect(
            Set(export.events(for: ended).map(\.uid))
                == [CalendarExport.uid(of: ended, kind: "charge")])
        // The repeating charge, its next occurrence with the alarms, the trial's end.
        let allEvents = export.events(for: coming)
        #expect(
            allEvents.map(\.uid) == [
                coming.id.uuidString.lowercased() + "-charge@subhub",
                coming.id.uuidString.lowercased() + "-charge@subhub",
                coming.id.uuidString.lowercased() + "-trial@subhub",
            ])
        let events = allEvents.filter { $0.replacesOccurrence == nil }
        #expect(events[1].day == TestSupport.Sample.date("2026-12-10"))
        #expect(events[1].recurrence == nil)
        #expect(events[1].summary == "Termina la prueba gratuita de Luego")
        #expect(
            events[1].details
                == "Después llega el primer cargo, 1,00\u{A0}€, el 11 dic 2026: cancela antes si no quieres seguir."
        )
        #expect(
            events[1].alarms.map(\.text) == [
                "La prueba gratuita de Luego termina en 7 días",
                "La prueba gratuita de Luego termina en 3 días",
                "La prueba gratuita de Luego termina mañana",
            ])
    }

    @Test func theDescriptionNamesAmountPeriodEstimateShareLinkAndNotes() throws {
        var ledger = ExpenseLedger()
        var plan = TestSupport.Sample.expense("Teatro", 2600, period: .weekly, sharedWith: 3)
        plan.manageURL = "https://example.com/baja"
        plan.notes = "fila 7"
        plan = try ledger.add(plan, asOf: Self.today).value
        let event = try #require(Self.export(ledger).events(for: plan).first)
        #expect(
            event.details == """
                Cargo: 26,00\u{A0}€, semanal
                Unos 112,67\u{A0}€ al mes
                Tu parte: 8,67\u{A0}€ (entre 3 personas)
                Gestionar o cancelar: https://example.com/baja
                Notas: fila 7
                """)
        #expect(event.url == "https://example.com/baja")
        #expect(event.recurrence?.value == "FREQ=WEEKLY")
        #expect(event.summary == "Teatro: 26,00\u{A0}€")
    }

    /// The rule for every period: plans charged a month apart or more often ring only for
    /// their next charge (an occurrence written apart, the same UID); rarer plans ring on
    /// every charge, from the repeating event itself.
    @Test func onlyTheNextChargeOfAShortPeriodRings() throws {
        let periods: [Period] = [
            .weekly, try Period(every: 2, .week), .monthly, .quarterly, .semiannual, .annual,
            try Period(every: 5, .day),
        ]
        for period in periods {
            var ledger = ExpenseLedger()
            let plan = try ledger.add(
                TestSupport.Sample.expense("P", 1000, period: period), asOf: Self.today
            ).value
            let events = Self.export(ledger).events(for: plan)
            let ringing = events.filter { !$0.alarms.isEmpty }
            #expect(ringing.count == 1, "\(period)")
            #expect(Set(events.map(\.uid)).count == 1, "\(period)")
            if period.approximateDays <= 31 {
                #expect(events.count == 2, "\(period)")
                #expect(events[0].alarms.isEmpty && events[0].recurrence != nil)
                #expect(ringing.first?.recurrence == nil)
                #expect(ringing.first?.replacesOccurrence == plan.nextCharge)
                #expect(ringing.first?.day == plan.nextCharge)
            } else {
                #expect(events.count == 1, "\(period)")
                #expect(ringing.first?.recurrence != nil)
            }
        }
    }

    @Test func aNoticePeriodGivesALastDayToCancelWithItsAlarms() throws {
        var ledger = ExpenseLedger()
        var gym = TestSupport.Sample.expense("Gym", 4000, next: "2026-12-10")
        gym.noticePeriod = try NoticePeriod(1, .month)
        gym.manageURL = "https://example.com/baja"
        gym = try ledger.add(gym, asOf: Self.today).value
        let events = Self.export(ledger).events(for: gym)
        // Dec 10 is too close for a month's notice: the charge it can still avoid is Jan 10.
        let cancel = try #require(events.first { $0.uid.hasSuffix("-cancel@subhub") })
        #expect(cancel.day == TestSupport.Sample.date("2026-12-10"))
        #expect(cancel.recurrence == nil)
        #expect(cancel.summary == "Último día para cancelar Gym")
        #expect(
            cancel.details == """
                Cancela hoy como tarde (preaviso de 1 mes) para evitar el cargo de 40,00\u{A0}€ \
                del 10 ene 2027.
                Gestionar o cancelar: https://example.com/baja
                """)
        #expect(
            cancel.alarms.map(\.text) == [
                "El último día para cancelar Gym es dentro de 7 días",
                "El último día para cancelar Gym es dentro de 3 días",
                "Mañana es el último día para cancelar Gym",
            ])
        // Without a notice period, no such event.
        var free = ExpenseLedger()
        let plain = try free.add(TestSupport.Sample.expense("Libre", 100), asOf: Self.today).value
        #expect(
            !Self.export(free).events(for: plain).contains { $0.uid.hasSuffix("-cancel@subhub") })
    }

    @Test func onATerminalTheCalendarShowsPlainLinesAndNoControlCharacters() throws {
        let document = "BEGIN:VCALENDAR\r\nSUMMARY:a\u{1B}[31m\r\nEND:VCALENDAR\r\n"
        let outcome = CommandOutcome(.exportDocument(document))
        let terminal = CapturedOutput()
        try Presenter(
            localizer: Self.spanish, today: Self.today, colors: .none, json: false, width: 80
        ).present(outcome, to: terminal)
        #expect(terminal.standard == "BEGIN:VCALENDAR\nSUMMARY:a\u{FFFD}[31m\nEND:VCALENDAR\n")
        // To a file or a pipe the bytes are the calendar's own.
        let pipe = CapturedOutput()
        try Presenter(localizer: Self.spanish, today: Self.today, colors: .none, json: false)
            .present(outcome, to: pipe)
        #expect(pipe.standard == document)
    }
}
