import SubLocalization

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
