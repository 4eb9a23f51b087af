/// How SubHub writes a JSON string, in one place, under one of two sets of rules.
///
/// - `.serialization`: what `JSONSerialization` wrote, so files stay byte for byte
///   comparable with the ones it wrote: quotes, backslashes and C0 controls escaped (`\b`,
///   `\f`, `\n`, `\r`, `\t` by their short forms), everything else kept as UTF-8. The export,
///   the compact history rows, the outbox and a push to the household's server use it: stored
///   and exchanged text, read back by JSON parsers.
/// - `.terminalSafe`: the `--json` output, read by people and by scripts in a terminal or a
///   browser. Also escapes what a terminal or a JavaScript consumer would act on: DEL, the C1
///   controls (U+0080…U+009F) and the two JavaScript line separators (U+2028, U+2029); every
///   C0 control but `\n`, `\r`, `\t` as `\u00xx`.
///
/// Both write `\u` escapes with four lower-case hex digits. The rules differ, so each output
/// keeps the bytes it always had.
package enum JSONString {
    package enum Rules: Sendable {
        case serialization
        case terminalSafe
    }

    /// Appends `text` quoted under `rules` (`.serialization` unless told).
    package static func append(
        _ text: String, to output: inout String, rules: Rules = .serialization
    ) {
        // Almost every value needs no escape: appended whole, not byte by byte.
        if !needsEscape(text.utf8, rules: rules) {
            output += "\""
            output += text
            output += "\""
            return
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 8)
        append(text, to: &bytes, rules: rules)
        output += String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` quoted under `rules` to UTF-8 bytes, copying the runs that need no
    /// escape whole.
    package static func append(_ text: String, to output: inout [UInt8], rules: Rules) {
        output.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                let escape: [UInt8]?
                var width = 1
                switch byte {
                case UInt8(ascii: "\""): escape = Array(#"\""#.utf8)
                case UInt8(ascii: "\\"): escape = Array(#"\\"#.utf8)
                case UInt8(ascii: "\n"): escape = Array(#"\n"#.utf8)
                case UInt8(ascii: "\r"): escape = Array(#"\r"#.utf8)
                case UInt8(ascii: "\t"): escape = Array(#"\t"#.utf8)
                case 0x08 where rules == .serialization: escape = Array(#"\b"#.utf8)
                case 0x0C where rules == .serialization: escape = Array(#"\f"#.utf8)
                case 0x00..<0x20: escape = unicodeEscape(UInt32(byte))
                case 0x7F where rules == .terminalSafe: escape = unicodeEscape(UInt32(byte))
                case 0xC2
                where rules == .terminalSafe && index + 1 < bytes.count
                    && (0x80...0x9F).contains(bytes[index + 1]):
                    // U+0080…U+009F, the C1 controls.
                    escape = unicodeEscape(UInt32(bytes[index + 1]))
                    width = 2
                case 0xE2
                where rules == .terminalSafe && index + 2 < bytes.count && bytes[index + 1] == 0x80
                    && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                    // U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR.
                    escape = unicodeEscape(0x2000 | UInt32(bytes[index + 2] - 0x80))
                    width = 3
                default: escape = nil
                }
                if let escape {
                    output.append(contentsOf: bytes[runStart..<index])
                    output.append(contentsOf: escape)
                    index += width
                    runStart = index
                } else {
                    index += 1
                }
            }
            output.append(contentsOf: bytes[runStart..<bytes.count])
        }
        output.append(UInt8(ascii: "\""))
    }

    /// Whether any byte of `utf8` is escaped under `rules`.
    private static func needsEscape(_ utf8: String.UTF8View, rules: Rules) -> Bool {
        switch rules {
        case .serialization:
            utf8.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
        case .terminalSafe:
            // 0x7F is DEL; 0xC2 and 0xE2 lead the C1 controls and the line separators (a
            // false alarm only costs the slower path).
            utf8.contains {
                $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0x7F
                    || $0 == 0xC2 || $0 == 0xE2
            }
        }
    }

    /// `\u` and four lower-case hex digits.
    private static func unicodeEscape(_ value: UInt32) -> [UInt8] {
        let hex = String(value, radix: 16)
        return Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
    }
}
