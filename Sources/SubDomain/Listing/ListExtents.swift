/// What sizes the columns of `list`, over every item it shows: the widest name at each
/// indent, the longest amount and monthly figure of each currency (and period), whether a
/// brand may colour a row and which risk marks appear.
///
/// Amounts are kept as their number of digits: a currency's amounts with as many digits
/// take as many columns once formatted (same symbol, same grouping), so a store can keep
/// these few facts up to date as rows change instead of measuring every row before the
/// first line of `list`.
public struct ListExtents: Hashable, Sendable {
    /// The widest name shown at the margin (top-level and archived items), in terminal
    /// columns once made safe to print (`TerminalSanitizer`, `DisplayWidth`); 0 when none.
    public var widestName = 0
    /// The widest name of a member shown under its group; nil when there is none.
    public var widestMemberName: Int?
    /// The most digits of an amount (minor units), by currency and period.
    public var amountDigits: [ChargeKind: Int] = [:]
    /// The most digits of an active top-level item's monthly figure (`effectiveMonthly`), by
    /// currency.
    public var monthlyDigits: [CurrencyCode: Int] = [:]
    /// The brands of the active items shown.
    public var brandSlugs: Set<String> = []
    /// The risk levels above normal that some item shown has.
    public var levels: Set<RiskAssessment.Level> = []
    /// Whether an item shown is a bill that varies, whose amounts are said as estimates
    /// (`≈`): its columns need room for the sign.
    public var estimates = false

    public init() {}

    /// A currency and a period: amounts of one kind format alike.
    public struct ChargeKind: Hashable, Sendable {
        public var currency: CurrencyCode
        public var period: Period

        public init(currency: CurrencyCode, period: Period) {
            self.currency = currency
            self.period = period
        }
    }

    /// The width of `name` on a terminal, as `list` measures it.
    public static func width(ofName name: String) -> Int {
        DisplayWidth.of(TerminalSanitizer.clean(name))
    }

    /// How many digits `minorUnits` is written with (no sign: amounts are never negative).
    public static func digits(_ minorUnits: Int64) -> Int {
        String(minorUnits.magnitude).count
    }

    /// An amount of `digits` digits in minor units, to be formatted in place of any other.
    public static func representative(digits: Int) -> Int64 {
        var value: Int64 = 1
        for _ in 1..<max(1, min(digits, 19)) { value *= 10 }
        return value
    }

    /// Takes in one item shown.
    public mutating func include(_ item: ListedItem) {
        let expense = item.expense
        let width = Self.width(ofName: expense.name)
        if item.indent > 0 {
            widestMemberName = max(widestMemberName ?? 0, width)
        } else {
            widestName = max(widestName, width)
        }
        let kind = ChargeKind(currency: expense.currency, period: expense.period)
        // A bill that varies is shown at its estimate, which may be longer than its amount.
        let shown = expense.isEstimate ? expense.chargeAmount : expense.amount
        amountDigits[kind] = max(amountDigits[kind] ?? 0, Self.digits(shown.minorUnits))
        if expense.isEstimate { estimates = true }
        // A member costs no more than its group (same currency), whose figure is counted.
        if item.indent == 0, let monthly = item.effectiveMonthly {
            monthlyDigits[monthly.currency] = max(
                monthlyDigits[monthly.currency] ?? 0, Self.digits(monthly.minorUnits))
        }
        if !item.isArchived, let slug = expense.brandSlug { brandSlugs.insert(slug) }
        if let level = item.level, level > .normal { levels.insert(level) }
    }
}
