import SubDomain

/// Reads an exchange rate with the same number reader and the same decimal-mark rule as an
/// amount (`NumberReading`), so one text never means two values in one language: under
/// es_ES `17.524` was 17,524 as a rate and seventeen thousand as an amount, and the estimate
/// came out a thousand times too high.
///
/// A rate may have any number of decimals, so a lone separator before exactly three digits
/// in the other convention's mark (`17.524` in Spanish, `17,524` in English) reads both ways
/// as a rate: it is refused naming both, where an amount in a two-decimal currency is not.
public enum RateParser {
    /// Why a typed rate was refused.
    public enum Failure: Error, Hashable, Sendable {
        case reading(RateValue.ReadingError)
        /// `asDecimals` and `asWhole` are both rates the text could mean.
        case ambiguous(asDecimals: RateValue, asWhole: RateValue)
    }

    public static func parse(_ text: String, decimalSeparator: Character) -> Result<
        RateValue, Failure
    > {
        let narrow = text.folded(.widthInsensitive).trimmingWhitespace()
        var body = Substring(narrow)
        var negative = false
        if let sign = body.first, AmountLayout.signs.contains(sign) {
            negative = sign != "+"
            body = body.dropFirst()
        }
        guard let first = body.first,
            first.isASCIIDigit || NumberReading.decimalCandidates.contains(first),
            body.last?.isASCIIDigit == true,
            body.allSatisfy({ $0.isASCIIDigit || NumberReading.separators.contains($0) }),
            let reading = NumberReading(String(body), decimalSeparator: decimalSeparator)
        else { return .failure(.reading(.notANumber)) }
        if negative { return .failure(.reading(.notPositive)) }
        let read: RateValue
        do throws(RateValue.ReadingError) {
            read = try rate(reading.integerDigits, reading.fractionDigits)
        } catch {
            return .failure(.reading(error))
        }
        // `1.234` where `.` is not the decimal mark: NumberReading took it as grouping.
        if reading.guessedConvention, reading.fractionDigits.isEmpty,
            let mark = body.first(where: { NumberReading.decimalCandidates.contains($0) }),
            body.filter({ NumberReading.separators.contains($0) }).count == 1,
            let markIndex = body.firstIndex(of: mark),
            let asDecimals = try? rate(
                String(body[..<markIndex]), String(body[body.index(after: markIndex)...]))
        {
            return .failure(.ambiguous(asDecimals: asDecimals, asWhole: read))
        }
        return .success(read)
    }

    private static func rate(_ integer: String, _ fraction: String) throws(RateValue.ReadingError)
        -> RateValue
    {
        try RateValue(reading: fraction.isEmpty ? integer : integer + "." + fraction)
    }
}
