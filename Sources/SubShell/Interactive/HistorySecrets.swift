import Foundation

/// Which typed lines must never reach the history, in memory or on disk: those that hold a
/// connection secret — a libpq `password=` or `sslpassword=` (also `?password=` in a URI, and
/// PostgreSQL 18's `oauth_client_secret=`) or a URI's `user:password@`. Read from the text
/// itself, quotes and escapes removed too, without loading libpq: the line may not even parse.
enum HistorySecrets {
    /// The libpq keywords whose value is a secret.
    static let keywords = ["password", "sslpassword", "oauth_client_secret"]

    /// Whether `line` holds a secret and is to be kept out of the history.
    static func found(in line: String) -> Bool {
        let unquoted = Tokenizer.scan(line).words.map(\.text).joined(separator: " ")
        return [line, unquoted].contains { text in
            let lowered = text.lowercased()
            return lowered.contains(keywordRegex) || lowered.contains(uriPasswordRegex)
        }
    }

    /// `password=`, `sslpassword = …`, `&password=`: a secret keyword on its own (not the end
    /// of a longer word), then `=`.
    private static var keywordRegex: Regex<AnyRegexOutput> {
        // The keywords are fixed words of letters and underscores: nothing to escape.
        try! Regex("(^|[^a-z0-9_])(" + keywords.joined(separator: "|") + ")\\s*=")
    }

    /// `postgresql://user:secret@host`: a colon in the user part before an `@`, ahead of the
    /// path, query and fragment.
    private static var uriPasswordRegex: Regex<AnyRegexOutput> {
        try! Regex("postgres(ql)?://[^/@\\s?#]*:[^/@\\s?#]*@")
    }
}
