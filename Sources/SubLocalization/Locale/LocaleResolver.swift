import Foundation
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
        let messagesName = firstSet(environment, ["LC_ALL", "LC_MESSAGES", "LANG"]).flatMap(POSIXLocaleName.init)
        let messageLocale =
            messagesName?.language == languageCode && messagesName?.region != nil
            ? messagesName!.identifier : mainLocale

        let moneyName = firstSet(environment, ["LC_ALL", "LC_MONETARY", "LANG"]).flatMap(POSIXLocaleName.init)
        let dateName = firstSet(environment, ["LC_ALL", "LC_TIME", "LANG"]).flatMap(POSIXLocaleName.init)
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

    /// The message language gettext would pick: the `LANGUAGE` list (unless the locale is
    /// C/POSIX or unset), then the first set of `LC_ALL`, `LC_MESSAGES`, `LANG`; each tried as
    /// `ll_CC` then `ll`; English when nothing matches.
    public static func messageLanguage(environment: [String: String], available: Set<String>) -> String {
        let effective = firstSet(environment, ["LC_ALL", "LC_MESSAGES", "LANG"])
        var candidates: [String] = []
        if let effective, !POSIXLocaleName.isCLocale(effective), let list = environment["LANGUAGE"] {
            candidates += list.split(separator: ":").map(String.init)
        }
        if let effective { candidates.append(effective) }
        for candidate in candidates {
            if let match = matchLanguage(candidate, available: available) { return match }
        }
        return CatalogLibrary.fallbackLanguage
    }

    /// The available catalog for a locale name such as `es_MX.UTF-8` (`es_MX`, else `es`).
    public static func matchLanguage(_ raw: String, available: Set<String>) -> String? {
        POSIXLocaleName(raw)?.catalogCandidates.first { available.contains($0) }
    }

    /// The currency of a locale's region (`es_MX` → MXN), if Foundation knows it and so do we.
    public static func regionCurrency(_ localeIdentifier: String) -> CurrencyCode? {
        guard POSIXLocaleName(localeIdentifier)?.region != nil,
            let code = Locale(identifier: localeIdentifier).currency?.identifier
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
