/// One argument of a grammar, positional or option: what the dialogue asks and what a
/// count error names.
public enum ArgumentReference: Hashable, Sendable {
    case positional(ArgumentName)
    case option(String)
}
