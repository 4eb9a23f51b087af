/// An exchange rate as an exact decimal, `mantissa × 10^-scale` (`1.0812` is 10812 and 4),
/// never a binary double: `0.1` has no exact double, and a rate read back must be the rate
/// the central bank published, digit for digit.
///
/// Limits: a positive value of at most `maximumDigits` significant digits and at most
/// `maximumScale` decimals. They are far beyond any published rate (the ECB prints at most
/// six significant digits) and keep every conversion inside 128-bit factors.
public struct RateValue: Hashable, Sendable, CustomStringConvertible {
    public let mantissa: UInt64
    public let scale: Int

    /// Significant digits a rate may have.
    public static let maximumDigits = 12
    /// Decimals a rate may have.
    public static let maximumScale = 12

    /// The base's own rate: one unit of the base is one unit of the base.
    public static let one = RateValue(uncheckedMantissa: 1, scale: 0)

    init(uncheckedMantissa mantissa: UInt64, scale: Int) {
        self.mantissa = mantissa
        self.scale = scale
    }

    /// Why a text is not a rate.
    public enum ReadingError: Error, Hashable, Sendable {
        /// Not a plain decimal number (letters, two marks, grouping, an exponent).
        case notANumber
        /// Zero or below: no currency is worth nothing.
        case notPositive
        /// More digits or decimals than the limits allow.
        case tooPrecise
    }

    /// Reads `1.0812`, `163.98`, `0.84120`, `25`: digits with at most one decimal mark, which
    /// is `.` or one of `decimalMarks` (a Spanish `1,0812`). No sign but `-` (refused as not
    /// positive), no grouping, no exponent. Trailing zeros stay (`0.84120` is shown as the
    /// ECB printed it); they change no conversion.
    public init(reading text: String, decimalMarks: Set<Character> = ["."])
        throws(ReadingError)
    {
        var body = Substring(text.trimmingWhitespace)
        var negative = false
        if body.first == "-" || body.first == "+" {
            negative = body.first == "-"
            body = body.dropFirst()
        }
        var digits: [UInt8] = []
        var decimals = 0
        var seenMark = false
        for character in body {
            if let digit = character.asciiDigit {
                digits.append(digit)
                if seenMark { decimals += 1 }
            } else if !seenMark, character == "." || decimalMarks.contains(character) {
                seenMark = true
            } else {
                throw .notANumber
            }
        }
        guard !digits.isEmpty else { throw .notANumber }
        while digits.first == 0 { digits.removeFirst() }
        guard !digits.isEmpty, !negative else { throw .notPositive }
        guard digits.count <= Self.maximumDigits, decimals <= Self.maximumScale else {
            throw .tooPrecise
        }
        self.mantissa = digits.reduce(0) { $0 * 10 + UInt64($1) }
        self.scale = decimals
    }

    /// The value as plain decimal text with `.` (`1.0812`, `25`): how it is stored, and what
    /// `--json` and the presenter (with the reader's mark) show.
    public var plainText: String {
        let digits = String(mantissa)
        guard scale > 0 else { return digits }
        let padded = String(repeating: "0", count: max(0, scale + 1 - digits.count)) + digits
        return padded.dropLast(scale) + "." + padded.suffix(scale)
    }

    public var description: String { plainText }

    /// `10^exponent` as a 128-bit factor (exponents here stay under 30).
    static func powerOfTen(_ exponent: Int) -> UInt128 {
        var result: UInt128 = 1
        for _ in 0..<exponent { result *= 10 }
        return result
    }
}

extension Character {
    fileprivate var asciiDigit: UInt8? {
        guard let ascii = asciiValue, ascii >= 48, ascii <= 57 else { return nil }
        return ascii - 48
    }
}

extension String {
    fileprivate var trimmingWhitespace: Substring {
        var body = Substring(self)
        while body.first?.isWhitespace == true { body = body.dropFirst() }
        while body.last?.isWhitespace == true { body = body.dropLast() }
        return body
    }
}
