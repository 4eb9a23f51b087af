import SubDomain

/// An amount as typed, read once: its number understood with the locale's decimal mark and
/// its currency signs found (`12,99 €`, `US$ 5`, `1.234`), but not yet put in a currency.
///
/// Which currency an amount is in may be known only later (`add R 1.234 KWD` names it after
/// the amount; a group lends its own), and the currency decides the decimals and the size
/// (`¥68` has none). `money(in:)` puts the amount in one, as often as that currency changes,
/// without reading the text again: what `AmountParser.parse` would answer for the same text
/// in that currency, refusals included.
public struct TypedAmount: Hashable, Sendable {
    /// What was typed, for messages and to propose it again.
    public let text: String
    /// The currency signs before and after the number, in order.
    let markers: [String]
    /// Two signs on one side (`12 € USD`): signs only when both name a currency.
    let twoOnOneSide: Bool
    let reading: NumberReading
    let isNegative: Bool

    /// The amount in `currency`, unless a sign typed with it names its own (which then
    /// decides); `typedBeside` is a currency named by another word (`12 € USD`'s `USD`),
    /// refused when the amount's own sign names a different one.
    public func money(in currency: CurrencyCode, typedBeside: CurrencyCode? = nil) -> Result<
        ParsedAmount, AmountParseError
    > {
        AmountParser.money(of: self, in: currency).flatMap { parsed in
            // "12 €" with USD typed after it: two currencies, and guessing either would lie.
            if let typedBeside, let written = parsed.detectedCurrency, written != typedBeside {
                return .failure(
                    .conflictingCurrencies(input: text, first: written, second: typedBeside))
            }
            return .success(parsed)
        }
    }
}
