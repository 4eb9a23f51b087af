/// One change of an expense's price: what it cost before, what it costs since, and the day it
/// changed. The store reads these from history; the domain only judges them.
public struct PriceChange: Hashable, Sendable {
    public let old: Money
    public let new: Money
    /// The day the new price was entered.
    public let changedOn: CivilDate

    public init(old: Money, new: Money, changedOn: CivilDate) {
        self.old = old
        self.new = new
        self.changedOn = changedOn
    }

    /// Whether the price went up (in one currency; a change of currency is neither).
    public var isRise: Bool { old.currency == new.currency && new.minorUnits > old.minorUnits }

    /// Whether the price went down, in one currency.
    public var isDrop: Bool { old.currency == new.currency && new.minorUnits < old.minorUnits }

    /// How much it moved, always positive; `nil` across currencies.
    public var difference: Money? {
        guard old.currency == new.currency else { return nil }
        let (delta, overflow) = new.minorUnits.subtractingReportingOverflow(old.minorUnits)
        return Money(minorUnits: overflow ? .max : abs(delta), currency: new.currency)
    }

    /// The move as a whole percentage of the old price, rounded half away from zero, always
    /// positive (12,99 → 14,99 is 15); `nil` across currencies or from a price of zero.
    public var percent: Int64? {
        guard let difference, old.minorUnits > 0 else { return nil }
        return IntegerRounding.scaled(difference.minorUnits, times: 100, dividedBy: old.minorUnits)
    }
}
