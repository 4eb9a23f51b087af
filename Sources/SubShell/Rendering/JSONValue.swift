/// A JSON document with object keys kept in the order they were written, so `--json`
/// output is stable and reads in a sensible order (Foundation's serializer sorts or shuffles).
public indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int64)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.serialized() == rhs.serialized()
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(serialized()) }

    /// `value` as a string, or null when absent.
    public static func optional(_ value: String?) -> JSONValue {
        value.map(JSONValue.string) ?? .null
    }

    /// Compact JSON text on one line.
    ///
    /// Written into one growing byte buffer, each byte appended once, so the cost is linear
    /// in the output: `list --json` over 100,000 rows is a few megabytes written straight
    /// through, not a string rebuilt per row or per character.
    public func serialized() -> String {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        write(to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    private func write(to output: inout [UInt8]) {
        switch self {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .int(let value): output.append(contentsOf: String(value).utf8)
        case .string(let value): JSONValue.writeString(value, to: &output)
        case .array(let values):
            output.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                value.write(to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                JSONValue.writeString(member.0, to: &output)
                output.append(UInt8(ascii: ":"))
                member.1.write(to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// A JSON string literal. Quotes, backslashes, C0 and C1 controls, DEL and the two
    /// JavaScript line separators are escaped (a terminal or a JS consumer would act on them);
    /// everything else is copied as UTF-8, in runs, since names rarely need escaping.
    private static func writeString(_ value: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { bytes in
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
                case 0x00..<0x20, 0x7F: escape = unicodeEscape(UInt32(byte))
                case 0xC2 where index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]):
                    // U+0080…U+009F, the C1 controls.
                    escape = unicodeEscape(UInt32(bytes[index + 1]))
                    width = 2
                case 0xE2
                where index + 2 < bytes.count && bytes[index + 1] == 0x80
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

    /// `\u` and four lower-case hex digits.
    private static func unicodeEscape(_ value: UInt32) -> [UInt8] {
        let hex = String(value, radix: 16)
        return Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
    }
}
