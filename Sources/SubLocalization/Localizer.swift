import FoundationEssentials
import SubDomain

/// The one way to turn message keys and values into words for the reader.
///
/// A lookup never fails: a key missing from the language's catalog falls back to the
/// English catalog, then to the key itself, so a gap shows up in the output (and in the
/// catalog check) instead of crashing.
public struct Localizer: Sendable {
    public let library: CatalogLibrary
    public let settings: LocaleSettings
    public let formatter: ValueFormatter
    /// Input words of every loaded language, this one first.
    public let vocabulary: InputVocabulary
    /// The catalog of the language in use, parsed when this localizer is made.
    private let primary: Catalog?
    /// Languages searched after `primary`, most specific first (`es`, then `en`); each is
    /// parsed only when a key is missing from the ones before it.
    private let fallbacks: [String]

    public init(library: CatalogLibrary, settings: LocaleSettings) {
        self.library = library
        self.settings = settings
        self.formatter = ValueFormatter(settings: settings)
        var names = [settings.messageLanguage]
        if let base = POSIXLocaleName(settings.messageLanguage)?.language { names.append(base) }
        names.append(CatalogLibrary.fallbackLanguage)
        let available = Set(library.catalogs.keys)
        var chain: [String] = []
        for name in names where available.contains(name) && !chain.contains(name) {
            chain.append(name)
        }
        self.primary = chain.first.flatMap { library.catalogs[$0] }
        self.fallbacks = Array(chain.dropFirst())
        let language = settings.messageLanguage
        let primary = self.primary
        self.vocabulary = InputVocabulary(
            canonicalNames: { primary?.commandAliases ?? [:] },
            commandAliases: { library.commandAliasesPreferring(language) },
            inputs: { library.inputWordsPreferring(language) })
    }

    /// Resolves the locale settings from `environment` (with `SUBHUB_LOCALIZATION_DIR`
    /// applied) and returns a localizer for them; `library.problems` lists broken overrides.
    public static func fromEnvironment(
        _ environment: [String: String], languageOverride: String? = nil
    )
        -> Localizer
    {
        let library = CatalogLibrary.load(environment: environment)
        let settings = LocaleResolver.resolve(
            environment: environment, languageOverride: languageOverride, library: library)
        return Localizer(library: library, settings: settings)
    }

    /// The same localizer speaking `language` (`lang es`), or `nil` when no catalog matches.
    /// Money keeps the environment's format; dates follow the language when the
    /// environment's are another's: a Chinese sentence said `7 dic 2026` after `idioma zh`.
    public func switching(to language: String) -> Localizer? {
        guard
            let match = LocaleResolver.matchLanguage(
                language, available: Set(library.catalogs.keys))
        else { return nil }
        var settings = self.settings
        settings.messageLanguage = match
        let code = POSIXLocaleName(match)?.language ?? match
        if POSIXLocaleName(settings.messageLocaleIdentifier)?.language != code {
            settings.messageLocaleIdentifier = library.catalogs[match]?.mainLocale ?? match
        }
        if POSIXLocaleName(settings.dateLocaleIdentifier)?.language != code {
            settings.dateLocaleIdentifier = settings.messageLocaleIdentifier
        }
        return Localizer(library: library, settings: settings)
    }

    /// The chosen message language (`es`).
    public var language: String { settings.messageLanguage }

    /// The message `key` with its placeholders filled from `arguments`.
    public func text(_ key: MessageKey, _ arguments: [String: MessageArgument] = [:]) -> String {
        guard let (message, catalog) = message(key) else { return key.path }
        return text(message, from: catalog, arguments)
    }

    /// The message of `key` and the catalog it is in: this language's, else the first
    /// fallback that has it.
    private func message(_ key: MessageKey) -> (CatalogMessage, Catalog)? {
        if let primary, let message = primary.messages[key.path] {
            return (message, primary)
        }
        for language in fallbacks {
            guard let catalog = library.catalogs[language],
                let message = catalog.messages[key.path]
            else { continue }
            return (message, catalog)
        }
        return nil
    }

    private func text(
        _ message: CatalogMessage, from catalog: Catalog, _ arguments: [String: MessageArgument]
    ) -> String {
        // A closure calling `render`, not `render` itself: the method as a value is a new
        // closure holding a copy of this localizer, each of its references retained and
        // released again, which costs more than the words when thousands are worded.
        template(message, from: catalog, arguments).render { name in
            arguments[name].map { self.render($0) }
        }
    }

