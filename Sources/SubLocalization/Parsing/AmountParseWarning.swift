import SubDomain

/// Something to echo back about how an amount was read.
public enum AmountParseWarning: Hashable, Sendable, LocalizableMessage {
    /// The separators could be read two ways and the locale decided: `1.234` read as 1234
    /// (es), `1,234` as 1234 (en), `12.99` as 12,99 under es_ES, `12,99` as 12.99 under en_US.
    /// "I read "1,234" as $1,234.00."
    case readByLocaleConvention(input: String, amount: Money)

    public var localizedMessage: LocalizedMessage {
        switch self {
        case .readByLocaleConvention(let input, let amount):
            LocalizedMessage(
                .parseAmountInterpretedAs, ["input": .userText(input), "amount": .money(amount)])
        }
    }
}
