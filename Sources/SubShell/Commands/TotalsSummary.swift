import SubDomain
import SubRecords
import SubStore

/// What `total` and the headline show: each currency's monthly figures and the counts,
/// read by SQL aggregates over the figures the domain wrote (no ledger loaded), or taken
/// from a ledger already in memory. Both give the same values (a store property test).
public struct TotalsSummary: Hashable, Sendable {
    public var totals: [CurrencyTotal]
    public var archivedCount: Int
    public var killCount: Int
    /// Every item, groups and archived ones included: zero means an empty profile.
    public var expenseCount: Int
    /// `total --in`, or the headline's currency (`rates base`): the figure across currencies,
    /// beside the exact totals, never in place of them.
    public var estimate: CurrencyEstimate?

    /// Charged items across currencies, as `ExpenseLedger.activeCount`.
    public var activeCount: Int { totals.reduce(0) { $0 + $1.activeCount } }

    /// The figures on `today`: a plan that has ended is shown elsewhere, never counted.
    public init(_ ledger: ExpenseLedger, on today: CivilDate) {
        totals = ledger.monthlyTotals(on: today)
        archivedCount = ledger.archivedCount
        killCount = ledger.killCount
        expenseCount = ledger.expenses.count
    }

    public init(store: ExpenseStore, on today: CivilDate) throws(StoreError) {
        totals = try store.monthlyTotals(on: today)
        archivedCount = try store.archivedCount()
        killCount = try store.killCount()
        expenseCount = try store.expenseCount()
    }

    /// The totals, and beside them the estimate in `asked` (`total --in`), or else in the
    /// currency `rates base` chose, which speaks only when it converts something: the
    /// headline never shows an estimate unasked.
    public init(store: ExpenseStore, estimatingIn asked: CurrencyCode?, on today: CivilDate)
        throws(StoreError)
    {
        try self.init(store: store, on: today)
        let chosen = asked == nil ? try store.estimateCurrency() : nil
        guard let target = asked ?? chosen else { return }
        let estimate = CurrencyEstimate(totals: totals, into: target, rates: try store.rateTable())
        if asked != nil || estimate.crossesCurrencies { self.estimate = estimate }
    }

    /// A profile with no database yet.
    public static let empty = TotalsSummary(ExpenseLedger(), on: CivilDate(daysSinceEpoch: 0))
}
