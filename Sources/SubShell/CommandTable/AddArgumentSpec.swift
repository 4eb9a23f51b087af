import SubLocalization

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

extension AddRequest {
    /// Where one argument's value goes: a field of the request, read from the parsed value
    /// of the argument's kind. Built from a key path, so an argument cannot be defined
    /// without a place for its value.
    struct Binding: Sendable {
        let set: @Sendable (inout AddRequest, ParsedValue?) -> Void
        let isSet: @Sendable (AddRequest) -> Bool
        /// Sets a flag's field (a `Bool`) to true; nothing for a field of another type.
        let setFlag: @Sendable (inout AddRequest) -> Void

        init<Value>(_ field: WritableKeyPath<AddRequest, Value?> & Sendable) {
            set = { request, value in request[keyPath: field] = value?.payload as? Value }
            isSet = { $0[keyPath: field] != nil }
            setFlag = { request in
                if let on = true as? Value { request[keyPath: field] = on }
            }
        }
    }
}

extension ParsedValue {
    /// The value inside, whatever its kind: a binding keeps it when its field's type fits.
    var payload: any Sendable {
        switch self {
        case .text(let value): value
        case .amount(let value): value
        case .date(let value): value
        case .period(let value): value
        case .count(let value): value
        case .currency(let value): value
        case .field(let value): value
        case .format(let value): value
        case .shell(let value): value
        case .notice(let value): value
        case .reminders(let value): value
        case .rateQuote(let value): value
        case .off: "off"
        }
    }
}
