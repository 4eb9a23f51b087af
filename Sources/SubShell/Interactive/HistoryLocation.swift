import FoundationEssentials
import Glibc

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

    /// Whether the history path is a symbolic link: writing through it would overwrite (and
    /// chmod) whatever it points to, so such a history is refused.
    static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }
}
