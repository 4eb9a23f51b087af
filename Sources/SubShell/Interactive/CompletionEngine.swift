import SubBrands
import SubDomain
import SubLocalization

/// Decides what Tab offers from the words already typed: commands first; then the
/// profile's names, brand names after `add`, subcommands, fields, formats, currencies,
/// period words and option names where they belong. Multi-word names complete as a whole,
/// and matching ignores case and accents.
public struct CompletionEngine {
    public let localizer: Localizer
    /// The profile's subscription names, read when a name is being completed.
    public let names: () -> [String]
    /// Brand names extending a partial name (loads the brand catalog on first use).
    public let brands: (String) -> [String]

    public init(localizer: Localizer, names: @escaping () -> [String],
        brands: @escaping (String) -> [String] = { BrandCatalog.shared.completions(for: $0, limit: 40) })
    {
        self.localizer = localizer
        self.names = names
        self.brands = brands
    }

    public func complete(_ textBeforeCursor: String) -> Completion {
        let scan = Tokenizer.scan(textBeforeCursor)
        var words = scan.words
        let characters = Array(textBeforeCursor)
        if !scan.endsInWord { words.append(Tokenizer.Word(text: "", start: characters.count)) }
        guard let current = words.last else { return .none }
        let rawPartial = String(characters[current.start...])
        let index = words.count - 1
        if index == 0 {
            return finish(partial: rawPartial, typed: current.text, candidates: commandWords(), quote: nil, multiWord: false)
        }
        guard let command = localizer.command(named: words[0].text) else { return .none }
        if current.text.hasPrefix("-") {
            return finish(partial: rawPartial, typed: current.text, candidates: options(for: command), quote: nil, multiWord: false)
        }
        let arguments = Array(words[1..<index]).filter { !$0.text.hasPrefix("-") }
        let previous = words[index - 1].text
        if previous.hasPrefix("--") {
            return valueOfOption(previous, partial: rawPartial, typed: current.text)
        }

        // Names that take the rest of the line: complete from the first argument on.
        let restOfLine = String(characters[words[1].start...])
        let quote = scan.openQuote
        switch command {
        case .show, .archive, .restore, .delete, .confirm:
            return nameCompletion(restOfLine, start: words[1], quote: quote)
        case .add:
            let amountIndex = words.dropFirst().firstIndex { Self.looksLikeAmount($0.text) }
            if let amountIndex, amountIndex < index {
                let afterAmount = words[(amountIndex + 1)..<index].filter { !$0.text.hasPrefix("-") }
                let candidates = afterAmount.isEmpty ? currencyCodes() + periodWords() : periodWords()
                return finish(partial: rawPartial, typed: current.text, candidates: candidates, quote: nil, multiWord: false)
            }
            return brandCompletion(restOfLine, start: words[1], quote: quote)
        case .edit:
            if arguments.isEmpty { return singleNameCompletion(rawPartial, typed: current.text, quote: quote) }
            if arguments.count == 1 {
                return finish(partial: rawPartial, typed: current.text, candidates: fieldWords(), quote: nil, multiWord: false)
            }
            return .none
        case .group:
            if arguments.isEmpty {
                return finish(partial: rawPartial, typed: current.text, candidates: subcommandWords(["group.new", "group.add", "group.remove"]), quote: nil, multiWord: false)
            }
            return singleNameCompletion(rawPartial, typed: current.text, quote: quote)
        case .export:
            return arguments.isEmpty
                ? finish(partial: rawPartial, typed: current.text, candidates: ["json", "csv"], quote: nil, multiWord: false) : .none
        case .help:
            return finish(partial: rawPartial, typed: current.text, candidates: commandWords(), quote: nil, multiWord: false)
        case .lang:
            return finish(partial: rawPartial, typed: current.text, candidates: localizer.library.catalogs.keys.sorted(), quote: nil, multiWord: false)
        case .profile:
            return arguments.isEmpty
                ? finish(partial: rawPartial, typed: current.text, candidates: subcommandWords(["profile.delete"]), quote: nil, multiWord: false) : .none
        case .catalog:
            return finish(partial: rawPartial, typed: current.text, candidates: subcommandWords(["catalog.check"]), quote: nil, multiWord: false)
        default:
            return .none
        }
    }

    // MARK: Contexts

    private func nameCompletion(_ restOfLine: String, start: Tokenizer.Word, quote: Character?) -> Completion {
        let typed = quote == nil ? restOfLine : start.text
        return finish(partial: restOfLine, typed: typed, candidates: names(), quote: quote, multiWord: true)
    }

    private func singleNameCompletion(_ partial: String, typed: String, quote: Character?) -> Completion {
        finish(partial: partial, typed: typed, candidates: names(), quote: quote, multiWord: false)
    }

