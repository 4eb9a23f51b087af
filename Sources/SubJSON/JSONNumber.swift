/// A JSON number as it was written, so a reader can tell `1` from `1.0` and `1e2`.
///
/// An amount or a count must be written as a whole number: `1.0` or `1e20` read as a
/// Double would pass for one, or overflow. The text follows RFC 8259's grammar (the parser
/// refuses `01`, `+1`, `.5`, `1.`), so `double` always reads it.
package struct JSONNumber: Hashable, Sendable {
    /// The number exactly as written.
    package let text: String
    /// The value when written as a whole number (no fraction, no exponent) that fits Int64.
    package let int64: Int64?

    init(text: String, int64: Int64?) {
        self.text = text
        self.int64 = int64
    }

    /// The number `text` holds, or `nil` when it is not one JSON number.
    package init?(_ text: String) {
        guard case .number(let number)? = JSONParser.parse(text) else { return nil }
        self = number
    }

    /// The nearest Double (infinite for an exponent beyond its range).
    package var double: Double { Double(text) ?? .nan }
}
