/// How ICU writes the amounts of one currency in one locale, learned from ICU's own output,
/// so that amounts can then be written by hand, byte for byte the same, in a fraction of the
/// time (ICU takes about 7 µs an amount; a year of charges holds tens of thousands of them).
///
/// Learned from a few probes (`learn`), then checked against ICU on amounts chosen to touch
/// every rule (zero, one minor unit, the grouping thresholds, negatives, 18 digits); anything
/// not understood (digits other than ASCII, separators that vary, a probe that disagrees)
/// gives no pattern, and the caller keeps using ICU.
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

    /// The amount `minorUnits` (in minor units) written as ICU writes it, straight into the
    /// string's own storage.
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

    // MARK: Learning

    /// The pattern behind `icu` (which formats minor units of a currency with `minorDigits`
    /// decimals), or `nil` when its output is not one this type can reproduce exactly.
    static func learn(minorDigits: Int, icu: (Int64) -> String) -> MoneyPattern? {
        guard (0...6).contains(minorDigits) else { return nil }
        let scale = (0..<minorDigits).reduce(Int64(1)) { value, _ in value * 10 }
        // 1234567 with the fraction ,891234… cut to the currency's decimals.
        let fraction = minorDigits == 0 ? 0 : Int64("891234".prefix(minorDigits))!
        let probe = 1_234_567 * scale + fraction
        guard let positive = Split(Array(icu(probe).utf8)),
            let negative = Split(Array(icu(-probe).utf8)), negative.core == positive.core
        else { return nil }

        var integerPart = positive.core[...]
        var decimalSeparator: [UInt8] = []
        if minorDigits > 0 {
            let fractionDigits = integerPart.suffix(minorDigits)
            guard fractionDigits.allSatisfy(isDigit) else { return nil }
            integerPart = integerPart.dropLast(minorDigits)
            while let last = integerPart.last, !isDigit(last) {
                decimalSeparator.insert(last, at: 0)
                integerPart = integerPart.dropLast()
            }
            guard !decimalSeparator.isEmpty else { return nil }
        }
        // Runs of digits and the separators between them.
        var runs: [Int] = []
        var separators: [[UInt8]] = []
        var index = integerPart.startIndex
        while index < integerPart.endIndex {
            let start = index
            while index < integerPart.endIndex, isDigit(integerPart[index]) { index += 1 }
            runs.append(index - start)
            let separatorStart = index
            while index < integerPart.endIndex, !isDigit(integerPart[index]) { index += 1 }
            if index > separatorStart {
                separators.append(Array(integerPart[separatorStart..<index]))
            }
        }
        let groupSeparator = separators.first ?? []
        guard integerPart.filter(isDigit) == Array("1234567".utf8),
            separators.allSatisfy({ $0 == groupSeparator })
        else { return nil }
        let primary = runs.count > 1 ? runs[runs.count - 1] : 0
        let secondary = runs.count > 2 ? runs[runs.count - 2] : max(primary, 1)

        var pattern = MoneyPattern(
            positivePrefix: positive.prefix, positiveSuffix: positive.suffix,
            negativePrefix: negative.prefix, negativeSuffix: negative.suffix,
            decimalSeparator: decimalSeparator, groupSeparator: groupSeparator,
            primaryGroup: primary, secondaryGroup: secondary, minimumGroupingDigits: 1,
            minorDigits: minorDigits)
        // Whether a number one digit longer than the primary group is grouped.
        if primary > 0 {
            var smallest: Int64 = 1
            for _ in 0..<primary { smallest *= 10 }
            let shortest = smallest * scale
            if pattern.format(shortest) != icu(shortest) { pattern.minimumGroupingDigits = 2 }
        }
        let checks: [Int64] = [
            0, 1, -1, 5, 99, scale, 1234 * scale, 12_345 * scale + 1, 123_456 * scale,
            -12_345 * scale, 1_000_000_000_000, -1_000_000_000_000, 987_654_321_012_345_678,
            -987_654_321_012_345_678,
        ]
        for value in checks where pattern.format(value) != icu(value) { return nil }
        return pattern
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    /// A formatted amount cut at its first and last ASCII digit.
    private struct Split {
        var prefix: [UInt8]
        var core: [UInt8]
        var suffix: [UInt8]

        init?(_ bytes: [UInt8]) {
            guard let first = bytes.firstIndex(where: MoneyPattern.isDigit),
                let last = bytes.lastIndex(where: MoneyPattern.isDigit)
            else { return nil }
            prefix = Array(bytes[..<first])
            core = Array(bytes[first...last])
            suffix = Array(bytes[(last + 1)...])
        }
    }
}