    /// `add`'s name is one word to the parser (the amount follows it), so a brand with a space
    /// goes in quoted: "add Movistar P" becomes "add 'Movistar Plus+' ". Matching still reads
    /// the unquoted words typed so far.
    private func brandCompletion(_ restOfLine: String, start: Tokenizer.Word, quote: Character?) -> Completion {
        let typed = quote == nil ? restOfLine : start.text
        guard !TextFolding.fold(typed).isEmpty else { return .none }
        return finish(partial: restOfLine, typed: typed, candidates: brands(typed), quote: quote, multiWord: false,
            alreadyFiltered: true)
    }

    /// The dialogue's name step, where the whole answer is the name: brands go in as they are,
    /// without quotes (the answer is not split into words).
    public func completeBrandAnswer(_ answer: String) -> Completion {
        guard !TextFolding.fold(answer).isEmpty else { return .none }
        return finish(partial: answer, typed: answer, candidates: brands(answer), quote: nil, multiWord: true,
            alreadyFiltered: true)
    }

    private func valueOfOption(_ option: String, partial: String, typed: String) -> Completion {
        switch option {
        case "--group": return finish(partial: partial, typed: typed, candidates: names(), quote: nil, multiWord: false)
        case "--next", "--trial-ends":
            let words = localizer.library.catalogs[localizer.language]?.input.relativeDays.values.flatMap { $0 } ?? []
            return finish(partial: partial, typed: typed, candidates: words.sorted(), quote: nil, multiWord: false)
        default: return .none
        }
    }

    // MARK: Word lists

    func commandWords() -> [String] {
        var words = CommandName.allCases.map(\.rawValue)
        if let catalog = localizer.library.catalogs[localizer.language] {
            for command in CommandName.allCases {
                words += CommandResolver.names(of: command, in: catalog)
            }
        }
        return Self.unique(words)
    }

    func options(for command: CommandName) -> [String] {
        switch command {
        case .add: ["--next", "--trial-ends", "--shared", "--category", "--group", "--notes"]
        case .delete, .profile: ["--yes"]
        case .group: ["--cap", "--auto"]
        default: []
        }
    }

    func fieldWords() -> [String] {
        var words = EditField.allCases.map(\.rawValue)
        if let catalog = localizer.library.catalogs[localizer.language] {
            for field in EditField.allCases { words += catalog.input.fieldWords[field.rawValue] ?? [] }
        }
        return Self.unique(words)
    }

    func subcommandWords(_ keys: [String]) -> [String] {
        var words = keys.compactMap { $0.split(separator: ".").last.map(String.init) }
        if let catalog = localizer.library.catalogs[localizer.language] {
            for key in keys { words += catalog.input.subcommandWords[key] ?? [] }
        }
        return Self.unique(words)
    }

    func periodWords() -> [String] {
        guard let catalog = localizer.library.catalogs[localizer.language] else { return [] }
        return Self.unique(Period.Named.allCases.compactMap { catalog.input.namedPeriods[$0]?.first })
    }

    func currencyCodes() -> [String] {
        let preferred = ["EUR", "USD", "GBP", "MXN", "JPY", "CNY"]
        return Self.unique(preferred + CurrencyCode.allCodes)
    }

    // MARK: Building the result

    /// Filters `candidates` by the folded typed text, then replaces the partial text with the
    /// single match (closed with a space) or with the candidates' common prefix.
    private func finish(partial: String, typed: String, candidates: [String], quote: Character?, multiWord: Bool,
        alreadyFiltered: Bool = false) -> Completion
    {
        let folded = TextFolding.fold(typed)
        let matches = alreadyFiltered
            ? Self.unique(candidates)
            : Self.unique(candidates.filter { TextFolding.fold($0).hasPrefix(folded) })
        guard !matches.isEmpty else { return Completion(partial: partial, replacement: nil, candidates: []) }
        if matches.count == 1 {
            return Completion(partial: partial, replacement: render(matches[0], quote: quote, multiWord: multiWord, closed: true),
                candidates: matches)
        }
        let common = Self.commonPrefix(matches)
        let replacement = TextFolding.fold(common).count > folded.count
            ? render(common, quote: quote, multiWord: multiWord, closed: false) : nil
        return Completion(partial: partial, replacement: replacement, candidates: matches)
    }

    /// The text to insert: inside an open quote it continues (and closes) the quote; a
    /// single-word context quotes names with spaces; a rest-of-line name goes in as is.
    private func render(_ text: String, quote: Character?, multiWord: Bool, closed: Bool) -> String {
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
                TextFolding.fold(String(prefix[length])) == TextFolding.fold(String(characters[length]))
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
            || word.range(of: #"^[A-Z]{3}\s?[0-9]"#, options: .regularExpression) != nil
            || word.range(of: #"^[0-9][0-9.,]*\s?[A-Z]{3}$"#, options: .regularExpression) != nil
    }
}
