import Foundation
import SubDomain
import SubLocalization
import SubStore

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

    public func notice(_ text: String) throws(UsageError) -> NoticePeriod {
        switch localizer.parseNotice(text) {
        case .success(let notice): return notice
        case .failure(let error): throw .invalidValue(error.localizedMessage)
        }
    }

    public func reminderOffsets(_ text: String) throws(UsageError) -> [Int] {
        switch localizer.parseReminderOffsets(text) {
        case .success(let offsets): return offsets
        case .failure(let error): throw .invalidValue(error.localizedMessage)
        }
    }

    /// An amount; `currency` (when known) decides the decimals unless the text names its own.
    public func amount(_ text: String, currency: CurrencyCode?) throws(UsageError) -> ParsedAmount {
        let separator = localizer.formatter.moneyDecimalSeparator.first ?? "."
        let result = AmountParser.parse(
            text, defaultCurrency: currency ?? localizer.settings.defaultCurrency,
            decimalSeparator: separator)
        switch result {
        case .success(let parsed): return parsed
        case .failure(let error): throw .invalidValue(error.localizedMessage)
        }
    }

    /// Reads `word` as `kind` says: the one check the parser and the `add` dialogue share.
    /// Amounts stay text (their currency, known later, decides the decimals) but must read.
    public func read(_ word: String, as kind: ValueKind, argument: ArgumentReference)
        throws(UsageError)
        -> ParsedValue
    {
        switch kind {
        case .date: return .date(try date(word))
        case .period: return .period(try period(word))
        case .notice: return .notice(try notice(word))
        case .reminders: return .reminders(try reminderOffsets(word))
        case .count(let range):
            guard let value = Int(word.trimmingCharacters(in: .whitespaces)), range.contains(value)
            else {
                throw .invalidCount(argument: argument, value: word, range: range)
            }
            return .count(value)
        case .currency:
            do {
                return .currency(try CurrencyCode(word.uppercased()))
            } catch {
                throw .invalidValue(error.localizedMessage)
            }
        case .field:
            guard let field = editField(word) else { throw .unknownField(word) }
            return .field(field)
        case .format:
            guard let format = ExportFormat(rawValue: word.lowercased()) else {
                throw .unknownFormat(word)
            }
            return .format(format)
        case .shell:
            guard let shell = CompletionShell(rawValue: word.lowercased()) else {
                throw .invalidValue(LocalizedMessage(.usageUnknownShell, ["word": .userText(word)]))
            }
            return .shell(shell)
        case .amount:
            // Only its shape: the currency, maybe a later word, decides decimals and size.
            let separator = localizer.formatter.moneyDecimalSeparator.first ?? "."
            if case .failure(let error) = AmountParser.parse(
                word, defaultCurrency: localizer.settings.defaultCurrency,
                decimalSeparator: separator, currencyKnown: false)
            {
                throw .invalidValue(error.localizedMessage)
            }
            return .text(word)
        case .subscription, .subscriptionList, .group, .newName, .file, .language, .command, .text,
            .fieldValue:
            return .text(word)
        }
    }

    /// Whether `word` reads as `kind` (an optional argument takes a word only then).
    public func accepts(_ word: String, as kind: ValueKind) -> Bool {
        if kind == .currency { return word.count == 3 && CurrencyCode.isKnown(word.uppercased()) }
        return (try? read(word, as: kind, argument: .option(""))) != nil
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
                for name in CommandResolver.names(of: command.rawValue, in: catalog) {
                    let distance = EditDistance.between(typed, TextFolding.fold(name))
                    if distance <= 2, distance < (best?.distance ?? Int.max) {
                        best = (name, distance)
                    }
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
            (catalog.input.subcommandWords[subcommand.rawValue] ?? []).contains {
                TextFolding.fold($0) == folded
            }
        }
    }
}
