/// How much colour the terminal shows, decided from the environment.
public enum ColorCapability: String, Hashable, Sendable, CaseIterable {
    case none
    case palette256
    case trueColor

    /// The capability for an output stream.
    ///
    /// - `none` when the output is not a terminal, `NO_COLOR` is set to anything non-empty
    ///   (no-color.org), or `TERM` is `dumb`;
    /// - `trueColor` when `COLORTERM` is `truecolor` or `24bit`;
    /// - `palette256` otherwise.
    public static func detect(environment: [String: String], isTerminal: Bool) -> ColorCapability {
        guard isTerminal else { return .none }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        if environment["TERM"] == "dumb" { return .none }
        switch environment["COLORTERM"]?.lowercased() {
        case "truecolor", "24bit": return .trueColor
        default: return .palette256
        }
    }
}
