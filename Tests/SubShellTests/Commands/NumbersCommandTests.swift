import Foundation
import SubDomain
import SubLocalization
import SubStore
import TestSupport
import Testing

@testable import SubShell

/// The money rules through the command layer: exact examples, as printed.
@Suite struct NumbersCommandTests {
    /// A session on a fresh profile, in `language`, on `today`.
    static func session(language: String = "es_ES.UTF-8", today: String = "2026-11-29") throws
        -> Session
    {
        let root = ScratchFolder.path("numbers")
        let environment = ["LANG": language, "SUBHUB_DATA_DIR": root]
        return Session(
            environment: environment, options: try GlobalOptions.parse([]),
            localizer: Localizer.fromEnvironment(environment), today: CivilDate(iso: today)!,
            location: try StoreLocation(dataRoot: root, profile: "default"), colors: .none)
    }

    /// Parses and runs `line` in one-shot mode: its exit status, standard output and error.
    @discardableResult
    static func run(_ session: Session, _ line: String) throws -> (Int32, String, String) {
        let parser = CommandParser(
            reader: ValueReader(localizer: session.localizer, today: session.today))
        guard case .success(let command?) = parser.parse(line: line) else {
            Issue.record("could not parse \(line)")
            return (-1, "", "")
        }
        let output = CapturedOutput()
        let status = CommandDriver(session: session, output: output, prompter: nil).run(command)
        return (status, output.standard, output.error)
    }

    @Test func aYearWithoutAPlanIsItsRealCharges() throws {
        let session = try Self.session()
        try Self.run(session, "añadir Anual 49,90 EUR anual")
        try Self.run(session, "añadir Semanal 2,50 EUR semanal")
        func saving(_ minor: Int64) throws -> String {
            let amount = Money(minorUnits: minor, currency: try CurrencyCode("EUR"))
            return "ahorrarías \(session.localizer.money(amount)) al año"
        }
        let annual = try Self.run(session, "total --without Anual").1
        #expect(annual.contains(try saving(4990)), "\(annual)")
        let weekly = try Self.run(session, "total --without Semanal").1
        #expect(weekly.contains(try saving(13000)), "\(weekly)")
    }

    @Test func aSharedMemberOfACappedGroupKeepsYourPart() throws {
        let session = try Self.session(language: "en_US.UTF-8")
        try Self.run(session, "add A 30 EUR --shared 3")
        try Self.run(session, "group new G --cap 20 A")
        let below = try Self.run(session, "total").1
        #expect(below.contains("your share €10.00"), "\(below)")
        try Self.run(session, "edit G amount 40")
        let above = try Self.run(session, "total").1
        #expect(above.contains("your share €13.33"), "\(above)")
    }

    /// A group shared by 4 itself: `total` and `show` give the same part, its cost over 4.
    @Test func aGroupSharedItselfShowsThePartTheTotalCounts() throws {
        let session = try Self.session(language: "en_US.UTF-8")
        try Self.run(session, "add A 30 EUR")
        try Self.run(session, "group new G --cap 40 A")
        try Self.run(session, "edit G shared 4")
        let total = try Self.run(session, "total").1
        #expect(total.contains("your share €10.00"), "\(total)")
        try Self.run(session, "edit A amount 50")
        let over = try Self.run(session, "total").1
        #expect(over.contains("€50.00 a month") && over.contains("your share €12.50"), "\(over)")
        let show = try Self.run(session, "show G").1
        #expect(show.contains("€12.50"), "\(show)")
    }

    @Test func anAutomaticGroupKeepsItsMembersSharing() throws {
        let session = try Self.session(language: "en_US.UTF-8")
        try Self.run(session, "add A 10 EUR --shared 2")
        try Self.run(session, "add B 6 EUR")
        try Self.run(session, "group new G --auto A B")
        let total = try Self.run(session, "total").1
        #expect(total.contains("your share €11.00"), "\(total)")
    }

    @Test func anAutomaticGroupOfTinyWeeklyPlansAddsTheirLines() throws {
        let session = try Self.session(language: "en_US.UTF-8")
        try Self.run(session, "add A 0.01 EUR weekly")
        try Self.run(session, "add B 0.01 EUR weekly")
        try Self.run(session, "group new G --auto A B")
        #expect(try session.readLedger().monthlyTotals.first?.monthlyMinor == 8)
        let without = try Self.run(session, "total --without G").1
        #expect(without.contains("€0.08 → €0.00"), "\(without)")
    }

    /// A plan added on Jan 29 is charged Feb 28, then on the 29th again: a group made of it
    /// keeps the 29th, in `upcoming` and in the `.ics` as in the plan.
    @Test func aGroupKeepsItsFirstMembersAnchorDay() throws {
        let session = try Self.session(language: "en_US.UTF-8", today: "2027-01-29")
        try Self.run(session, "add A 10 EUR")
        try Self.run(session, "group new G --cap 5 A")
        try Self.run(session, "group remove A")
        try Self.run(session, "archive A")
        let ledger = try session.readLedger()
        let group = try #require(ledger.expenses.first { $0.name == "G" })
        #expect(group.anchorDay == 29)
        let charges = BillingCalendar.upcoming(
            in: ledger, from: session.today, days: 60
        ).filter { $0.name == "G" }.map(\.date.iso)
        #expect(charges == ["2027-02-28", "2027-03-29"])
        // The calendar file repeats it on the 29th, or the last day of a shorter month.
        let (ics, events) = CalendarExport(
            ledger: ledger, today: session.today, words: session.localizer,
            reminderOffsets: { _ in [] }, manageLink: { _ in nil }
        ).document(stamp: Date(timeIntervalSince1970: 1_795_947_330))
        #expect(events == 1)
        #expect(ics.contains("BYMONTHDAY=28,29;BYSETPOS=-1"), "\(ics)")
    }

    @Test func addIntoAnArchivedGroupIsRefusedLikeGroupAdd() throws {
        let session = try Self.session(language: "en_US.UTF-8")
        try Self.run(session, "add A 10 EUR")
        try Self.run(session, "add C 3 EUR")
        try Self.run(session, "group new G --cap 20 A")
        try Self.run(session, "archive G")
        let groupAdd = try Self.run(session, "group add G C")
        let add = try Self.run(session, "add B 5 EUR --group G")
        #expect(add.0 != 0 && groupAdd.0 != 0)
        #expect(add.2 == groupAdd.2 && !add.2.isEmpty, "\(add.2) / \(groupAdd.2)")
        #expect(try session.readLedger().expenses.contains { $0.name == "B" } == false)
    }

    @Test func anAutomaticGroupPastTheAmountLimitIsWorded() throws {
        for language in ["en_US.UTF-8", "es_ES.UTF-8", "zh_CN.UTF-8"] {
            let session = try Self.session(language: language)
            let words = session.localizer.text(
                DomainError.groupAmountOverLimit(
                    group: "G",
                    limit: Money(
                        minorUnits: Money.maximumMinorUnits, currency: try CurrencyCode("EUR"))
                ).localizedMessage)
            try Self.run(session, "add A 6000000000 EUR")
            try Self.run(session, "add B 6000000000 EUR")
            let (status, _, error) = try Self.run(session, "group new G --auto A B")
            #expect(status != 0)
            #expect(error.contains(words), "\(error)")
            let refusedByTheDatabase = [
                "refused the change", "rechazó el cambio", "拒绝",
            ].contains { error.contains($0) }
            #expect(!refusedByTheDatabase, "\(error)")
        }
    }
}
