import SubDomain
import SubLocalization

/// An option of `add`. Each case's `spec` is the option's one definition: its spelling, its
/// value, the field of `AddRequest` it fills and, when the dialogue asks it, its label. The
/// switch is exhaustive, so a new case without a definition does not compile. The cases are
/// in the order usage lines list them.
public enum AddOption: CaseIterable, Hashable, Sendable {
    case next, trialEnds, shared, category, group, notes, url, notice, paidBy, paidWith, remind
    case until, payments, varies

    public var spec: AddArgumentSpec<OptionSpec> {
        switch self {
        case .next:
            .init(.value("--next", .date, .date), \.nextCharge, asks: .dialogueNext)
        case .trialEnds:
            .init(.value("--trial-ends", .date, .date), \.trialEnds, asks: .dialogueTrial)
        case .shared:
            .init(
                .value("--shared", .count, .count(RecurringExpense.memberLimit)), \.sharedWith,
                asks: .dialogueShared)
        case .category:
            .init(.value("--category", .text, .text), \.category, asks: .dialogueCategory)
        case .group: .init(.value("--group", .group, .group), \.group, asks: .dialogueGroup)
        case .notes: .init(.value("--notes", .text, .text), \.notes)
        case .url: .init(.value("--url", .url, .text), \.url)
        case .notice:
            .init(.value("--notice", .notice, .notice), \.notice, asks: .dialogueNotice)
        case .paidBy: .init(.value("--paid-by", .payer, .text), \.paidBy)
        case .paidWith: .init(.value("--paid-with", .card, .card), \.paidWith)
        case .remind: .init(.value("--remind", .reminders, .reminders), \.reminderOffsets)
        case .until: .init(.value("--until", .date, .date), \.until)
        case .payments:
            .init(
                .value("--payments", .count, .count(1...RecurringExpense.plannedPaymentsLimit)),
                \.payments)
        case .varies: .init(.flag("--varies"), \.varies)
        }
    }

    /// The option a typed word names (`--next`), if it is one of `add`'s.
    static func named(_ word: String) -> AddOption? {
        allCases.first { $0.spec.argument.matches(word) }
    }
}

/// A positional argument of `add`, defined once like `AddOption`.
public enum AddPositional: CaseIterable, Hashable, Sendable {
    case name, amount, currency, period

    public var spec: AddArgumentSpec<PositionalSpec> {
        switch self {
        case .name: .init(.init(.name, .newName), \.name, asks: .dialogueName)
        case .amount: .init(.init(.amount, .amount), \.amount, asks: .dialogueAmount)
        case .currency:
            .init(.init(.currency, .currency, .optional), \.currency, asks: .dialogueCurrency)
        case .period:
            .init(
                .init(.period, .period, .joined(required: false)), \.period,
                asks: .dialoguePeriod)
        }
    }
}
