import FoundationEssentials

/// A statement's charges as payments of the plan they are: what `import statement` records.
///
/// A charge is known again by its key, its day, amount and currency (and which of that day's
/// equal charges it is), not by the file's line or the bank's words: the same statement
/// downloaded again, in another format or over overlapping months, keys each charge the
/// same way, and the store records a key once per plan.
public enum StatementPayments {
    /// How many days apart a typed payment and a statement's charge of the same amount may be
    /// and still be one payment: a card charge posts a day or two after it was made.
    public static let typedMatchDays = 3

    /// The payments of `plan` that a series' `charges` are, in `currency` (the statement's),
    /// leaving out a charge after `today` (a statement is what happened), one whose key
    /// `existing` has already, and one a typed payment of `existing` already records (same
    /// amount and currency, at most `typedMatchDays` apart, each typed payment standing for
    /// one charge). Oldest first.
    public static func payments(
        of charges: [StatementCharge], plan: UUID, currency: CurrencyCode, today: CivilDate,
        existing: [Payment] = []
    ) -> [Payment] {
        let recordedKeys = Set(existing.compactMap(\.statementKey))
        var typed = existing.filter { $0.statementKey == nil }.sorted { $0.paidOn < $1.paidOn }
        var occurrences: [String: Int] = [:]
        var found: [Payment] = []
        for charge in charges.sorted(by: { $0.date < $1.date }) {
            let base = "\(charge.date.iso):\(charge.amountMinor):\(currency.code)"
            let occurrence = occurrences[base, default: 0]
            occurrences[base] = occurrence + 1
            let key = occurrence == 0 ? base : "\(base):\(occurrence)"
            guard charge.date <= today, !recordedKeys.contains(key) else { continue }
            let amount = Money(minorUnits: charge.amountMinor, currency: currency)
            if let match = typed.firstIndex(where: {
                $0.amount == amount
                    && abs($0.paidOn.daysSinceEpoch - charge.date.daysSinceEpoch)
                        <= typedMatchDays
            }) {
                typed.remove(at: match)
                continue
            }
            found.append(
                Payment(
                    expenseID: plan, paidOn: charge.date, amount: amount, source: .statement,
                    statementKey: key))
        }
        return found
    }
}