    /// The message `key` worded with `arguments` and cut where the argument `slot` goes:
    /// the pieces joined with that argument's text are `text(key, arguments + [slot: …])`.
    /// A sentence repeated over thousands of rows with one value changing (`risks`' "costs
    /// 9,99 € a month, over 1.5 × the average (4,20 €)") is then worded once and only the
    /// value written per row. `nil` when the slot is what chooses the plural form.
    public func textPieces(
        _ key: MessageKey, _ arguments: [String: MessageArgument], cutAt slot: String
    ) -> [String]? {
        guard let (message, catalog) = message(key) else { return [key.path] }
        if case .plural(let plural) = message, plural.countArgument == slot { return nil }
        return template(message, from: catalog, arguments).pieces(cutAt: slot) { name in
            arguments[name].map { self.render($0) }
        }
    }

    /// The template of `message` for `arguments`: the plural form their count chooses.
    private func template(
        _ message: CatalogMessage, from catalog: Catalog, _ arguments: [String: MessageArgument]
    ) -> MessageTemplate {
        switch message {
        case .text(let plain):
            return plain
        case .plural(let plural):
            let number = arguments[plural.countArgument]?.pluralOperandText ?? ""
            return plural.variant(forDecimalText: number, rules: catalog.pluralRules)
        }
    }

    /// A typed message worded.
    public func text(_ message: LocalizedMessage) -> String {
        text(message.key, message.arguments)
    }

    /// Any typed error, warning or finding that knows its message.
    public func text(_ value: some LocalizableMessage) -> String {
        text(value.localizedMessage)
    }

    /// An amount as the reader writes it; a total past `Money.maximumTotalMinorUnits` (rows
    /// a household's server took beyond the client's own bound, summed and held at Int64's
    /// end) is said in words, never printed as a figure that was never charged.
    public func money(_ money: Money) -> String {
        guard money.minorUnits.magnitude > UInt64(Money.maximumTotalMinorUnits) else {
            return formatter.money(money)
        }
        return text(
            .generalBeyondBound,
            [
                "amount": .text(
                    formatter.money(
                        Money(minorUnits: Money.maximumTotalMinorUnits, currency: money.currency)))
            ])
    }
    public func date(_ date: CivilDate) -> String { formatter.date(date) }
    public func relativeDate(_ date: CivilDate, from today: CivilDate) -> String {
        formatter.relativeDate(date, from: today)
    }
    public func list(_ items: [String]) -> String { formatter.messageList(items) }
    public func count(_ value: Int) -> String { formatter.count(value) }

    /// `mensual`, `quincenal`, `cada 3 semanas` / `monthly`, `fortnightly`, `every 3 weeks`.
    public func period(_ period: Period) -> String {
        if let named = period.named { return text(.periodName(named)) }
        if MessageKey.wordedPeriods.contains(period) { return text(.periodWord(period)) }
        return text(.periodEvery(period.unit), ["count": .count(period.count)])
    }

    /// `30 días`, `2 semanas`, `1 mes` / `30 days`, `2 weeks`, `1 month`.
    public func notice(_ notice: NoticePeriod) -> String {
        text(.periodNotice(notice.unit), ["count": .count(notice.count)])
    }

    /// `/mes`, `/2 semanas` / `/month`, `/2 weeks`: what follows a price.
    public func perPeriodSuffix(_ period: Period) -> String {
        text(.periodSuffix(period.unit), ["count": .count(period.count)])
    }

    private func render(_ argument: MessageArgument) -> String {
        switch argument {
        case .text(let text): text
        case .count(let value): formatter.count(value)
        case .decimal(let text): formatter.decimalText(text)
        case .money(let money): self.money(money)
        case .date(let date): formatter.date(date)
        case .month(let date): formatter.month(date)
        case .relativeDate(let date, let today): formatter.relativeDate(date, from: today)
        case .period(let period): self.period(period)
        case .list(let items): formatter.messageList(items)
        case .messages(let messages):
            formatter.messageList(messages.map { text($0.key, $0.arguments) })
        case .userText(let text): TerminalSanitizer.clean(text)
        case .userList(let items): formatter.messageList(items.map(TerminalSanitizer.clean))
        }
    }
}
