/// Where the interactive history lives: `$SUBHUB_HISTORY`, else
/// `$XDG_STATE_HOME/subhub/history`, else `~/.local/state/subhub/history`.
enum HistoryLocation {
    static func path(environment: [String: String]) -> String? {
        if let explicit = environment["SUBHUB_HISTORY"], !explicit.isEmpty { return explicit }
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return state + "/subhub/history"
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.local/state/subhub/history"
    }
}
