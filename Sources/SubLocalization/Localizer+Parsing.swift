import SubDomain

// The parsers with this localizer's words and conventions filled in.
extension Localizer {
    /// An amount in the money locale's convention; the default currency gives the decimals.
    public func parseAmount(_ text: String) -> Result<ParsedAmount, AmountParseError> {
        let separator = formatter.moneyLocale.decimalSeparator?.first ?? "."
        return AmountParser.parse(text, defaultCurrency: settings.defaultCurrency, decimalSeparator: separator)
    }

    /// A date in the date locale's numeric order, or a relative word of any language.
    public func parseDate(_ text: String, today: CivilDate) -> Result<CivilDate, DateParseError> {
        DateInputParser.parse(text, today: today, order: DateOrder(locale: formatter.dateLocale), vocabulary: vocabulary)
    }

    public func parsePeriod(_ text: String) -> Result<Period, PeriodParseError> {
        PeriodParser.parse(text, vocabulary: vocabulary)
    }

    public func parseYesNo(_ text: String) -> Result<Bool, YesNoParseError> {
        YesNoParser.parse(text, vocabulary: vocabulary)
    }

    /// The command a typed word names (canonical or alias of any language).
    public func command(named word: String) -> CommandName? {
        CommandResolver.command(for: word, vocabulary: vocabulary)
    }
}
