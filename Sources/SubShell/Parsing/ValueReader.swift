import FoundationEssentials
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
        try day(text).date
    }

    /// A date, and whether it was typed without its year.
    public func day(_ text: String) throws(UsageError) -> TypedDay {
        switch localizer.parseDay(text, today: today) {
        case .success(let day): return day
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

    /// `USD=1.0812` (or `usd=1,0812` where the decimal mark is a comma): a known currency and
    /// a positive decimal rate within `RateValue`'s limits, read by the rule amounts are read
    /// by; `17.524` under es_ES, which could be either, is refused naming both.
    public func rateQuote(_ text: String) throws(UsageError) -> RateQuote {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            throw .invalidValue(LocalizedMessage(.ratesErrorPair, ["text": .userText(text)]))
        }
        let code = parts[0].trimmingSpaces()
        let currency: CurrencyCode
        do throws(DomainError) {
            currency = try CurrencyCode(code)
        } catch {
            throw .invalidValue(error.localizedMessage)
        }
        let separator = localizer.formatter.moneyDecimalSeparator.first ?? "."
        let number = String(parts[1])
        let arguments: [String: MessageArgument] = [
            "code": .text(currency.code), "text": .userText(number),
        ]
        switch RateParser.parse(number, decimalSeparator: separator) {
        case .success(let value):
            return RateQuote(currency: currency, value: value)
        case .failure(.ambiguous(let asDecimals, let asWhole)):
            throw .invalidValue(
                LocalizedMessage(
                    .ratesErrorAmbiguous,
                    arguments.merging([
                        "decimals": .text(typed(asDecimals)),
                        "whole": .text(typed(asWhole)),
                    ]) { $1 }))
        case .failure(.reading(.notANumber)):
            throw .invalidValue(LocalizedMessage(.ratesErrorNumber, arguments))
        case .failure(.reading(.notPositive)):
            throw .invalidValue(LocalizedMessage(.ratesErrorNotPositive, arguments))
        case .failure(.reading(.tooPrecise)):
            throw .invalidValue(
                LocalizedMessage(
                    .ratesErrorTooPrecise,
                    arguments.merging([
                        "digits": .count(RateValue.maximumDigits),
                        "decimals": .count(RateValue.maximumScale),
                    ]) { $1 }))
        }
    }

    /// A rate as the reader would type it: the money locale's decimal mark, no grouping.
    private func typed(_ rate: RateValue) -> String {
        let separator = localizer.formatter.moneyDecimalSeparator
        return separator == "." ? rate.plainText : rate.plainText.replacingAll(".", with: separator)
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

    /// An amount read once, before its currency is known (`TypedAmount`): refused here only
    /// for what no currency would accept, or for its own sign's currency's rules.
    public func typedAmount(_ text: String) throws(UsageError) -> TypedAmount {
        let separator = localizer.formatter.moneyDecimalSeparator.first ?? "."
        switch AmountParser.read(
            text, localCurrency: localizer.settings.defaultCurrency, decimalSeparator: separator)
        {
        case .success(let amount): return amount
        case .failure(let error): throw .invalidValue(error.localizedMessage)
        }
    }

    /// An amount read once, refused exactly when `amount(_:currency:)` refuses it in
    /// `currency`: a dialogue's answer, checked in the currency known so far.
    public func typedAmount(_ text: String, checkedIn currency: CurrencyCode) throws(UsageError)
        -> TypedAmount
    {
        let separator = localizer.formatter.moneyDecimalSeparator.first ?? "."
        switch AmountParser.read(text, checkedIn: currency, decimalSeparator: separator) {
        case .success(let amount): return amount
        case .failure(let error): throw .invalidValue(error.localizedMessage)
        }
    }

    /// Reads `word` as `kind` says: the one check the parser and the `add` dialogue share.
    /// Amounts are read once and kept as typed: their currency, known later, decides the
    /// decimals.
    public func read(_ word: String, as kind: ValueKind, argument: ArgumentReference)
        throws(UsageError)
        -> ParsedValue
    {
        switch kind {
        case .date: return .date(try day(word))
        case .period: return .period(try period(word))
        case .notice: return .notice(try notice(word))
        case .reminders: return .reminders(try reminderOffsets(word))
        case .rateQuote: return .rateQuote(try rateQuote(word))
        case .currencyOrOff:
            if localizer.meansOff(word) { return .off }
            return try read(word, as: .currency, argument: argument)
        case .count(let range):
            guard let value = Int(word.folded(.widthInsensitive).trimmingSpaces()),
                range.contains(value)
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
        case .channelAction:
            // `add` or a word for it in any language (`añadir`, `添加`), read as `add`.
            let actions = ValueKind.channelActions
            guard let action = localizer.valueMeaning(word, among: actions) else {
                throw invalidChoice(word, argument, localizer.valueWords(for: actions))
            }
            return .text(action)
        case .webhookFormat:
            guard ValueKind.webhookFormats.contains(word.lowercased()) else {
                throw invalidChoice(word, argument, ValueKind.webhookFormats)
            }
            return .text(word.lowercased())
        case .channelTarget:
            // `correo ana@example.org` is `email ana@example.org`: the first word, when it
            // names a kind of channel in any language, is read as its canonical name.
            let parts = word.split(separator: " ", maxSplits: 1).map(String.init)
            guard let first = parts.first,
                let kind = localizer.valueMeaning(first, among: ValueKind.channelKinds)
            else { return .text(word) }
            return .text(([kind] + parts.dropFirst()).joined(separator: " "))
        case .amount:
            // Read once, checked for its shape: the currency, maybe a later word, decides
            // decimals and size when the amount is put in it.
            return .amount(try typedAmount(word))
        case .grouping:
            // In any language SubHub speaks (`--by categoría`, `--by 卡`), as the other words
            // a command takes; the choices are shown in the reader's.
            let meanings = TotalsGrouping.allCases.map { $0.rawValue }
            guard let meaning = localizer.valueMeaning(word, among: meanings),
                let grouping = TotalsGrouping(rawValue: meaning)
            else {
                throw .invalidValue(
                    LocalizedMessage(
                        .usageInvalidChoice,
                        [
                            "option": .text("--by"), "value": .userText(word),
                            "choices": .text(
                                localizer.valueWords(for: meanings).joined(separator: "|")),
                        ]))
            }
            return .text(grouping.rawValue)
        case .subscription, .subscriptionList, .group, .newName, .file, .language, .command, .text,
            .fieldValue, .card:
            return .text(word)
        }
    }

    /// `value` is none of `choices` (the reader's words) for `argument`.
    private func invalidChoice(
        _ value: String, _ argument: ArgumentReference, _ choices: [String]
    ) -> UsageError {
        .invalidValue(
            LocalizedMessage(
                .usageInvalidChoice,
                [
                    "option": .text(UsageText(localizer: localizer).reference(argument)),
                    "value": .userText(value),
                    "choices": .text(choices.joined(separator: "|")),
                ]))
    }

    /// Whether `word` reads as `kind` (an optional argument takes a word only then).
    public func accepts(_ word: String, as kind: ValueKind) -> Bool {
        if kind == .currency { return word.count == 3 && CurrencyCode.isKnown(word.uppercased()) }
        return (try? read(word, as: kind, argument: .option(""))) != nil
    }

    /// Whether `word` looks like a value of `kind` even when it is not one, so a refusal
    /// should name that kind: three capital letters are a currency code (`BTC`, `XXX`), where
    /// a lowercase word is more likely a period mistyped.
    public func resembles(_ word: String, as kind: ValueKind) -> Bool {
        guard kind == .currency else { return false }
        return word.count == 3 && word.allSatisfy { $0.isASCII && $0.isUppercase }
    }

    public func commandName(_ word: String) -> CommandName? {
        localizer.command(named: word)
    }

    /// The command name closest to a mistyped word (at most two edits away), for "did you mean".
    ///
    /// Only names the reader would type are offered: the command's own (English) name and
    /// the aliases of the reader's language, never another language's (`y` once got "did you
    /// mean 斩?" in English and Spanish). A name must keep some of what was typed: one edit
    /// of a one-letter word is any other letter, so the distance stays under the word's length.
    public func closestCommand(to word: String) -> String? {
        let typed = TextFolding.fold(word)
        guard !typed.isEmpty else { return nil }
        let catalog = localizer.library.catalogs[localizer.language]
        var best: (name: String, distance: Int)?
        for command in CommandName.allCases {
            let names =
                catalog.map { CommandResolver.names(of: command.rawValue, in: $0) }
                ?? [command.rawValue]
            for name in names {
                let distance = EditDistance.between(typed, TextFolding.fold(name))
                if distance <= 2, distance < typed.count, distance < (best?.distance ?? Int.max) {
                    best = (name, distance)
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
