/// What one expense adds to its currency's line of `ExpenseLedger.monthlyTotals`.
///
/// Computed only by `ExpenseLedger.contribution(of:)`; a store may persist it per row so a
/// total becomes one SQL sum, but never works it out by itself.
public struct TotalContribution: Hashable, Sendable {
    /// Added to the currency's monthly total, in minor units.
    public var monthlyMinor: Int64
    /// Added to the user's share, in minor units.
    public var shareMinor: Int64
    /// Whether it is counted as one charged subscription (`CurrencyTotal.activeCount`).
    public var isCharged: Bool
    /// The part of `monthlyMinor` that is an estimate: bills that vary, at the mean of what
    /// was paid (`CurrencyTotal.estimatedMinor`).
    public var estimatedMinor: Int64 = 0

    public init(monthlyMinor: Int64 = 0, shareMinor: Int64 = 0, isCharged: Bool = false) {
        self.monthlyMinor = monthlyMinor
        self.shareMinor = shareMinor
        self.isCharged = isCharged
    }
}
