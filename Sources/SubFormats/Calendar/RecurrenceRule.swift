import SubDomain

/// The RRULE (RFC 5545 §3.3.10) that repeats a plan's charges on the days
/// `BillingCalendar` charges them, from a first charge on.
///
/// Month-end plans need more than `FREQ=MONTHLY`: a calendar skips the months that lack
/// the start's day (a plan begun on Jan 31 would never show in February), and
/// `BYMONTHDAY=-1` is the last day of every month (right for the 31st only, wrong for the
/// 29th and 30th in months of 31 days). The rule names the days from the 28th to the
/// anchor day and keeps the last one a month has (`BYSETPOS=-1`): anchor 31 gives Jan 31,
/// Feb 28, Mar 31, Apr 30; anchor 30 gives Jan 30, Feb 28, Mar 30; anchor 29 gives Feb 29
/// in a leap year and Feb 28 otherwise. An annual plan on Feb 29 (or on a later anchor
/// shortened to February) does the same within February.
public struct RecurrenceRule: Hashable, Sendable, CustomStringConvertible {
    /// The value after `RRULE:`, such as `FREQ=WEEKLY;INTERVAL=2`.
    public let value: String

    /// - Parameters:
    ///   - anchorDay: the plan's day of the month (`RecurringExpense.anchorDay`).
    ///   - firstCharge: the event's DTSTART, a charge of the plan (its month matters for
    ///     annual plans).
    /// How a plan that ends stops recurring: after a number of occurrences from DTSTART
    /// (`COUNT`, for a plan set by a number of payments) or on its last charge (`UNTIL`).
    public enum Ending: Hashable, Sendable {
        case count(Int)
        case until(CivilDate)
    }

    ///   - ending: where a plan that ends stops; `nil` for one that never does.
    public init(period: Period, anchorDay: Int, firstCharge: CivilDate, ending: Ending? = nil) {
        var parts: [String]
        switch period.unit {
        case .day: parts = ["FREQ=DAILY"]
        case .week: parts = ["FREQ=WEEKLY"]
        case .month: parts = ["FREQ=MONTHLY"]
        case .year: parts = ["FREQ=YEARLY"]
        }
        if period.count > 1 { parts.append("INTERVAL=\(period.count)") }
        let shortest = Self.shortestMonth
        switch period.unit {
        case .month where anchorDay > shortest:
            parts.append("BYMONTHDAY=" + Self.days(from: shortest, through: anchorDay))
            parts.append("BYSETPOS=-1")
        case .year where firstCharge.month == 2 && anchorDay > shortest:
            parts.append("BYMONTH=2")
            parts.append("BYMONTHDAY=" + Self.days(from: shortest, through: min(anchorDay, 29)))
            parts.append("BYSETPOS=-1")
        default:
            // Every charge falls on the first charge's day of the month (or weekday).
            break
        }
        switch ending {
        case .count(let count)?: parts.append("COUNT=\(max(1, count))")
        case .until(let day)?:
            // DTSTART is a DATE, so UNTIL is one too (RFC 5545 3.3.10).
            parts.append(
                "UNTIL=" + day.iso.filter { $0 != "-" })
        case nil: break
        }
        value = parts.joined(separator: ";")
    }

    /// The days every month has.
    private static let shortestMonth = 28

    private static func days(from first: Int, through last: Int) -> String {
        (first...min(last, 31)).map(String.init).joined(separator: ",")
    }

    public var description: String { value }
}
