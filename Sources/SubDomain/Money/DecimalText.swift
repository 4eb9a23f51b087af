import FoundationEssentials

/// Exact minor units from the decimal text of an amount, never through a binary double.
///
/// `12.99` is 1299 cents even though the double nearest 12.99 is 12.98999…: the digits are
/// read as written and rounded half away from zero to the currency's decimals, so other
/// programs' REAL columns and JSON numbers (written as their shortest round-trip text) keep
/// the amount their owner typed.
public enum DecimalText {
    /// The plain decimal text of `minorUnits` units of `10^-digits` (`1299`, 2 → `12.99`;
    /// `-5`, 2 → `-0.05`; `500`, 0 → `500`): no grouping, `.` as the mark, what a script or
    /// `edit … amount` reads in any language.
    public static func text(minorUnits: Int64, digits: Int) -> String {
        let sign = minorUnits < 0 ? "-" : ""
        let magnitude = String(minorUnits.magnitude)
        guard digits > 0 else { return sign + magnitude }
        let padded = String(repeating: "0", count: max(0, digits + 1 - magnitude.count)) + magnitude
        return sign + padded.dropLast(digits) + "." + padded.suffix(digits)
    }

    /// `text` (`12.99`, `-3`, `1e-05`, `1234.5678`) in units of `10^-digits`; `nil` when it
    /// is not a plain decimal number or its value does not fit.
    public static func minorUnits(_ text: String, digits: Int) -> Int64? {
        reading(text, digits: digits)?.value
    }

    /// Whether digit groups split by thousands separators are grouped as people write them:
    /// three digits in the last group, one to three in the first, two or three between
    /// (`1,00,000` is how India writes a lakh). One group is any number of digits. The rule
    /// every importer holds a separator to, so `9,99` under a decimal point is no amount
    /// rather than 999.
    public static func isGrouped(_ digitsPerGroup: [Int]) -> Bool {
        guard digitsPerGroup.count > 1 else { return true }
        return (1...3).contains(digitsPerGroup[0]) && digitsPerGroup.last == 3
            && digitsPerGroup.dropFirst().dropLast().allSatisfy { (2...3).contains($0) }
    }

    /// Whether `text` needs more than `digits` decimals (`12.999` for a currency with two):
    /// `minorUnits` would round it. `false` for text that is not a number at all.
    public static func needsMoreDecimals(_ text: String, than digits: Int) -> Bool {
        reading(text, digits: digits)?.rounded == true
    }

    /// The value in units of `10^-digits` and whether reading it dropped a digit that was
    /// not zero.
    private static func reading(_ text: String, digits: Int) -> (value: Int64, rounded: Bool)? {
        var scalars = Substring(text).unicodeScalars[...]
        while scalars.first == " " { scalars = scalars.dropFirst() }
        while scalars.last == " " { scalars = scalars.dropLast() }
        var negative = false
        if let sign = scalars.first, sign == "-" || sign == "+" {
            negative = sign == "-"
            scalars = scalars.dropFirst()
        }
        var mantissa: [UInt8] = []
        var fractionDigits = 0
        var seenPoint = false
        var exponent = 0
        while let scalar = scalars.first {
            if let digit = digitValue(scalar) {
                mantissa.append(digit)
                if seenPoint { fractionDigits += 1 }
            } else if scalar == ".", !seenPoint {
                seenPoint = true
            } else if scalar == "e" || scalar == "E" {
                guard let value = Int(String(String.UnicodeScalarView(scalars.dropFirst()))),
                    abs(value) < 40
                else { return nil }
                exponent = value
                scalars = scalars[scalars.endIndex...]
                break
            } else {
                return nil
            }
            scalars = scalars.dropFirst()
        }
        guard !mantissa.isEmpty else { return nil }
        // value = mantissa × 10^(exponent − fractionDigits); wanted: × 10^digits.
        let shift = exponent - fractionDigits + digits
        var kept = mantissa
        var roundUp = false
        var rounded = false
        if shift >= 0 {
            kept += Array(repeating: 0, count: shift)
        } else {
            let drop = min(-shift, kept.count)
            let dropped = kept.suffix(drop)
            kept.removeLast(drop)
            roundUp = drop == -shift && (dropped.first ?? 0) >= 5
            rounded = dropped.contains { $0 != 0 } || drop < -shift
        }
        var value: Int64 = 0
        for digit in kept {
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(Int64(digit))
            guard !overflow, !overflow2 else { return nil }
            value = sum
        }
        if roundUp {
            let (sum, overflow) = value.addingReportingOverflow(1)
            guard !overflow else { return nil }
            value = sum
        }
        return (negative ? -value : value, rounded)
    }

    private static func digitValue(_ scalar: Unicode.Scalar) -> UInt8? {
        guard scalar.value >= 48, scalar.value <= 57 else { return nil }
        return UInt8(scalar.value - 48)
    }
}
