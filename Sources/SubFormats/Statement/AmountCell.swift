import FoundationEssentials
import SubDomain

/// One amount cell of a statement: `-1.234,56`, `(12.99)`, `12,99 €`, `12.99-`, `$1,234.56`,
/// `EUR 12.99`.
///
/// Read strictly: a bank's number is digits, one decimal mark, thousands separators where
/// they group, a sign and a currency sign or code. Anything else is no amount, and the file
/// names its line: `-1e3` was read as 13, `2x5` as 25, and `12.999` rounded to 13.00.
enum AmountCell {
    /// Whether the cell is money going out: a minus or an opening parenthesis before its
    /// digits (after a currency sign or code too: `$(12.99)`, `EUR -12,99`), or a minus after
    /// them (`12.99-`).
    static func isNegative(_ text: String) -> Bool {
        guard let first = text.firstIndex(where: { $0.isASCII && $0.isNumber }),
            let last = text.lastIndex(where: { $0.isASCII && $0.isNumber })
        else { return false }
        let before = text[..<first]
        let after = text[text.index(after: last)...]
        return before.contains { $0 == "-" || $0 == "\u{2212}" || $0 == "(" }
            || after.contains { $0 == "-" || $0 == "\u{2212}" }
    }

    /// The signed minor units, reading `decimal` as the decimal mark and the other mark,
    /// spaces and `'` as grouping; `nil` for anything that is not such a number.
    ///
    /// - A grouping mark counts only where it groups: three digits in the last group, one to
    ///   three in the first and two or three between (`1,00,000` is a lakh).
    /// - More decimals than the currency has are no amount, never rounded: `12.994` dollars.
    /// - Letters may only be one three-letter code, and it must be `currency`'s when given:
    ///   `12.99 EUR` in a dollar statement is refused, not read as dollars.
    static func minorUnits(
        _ text: String, decimal: Character, digits: Int, currency: CurrencyCode? = nil
    ) -> Int64? {
        let negative = isNegative(text)
        var whole: [Int] = [0]  // digits per group before the decimal mark
        var number = ""
        var fraction: String?
        var letters = ""
        var lettersEnded = false
        for character in text {
            if character.isASCII, character.isNumber {
                if !letters.isEmpty { lettersEnded = true }
                if fraction != nil {
                    fraction?.append(character)
                } else {
                    whole[whole.count - 1] += 1
                    number.append(character)
                }
            } else if character == decimal {
                guard fraction == nil else { return nil }
                fraction = ""
            } else if character == "," || character == "." || character == "'"
                || character.isWhitespace
            {
                // A space may also just separate a code or a sign from the number.
                guard fraction == nil else {
                    if character.isWhitespace { continue }
                    return nil
                }
                if character.isWhitespace, whole.last == 0 { continue }
                whole.append(0)
            } else if character.isLetter {
                guard character.isASCII, !lettersEnded else { return nil }
                letters.append(character)
            } else if character.isCurrencySymbol || "-+()\u{2212}".contains(character) {
                continue
            } else {
                return nil
            }
        }
        // Trailing spaces opened an empty group; a sign or code after the number too.
        while whole.count > 1, whole.last == 0 { whole.removeLast() }
        guard !number.isEmpty, DecimalText.isGrouped(whole) else { return nil }
        if !letters.isEmpty {
            guard letters.count == 3, CurrencyCode.isKnown(letters),
                currency.map({ $0.code == letters.uppercased() }) ?? true
            else { return nil }
        }
        let plain = fraction.map { number + "." + $0 } ?? number
        guard !DecimalText.needsMoreDecimals(plain, than: digits),
            let value = DecimalText.minorUnits(plain, digits: digits)
        else { return nil }
        return negative ? -value : value
    }
}
