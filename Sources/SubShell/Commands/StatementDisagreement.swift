import SubDomain

/// Where a series on the statement and the subscription already tracked for it disagree:
/// the amount, the day of the month it is charged, the period. Each comes with the edit
/// that makes the profile say what the bank says.
public struct StatementDisagreement: Sendable {
    /// The tracked subscription's name, for the edits.
    public let name: String
    /// The statement's latest amount and the tracked one, when they differ.
    public let amount: (statement: Money, tracked: Money)?
    /// The day of the month the statement charges on and the tracked one, when they differ
    /// (periods of a month or longer only: a weekly plan has no day of the month).
    public let day: (statement: Int, tracked: Int)?
    /// The statement's period and the tracked one, when they differ.
    public let period: (statement: Period, tracked: Period)?
    /// The next charge the statement implies, for the edit of `next`.
    public let nextCharge: CivilDate

    /// `nil` when they agree.
    init?(
        series: RecurringSeries, currency: CurrencyCode, tracked: RecurringExpense, today: CivilDate
    ) {
        name = tracked.name
        let charged = Money(minorUnits: series.amountMinor, currency: currency)
        amount = charged == tracked.amount ? nil : (charged, tracked.amount)
        period = series.period == tracked.period ? nil : (series.period, tracked.period)
        if series.period != .weekly, tracked.period != .weekly,
            series.anchorDay != tracked.anchorDay
        {
            day = (series.anchorDay, tracked.anchorDay)
        } else {
            day = nil
        }
        nextCharge = series.nextCharge(onOrAfter: today)
        guard amount != nil || day != nil || period != nil else { return nil }
    }

    /// The `edit` lines that make the profile match the statement, in the canonical command
    /// words every language's shell accepts, with plain amounts and ISO dates.
    public var edits: [String] {
        let quoted = name.contains(" ") ? "\"\(name)\"" : name
        var lines: [String] = []
        if let period { lines.append("edit \(quoted) period \(period.statement.identifier)") }
        if let amount {
            if amount.statement.currency != amount.tracked.currency {
                lines.append("edit \(quoted) currency \(amount.statement.currency.code)")
            }
            lines.append(
                "edit \(quoted) amount "
                    + DecimalText.text(
                        minorUnits: amount.statement.minorUnits,
                        digits: amount.statement.currency.minorDigits))
        }
        if day != nil || period != nil { lines.append("edit \(quoted) next \(nextCharge.iso)") }
        return lines
    }
}
