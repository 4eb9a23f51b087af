import FoundationEssentials
import Glibc
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
        mayHoldSecret(line) && holdsSecret(line)
    }

    /// Whether `line` has the characters every secret needs: `=` after a keyword or in a
    /// web address's query, `@` after a URI's password, or `:` and `/` of a web address
    /// whose path is its secret. Quotes and escapes may split a word but never remove these,
    /// so a line without them is kept without reading its words: the start scrubs every
    /// line of the history file, up to a thousand of them.
    static func mayHoldSecret(_ line: String) -> Bool {
        mayHoldSecret(bytes: line.utf8)
    }

    /// `mayHoldSecret` over a line's UTF-8 bytes.
    static func mayHoldSecret<Bytes: Sequence<UInt8>>(bytes: Bytes) -> Bool {
        var colon = false
        var slash = false
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "="), UInt8(ascii: "@"): return true
            case UInt8(ascii: ":"): colon = true
            case UInt8(ascii: "/"): slash = true
            default: continue
            }
            if colon && slash { return true }
        }
        return false
    }

    /// The rules themselves, on the line as typed and as the shell reads its words.
    static func holdsSecret(_ line: String) -> Bool {
        let words = Tokenizer.scan(line).words.map(\.text)
        if words.contains(where: { WebhookAddress($0)?.hasSecret ?? false }) { return true }
        let unquoted = words.joined(separator: " ")
        // A URI may spell a keyword with percent escapes (`pass%77ord=`, `%70assword=`),
        // which libpq decodes before it reads them.
        return [line, unquoted, percentDecoded(line), percentDecoded(unquoted)].contains { text in
            let lowered = Array(text.lowercased().unicodeScalars)
            return hasSecretKeyword(lowered) || hasURIPassword(lowered)
        }
    }

    /// `text` with every `%XX` read as the byte it stands for; anything else as it is.
    static func percentDecoded(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        let bytes = Array(text.utf8)
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        func hex(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
            default: nil
            }
        }
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
                let high = hex(bytes[index + 1]), let low = hex(bytes[index + 2])
            {
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    /// Rewrites the history file at `path` without the lines that hold a secret, which an
    /// earlier version may have kept: loaded, they would be saved again with every new line.
    /// libedit writes each line vis(3)-encoded (`\040` for a space), which is read back
    /// first. The file is written beside it and renamed over it, 0600 from its first byte;
    /// one without secrets is left untouched.
    static func scrub(historyFile path: String) {
        guard let data = FileBytes.read(path) else { return }
        // Byte by byte, as the file is: a thousand lines are read at every start.
        let lines = data.split(separator: 0x0A, omittingEmptySubsequences: false)
        let kept = lines.filter { line in
            let typed = unvis(bytes: line)
            return
                !(mayHoldSecret(bytes: typed)
                && holdsSecret(String(decoding: typed, as: UTF8.self)))
        }
        guard kept.count < lines.count else { return }
        let temporary = path + ".\(getpid()).scrub"
        let previous = umask(0o077)
        defer { umask(previous) }
        guard
            FileManager.default.createFile(
                atPath: temporary, contents: Data(kept.joined(separator: [0x0A])))
        else { return }
        if rename(temporary, path) != 0 { unlink(temporary) }
    }

    /// A vis(3)-encoded line as typed: `\NNN` octal bytes and `\s`, `\t` and `\\` read back.
    static func unvis(_ line: String) -> String {
        String(decoding: unvis(bytes: Array(line.utf8)[...]), as: UTF8.self)
    }

    /// `unvis` over a line's bytes; the line itself when it has no backslash.
    static func unvis(bytes source: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        guard source.contains(UInt8(ascii: "\\")) else { return source }
        var bytes: [UInt8] = []
        let source = Array(source)
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
        return bytes[...]
    }

    /// `password=`, `sslpassword = …`, `&password=`: a secret keyword on its own (not the end
    /// of a longer word), then `=`. Matched by hand: a regular expression would link the
    /// standard library's regex parser and Unicode name tables, a megabyte of binary.
    static func hasSecretKeyword(_ text: [Unicode.Scalar]) -> Bool {
        for keyword in keywords.map({ Array($0.unicodeScalars) }) {
            var start = 0
            while start + keyword.count <= text.count {
                defer { start += 1 }
                guard text[start..<start + keyword.count].elementsEqual(keyword) else { continue }
                if start > 0, isWordScalar(text[start - 1]) { continue }
                var next = start + keyword.count
                while next < text.count, text[next].properties.isWhitespace { next += 1 }
                if next < text.count, text[next] == "=" { return true }
            }
        }
        return false
    }

    /// `postgresql://user:secret@host`: a colon in the user part before an `@`, ahead of the
    /// path, query and fragment.
    static func hasURIPassword(_ text: [Unicode.Scalar]) -> Bool {
        for scheme in ["postgres://", "postgresql://"].map({ Array($0.unicodeScalars) }) {
            var start = 0
            while start + scheme.count <= text.count {
                defer { start += 1 }
                guard text[start..<start + scheme.count].elementsEqual(scheme) else { continue }
                var next = start + scheme.count
                var sawColon = false
                while next < text.count, !"/@?#".unicodeScalars.contains(text[next]),
                    !text[next].properties.isWhitespace
                {
                    sawColon = sawColon || text[next] == ":"
                    next += 1
                }
                if sawColon, next < text.count, text[next] == "@" { return true }
            }
        }
        return false
    }

    /// A letter, digit or underscore of ASCII: what a longer keyword would go on with.
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
    }
}
