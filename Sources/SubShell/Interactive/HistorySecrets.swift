import Foundation
import SubNotify

/// Which typed lines must never reach the history, in memory or on disk: those that hold a
/// connection secret — a libpq `password=` or `sslpassword=` (also `?password=` in a URI, and
/// PostgreSQL 18's `oauth_client_secret=`) or a URI's `user:password@`. Read from the text
/// itself, quotes and escapes removed too, without loading libpq: the line may not even parse.
/// Also a web address with a secret in it (a webhook's `?token=…` or `user:pass@`), by the
/// rule `remind channel add webhook` keeps such a secret out of the database with.
enum HistorySecrets {
    /// The libpq keywords whose value is a secret.
    static let keywords = ["password", "sslpassword", "oauth_client_secret"]

    /// Whether `line` holds a secret and is to be kept out of the history.
    static func found(in line: String) -> Bool {
        let words = Tokenizer.scan(line).words.map(\.text)
        if words.contains(where: { WebhookAddress($0)?.hasSecret ?? false }) { return true }
        let unquoted = words.joined(separator: " ")
        return [line, unquoted].contains { text in
            let lowered = text.lowercased()
            return lowered.contains(keywordRegex) || lowered.contains(uriPasswordRegex)
        }
    }

    /// Rewrites the history file at `path` without the lines that hold a secret, which an
    /// earlier version may have kept: loaded, they would be saved again with every new line.
    /// libedit writes each line vis(3)-encoded (`\040` for a space), which is read back
    /// first. The file is written beside it and renamed over it, 0600 from its first byte;
    /// one without secrets is left untouched.
    static func scrub(historyFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return }
        let text = String(decoding: data, as: UTF8.self)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let count = lines.count
        lines.removeAll { found(in: unvis(String($0))) }
        guard lines.count < count else { return }
        let temporary = path + ".\(getpid()).scrub"
        let previous = umask(0o077)
        defer { umask(previous) }
        guard
            FileManager.default.createFile(
                atPath: temporary, contents: Data(lines.joined(separator: "\n").utf8))
        else { return }
        if rename(temporary, path) != 0 { unlink(temporary) }
    }

    /// A vis(3)-encoded line as typed: `\NNN` octal bytes and `\s`, `\t` and `\\` read back.
    static func unvis(_ line: String) -> String {
        guard line.contains("\\") else { return line }
        var bytes: [UInt8] = []
        let source = Array(line.utf8)
        var index = 0
        while index < source.count {
            let byte = source[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < source.count else {
                bytes.append(byte)
                index += 1
                continue
            }
            let next = source[index + 1]
            let octal = source[(index + 1)..<min(index + 4, source.count)]
            if octal.count == 3,
                octal.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "7")).contains($0) })
            {
                bytes.append(octal.reduce(0) { $0 &* 8 &+ ($1 - UInt8(ascii: "0")) })
                index += 4
            } else {
                switch next {
                case UInt8(ascii: "s"): bytes.append(UInt8(ascii: " "))
                case UInt8(ascii: "t"): bytes.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "n"): bytes.append(UInt8(ascii: "\n"))
                default: bytes.append(next)
                }
                index += 2
            }
        }
        return String(decoding: bytes, as: UTF8.self)
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
