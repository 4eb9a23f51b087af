import FoundationEssentials
import SubCLDR
import SubDomain

/// Chooses the message language and the formatting locales from an environment dictionary,
/// the way gettext and the C library do. Never reads `Locale.current`: on Linux it ignores
/// the environment (it is always `en_001`).
public enum LocaleResolver {
    /// Resolves settings for `environment` (usually `ProcessInfo.processInfo.environment`).
    ///
    /// - Parameter languageOverride: `--lang` or the shell's `lang` command; wins when a catalog
    ///   matches it.
    public static func resolve(
        environment: [String: String], languageOverride: String? = nil, library: CatalogLibrary
    ) -> LocaleSettings {
        let available = Set(library.catalogs.keys)
        let language =
            languageOverride.flatMap { matchLanguage($0, available: available) }
            ?? messageLanguage(environment: environment, available: available)
        let mainLocale = library.catalogs[language]?.mainLocale ?? "en_US"
        let languageCode = POSIXLocaleName(language)?.language ?? language

        // Words embedded in sentences follow the message language; the environment's region
        // is kept when it is the same language (es_MX keeps Mexican formats).
        let messagesName = firstSet(environment, ["LC_ALL", "LC_MESSAGES", "LANG"]).flatMap(
            POSIXLocaleName.init)
        let messageLocale =
            messagesName?.language == languageCode && messagesName?.region != nil
            ? messagesName!.identifier : mainLocale

        let moneyName = firstSet(environment, ["LC_ALL", "LC_MONETARY", "LANG"]).flatMap(
            POSIXLocaleName.init)
        let dateName = firstSet(environment, ["LC_ALL", "LC_TIME", "LANG"]).flatMap(
            POSIXLocaleName.init)
        let moneyLocale = moneyName?.identifier ?? mainLocale
        let dateLocale = dateName?.identifier ?? mainLocale

        let currency =
            regionCurrency(moneyLocale)
            ?? moneyName.flatMap { library.catalogs[$0.language]?.defaultCurrency }
            ?? library.catalogs[language]?.defaultCurrency
            ?? CurrencyCode.usd
        return LocaleSettings(
            messageLanguage: language, messageLocaleIdentifier: messageLocale,
            moneyLocaleIdentifier: moneyLocale, dateLocaleIdentifier: dateLocale,
            defaultCurrency: currency)
    }

    /// The message language gettext would pick; each candidate is tried as `ll_CC` then `ll`,
    /// and English (the untranslated text) answers when nothing matches.
    ///
    /// A non-empty `LANGUAGE` replaces the locale's language rather than going in front of it
    /// (unless the locale is C/POSIX or unset, which makes gettext ignore `LANGUAGE`): with
    /// `LANGUAGE=fr LANG=es_ES.UTF-8` glibc finds no French catalog and prints the original
    /// English, never Spanish. Without `LANGUAGE`, the first set of `LC_ALL`, `LC_MESSAGES`,
    /// `LANG` is the one candidate.
    public static func messageLanguage(
        environment: [String: String], available: Set<String>
    ) -> String {
        guard let effective = firstSet(environment, ["LC_ALL", "LC_MESSAGES", "LANG"]) else {
            return CatalogLibrary.fallbackLanguage
        }
        var candidates = [effective]
        if !POSIXLocaleName.isCLocale(effective), let list = environment["LANGUAGE"], !list.isEmpty
        {
            candidates = list.split(separator: ":").map(String.init)
        }
        for candidate in candidates {
            if let match = matchLanguage(candidate, available: available) { return match }
        }
        return CatalogLibrary.fallbackLanguage
    }

    /// The available catalog for a locale name such as `es_MX.UTF-8` (`es_MX`, else `es`).
    public static func matchLanguage(_ raw: String, available: Set<String>) -> String? {
        POSIXLocaleName(raw)?.catalogCandidates.first { available.contains($0) }
    }

    /// The current currency of a locale's region (`es_MX` → MXN), from CLDR's territory
    /// currencies, if SubDomain accepts it.
    public static func regionCurrency(_ localeIdentifier: String) -> CurrencyCode? {
        guard let region = POSIXLocaleName(localeIdentifier)?.region,
            let code = CLDRLocale.territoryCurrency(region)
        else { return nil }
        return try? CurrencyCode(code)
    }

    /// The first variable of `names` that is set and not empty (the C library's precedence).
    static func firstSet(_ environment: [String: String], _ names: [String]) -> String? {
        for name in names {
            if let value = environment[name], !value.isEmpty { return value }
        }
        return nil
    }
}
