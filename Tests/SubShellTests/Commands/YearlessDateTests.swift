import Foundation
import SubDomain
import SubStore
import TestSupport
import Testing

@testable import SubShell

/// A day typed without its year is never more than one period ahead without a word: `1/12`
/// typed on 7 Dec for a monthly plan is its charge day, so the next charge is 1 Jan, and it
/// is said; a day typed with its year stays as typed, with a note when it is further off.
@Suite struct YearlessDateTests {
    static let periods: [(typed: String, period: Period)] = [
        ("weekly", .weekly), ("monthly", .monthly), ("quarterly", .quarterly),
        ("semiannual", .semiannual), ("annual", .annual),
        ("every 2 weeks", try! Period(every: 2, .week)),
        ("every 10 days", try! Period(every: 10, .day)),
        ("every 2 months", try! Period(every: 2, .month)),
    ]

    /// `ShellRun` on a day of the test's choosing, and the next charge it stored.
    struct Run {
        let shell = ShellRun()

        func callAsFunction(_ today: CivilDate, _ arguments: [String]) -> (Int32, String) {
            let result = shell.call(arguments, on: today.iso)
            return (result.status, result.standard + result.error)
        }

        func nextCharge(of name: String) throws -> CivilDate? {
            try shell.store().read().expenses.first { $0.name == name }?.nextCharge
        }
    }

    @Test func theSeedsExampleTakesTheNextFirstOfTheMonthAndSaysSo() throws {
        let run = Run()
        let today = try CivilDate(year: 2026, month: 12, day: 7)
        let (status, output) = run(today, ["add", "Gym", "30", "monthly", "--next", "12/1"])
        #expect(status == 0, "\(output)")
        #expect(try run.nextCharge(of: "Gym") == CivilDate(iso: "2027-01-01"))
        #expect(output.contains("Dec 1, 2027"), "\(output)")
        #expect(output.contains("Jan 1, 2027"), "\(output)")
        let (editStatus, edited) = run(today, ["edit", "Gym", "next", "12/20"])
        #expect(editStatus == 0, "\(edited)")
        #expect(try run.nextCharge(of: "Gym") == CivilDate(iso: "2026-12-20"))
        #expect(!edited.contains("2027"), "a day still to come this year is taken as it is")
    }

    /// Random evaluation days, periods and days of the year typed as M/D: the charge kept is
    /// on or after today and at most one period ahead, keeps the typed day where the month
    /// has it, and any change from the literal reading is said.
    @Test func aDayWithoutAYearIsNeverMoreThanOnePeriodAhead() throws {
        var generator = Sample.SeededGenerator(seed: 2026_12_07)
        let run = Run()
        for index in 0..<120 {
            let today = CivilDate(iso: "2026-01-01")!.addingDays(
                Int.random(in: 0...800, using: &generator))
            let (typed, period) = Self.periods.randomElement(using: &generator)!
            let month = Int.random(in: 1...12, using: &generator)
            let day = Int.random(
                in: 1...CivilDate.daysIn(month: month, year: 2027), using: &generator)
            let name = "Plan\(index)"
            let (status, output) = run(
                today, ["add", name, "10", typed, "--next", "\(month)/\(day)"])
            #expect(status == 0, "\(output)")
            let next = try #require(try run.nextCharge(of: name))
            #expect(next >= today, "\(typed) \(month)/\(day) on \(today): \(next)")
            #expect(
                next <= period.advance(today, by: 1),
                "\(typed) \(month)/\(day) on \(today): \(next) is more than one period ahead")
            if period.unit == .month || period.unit == .year {
                #expect(next.day == min(day, CivilDate.daysIn(month: next.month, year: next.year)))
            }
            let literal =
                (try? CivilDate(year: today.year, month: month, day: day)).flatMap {
                    $0 >= today ? $0 : nil
                } ?? (try? CivilDate(year: today.year + 1, month: month, day: day))
            if next != literal {
                #expect(output.contains("Without a year"), "\(output)")
            }
        }
    }

    @Test func aDayWithItsYearIsKeptAsTyped() throws {
        let run = Run()
        let today = try CivilDate(year: 2026, month: 12, day: 7)
        let (_, far) = run(today, ["add", "Far", "5", "monthly", "--next", "2027-12-01"])
        #expect(try run.nextCharge(of: "Far") == CivilDate(iso: "2027-12-01"))
        #expect(!far.contains("Without a year"), "\(far)")
        let (_, trial) = run(today, ["add", "Trial", "5", "monthly", "--trial-ends", "12/1"])
        #expect(trial.contains("next year"), "\(trial)")
    }
}
