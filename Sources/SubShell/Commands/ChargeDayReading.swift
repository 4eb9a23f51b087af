import SubDomain
import SubLocalization

/// A next charge as typed, read against the plan's period: never more than one period
/// ahead without a word.
///
/// A day typed without its year (`1/12` on 7 Dec) is the next such day, next year's; for a
/// monthly plan that skipped eleven charges in silence, and `chart`, `upcoming` and the
/// reminders then left it out for eleven months. Such a day names the plan's charge day:
/// the first charge of that series on or after today is taken, and said. A day typed with
/// its year is the reader's own choice and is kept as typed.
struct ChargeDayReading {
    let date: CivilDate
    let notes: [LocalizedMessage]

    init(typed: TypedDay, period: Period, today: CivilDate) {
        let fitted =
            typed.yearOmitted
            ? period.firstCharge(inSeriesOf: typed.date, onOrAfter: today) : typed.date
        date = fitted
        notes =
            fitted == typed.date
            ? []
            : [
                LocalizedMessage(
                    .resultDateFitted,
                    ["typed": .date(typed.date), "date": .date(fitted), "period": .period(period)])
            ]
    }

    /// A trial's end has no period of its own: one typed without its year that landed in
    /// next year, more than one period of the plan away, is said.
    static func trialNotes(_ typed: TypedDay, period: Period, today: CivilDate)
        -> [LocalizedMessage]
    {
        guard typed.yearOmitted, typed.date.year > today.year,
            typed.date > period.advance(today, by: 1)
        else { return [] }
        return [LocalizedMessage(.resultTrialNextYear, ["date": .date(typed.date)])]
    }
}
