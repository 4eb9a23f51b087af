import SubDomain
import SubLocalization

/// Reads the values people type (amounts, dates, periods, command and field words) with the
/// session's language and conventions. Refusals come back as usage errors carrying the
/// localization parsers' own reasons.
public struct ValueReader {
    public let localizer: Localizer
    public let today: CivilDate

    public init(localizer: Localizer, today: CivilDate) {
        self.localizer = localizer
        self.today = today
    }

    public func date(_ text: String) throws(UsageError) -> CivilDate {
        switch localizer.parseDate(text, today: today) {
        case .success(let date): return date
        case .failure(let error): throw .invalidValue(error.localizedMessage)
        }
    }

    public func period(_ text: String) throws(UsageError) -> Period {
        switch localizer.parsePeriod(text) {
        case .success(let period): return period
        case .failure(let error): throw .invalidValue(error.localizedMessage)
        }
    }

    /// An amount; `currency` (when known) decides the decimals unless the text names its own.
    public func amount(_ text: String, currency: CurrencyCode?) throws(UsageError) -> ParsedAmount {
        let separator = localizer.formatter.moneyLocale.decimalSeparator?.first ?? "."
        let result = AmountParser.parse(
            text, defaultCurrency: currency ?? localizer.settings.defaultCurrency, decimalSeparator: separator)
        switch result {
        case .success(let parsed): return parsed
        case .failure(let error): throw .invalidValue(error.localizedMessage)
        }
    }

    public func commandName(_ word: String) -> CommandName? {
        localizer.command(named: word)
    }

    /// The command name closest to a mistyped word (at most two edits away), for "did you mean".
    public func closestCommand(to word: String) -> String? {
        let typed = TextFolding.fold(word)
        guard !typed.isEmpty else { return nil }
        var best: (name: String, distance: Int)?
        for command in CommandName.allCases {
            for catalog in localizer.library.catalogs.values {
                for name in CommandResolver.names(of: command, in: catalog) {
                    let distance = EditDistance.between(typed, TextFolding.fold(name))
                    if distance <= 2, distance < (best?.distance ?? Int.max) { best = (name, distance) }
                }
            }
        }
        return best?.name
    }

    public func editField(_ word: String) -> EditField? {
        let folded = TextFolding.fold(word)
        for field in EditField.allCases {
            if TextFolding.fold(field.rawValue) == folded { return field }
            for catalog in localizer.library.catalogs.values {
                let words = catalog.input.fieldWords[field.rawValue] ?? []
                if words.contains(where: { TextFolding.fold($0) == folded }) { return field }
            }
        }
        return nil
    }

    public func subcommand(_ word: String, is subcommand: Subcommand) -> Bool {
        let folded = TextFolding.fold(word)
        if TextFolding.fold(subcommand.canonicalWord) == folded { return true }
        return localizer.library.catalogs.values.contains { catalog in
            (catalog.input.subcommandWords[subcommand.rawValue] ?? []).contains { TextFolding.fold($0) == folded }
        }
    }
}

/// The words after `group`, `profile` and `catalog`.
public enum Subcommand: String, CaseIterable, Sendable {
    case groupNew = "group.new"
    case groupAdd = "group.add"
    case groupRemove = "group.remove"
    case profileDelete = "profile.delete"
    case catalogCheck = "catalog.check"

    /// The English word, always accepted.
    public var canonicalWord: String { String(rawValue.split(separator: ".").last ?? "") }
}
