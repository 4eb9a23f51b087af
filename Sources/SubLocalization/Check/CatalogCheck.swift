import SubDomain

/// The translators' check: what a catalog set must satisfy before it ships.
///
/// Used by a test on the embedded catalogs and by `subhub catalog check` on whatever the
/// user's `SUBHUB_LOCALIZATION_DIR` adds.
public enum CatalogCheck {
    /// Findings for `catalogs`, sorted; empty means all is well.
    ///
    /// - Parameters:
    ///   - requiredKeys: keys the code uses (`MessageKey.all`); each must be in every catalog.
    ///   - requiredCommands: the canonical command names each catalog must list aliases for.
    ///   - referenceLanguage: the catalog placeholders are compared against (English).
    public static func run(
        _ catalogs: [Catalog], requiredKeys: [MessageKey] = MessageKey.all,
        requiredCommands: [String] = [],
        referenceLanguage: String = CatalogLibrary.fallbackLanguage
    ) -> [CatalogFinding] {
        var findings: Set<CatalogFinding> = []
        let allKeys = Set(catalogs.flatMap(\.messages.keys)).union(requiredKeys.map(\.path))
        let reference = catalogs.first { $0.language == referenceLanguage } ?? catalogs.first

        for catalog in catalogs {
            let producible = catalog.pluralRules.producibleCategories
            for key in allKeys {
                guard let message = catalog.messages[key] else {
                    findings.insert(.missingKey(key: key, language: catalog.language))
                    continue
                }
                if let reference, reference.language != catalog.language,
                    let referenceMessage = reference.messages[key],
                    referenceMessage.placeholders != message.placeholders
                {
                    findings.insert(
                        .placeholdersDiffer(
                            key: key, language: catalog.language,
                            found: message.placeholders.sorted(),
                            referenceLanguage: reference.language,
                            expected: referenceMessage.placeholders.sorted()))
                }
                if case .plural(let plural) = message {
                    for category in producible where plural.categories[category] == nil {
                        findings.insert(
                            .missingPluralCategory(
                                key: key, language: catalog.language, category: category))
                    }
                }
            }
            for command in requiredCommands where catalog.input.commandAliases[command] == nil {
                findings.insert(.missingCommand(command: command, language: catalog.language))
            }
            for period in Period.Named.allCases
            where (catalog.input.namedPeriods[period] ?? []).isEmpty {
                findings.insert(
                    .missingPeriodWords(period: period.rawValue, language: catalog.language))
            }
        }
        return findings.sorted()
    }

    /// Checks every catalog of `library` (embedded plus overrides).
    public static func run(
        _ library: CatalogLibrary, requiredKeys: [MessageKey] = MessageKey.all,
        requiredCommands: [String] = []
    ) -> [CatalogFinding] {
        run(
            library.languages.compactMap { library.catalogs[$0] }, requiredKeys: requiredKeys,
            requiredCommands: requiredCommands)
    }
}
