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
    /// Read from a page that lists the subscription (a wallet's 自动续费 page, an app store's
    /// subscriptions), not from charges seen: its one charge is the next one the page states,
    /// not yet paid, so it is no payment and `nextExpected` is that charge itself.
    public let stated: Bool

    public init(
        merchant: MerchantName, period: Period, charges: [StatementCharge], anchorDay: Int,
        confidence: Confidence, stated: Bool = false
    ) {
        precondition(!charges.isEmpty, "a series has a charge")
        self.merchant = merchant
        self.period = period
        self.charges = charges
        self.anchorDay = anchorDay
        self.confidence = confidence
        self.stated = stated
    }

    /// The same series, no surer than `level`: a field the reading was not sure of caps it.
    public func capped(at level: Confidence) -> RecurringSeries {
        RecurringSeries(
            merchant: merchant, period: period, charges: charges, anchorDay: anchorDay,
            confidence: min(confidence, level), stated: stated)
    }

    /// The charges that were paid: all of them, none of a stated series.
    public var paidCharges: [StatementCharge] { stated ? [] : charges }

    /// The amount of the latest charge: what the plan costs now.
    public var amountMinor: Int64 { charges[charges.count - 1].amountMinor }
    public var firstCharge: CivilDate { charges[0].date }
    public var lastCharge: CivilDate { charges[charges.count - 1].date }
    /// The charge after the last one, on the anchor day (a stated series: the charge stated).
    public var nextExpected: CivilDate {
        stated ? lastCharge : period.advance(lastCharge, by: 1, anchorDay: anchorDay)
    }

    /// The first charge the series implies on or after `day`: what a subscription made from
    /// an old statement is next charged (counted from the last charge, so the anchor day
    /// holds through short months).
    public func nextCharge(onOrAfter day: CivilDate) -> CivilDate {
        var next = nextExpected
        var steps = stated ? 0 : 1
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
