import SubBrands
import SubDomain
import SubLocalization

/// Decides what Tab offers from the words already typed: commands first; then the
/// profile's names, brand names after `add`, subcommands, fields, formats, currencies,
/// period words and option names where they belong. Multi-word names complete as a whole,
/// and matching ignores case and accents.
public struct CompletionEngine {
    public let localizer: Localizer
    /// The profile's subscription names whose folded form starts with the folded typed
    /// text: an index answers this without going over 100,000 names on every Tab.
    public let matchingNames: (String) -> Candidates
    /// Brand names extending a partial name (loads the brand catalog on first use).
    public let brands: (String) -> [String]
    /// The cards the profile knows (`--paid-with`, `card expires`), as written.
    public let cardNames: () -> [String]

    public init(
        localizer: Localizer, names: @escaping () -> [String],
        brands: @escaping (String) -> [String] = {
            BrandCatalog.shared.completions(for: $0, limit: 40)
        },
        cardNames: @escaping () -> [String] = { [] }
    ) {
        self.localizer = localizer
        self.matchingNames = { typed in NameIndex(names()).candidates(matching: typed) }
        self.brands = brands
        self.cardNames = cardNames
    }

    /// With an index of names that answers prefix queries itself (`NameCache`).
    public init(
        localizer: Localizer, matchingNames: @escaping (String) -> Candidates,
        brands: @escaping (String) -> [String] = {
            BrandCatalog.shared.completions(for: $0, limit: 40)
        },
        cardNames: @escaping () -> [String] = { [] }
    ) {
        self.localizer = localizer
        self.matchingNames = matchingNames
        self.brands = brands
        self.cardNames = cardNames
    }

    public func complete(_ textBeforeCursor: String) -> Completion {
        let scan = Tokenizer.scan(textBeforeCursor)
        var words = scan.words
        let characters = Array(textBeforeCursor)
        if !scan.endsInWord { words.append(Tokenizer.Word(text: "", start: characters.count)) }
        guard let current = words.last else { return .none }
        let rawPartial = String(characters[current.start...])
        let index = words.count - 1
        let simple = { (candidates: [String]) in
            finish(
                partial: rawPartial, typed: current.text, candidates: candidates, quote: nil,
                multiWord: false)
        }
        if index == 0 { return simple(commandWords(matching: current.text)) }
        guard let command = localizer.command(named: words[0].text) else { return .none }
        let spec = CommandTable.spec(for: command)

        // The words after the command, told apart as the parser does: options (with their
        // values) and positionals. The subcommand, when the command has them, comes first.
        var positionals: [Tokenizer.Word] = []
        var pendingOption: OptionSpec?
        var grammar = spec.grammar
        for word in words[1..<index] {
            if pendingOption != nil {
                pendingOption = nil
                continue
            }
            if CommandParser.looksLikeOption(word.text) {
                pendingOption = grammar?.option(named: word.text).flatMap { $0.isFlag ? nil : $0 }
                continue
            }
            if grammar == nil {
                grammar =
                    spec.subcommands.first {
                        valueReader
                            .subcommand(word.text, is: $0.0)
                    }?.1
                if grammar == nil { return .none }
                continue
            }
            positionals.append(word)
        }
        guard let grammar else {
            return simple(spec.subcommands.flatMap { subcommandWords([$0.0.rawValue]) })
        }
        if let option = pendingOption, option.value?.kind == .subscriptionList {
            return listCompletion(rawPartial, typed: current.text)
        }
        if let option = pendingOption, let kind = option.value?.kind {
            return simple(candidates(for: kind))
        }
        if current.text.hasPrefix("-") {
            return simple(grammar.options.map(\.name))
        }

        // Which positional the word under the cursor belongs to.
        let quote = scan.openQuote
        var consumed = 0
        for (position, argument) in grammar.positionals.enumerated() {
            let remaining = positionals.count - consumed
            switch argument.arity {
            case .one where argument.kind == .newName:
                // `add`'s name runs until something that looks like an amount, so an
                // unquoted "Movistar P" still completes to the brand.
                let amountAt = positionals[consumed...].firstIndex { Self.looksLikeAmount($0.text) }
                guard let amountAt else {
                    let start = positionals[safe: consumed] ?? current
                    let restOfLine = String(characters[start.start...])
                    return brandCompletion(restOfLine, start: start, quote: quote)
                }
                // The name spans every word before the amount; the amount's spec comes next.
                consumed = amountAt
            case .one:
                if remaining == 0 {
                    return completion(
                        for: argument.kind, partial: rawPartial, current: current, quote: quote,
                        multiWord: false, field: fieldNamed(positionals))
                }
                consumed += 1
            case .optional:
                if remaining == 0 {
                    let later = grammar.positionals.dropFirst(position + 1).first
                    var offered = candidates(for: argument.kind)
                    if let later { offered += candidates(for: later.kind) }
                    return simple(offered)
                }
                if valueReader.accepts(
                    positionals[consumed].text, as: argument.kind)
                {
                    consumed += 1
                }
            case .joined:
                // A channel's kind starts `remind channel add`'s target; after `remove` or
                // `test`, and after the kind, comes what no list can offer.
                if argument.kind == .channelTarget {
                    let action = positionals.first.flatMap {
                        localizer.valueMeaning($0.text, among: ValueKind.channelActions)
                    }
                    guard action == "add", positionals.count == consumed else { return .none }
                }
                let start = positionals[safe: consumed] ?? current
                if argument.kind == .subscription || argument.kind == .group {
                    let restOfLine = String(characters[start.start...])
                    let typed = quote == nil ? restOfLine : start.text
                    return finishNames(
                        partial: restOfLine, typed: typed, matches: matchingNames(typed),
                        quote: quote, multiWord: true)
                }
                return completion(
                    for: argument.kind, partial: rawPartial, current: current, quote: quote,
                    multiWord: false, field: fieldNamed(positionals))
            case .list:
                return completion(
                    for: argument.kind, partial: rawPartial, current: current, quote: quote,
                    multiWord: false, field: nil)
            }
        }
        return .none
    }

