import SubCLDR
import SubDomain

/// How one locale writes the amounts of one currency (or its whole numbers), read from the
/// digested CLDR tables once and then written straight into a string's storage: a year of
/// charges holds tens of thousands of amounts.
///
/// Digits are always Latin (0–9), as Babel writes them by default and as SubHub reads typed
/// amounts back; the symbols are the locale's `latn` ones.
struct MoneyPattern: Sendable, Equatable {
    var positivePrefix: [UInt8]
    var positiveSuffix: [UInt8]
    var negativePrefix: [UInt8]
    var negativeSuffix: [UInt8]
    var decimalSeparator: [UInt8]
    var groupSeparator: [UInt8]
    /// Digits in the rightmost group (`567` in `12,34,567`); 0 when the locale never groups.
    var primaryGroup: Int
    /// Digits in each group left of it (`34`, `12` in en_IN; 3 elsewhere).
    var secondaryGroup: Int
    /// Digits that must stand left of the primary group before any grouping happens: 2 in
    /// Spanish, which writes `1234` but `12.345`; 1 elsewhere.
    var minimumGroupingDigits: Int
    /// The currency's ISO 4217 decimals, all of them always shown.
    var minorDigits: Int

    /// The amount `minorUnits` (in minor units) written out, straight into the string's own
    /// storage.
    func format(_ minorUnits: Int64) -> String {
        let affixes = max(
            positivePrefix.count + positiveSuffix.count,
            negativePrefix.count + negativeSuffix.count)
        // At most 24 digits (19, or the decimals plus one), each perhaps after a separator.
        let capacity = affixes + decimalSeparator.count + 24 * (1 + groupSeparator.count)
        return String(unsafeUninitializedCapacity: capacity) { write($0, minorUnits) }
    }

    /// Writes the amount's UTF-8 bytes at the start of `output`; how many it wrote.
    private func write(_ output: UnsafeMutableBufferPointer<UInt8>, _ minorUnits: Int64) -> Int {
        var written = 0
        func put(_ bytes: [UInt8]) {
            for byte in bytes {
                output[written] = byte
                written += 1
            }
        }
        // Digits of the magnitude, least significant first, padded so that there is at least
        // one integer digit ("0,05").
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var count = withUnsafeMutableBytes(of: &digits) { buffer in
            var magnitude = minorUnits.magnitude
            var count = 0
            repeat {
                buffer[count] = UInt8(truncatingIfNeeded: magnitude % 10) &+ 0x30
                magnitude /= 10
                count += 1
            } while magnitude > 0
            while count <= minorDigits {
                buffer[count] = 0x30
                count += 1
            }
            return count
        }
        let negative = minorUnits < 0
        put(negative ? negativePrefix : positivePrefix)
        withUnsafeBytes(of: &digits) { buffer in
            let integerDigits = count - minorDigits
            let grouped =
                primaryGroup > 0 && integerDigits >= primaryGroup + minimumGroupingDigits
            // Digits before the next separator, counting from the most significant.
            var untilSeparator = Int.max
            if grouped {
                let left = integerDigits - primaryGroup
                let leading = left % secondaryGroup
                untilSeparator = leading == 0 ? secondaryGroup : leading
            }
            var placed = 0
            while count > minorDigits {
                count -= 1
                output[written] = buffer[count]
                written += 1
                placed += 1
                if grouped, count > minorDigits, placed == untilSeparator {
                    put(groupSeparator)
                    placed = 0
                    untilSeparator =
                        count - minorDigits == primaryGroup ? primaryGroup : secondaryGroup
                }
            }
            if minorDigits > 0 {
                put(decimalSeparator)
                while count > 0 {
                    count -= 1
                    output[written] = buffer[count]
                    written += 1
                }
            }
        }
        put(negative ? negativeSuffix : positiveSuffix)
        return written
    }
}

extension MoneyPattern {
    /// How `locale` writes amounts of `currency`: CLDR's standard currency pattern with the
    /// currency's standard symbol, its ISO 4217 decimals (what the minor units count) and the
    /// locale's symbols and minimumGroupingDigits.
    init(locale: CLDRLocale, currency: CurrencyCode) {
        self.init(
            CLDRNumberPattern(
                .currencyPattern, of: locale, currencySymbol: locale.currencySymbol(currency.code)),
            locale: locale, minorDigits: currency.minorDigits)
    }

    /// How `locale` writes whole numbers (`1.234.567`, `12,34,567`): its standard decimal
    /// pattern without decimals.
    init(integersOf locale: CLDRLocale) {
        self.init(CLDRNumberPattern(.decimalPattern, of: locale), locale: locale, minorDigits: 0)
    }

    private init(_ pattern: CLDRNumberPattern, locale: CLDRLocale, minorDigits: Int) {
        let decimal: String = locale.string(.decimalSymbol) ?? "."
        let group: String = locale.string(.groupSymbol) ?? ","
        let minimumText: String = locale.string(.minimumGroupingDigits) ?? "1"
        let minimum: Int = Int(minimumText) ?? 1
        self.init(
            positivePrefix: Array(pattern.positivePrefix.utf8),
            positiveSuffix: Array(pattern.positiveSuffix.utf8),
            negativePrefix: Array(pattern.negativePrefix.utf8),
            negativeSuffix: Array(pattern.negativeSuffix.utf8),
            decimalSeparator: Array(decimal.utf8), groupSeparator: Array(group.utf8),
            primaryGroup: pattern.primaryGroup, secondaryGroup: max(pattern.secondaryGroup, 1),
            minimumGroupingDigits: minimum, minorDigits: minorDigits)
    }
}
