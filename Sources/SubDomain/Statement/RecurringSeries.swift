/// Charges of one merchant that repeat at one period: a subscription found in a statement.
public struct RecurringSeries: Hashable, Sendable {
    /// How sure the finder is that this is a subscription still being paid.
    public enum Confidence: Int, Comparable, Hashable, Sendable, CaseIterable {
        /// Repeats, but its amounts wander or the merchant is also paid at other times.
        case low
        /// The fewest occurrences that count (three; two for a yearly plan).
        case medium
        /// At least one occurrence more, amounts equal or one price change.
        case high

        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// A price change inside the series: from the charge on `date` on, `toMinor`.
    public struct PriceChange: Hashable, Sendable {
        public let date: CivilDate
        public let fromMinor: Int64
        public let toMinor: Int64

        public init(date: CivilDate, fromMinor: Int64, toMinor: Int64) {
            self.date = date
            self.fromMinor = fromMinor
            self.toMinor = toMinor
        }
    }

    public let merchant: MerchantName
    public let period: Period
    /// The charges, oldest first.
    public let charges: [StatementCharge]
    /// The day of the month charges fall on (31: the last day of each month).
    public let anchorDay: Int
    public let confidence: Confidence

    /// The amount of the latest charge: what the plan costs now.
    public var amountMinor: Int64 { charges[charges.count - 1].amountMinor }
    public var firstCharge: CivilDate { charges[0].date }
    public var lastCharge: CivilDate { charges[charges.count - 1].date }
    /// The charge after the last one, on the anchor day.
    public var nextExpected: CivilDate { period.advance(lastCharge, by: 1, anchorDay: anchorDay) }

    /// The first charge the series implies on or after `day`: what a subscription made from
    /// an old statement is next charged (counted from the last charge, so the anchor day
    /// holds through short months).
    public func nextCharge(onOrAfter day: CivilDate) -> CivilDate {
        var next = nextExpected
        var steps = 1
        while next < day, steps < 10_000 {
            steps += 1
            next = period.advance(lastCharge, by: steps, anchorDay: anchorDay)
        }
        return next
    }

    /// Every change of amount between consecutive charges: the plan's price history.
    public var priceChanges: [PriceChange] {
        zip(charges, charges.dropFirst()).compactMap { previous, next in
            previous.amountMinor == next.amountMinor
                ? nil
                : PriceChange(
                    date: next.date, fromMinor: previous.amountMinor, toMinor: next.amountMinor)
        }
    }
}