    /// A comma-separated list of names (`--without Netflix,Dis`): the name after the last
    /// comma completes, the names before it stay as typed.
    private func listCompletion(_ partial: String, typed: String) -> Completion {
        let head = typed.lastIndex(of: ",").map { String(typed[...$0]) } ?? ""
        let last = String(typed.dropFirst(head.count))
        let names = matchingNames(last)
        return finish(
            partial: partial, typed: typed, candidates: names.map { head + $0 }, quote: nil,
            multiWord: false, alreadyFiltered: true)
    }

    /// The field named by `edit NAME FIELD`, whose kind the value takes.
    private func fieldNamed(_ positionals: [Tokenizer.Word]) -> EditField? {
        guard positionals.count >= 2 else { return nil }
        return valueReader.editField(
            positionals[1].text)
    }

    private func completion(
        for kind: ValueKind, partial: String, current: Tokenizer.Word, quote: Character?,
        multiWord: Bool, field: EditField?
    ) -> Completion {
        let kind = kind == .fieldValue ? (field?.kind ?? .text) : kind
        if kind == .subscription || kind == .group {
            return finishNames(
                partial: partial, typed: current.text, matches: matchingNames(current.text),
                quote: quote, multiWord: multiWord)
        }
        return finish(
            partial: partial, typed: current.text, candidates: candidates(for: kind), quote: quote,
            multiWord: multiWord)
    }

    /// What Tab offers for a value of `kind`.
    func candidates(for kind: ValueKind) -> [String] {
        switch kind {
        case .subscription, .group: Array(matchingNames(""))
        case .currency: currencyCodes()
        case .period: periodWords()
        case .date: relativeDayWords()
        case .field: fieldWords()
        case .format: ExportFormat.allCases.map(\.rawValue)
        case .shell: CompletionShell.allCases.map(\.rawValue)
        case .channelAction: localizer.valueWords(for: ValueKind.channelActions)
        case .channelTarget: localizer.valueWords(for: ValueKind.channelKinds)
        case .webhookFormat: ValueKind.webhookFormats
        case .language: localizer.library.catalogs.keys.sorted() + ["auto"]
        case .command: commandWords(matching: "")
        case .subscriptionList: Array(matchingNames(""))
        case .reminders: offWords()
        case .currencyOrOff: currencyCodes() + offWords()
        case .rateQuote: []
        case .card: cardNames().sorted { NameKey.fold($0) < NameKey.fold($1) }
        case .grouping: localizer.valueWords(for: TotalsGrouping.allCases.map { $0.rawValue })
        case .newName, .amount, .count, .file, .text, .fieldValue, .notice: []
        }
    }

