/// The CLDR plural operands of a number, computed from its decimal text.
///
/// The text matters, not the value: "1" and "1.0" are the same number but differ in `v`
/// (visible fraction digits), and CLDR rules tell them apart (English "1 day" but "1.0 days").
/// Accepts `-`, a fraction and CLDR's compact exponent (`1c6`, `1.2e3`).
public struct PluralOperands: Hashable, Sendable {
    /// Absolute value.
    public let n: Double
    /// Integer digits of `n`.
    public let i: Int64
    /// Number of visible fraction digits, with trailing zeros.
    public let v: Int
    /// Number of visible fraction digits, without trailing zeros.
    public let w: Int
    /// Visible fraction digits, with trailing zeros, as an integer.
    public let f: Int64
    /// Visible fraction digits, without trailing zeros, as an integer.
    public let t: Int64
    /// The compact decimal exponent (`c`/`e` in CLDR samples).
    public let e: Int

    /// Reads `text`; `nil` when it is not a plain decimal number or does not fit in 18 digits.
    public init?(_ text: String) {
        var body = Substring(text.trimmingWhitespace())
        if body.first == "-" || body.first == "+" { body = body.dropFirst() }
        var exponent = 0
        if let marker = body.firstIndex(where: { $0 == "c" || $0 == "e" || $0 == "C" || $0 == "E" })
        {
            guard let parsed = Int(body[body.index(after: marker)...]), (0...18).contains(parsed)
            else { return nil }
            exponent = parsed
            body = body[..<marker]
        }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), !parts[0].isEmpty,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else { return nil }
        var integerDigits = String(parts[0])
        var fractionDigits = parts.count == 2 ? String(parts[1]) : ""
        if parts.count == 2, fractionDigits.isEmpty { return nil }
        // The exponent moves the decimal point right: 1.2c3 is 1200 with no fraction.
        let moved = min(exponent, fractionDigits.count)
        integerDigits += fractionDigits.prefix(moved)
        fractionDigits.removeFirst(moved)
        integerDigits += String(repeating: "0", count: exponent - moved)
        let trimmedInteger = integerDigits.drop(while: { $0 == "0" })
        // A loop, not reversed().drop(while:).reversed(): that chain instantiated three
        // generic wrapper types at run time, a tenth of a millisecond on first use.
        var trimmedFraction = Substring(fractionDigits)
        while trimmedFraction.last == "0" { trimmedFraction.removeLast() }
        guard trimmedInteger.count <= 18, fractionDigits.count <= 18,
            let integer = Int64(trimmedInteger.isEmpty ? "0" : String(trimmedInteger)),
            let fraction = Int64(fractionDigits.isEmpty ? "0" : fractionDigits),
            let fractionWithoutZeros = Int64(
                trimmedFraction.isEmpty ? "0" : String(trimmedFraction)),
            let value = Double(
                integerDigits + "." + (fractionDigits.isEmpty ? "0" : fractionDigits))
        else { return nil }
        self.n = value
        self.i = integer
        self.v = fractionDigits.count
        self.w = trimmedFraction.count
        self.f = fraction
        self.t = fractionWithoutZeros
        self.e = exponent
    }

    /// The operand named by a CLDR letter, as a Double so `n` with a fraction compares correctly.
    func value(of operand: PluralRule.Operand) -> Double {
        switch operand {
        case .n: n
        case .i: Double(i)
        case .v: Double(v)
        case .w: Double(w)
        case .f: Double(f)
        case .t: Double(t)
        case .e: Double(e)
        }
    }
}
