import SubDomain

/// The input words of several catalogs merged, folded once, for the parsers.
///
/// Words of every loaded language are accepted (a Spanish speaker may type `monthly`);
/// when two languages disagree, the catalog listed first wins.
public struct InputVocabulary: Sendable {
    /// Folded alias or canonical name → the command's canonical (English) name, from the
    /// catalogs' `commands` sections alone, made when a word is first not a canonical name.
    var commands: [String: String] { deferredCommands.value }
    /// One catalog's `commands` section, whose keys are canonical names: a canonical name
    /// wins over every alias, so a typed `help` or `list` is resolved without folding the
    /// aliases of every language (a fifth of `help`).
    private let canonicalNames: @Sendable () -> [String: [String]]
    private let deferredCommands: Deferred<[String: String]>
    /// Everything else, merged and folded the first time a parser asks: `help` or `list`
    /// never reads a period word, and folding every language's words was a tenth of a start.
    private let deferred: Deferred<VocabularyWords>

    /// Folded word → named period.
    var namedPeriods: [String: Period.Named] { deferred.value.namedPeriods }
    /// Folded word → a period without a name of its own (`quincenal` → every 2 weeks).
    var periodWords: [String: Period] { deferred.value.periodWords }
    /// Folded word → unit.
    var periodUnits: [String: Period.Unit] { deferred.value.periodUnits }
    /// Folded patterns with `{count}` / `{unit}` tokens, split into words.
    var everyPatterns: [[String]] { deferred.value.everyPatterns }
    var relativeDays: [String: Int] { deferred.value.relativeDays }
    var relativeDayPatterns: [[String]] { deferred.value.relativeDayPatterns }
    var weekdayPhrases: [String: WeekdayPhrase] { deferred.value.weekdayPhrases }
    var yes: Set<String> { deferred.value.yes }
    var no: Set<String> { deferred.value.no }
    /// The first language's own yes and no words, for prompts and error messages.
    public var primaryYes: String { deferred.value.primaryYes }
    public var primaryNo: String { deferred.value.primaryNo }
    /// Folded words that turn reminders off (`off`, `no`, `ninguno`).
    var offWords: Set<String> { deferred.value.offWords }
    /// Folded words by which the user names themselves (`me`, `yo`).
    var selfWords: Set<String> { deferred.value.selfWords }
    /// Folded words by the meaning they name in `input.values`.
    var valueWords: [String: Set<String>] { deferred.value.valueWords }

    /// Merges `catalogs`, the first one taking precedence.
    public init(catalogs: [Catalog]) {
        self.init(inputs: catalogs.map(\.input))
    }

    /// Merges the input words of several catalogs, the first one taking precedence.
    init(inputs: [InputWords]) {
        let first = inputs.first?.commandAliases ?? [:]
        canonicalNames = { first }
        deferredCommands = Deferred(Self.commands(inputs.map(\.commandAliases)))
        deferred = Deferred(VocabularyWords(inputs: inputs))
    }

    /// The commands of `commandAliases()` (one per catalog, the first taking precedence) and
    /// the rest of `inputs()` (the same catalogs' words), each made when first needed.
    /// `canonicalNames()` is one of those catalogs' `commands` sections.
    init(
        canonicalNames: @escaping @Sendable () -> [String: [String]],
        commandAliases: @escaping @Sendable () -> [[String: [String]]],
        inputs: @escaping @Sendable () -> [InputWords]
    ) {
        self.canonicalNames = canonicalNames
        deferredCommands = Deferred { Self.commands(commandAliases()) }
        deferred = Deferred { VocabularyWords(inputs: inputs()) }
    }

    /// The canonical name of the command `folded` names, if any.
    func command(folded: String) -> String? {
        if canonicalNames()[folded] != nil { return folded }
        return commands[folded]
    }

    /// Each command's canonical name, then each alias of each catalog in turn, folded.
    static func commands(_ aliases: [[String: [String]]]) -> [String: String] {
        var commands: [String: String] = [:]
        for catalog in aliases {
            for command in catalog.keys { commands[command] = command }
        }
        for catalog in aliases {
            // In a fixed order, not the dictionary's: a word two commands shared would
            // otherwise name a different one from process to process.
            for command in catalog.keys.sorted() {
                for alias in catalog[command] ?? []
                where commands[TextFolding.fold(alias)] == nil {
                    commands[TextFolding.fold(alias)] = command
                }
            }
        }
        return commands
    }

    /// Folded text as the words patterns match: split at spaces, and also where a number
    /// touches a non-Latin word, since Chinese is typed without spaces (`每2周` reads as
    /// `每 2 周`, `3天后` as `3 天后`). Latin text splits at its spaces only.
    static func words(_ folded: String) -> [String] {
        var words: [String] = []
        for piece in folded.split(separator: " ") {
            var current = ""
            for character in piece {
                if let last = current.last, last.isASCIIDigit != character.isASCIIDigit,
                    !(last.isASCII && character.isASCII)
                {
                    words.append(current)
                    current = ""
                }
                current.append(character)
            }
            words.append(current)
        }
        return words
    }

    /// Matches folded `words` against `pattern`, returning the `{count}` and `{unit}` found.
    func match(_ words: [String], _ pattern: [String]) -> (count: Int?, unit: Period.Unit?)? {
        guard words.count == pattern.count else { return nil }
        var count: Int?
        var unit: Period.Unit?
        for (word, token) in zip(words, pattern) {
            switch token {
            case "{count}":
                guard word.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(word) else {
                    return nil
                }
                count = value
            case "{unit}":
                guard let found = periodUnits[word] else { return nil }
                unit = found
            default:
                guard word == token else { return nil }
            }
        }
        return (count, unit)
    }
}