    /// A whole answer of the `add` dialogue: the step's kind decides what Tab offers, and the
    /// answer is not split into words (names and brands go in unquoted).
    public func completeAnswer(_ answer: String, kind: ValueKind) -> Completion {
        switch kind {
        case .newName: return completeBrandAnswer(answer)
        case .subscription, .group:
            return finishNames(
                partial: answer, typed: answer, matches: matchingNames(answer), quote: nil,
                multiWord: true)
        default:
            return finish(
                partial: answer, typed: answer, candidates: candidates(for: kind), quote: nil,
                multiWord: true)
        }
    }

    // MARK: Contexts

    /// `add`'s name is one word to the parser (the amount follows it), so a brand with a space
    /// goes in quoted: "add Movistar P" becomes "add 'Movistar Plus+' ". Matching still reads
    /// the unquoted words typed so far.
    private func brandCompletion(_ restOfLine: String, start: Tokenizer.Word, quote: Character?)
        -> Completion
    {
        let typed = quote == nil ? restOfLine : start.text
        guard !TextFolding.fold(typed).isEmpty else { return .none }
        return finish(
            partial: restOfLine, typed: typed, candidates: brands(typed), quote: quote,
            multiWord: false,
            alreadyFiltered: true)
    }

    /// The dialogue's name step, where the whole answer is the name: brands go in as they are,
    /// without quotes (the answer is not split into words).
    public func completeBrandAnswer(_ answer: String) -> Completion {
        guard !TextFolding.fold(answer).isEmpty else { return .none }
        return finish(
            partial: answer, typed: answer, candidates: brands(answer), quote: nil, multiWord: true,
            alreadyFiltered: true)
    }

    // MARK: Word lists

    /// The reader's language's command words; the English names only when none of those
    /// fits what was typed (they still work, but a Spanish list stays Spanish).
    func commandWords(matching typed: String) -> [String] {
        let commands = CommandTable.order
        let english = commands.map(\.rawValue)
        guard let catalog = localizer.library.catalogs[localizer.language],
            localizer.language != "en"
        else {
            return english
        }
        let local = Self.unique(
            commands.flatMap { catalog.input.commandAliases[$0.rawValue] ?? [] })
        let folded = TextFolding.fold(typed)
        if local.contains(where: { TextFolding.fold($0).hasPrefix(folded) }) { return local }
        return english
    }

    /// The reader's word for "no reminders" (`no` / `off`).
    func offWords() -> [String] {
        let words = localizer.library.catalogs[localizer.language]?.input.valueWords["off"] ?? []
        return Array(words.prefix(1))
    }

    func relativeDayWords() -> [String] {
        let words =
            localizer.library.catalogs[localizer.language]?.input.relativeDays.values.flatMap { $0 }
            ?? []
        return words.sorted()
    }

    func fieldWords() -> [String] {
        guard let catalog = localizer.library.catalogs[localizer.language],
            localizer.language != "en"
        else {
            return EditField.allCases.map(\.rawValue)
        }
        return Self.unique(
            EditField.allCases.flatMap { catalog.input.fieldWords[$0.rawValue] ?? [$0.rawValue] })
    }

    func subcommandWords(_ keys: [String]) -> [String] {
        let english = keys.compactMap { $0.split(separator: ".").last.map(String.init) }
        guard let catalog = localizer.library.catalogs[localizer.language],
            localizer.language != "en"
        else {
            return english
        }
        return Self.unique(keys.flatMap { catalog.input.subcommandWords[$0] ?? [] })
    }

    /// The first word of each named period, then of each period people call by one word
    /// (`quincenal`, `bimestral`, `diario` / `fortnightly`, `daily`): what the reader reads.
    func periodWords() -> [String] {
        guard let catalog = localizer.library.catalogs[localizer.language] else { return [] }
        return Self.unique(
            Period.Named.allCases.compactMap { catalog.input.namedPeriods[$0]?.first }
                + MessageKey.wordedPeriods.compactMap { catalog.input.periodWords[$0]?.first })
    }

    /// Completion asks only whether a word reads as a kind (an amount, a field), never which
    /// day a relative date means, so the reader's "today" does not matter here.
    private var valueReader: ValueReader {
        ValueReader(localizer: localizer, today: CivilDate(daysSinceEpoch: 0))
    }

    func currencyCodes() -> [String] {
        let preferred = ["EUR", "USD", "GBP", "MXN", "JPY", "CNY"]
        return Self.unique(preferred + CurrencyCode.allCodes)
    }

    // MARK: Building the result

