import FoundationEssentials
import SubDomain

// The parsers with this localizer's words and conventions filled in.
extension Localizer {
    /// An amount in the money locale's convention; the default currency gives the decimals.
    public func parseAmount(_ text: String) -> Result<ParsedAmount, AmountParseError> {
        let separator = formatter.moneyDecimalSeparator.first ?? "."
        return AmountParser.parse(
            text, defaultCurrency: settings.defaultCurrency, decimalSeparator: separator)
    }

    /// A date in the date locale's numeric order, a relative word of any language, or a date
    /// with a month name of the date locale or of any loaded language (`5 dic 2026`).
    public func parseDate(_ text: String, today: CivilDate) -> Result<CivilDate, DateParseError> {
        parseDay(text, today: today).map(\.date)
    }

    /// As `parseDate`, saying whether the text left its year out.
    public func parseDay(_ text: String, today: CivilDate) -> Result<TypedDay, DateParseError> {
        var monthLocales = [formatter.dateLocale, formatter.messageLocale]
        for language in library.languages {
            if let main = library.catalogs[language]?.mainLocale {
                monthLocales.append(main)
            }
        }
        return DateInputParser.parseDay(
            text, today: today, order: DateOrder(locale: formatter.dateLocale),
            vocabulary: vocabulary, monthLocales: monthLocales)
    }

    public func parsePeriod(_ text: String) -> Result<Period, PeriodParseError> {
        PeriodParser.parse(text, vocabulary: vocabulary)
    }

    /// A notice period: `30d`, `30 días`, `1 mes`, `2 weeks`.
    public func parseNotice(_ text: String) -> Result<NoticePeriod, NoticeParseError> {
        NoticeParser.parse(text, vocabulary: vocabulary)
    }

    /// Reminder offsets: `7,3,1`, or a word for none (`off`, `no`).
    public func parseReminderOffsets(_ text: String) -> Result<[Int], ReminderOffsetsParseError> {
        ReminderOffsetsParser.parse(text, vocabulary: vocabulary)
    }

    /// Whether `text` is a word for none (`off`, `no`, `ninguno`), in any loaded language.
    public func meansOff(_ text: String) -> Bool {
        let folded = TextFolding.fold(text)
        return folded == "off" || vocabulary.offWords.contains(folded)
    }

    /// Whether `text` is a word by which the user names themselves (`me`, `yo`).
    public func meansSelf(_ text: String) -> Bool {
        vocabulary.selfWords.contains(TextFolding.fold(text))
    }

    /// The first of `meanings` that `text` names: the meaning itself (`add`, English, the
    /// canonical word) or a word for it in any loaded language (`añadir`, `添加`); `nil`
    /// when it names none of them. The order of `meanings` settles a word two share.
    public func valueMeaning(_ text: String, among meanings: [String]) -> String? {
        let folded = TextFolding.fold(text)
        return meanings.first {
            folded == $0 || vocabulary.valueWords[$0]?.contains(folded) == true
        }
    }

    /// The reader's word for each of `meanings` (the first its catalog lists, else the
    /// meaning itself): what Tab offers and an error's list of choices shows.
    public func valueWords(for meanings: [String]) -> [String] {
        let words = library.catalogs[language]?.input.valueWords ?? [:]
        return meanings.map { words[$0]?.first ?? $0 }
    }

    public func parseYesNo(_ text: String) -> Result<Bool, YesNoParseError> {
        YesNoParser.parse(text, vocabulary: vocabulary)
    }

    /// The canonical name of the command a typed word names (canonical or alias of any
    /// language).
    public func commandIdentifier(named word: String) -> String? {
        CommandResolver.command(for: word, vocabulary: vocabulary)
    }
}
