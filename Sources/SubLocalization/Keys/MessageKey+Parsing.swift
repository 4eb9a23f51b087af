// Sentences for what people type wrong: amounts, dates, periods, yes/no answers.
extension MessageKey {
    public static let parseAmountEmpty = MessageKey("parse.amount.empty")
    public static let parseAmountZero = MessageKey("parse.amount.zero")
    public static let parseAmountNegative = MessageKey("parse.amount.negative")
    public static let parseAmountNotANumber = MessageKey("parse.amount.not_a_number")
    public static let parseAmountTooManyFractionDigits = MessageKey(
        "parse.amount.too_many_fraction_digits")
    public static let parseAmountTooLarge = MessageKey("parse.amount.too_large")
    public static let parseAmountUnknownCurrency = MessageKey("parse.amount.unknown_currency")
    public static let parseAmountInterpretedAs = MessageKey("parse.amount.interpreted_as")
    public static let parseAmountConflictingCurrencies = MessageKey(
        "parse.amount.conflicting_currencies")

    public static let parseDateEmpty = MessageKey("parse.date.empty")
    public static let parseDateUnrecognized = MessageKey("parse.date.unrecognized")
    public static let parseDateInvalidYear = MessageKey("parse.date.invalid_year")
    public static let parseDateInvalidMonth = MessageKey("parse.date.invalid_month")
    public static let parseDateInvalidDay = MessageKey("parse.date.invalid_day")
    public static let parseDateOutOfRange = MessageKey("parse.date.out_of_range")

    public static let parsePeriodEmpty = MessageKey("parse.period.empty")
    public static let parsePeriodUnrecognized = MessageKey("parse.period.unrecognized")
    public static let parsePeriodInvalidCount = MessageKey("parse.period.invalid_count")

    public static let parseYesNoUnrecognized = MessageKey("parse.yes_no.unrecognized")

    static let parseKeys: [MessageKey] = [
        parseAmountEmpty, parseAmountZero, parseAmountNegative, parseAmountNotANumber,
        parseAmountTooManyFractionDigits, parseAmountTooLarge, parseAmountUnknownCurrency,
        parseAmountInterpretedAs, parseAmountConflictingCurrencies, parseDateEmpty,
        parseDateUnrecognized, parseDateInvalidYear,
        parseDateInvalidMonth, parseDateInvalidDay, parseDateOutOfRange, parsePeriodEmpty,
        parsePeriodUnrecognized,
        parsePeriodInvalidCount, parseYesNoUnrecognized,
    ]
}
