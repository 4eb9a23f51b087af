/// How often an expense is charged: every `count` days, weeks, months or years.
///
/// The five named periods are the common cases (weekly, monthly = 1 month, quarterly = 3
/// months, semiannual = 6 months, annual = 1 year). A whole number of years written in months
/// is stored as years, so "every 12 months" and "annual" are the same period.
public struct Period: Hashable, Sendable, CustomStringConvertible {
    public enum Unit: String, CaseIterable, Sendable {
        case day, week, month, year
    }

    /// The period names people use; `nil` for the general "every N units" form.
    public enum Named: String, CaseIterable, Sendable {
        case weekly, monthly, quarterly, semiannual, annual
    }

    public let unit: Unit
    public let count: Int

    /// The counts an "every N units" period may have. The household server's CHECK is
    /// generated from it (SubServer's `ServerLimits`), so both sides accept the same periods.
    public static let countLimit: ClosedRange<Int> = 1...1000

    /// Validates `count` (`countLimit`) and folds whole years written in months into years.
    public init(every count: Int, _ unit: Unit) throws(DomainError) {
        guard Self.countLimit.contains(count) else { throw .invalidPeriodCount(count) }
        if unit == .month, count % 12 == 0 {
            self.unit = .year
            self.count = count / 12
        } else {
            self.unit = unit
            self.count = count
        }
    }

    private init(unchecked count: Int, _ unit: Unit) {
        self.unit = unit
        self.count = count
    }

    public static let weekly = Period(unchecked: 1, .week)
    public static let monthly = Period(unchecked: 1, .month)
    public static let quarterly = Period(unchecked: 3, .month)
    public static let semiannual = Period(unchecked: 6, .month)
    public static let annual = Period(unchecked: 1, .year)

    public init(_ named: Named) {
        switch named {
        case .weekly: self = .weekly
        case .monthly: self = .monthly
        case .quarterly: self = .quarterly
        case .semiannual: self = .semiannual
        case .annual: self = .annual
        }
    }

    /// The common name of this period, if it has one.
    public var named: Named? {
        switch (unit, count) {
        case (.week, 1): .weekly
        case (.month, 1): .monthly
        case (.month, 3): .quarterly
        case (.month, 6): .semiannual
        case (.year, 1): .annual
        default: nil
        }
    }

    /// What one charge of `amountMinor` costs per month, in integer arithmetic, rounded half
    /// away from zero.
    ///
    /// Weeks become months through 52/12, never ×4: four weeks a month is an eleven-month
    /// year (48 weeks), and the error grows on the things paid most often. Days use 365/12.
    public func monthlyEstimate(ofMinorUnits amountMinor: Int64) -> Int64 {
        let n = Int64(count)
        switch unit {
        case .day: return IntegerRounding.scaled(amountMinor, times: 365, dividedBy: 12 * n)
        case .week: return IntegerRounding.scaled(amountMinor, times: 52, dividedBy: 12 * n)
        case .month: return IntegerRounding.divide(amountMinor, by: n)
        case .year: return IntegerRounding.divide(amountMinor, by: 12 * n)
        }
    }

    /// What a year of charges of `amountMinor` costs: the amount times the charges a year
    /// holds, exactly (52 a year for weekly, 26 for every 2 weeks, 12 for monthly, 4 for
    /// quarterly, 1 for annual, ½ for every 2 years), rounded half away from zero only when
    /// the count is not whole (every 3 weeks: 52/3). Never twelve rounded months: 49,90 € a
    /// year is 49,90 €, not 12 × 4,16 €. A year of days is 365 of them.
    public func yearlyCharges(ofMinorUnits amountMinor: Int64) -> Int64 {
        let n = Int64(count)
        switch unit {
        case .day: return IntegerRounding.scaled(amountMinor, times: 365, dividedBy: n)
        case .week: return IntegerRounding.scaled(amountMinor, times: 52, dividedBy: n)
        case .month: return IntegerRounding.scaled(amountMinor, times: 12, dividedBy: n)
        case .year: return IntegerRounding.divide(amountMinor, by: n)
        }
    }

    /// Approximate length in days, used only to order periods from shortest to longest.
    public var approximateDays: Double {
        switch unit {
        case .day: Double(count)
        case .week: Double(count) * 7
        case .month: Double(count) * 365.0 / 12.0
        case .year: Double(count) * 365
        }
    }

    /// The date `steps` periods after `anchor`, keeping the anchor's day of month where the
    /// month is long enough (Jan 31 + 1 month = Feb 28 or 29; + 2 months = Mar 31).
    public func advance(_ anchor: CivilDate, by steps: Int) -> CivilDate {
        advance(anchor, by: steps, anchorDay: anchor.day)
    }

    /// The date `steps` periods after `start`, on `anchorDay` (or the last day of a month
    /// too short for it) when the period counts months or years. `start` may itself be a
    /// clamped charge: Feb 28 with anchor day 31 gives Mar 31 one month later, because the
    /// day the plan began on, not the shortened one, is what repeats. Days and weeks
    /// ignore the anchor day.
    public func advance(_ start: CivilDate, by steps: Int, anchorDay: Int) -> CivilDate {
        switch unit {
        case .day: start.addingDays(steps * count)
        case .week: start.addingDays(steps * count * 7)
        case .month: start.addingMonths(steps * count, anchorDay: anchorDay)
        case .year: start.addingMonths(steps * count * 12, anchorDay: anchorDay)
        }
    }

    /// The first charge on or after `today` of the series that `typed` belongs to, on
    /// `typed`'s day: a day typed without its year names the plan's charge day, and once it
    /// has passed this year it is read as next year's, eleven months after a monthly plan's
    /// next charge (`1/12` typed on 7 Dec is 1 Jan 2027, not 1 Dec 2027). `typed` itself
    /// when no earlier charge of the series is on or after `today`.
    public func firstCharge(inSeriesOf typed: CivilDate, onOrAfter today: CivilDate) -> CivilDate {
        var steps = 0
        // A year holds at most 366 daily charges; the bound only guards a typed day far off.
        while steps < 400, advance(typed, by: -(steps + 1), anchorDay: typed.day) >= today {
            steps += 1
        }
        return advance(typed, by: -steps, anchorDay: typed.day)
    }

    /// A stable text form for storage and JSON: `monthly`, `annual`, or `every-2-weeks`.
    public var identifier: String {
        if let named { return named.rawValue }
        return "every-\(count)-\(unit.rawValue)s"
    }

    /// Reads `identifier` back; `nil` for anything else.
    public init?(identifier: String) {
        if let named = Named(rawValue: identifier) {
            self.init(named)
            return
        }
        let parts = identifier.split(separator: "-")
        guard parts.count == 3, parts[0] == "every", let count = Int(parts[1]),
            parts[2].hasSuffix("s"), let unit = Unit(rawValue: String(parts[2].dropLast())),
            let period = try? Period(every: count, unit)
        else { return nil }
        self = period
    }

    public var description: String { identifier }
}
