/// The text a number cell shows, from the `<v>` Excel stored: plain decimal with `.`, never an
/// exponent, as a statement's amount column must be read.
///
/// Excel writes a double with 17 significant digits, so 13.9 typed into a cell is stored as
/// `13.899999999999999`. Parsed into a `Double`, that is the very double 13.9 parses to, and
/// `Double.description` prints the shortest digits that parse back to it: `13.9`. Two things
/// in `description` must still be undone: it switches to an exponent outside 1e-4…1e16
/// (`1e-05`, `1.5e+16`) and keeps a `.0` on whole numbers (`100.0`), so its digits are
/// re-laid as plain decimal. And a value Excel computed (a formula, or the exporter's own
/// arithmetic: 0.1 + 0.2) is a double of its own whose shortest digits are
/// `0.30000000000000004`; Excel shows numbers to 15 significant digits, so they are rounded to
/// 15 as well, and the user reads here what the bank's file shows in Excel: `0.3`.
enum StoredNumber {
    /// Excel's display precision: 15 significant digits.
    static let significantDigits = 15

    /// The number's text; `nil` when `stored` is not a finite number.
    static func text(_ stored: String) -> String? {
        guard let value = Double(stored), value.isFinite else { return nil }
        if value == 0 { return "0" }
        var (digits, pointPosition) = decimalDigits(of: value.magnitude.description)
        if digits.count > significantDigits {
            (digits, pointPosition) = rounded(digits, pointPosition: pointPosition)
        }
        return (value < 0 ? "-" : "") + plain(digits, pointPosition: pointPosition)
    }

    /// The significant digits of a positive `description` (`1.5e+16`, `0.001`, `100.0`),
    /// without leading or trailing zeros, and where the decimal point falls among them:
    /// `0.015` is ([1, 5], -1), `100.0` is ([1], 3).
    private static func decimalDigits(of description: String) -> (digits: [UInt8], Int) {
        let parts = description.split(separator: "e")
        let exponent = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
        let mantissa = parts[0].split(separator: ".", omittingEmptySubsequences: false)
        let whole = mantissa[0].utf8.map { $0 - UInt8(ascii: "0") }
        let fraction = mantissa.count == 2 ? mantissa[1].utf8.map { $0 - UInt8(ascii: "0") } : []
        var digits = whole + fraction
        var pointPosition = whole.count + exponent
        while digits.first == 0 {
            digits.removeFirst()
            pointPosition -= 1
        }
        while digits.last == 0 { digits.removeLast() }
        return (digits, pointPosition)
    }

    /// `digits` rounded half up to `significantDigits`, trailing zeros dropped; a carry out of
    /// the first digit (9.999… → 10) moves the point.
    private static func rounded(_ digits: [UInt8], pointPosition: Int) -> ([UInt8], Int) {
        var kept = Array(digits.prefix(significantDigits))
        var pointPosition = pointPosition
        if digits[significantDigits] >= 5 {
            var index = kept.count - 1
            while index >= 0 && kept[index] == 9 {
                kept[index] = 0
                index -= 1
            }
            if index >= 0 {
                kept[index] += 1
            } else {
                kept.insert(1, at: 0)
                pointPosition += 1
            }
        }
        while kept.last == 0 { kept.removeLast() }
        return (kept, pointPosition)
    }

    private static func plain(_ digits: [UInt8], pointPosition: Int) -> String {
        let text = String(decoding: digits.map { $0 + UInt8(ascii: "0") }, as: UTF8.self)
        if pointPosition <= 0 {
            return "0." + String(repeating: "0", count: -pointPosition) + text
        }
        if pointPosition >= digits.count {
            return text + String(repeating: "0", count: pointPosition - digits.count)
        }
        let point = text.index(text.startIndex, offsetBy: pointPosition)
        return String(text[..<point]) + "." + String(text[point...])
    }
}
