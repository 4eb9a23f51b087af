import FoundationEssentials

/// One amount cell of a statement: `-1.234,56`, `(12.99)`, `12,99 €`, `12.99-`, `$1,234.56`.
enum AmountCell {
    static func isNegative(_ text: String) -> Bool {
        let trimmed = CSVReader.trimmed(text)
        return trimmed.hasPrefix("-") || trimmed.hasPrefix("\u{2212}") || trimmed.hasPrefix("(")
            || trimmed.hasSuffix("-")
    }

    /// The signed minor units, reading `decimal` as the decimal mark and the other as
    /// grouping; `nil` for anything that is not a number with an optional currency mark.
    static func minorUnits(_ text: String, decimal: Character, digits: Int) -> Int64? {
        let negative = isNegative(text)
        var number = ""
        var sawDigit = false
        for character in text {
            if character.isASCII, character.isNumber {
                number.append(character)
                sawDigit = true
            } else if character == decimal {
                number.append(".")
            } else if character == "," || character == "." || character == "'" {
                continue  // grouping
            } else if character.isWhitespace || character.isLetter || character.isCurrencySymbol
                || "-+()\u{2212}".contains(character)
            {
                continue
            } else {
                return nil
            }
        }
        guard sawDigit, number.filter({ $0 == "." }).count <= 1,
            let value = DecimalText.minorUnits(number, digits: digits)
        else { return nil }
        return negative ? -value : value
    }
}
