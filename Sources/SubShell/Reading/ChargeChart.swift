import FoundationEssentials
import SubDomain

/// What `chart` draws: the real charges of each month (from `BillingCalendar`), and the
/// brand of each charged item, which colours a month by its largest charge.
public struct ChargeChart: Hashable, Sendable {
    public var months: [MonthCharges]
    /// The Simple Icons slug of each charged item that has one, by id.
    public var brandSlugs: [UUID: String]

    /// `listingCharges`: each month's charges one by one, for `--json`; a drawn chart needs
    /// only each month's sums and largest charges.
    public init(
        _ ledger: ExpenseLedger, from today: CivilDate, months: Int, listingCharges: Bool = true
    ) {
        self.months = BillingCalendar.monthlyCharges(
            in: ledger, from: today, months: months, listingCharges: listingCharges)
        var slugs: [UUID: String] = [:]
        for expense in ledger.chargedItems {
            if let slug = expense.brandSlug { slugs[expense.id] = slug }
        }
        brandSlugs = slugs
    }

    /// Every currency charged in the window with its sum, largest first, ties by code: the
    /// order the blocks are drawn in.
    public var totals: [Money] {
        var sums: [CurrencyCode: Int64] = [:]
        for month in months {
            for total in month.totals {
                sums[total.currency] = IntegerRounding.saturatingAdd(
                    sums[total.currency] ?? 0, total.minorUnits)
            }
        }
        return sums.map { Money(minorUnits: $0.value, currency: $0.key) }
            .sorted {
                $0.minorUnits != $1.minorUnits
                    ? $0.minorUnits > $1.minorUnits : $0.currency < $1.currency
            }
    }
}