    /// Filters `candidates` by the folded typed text, then replaces the partial text with the
    /// single match (closed with a space) or with the candidates' common prefix.
    private func finish(
        partial: String, typed: String, candidates: [String], quote: Character?, multiWord: Bool,
        alreadyFiltered: Bool = false
    ) -> Completion {
        let folded = TextFolding.fold(typed)
        let matches =
            alreadyFiltered
            ? Self.unique(candidates)
            : Self.unique(candidates.filter { TextFolding.fold($0).hasPrefix(folded) })
        guard !matches.isEmpty else {
            return Completion(partial: partial, replacement: nil, candidates: [])
        }
        if matches.count == 1 {
            return Completion(
                partial: partial,
                replacement: render(matches[0], quote: quote, multiWord: multiWord, closed: true),
                candidates: matches)
        }
        let common = Self.commonPrefix(matches)
        let replacement =
            TextFolding.fold(common).count > folded.count
            ? render(common, quote: quote, multiWord: multiWord, closed: false) : nil
        return Completion(partial: partial, replacement: replacement, candidates: matches)
    }

    /// Names come as a run of a `NameIndex`, sorted by their folded form: nothing is copied
    /// or folded here, however many match; one name (or the same name twice) closes, and the
    /// common prefix of a sorted run is that of its two ends.
    private func finishNames(
        partial: String, typed: String, matches: Candidates, quote: Character?, multiWord: Bool
    ) -> Completion {
        guard let first = matches.first, let last = matches.last else {
            return Completion(partial: partial, replacement: nil, candidates: [])
        }
        if first == last {
            return Completion(
                partial: partial,
                replacement: render(first, quote: quote, multiWord: multiWord, closed: true),
                candidates: Candidates([first]))
        }
        let common = Self.commonPrefix([first, last])
        let replacement =
            TextFolding.fold(common).count > TextFolding.fold(typed).count
            ? render(common, quote: quote, multiWord: multiWord, closed: false) : nil
        return Completion(partial: partial, replacement: replacement, candidates: matches)
    }

    /// The text to insert: inside an open quote it continues (and closes) the quote; a
    /// single-word context quotes names with spaces; a rest-of-line name goes in as is.
    private func render(_ text: String, quote: Character?, multiWord: Bool, closed: Bool) -> String
    {
        if let quote {
            return String(quote) + text + (closed ? String(quote) + " " : "")
        }
        if !multiWord {
            let needsQuotes = text.contains { $0.isWhitespace || "'\"\\#".contains($0) }
            if needsQuotes { return closed ? Tokenizer.quoted(text) + " " : "'" + text }
        }
        return closed ? text + " " : text
    }

    static func commonPrefix(_ items: [String]) -> String {
        guard var prefix = items.first.map(Array.init) else { return "" }
        for item in items.dropFirst() {
            let characters = Array(item)
            var length = 0
            while length < min(prefix.count, characters.count),
                TextFolding.fold(String(prefix[length]))
                    == TextFolding.fold(String(characters[length]))
            {
                length += 1
            }
            prefix = Array(prefix[..<length])
        }
        return String(prefix)
    }

    static func unique(_ items: [String]) -> [String] {
        var seen = Set<String>()
        return items.filter { seen.insert($0).inserted }
    }

    /// Digits with at most a currency mark around them: where `add`'s name ends.
    static func looksLikeAmount(_ word: String) -> Bool {
        word.contains(where: \.isNumber) && !word.contains(where: \.isLetter)
            || codeThenDigit(Array(word.unicodeScalars))
            || digitsThenCode(Array(word.unicodeScalars))
    }

    /// `USD 12`, `EUR9`: a currency code, at most one space, then a digit.
    private static func codeThenDigit(_ scalars: [Unicode.Scalar]) -> Bool {
        guard scalars.count >= 4, scalars[0..<3].allSatisfy(isCodeLetter) else { return false }
        let next = scalars[3].properties.isWhitespace && scalars.count > 4 ? 4 : 3
        return ("0"..."9").contains(scalars[next])
    }

    /// `12,50 EUR`, `9USD`: a digit, digits and marks, at most one space, then a code that
    /// ends the word.
    private static func digitsThenCode(_ scalars: [Unicode.Scalar]) -> Bool {
        guard scalars.count >= 4, ("0"..."9").contains(scalars[0]),
            scalars.suffix(3).allSatisfy(isCodeLetter)
        else { return false }
        var middle = scalars.dropFirst().dropLast(3)
        if let last = middle.last, last.properties.isWhitespace { middle = middle.dropLast() }
        return middle.allSatisfy { ("0"..."9").contains($0) || $0 == "." || $0 == "," }
    }

    private static func isCodeLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("A"..."Z").contains(scalar)
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
