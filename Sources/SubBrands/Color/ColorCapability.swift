/// How much colour the terminal shows, decided from `--color` and the environment. This is
/// the one place the colour rules live: brand swatches, `brands` and `chart` only ask for it.
public enum ColorCapability: String, Hashable, Sendable, CaseIterable {
    case none
    case palette256
    case trueColor

    /// `--color auto|always|never`.
    public enum Mode: String, Hashable, Sendable, CaseIterable {
        case auto, always, never
    }

    /// The capability for an output stream.
    ///
    /// - `never` is `none`; `always` is colour whatever the environment says;
    /// - `auto`: `none` when `NO_COLOR` is set to anything non-empty (no-color.org; it wins
    ///   over everything but `--color always`); colour when `CLICOLOR_FORCE` is set to
    ///   anything but empty or `0` (bixense.com/clicolors), even through a pipe; otherwise
    ///   `none` when the output is not a terminal or `TERM` is `dumb`;
    /// - colour is `trueColor` when `COLORTERM` is `truecolor` or `24bit`, else `palette256`
    ///   (the nearest of the 256 xterm colours).
    public static func detect(
        environment: [String: String], isTerminal: Bool, mode: Mode = .auto
    ) -> ColorCapability {
        switch mode {
        case .never: return .none
        case .always: return depth(environment)
        case .auto: break
        }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        if let force = environment["CLICOLOR_FORCE"], !force.isEmpty, force != "0" {
            return depth(environment)
        }
        guard isTerminal, environment["TERM"] != "dumb" else { return .none }
        return depth(environment)
    }

    /// How many colours, once colour is wanted: `COLORTERM` alone says truecolor.
    private static func depth(_ environment: [String: String]) -> ColorCapability {
        switch environment["COLORTERM"]?.lowercased() {
        case "truecolor", "24bit": .trueColor
        default: .palette256
        }
    }
}
