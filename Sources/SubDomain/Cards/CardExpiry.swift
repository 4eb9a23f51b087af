import FoundationEssentials

/// The month a card stops working: it pays through the last day of that month, as the
/// "MM/YY" printed on it says.
public struct CardExpiry: Hashable, Sendable, Comparable {
    public let year: Int
    public let month: Int

    /// The years a card's expiry may name: a card expiring before 2000 or after 2200 is a
    /// typo, not a card.
    public static let yearRange = 2000...2200

    public init?(year: Int, month: Int) {
        guard Self.yearRange.contains(year), (1...12).contains(month) else { return nil }
        self.year = year
        self.month = month
    }

    /// Reads what people type for a card's expiry: `2027-01` (as stored), or the card's own
    /// `01/27` and `01/2027`. Anything else is `nil`: the caller says so, never guesses.
    public init?(text: String) {
        let trimmed = text.trimmingSpaces()
        func number(_ part: Substring, digits: ClosedRange<Int>) -> Int? {
            guard digits.contains(part.count), part.allSatisfy(\.isASCII),
                part.allSatisfy(\.isNumber)
            else { return nil }
            return Int(part)
        }
        let dashed = trimmed.split(separator: "-", omittingEmptySubsequences: false)
        if dashed.count == 2, let year = number(dashed[0], digits: 4...4),
            let month = number(dashed[1], digits: 1...2)
        {
            self.init(year: year, month: month)
            return
        }
        let slashed = trimmed.split(separator: "/", omittingEmptySubsequences: false)
        if slashed.count == 2, let month = number(slashed[0], digits: 1...2) {
            if let year = number(slashed[1], digits: 2...2) {
                self.init(year: 2000 + year, month: month)
                return
            }
            if let year = number(slashed[1], digits: 4...4) {
                self.init(year: year, month: month)
                return
            }
        }
        return nil
    }

    /// `2027-01`: how the store and JSON write it.
    public var identifier: String {
        String(year) + "-" + (month < 10 ? "0" : "") + String(month)
    }

    /// The first day of the month (a real day: the year and month were checked).
    public var firstDay: CivilDate { try! CivilDate(year: year, month: month, day: 1) }

    /// The last day the card still pays.
    public var lastDay: CivilDate {
        try! CivilDate(year: year, month: month, day: CivilDate.daysIn(month: month, year: year))
    }

    /// Whether a charge on `date` falls after the card stopped working.
    public func precedes(_ date: CivilDate) -> Bool { lastDay < date }

    public static func < (lhs: CardExpiry, rhs: CardExpiry) -> Bool {
        (lhs.year, lhs.month) < (rhs.year, rhs.month)
    }
}
