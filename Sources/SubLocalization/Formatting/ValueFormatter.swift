import FoundationEssentials
import SubCLDR
import SubDomain

/// Formats money, dates, relative dates, lists and counts in the locales of one
/// `LocaleSettings`, from the digested CLDR tables only (`SubCLDR`): the same words and
/// patterns CLDR gives, in every locale a user can name, with no ICU formatter behind them.
///
/// Building one costs three table look-ups; each currency's pattern is read on its first
/// amount and kept (`MoneyPatternCache`), so nothing here runs before it is needed.
public struct ValueFormatter: Sendable {
    /// The locales' identifiers (`es_ES`): CLDR's names, not Foundation `Locale`s, which
    /// without ICU would only carry the name.
    public let moneyLocale: String
    public let dateLocale: String
    public let messageLocale: String
    /// The CLDR locales behind them.
    let moneyData: CLDRLocale
    let dateData: CLDRLocale
    let messageData: CLDRLocale
    /// Each currency's pattern in `moneyData`, read once.
    private let moneyPatterns: MoneyPatternCache
    /// The message locale's whole numbers and plural rules, read on first use.
    private let messageWords: MessageLocaleWords

    public init(settings: LocaleSettings) {
        self.moneyLocale = settings.moneyLocaleIdentifier
        self.dateLocale = settings.dateLocaleIdentifier
        self.messageLocale = settings.messageLocaleIdentifier
        moneyData = CLDRLocale(identifier: settings.moneyLocaleIdentifier)
        dateData = CLDRLocale(identifier: settings.dateLocaleIdentifier)
        messageData = CLDRLocale(identifier: settings.messageLocaleIdentifier)
        moneyPatterns = MoneyPatternCache(locale: moneyData)
        messageWords = MessageLocaleWords(locale: messageData)
    }

    /// `226,49 €` / `€226.49`, in the amount's own currency with its own number of decimals.
    ///
    /// The number of decimals is the ISO 4217 one (what the minor units count), never fewer:
    /// CLDR shows some currencies with fewer (IQD, MGA's cash digits, …), which would print
    /// 0,04 MGA as "0 MGA" and could not be typed back.
    public func money(_ money: Money) -> String {
        moneyPatterns.pattern(for: money.currency).format(money.minorUnits)
    }

    /// The exact decimal value of an amount in minor units.
    public static func decimal(minorUnits: Int64, minorDigits: Int) -> Decimal {
        Decimal(
            sign: minorUnits < 0 ? .minus : .plus, exponent: -minorDigits,
            significand: Decimal(minorUnits.magnitude))
    }

    /// `15 dic 2026` / `Dec 15, 2026`: CLDR's medium date pattern of the date locale.
    public func date(_ date: CivilDate) -> String {
        CLDRDatePattern(pattern: dateData.string(.dateMedium) ?? "y-MM-dd", locale: dateData)
            .format(date)
    }

    /// `15/12/26` / `12/15/26`: CLDR's short date pattern of the date locale.
    public func shortDate(_ date: CivilDate) -> String {
        CLDRDatePattern(pattern: dateData.string(.dateShort) ?? "y-MM-dd", locale: dateData)
            .format(date)
    }

    /// `hoy`, `mañana`, `pasado mañana`, `dentro de 3 días`, `hace 2 días` / `today`,
    /// `tomorrow`, `in 3 days`: `date` as seen from `today`, in whole days, in the message
    /// locale. CLDR's word for the day when it has one (-2…2 in Spanish, -1…1 in English),
    /// else its `in {0} days` / `{0} days ago` pattern in the count's plural category.
    public func relativeDate(_ date: CivilDate, from today: CivilDate) -> String {
        let days = today.days(until: date)
        if (-2...2).contains(days),
            let word = messageData.string(CLDRField.relativeDay.advanced(by: days + 2))
        {
            return word
        }
        let count = abs(days)
        let category = messageWords.pluralCategory(for: count)
        let base: CLDRField = days > 0 ? .dayFuture : .dayPast
        let pattern =
            messageData.string(base.advanced(by: category.cldrIndex))
            ?? messageData.string(base.advanced(by: PluralCategory.other.cldrIndex)) ?? "{0}"
        return pattern.replacingPlaceholder(0, with: self.count(count))
    }

    /// `Netflix, Spotify e iCloud` / `Netflix, Spotify, and iCloud`.
    public func list(_ items: [String]) -> String {
        CLDRListPattern(locale: messageData, first: .listAnd).join(items)
    }

    /// `list`, as a sentence of the catalogs holds it: in Chinese a joint word is set apart
    /// from Latin names and digits (`提前 7、3 和 1 天`, `The New York Times 和 Spotify`), as
    /// the catalogs set every name and number apart.
    public func messageList(_ items: [String]) -> String {
        var pattern = CLDRListPattern(locale: messageData, first: .listAnd)
        pattern.spacesLatin = true
        return pattern.join(items)
    }

    /// "A, B o C" / "A, B, or C": choices, not a sum.
    public func alternatives(_ items: [String]) -> String {
        CLDRListPattern(locale: messageData, first: .listOr).join(items)
    }

    /// `1.000.000` / `1,000,000` (Spanish leaves four digits ungrouped: `1234`).
    public func count(_ value: Int) -> String {
        messageWords.integers.format(Int64(clamping: value))
    }

    /// A decimal number written as `1.5` shown with the message locale's separator (`1,5`).
    public func decimalText(_ text: String) -> String {
        let separator = messageDecimalSeparator
        guard separator != "." else { return text }
        return text.replacingAll(".", with: separator)
    }

    /// The decimal separator of amounts (`,` in es_ES), which typed amounts may use too.
    public var moneyDecimalSeparator: String { moneyData.string(.decimalSymbol) ?? "." }

    /// The decimal separator of numbers inside sentences (the message locale's).
    public var messageDecimalSeparator: String { messageData.string(.decimalSymbol) ?? "." }
}
