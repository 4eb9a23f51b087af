import SubDomain
import SubLocalization

/// An option of `add`. Each case's `spec` is the option's one definition: its spelling, its
/// value, the field of `AddRequest` it fills and, when the dialogue asks it, its label. The
/// switch is exhaustive, so a new case without a definition does not compile. The cases are
/// in the order usage lines list them.
public enum AddOption: CaseIterable, Hashable, Sendable {
    case next, trialEnds, shared, category, group, notes, url, notice, paidBy, remind

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
        case .remind: .init(.value("--remind", .reminders, .reminders), \.reminderOffsets)
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
        case .amount: .init(.init(.amount, .amount), \.amountText, asks: .dialogueAmount)
        case .currency:
            .init(.init(.currency, .currency, .optional), \.currency, asks: .dialogueCurrency)
        case .period:
            .init(
                .init(.period, .period, .joined(required: false)), \.period,
                asks: .dialoguePeriod)
        }
    }
}

/// One argument of `add`: its grammar (`PositionalSpec` or `OptionSpec`), where its value
/// goes in `AddRequest`, and the dialogue's label when the dialogue asks it.
public struct AddArgumentSpec<Argument: Sendable>: Sendable {
    public let argument: Argument
    /// The dialogue's label for this step; `nil` when the dialogue does not ask it.
    public let label: MessageKey?
    let binding: AddRequest.Binding

    init<Value>(
        _ argument: Argument, _ field: WritableKeyPath<AddRequest, Value?> & Sendable,
        asks label: MessageKey? = nil
    ) {
        self.argument = argument
        self.label = label
        self.binding = AddRequest.Binding(field)
    }
}

/// One step of the `add` dialogue: a positional argument or an option of `add`.
public enum AddStep: Hashable, Sendable {
    case positional(AddPositional)
    case option(AddOption)

    /// What the step's answer is read as.
    var kind: ValueKind {
        switch self {
        case .positional(let positional): positional.spec.argument.kind
        case .option(let option): option.spec.argument.value?.kind ?? .text
        }
    }

    var binding: AddRequest.Binding {
        switch self {
        case .positional(let positional): positional.spec.binding
        case .option(let option): option.spec.binding
        }
    }

    /// The dialogue's label; every step of `CommandTable.addDialogue` has one (a test holds
    /// them together).
    var label: MessageKey {
        switch self {
        case .positional(let positional): positional.spec.label ?? .dialogueName
        case .option(let option): option.spec.label ?? .dialogueName
        }
    }
}

extension AddRequest {
    /// Where one argument's value goes: a field of the request, read from the parsed value
    /// of the argument's kind. Built from a key path, so an argument cannot be defined
    /// without a place for its value.
    struct Binding: Sendable {
        let set: @Sendable (inout AddRequest, ParsedValue?) -> Void
        let isSet: @Sendable (AddRequest) -> Bool

        init<Value>(_ field: WritableKeyPath<AddRequest, Value?> & Sendable) {
            set = { request, value in request[keyPath: field] = value?.payload as? Value }
            isSet = { $0[keyPath: field] != nil }
        }
    }
}

extension ParsedValue {
    /// The value inside, whatever its kind: a binding keeps it when its field's type fits.
    var payload: any Sendable {
        switch self {
        case .text(let value): value
        case .date(let value): value
        case .period(let value): value
        case .count(let value): value
        case .currency(let value): value
        case .field(let value): value
        case .format(let value): value
        case .shell(let value): value
        case .notice(let value): value
        case .reminders(let value): value
        }
    }
}
