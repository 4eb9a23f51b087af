import FoundationEssentials
import SubDomain

/// The language of the words and the locales of the numbers and dates, resolved once from
/// the environment by `LocaleResolver`.
///
/// Identifiers are kept as text (`es_ES`), already stripped of codeset and modifier, so
/// settings compare and print simply; `Locale` values are made from them on demand.
public struct LocaleSettings: Hashable, Sendable {
    /// The catalog language chosen for messages (`es`, or `es_MX` for a regional catalog).
    public var messageLanguage: String
    /// Locale for message-embedded formats: counts, lists, relative dates (`es_ES`).
    public var messageLocaleIdentifier: String
    /// Locale for amounts (`LC_MONETARY`).
    public var moneyLocaleIdentifier: String
    /// Locale for calendar dates and the numeric order of typed dates (`LC_TIME`).
    public var dateLocaleIdentifier: String
    /// The currency a new entry gets when none is typed.
    public var defaultCurrency: CurrencyCode

    public init(
        messageLanguage: String, messageLocaleIdentifier: String, moneyLocaleIdentifier: String,
        dateLocaleIdentifier: String, defaultCurrency: CurrencyCode
    ) {
        self.messageLanguage = messageLanguage
        self.messageLocaleIdentifier = messageLocaleIdentifier
        self.moneyLocaleIdentifier = moneyLocaleIdentifier
        self.dateLocaleIdentifier = dateLocaleIdentifier
        self.defaultCurrency = defaultCurrency
    }
}
