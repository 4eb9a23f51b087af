/// Who the request says it is. Credentials are never part of SubHub's own files: they come
/// from the user's `~/.netrc` (curl's reading of it) or are handed over by the caller, which
/// reads them from the environment.
public enum HTTPCredentials: Hashable, Sendable {
    /// The login `~/.netrc` gives for the request's host, if it gives one; else none.
    case netrc
    /// HTTP Basic authentication with this user and password (sent only over the request's
    /// own connection; a redirect to another host does not carry them).
    case basic(user: String, password: String)

    /// `.basic` when the environment names both a user and a password, else `.netrc`: the one
    /// rule for every command that talks HTTP.
    public static func from(
        environment: [String: String], userVariable: String, passwordVariable: String
    ) -> HTTPCredentials {
        guard let user = environment[userVariable], !user.isEmpty,
            let password = environment[passwordVariable]
        else { return .netrc }
        return .basic(user: user, password: password)
    }
}
