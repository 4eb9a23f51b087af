/// A JSON document to write, with object keys kept in the order they were written, so
/// `--json` output is stable and reads in a sensible order (Foundation's serializer sorts or
/// shuffles). Strings are written by `JSONString` under its `.terminalSafe` rules.
///
/// The writing side of SubJSON; `JSONValue` is the reading side (what `JSONParser` gives).
public indirect enum OrderedJSON: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int64)
    case string(String)
    case array([OrderedJSON])
    case object([(String, OrderedJSON)])

    public static func == (lhs: OrderedJSON, rhs: OrderedJSON) -> Bool {
        lhs.serialized() == rhs.serialized()
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(serialized()) }

    /// `value` as a string, or null when absent.
    public static func optional(_ value: String?) -> OrderedJSON {
        value.map(OrderedJSON.string) ?? .null
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
        case .string(let value): JSONString.append(value, to: &output, rules: .terminalSafe)
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
                JSONString.append(member.0, to: &output, rules: .terminalSafe)
                output.append(UInt8(ascii: ":"))
                member.1.write(to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }
}
