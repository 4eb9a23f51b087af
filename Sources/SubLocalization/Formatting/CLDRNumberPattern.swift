import SubCLDR

/// A CLDR number pattern (`#,##0.00 ¤`, `¤#,##,##0.00`, `‏#,##0.00 ¤;‏-#,##0.00 ¤`) read into
/// what the writer needs: the text before and after the digits of a positive and a negative
/// number, and the grouping sizes.
///
/// The affixes are resolved for one locale and currency: `¤` becomes the currency's symbol with
/// CLDR's currencySpacing (a no-break space between a symbol that ends in a letter and a digit:
/// `CHF 12.00`, but `$12.00`), `-` and `+` the locale's signs, quoted text its literal. Without
/// a negative subpattern, a negative number is the locale's minus sign before the positive one
/// (UTS #35).
struct CLDRNumberPattern {
    var positivePrefix = ""
    var positiveSuffix = ""
    var negativePrefix = ""
    var negativeSuffix = ""
    /// Digits in the rightmost group; 0 when the pattern does not group.
    var primaryGroup = 0
    /// Digits in each group left of it (2 in `#,##,##0`).
    var secondaryGroup = 0

    /// The pattern `field` of `locale` (`currencyPattern` or `decimalPattern`), with `¤` as
    /// `currencySymbol`.
    init(_ field: CLDRField, of locale: CLDRLocale, currencySymbol: String = "") {
        let source = locale.string(field) ?? "#,##0.###"
        let minus = locale.string(.minusSign) ?? "-"
        let plus = locale.string(.plusSign) ?? "+"
        let spacing = (
            before: locale.string(.currencySpacingBefore) ?? "",
            after: locale.string(.currencySpacingAfter) ?? ""
        )
        let subpatterns = Self.splitUnquoted(source, at: ";")
        let positive = Self.parts(of: subpatterns[0])
        let negative = subpatterns.count > 1 ? Self.parts(of: subpatterns[1]) : nil

        func resolve(_ affix: String, prefix: Bool) -> String {
            Self.resolve(
                affix, isPrefix: prefix, symbol: currencySymbol, minus: minus, plus: plus,
                spacing: prefix ? spacing.before : spacing.after)
        }
        positivePrefix = resolve(positive.prefix, prefix: true)
        positiveSuffix = resolve(positive.suffix, prefix: false)
        if let negative {
            negativePrefix = resolve(negative.prefix, prefix: true)
            negativeSuffix = resolve(negative.suffix, prefix: false)
        } else {
            negativePrefix = resolve("-" + positive.prefix, prefix: true)
            negativeSuffix = positiveSuffix
        }
        let integerPart = positive.number.split(separator: ".", maxSplits: 1).first ?? ""
        let groups = integerPart.split(separator: ",", omittingEmptySubsequences: false)
        if groups.count > 1 {
            primaryGroup = groups[groups.count - 1].count
            secondaryGroup = groups.count > 2 ? groups[groups.count - 2].count : primaryGroup
        }
    }

    // MARK: Reading the pattern

    /// The characters of a pattern's number: `#`, `0`, `@`, `,`, `.` (and digits of a rounding
    /// increment).
    private static func isNumberCharacter(_ character: Character) -> Bool {
        "#0123456789@,.".contains(character)
    }

    /// `source` split at each unquoted `separator`.
    static func splitUnquoted(_ source: String, at separator: Character) -> [String] {
        var parts = [""]
        var quoted = false
        for character in source {
            if character == "'" { quoted.toggle() }
            if character == separator, !quoted {
                parts.append("")
            } else {
                parts[parts.count - 1].append(character)
            }
        }
        return parts
    }

    /// The raw prefix, number and suffix of one subpattern.
    private static func parts(of subpattern: String) -> (
        prefix: String, number: String, suffix: String
    ) {
        var prefix = ""
        var number = ""
        var suffix = ""
        var quoted = false
        var stage = 0  // 0 prefix, 1 number, 2 suffix
        for character in subpattern {
            if character == "'" { quoted.toggle() }
            if stage < 2, !quoted, isNumberCharacter(character) {
                stage = 1
                number.append(character)
            } else if stage == 0 {
                prefix.append(character)
            } else {
                stage = 2
                suffix.append(character)
            }
        }
        return (prefix, number, suffix)
    }

    /// A raw affix written out: quotes removed, `¤`, `-`, `+` replaced.
    private static func resolve(
        _ affix: String, isPrefix: Bool, symbol: String, minus: String, plus: String,
        spacing: String
    ) -> String {
        var result = ""
        var quoted = false
        var previous: Character?
        let characters = Array(affix)
        for (position, character) in characters.enumerated() {
            defer { previous = character }
            if character == "'" {
                if previous == "'" { result.append("'") }
                quoted.toggle()
                continue
            }
            if quoted {
                result.append(character)
                continue
            }
            switch character {
            case "¤":
                // The symbol touches the digits when it ends the prefix or starts the suffix.
                let touchesDigits =
                    isPrefix ? position == characters.count - 1 : position == 0
                let edge = isPrefix ? symbol.unicodeScalars.last : symbol.unicodeScalars.first
                let spaced = touchesDigits && edge.map(Self.isSpacedEdge) == true
                if spaced, !isPrefix { result += spacing }
                result += symbol
                if spaced, isPrefix { result += spacing }
            case "-": result += minus
            case "+": result += plus
            default: result.append(character)
            }
        }
        return result
    }

    /// currencySpacing's `currencyMatch`, `[[:^S:]&[:^Z:]]`: neither a symbol nor a separator.
    private static func isSpacedEdge(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol, .spaceSeparator,
            .lineSeparator, .paragraphSeparator:
            return false
        default:
            return true
        }
    }
}
