import SubDomain

/// The fields `edit NAME FIELD VALUE` can change. Their words in each language live in the
/// catalogs (`input.fields`); these are the canonical names.
public enum EditField: String, CaseIterable, Hashable, Sendable {
    case name, amount, currency, period, next
    case trialEnds = "trial-ends"
    case shared, category, notes, url, notice
    case paidBy = "paid-by"
    case remind
    case paidWith = "paid-with"
    /// The day a plan ends (its last charge on or before it); `none` never.
    case until
    /// How many charges a plan has left, counted from its next charge.
    case payments
    /// Whether the amount is an estimate of a bill that varies: yes or no.
    case varies

    /// What the field's value is: how Tab completes it and how it is read.
    public var kind: ValueKind {
        switch self {
        case .name, .category, .notes, .url, .paidBy, .varies: .text
        case .paidWith: .card
        case .notice: .notice
        case .remind: .reminders
        case .amount: .amount
        case .currency: .currency
        case .period: .period
        case .next, .trialEnds, .until: .date
        case .payments: .count(1...RecurringExpense.plannedPaymentsLimit)
        case .shared: .count(RecurringExpense.memberLimit)
        }
    }
}
