import SubDomain

/// The input words of several catalogs merged, folded once, for the parsers.
///
/// Words of every loaded language are accepted (a Spanish speaker may type `monthly`);
/// when two languages disagree, the catalog listed first wins.
public struct InputVocabulary: Sendable {
    /// Folded word → named period.
    let namedPeriods: [String: Period.Named]
    /// Folded word → a period without a name of its own (`quincenal` → every 2 weeks).
    let periodWords: [String: Period]
    /// Folded word → unit.
    let periodUnits: [String: Period.Unit]
    /// Folded patterns with `{count}` / `{unit}` tokens, split into words.
    let everyPatterns: [[String]]
    let relativeDays: [String: Int]
    let relativeDayPatterns: [[String]]
    let yes: Set<String>
    let no: Set<String>
    /// The first language's own yes and no words, for prompts and error messages.
    public let primaryYes: String
    public let primaryNo: String
    /// Folded alias or canonical name → the command's canonical (English) name.
    let commands: [String: String]
    /// Folded words that turn reminders off (`off`, `no`, `ninguno`).
    let offWords: Set<String>
    /// Folded words by which the user names themselves (`me`, `yo`).
    let selfWords: Set<String>

    /// Merges `catalogs`, the first one taking precedence.
    public init(catalogs: [Catalog]) {
        self.init(inputs: catalogs.map(\.input))
    }

    /// Merges the input words of several catalogs, the first one taking precedence.
    init(inputs: [InputWords]) {
        var namedPeriods: [String: Period.Named] = [:]
        var periodWords: [String: Period] = [:]
        var units: [String: Period.Unit] = [:]
        var everyPatterns: [[String]] = []
        var relativeDays: [String: Int] = [:]
        var relativePatterns: [[String]] = []
        var yes: Set<String> = []
        var no: Set<String> = []
        var commands: [String: String] = [:]
        var offWords: Set<String> = []
        var selfWords: Set<String> = []
        for input in inputs {
            offWords.formUnion((input.valueWords["off"] ?? []).map(TextFolding.fold))
            selfWords.formUnion((input.valueWords["me"] ?? []).map(TextFolding.fold))
        }
        for input in inputs {
            for command in input.commandAliases.keys { commands[command] = command }
        }
        func words(_ pattern: String) -> [String] {
            TextFolding.fold(pattern).split(separator: " ").map(String.init)
        }
        for input in inputs {
            for (period, list) in input.namedPeriods {
                for word in list where namedPeriods[TextFolding.fold(word)] == nil {
                    namedPeriods[TextFolding.fold(word)] = period
                }
            }
            for (period, list) in input.periodWords {
                for word in list where periodWords[TextFolding.fold(word)] == nil {
                    periodWords[TextFolding.fold(word)] = period
                }
            }
            for (unit, list) in input.periodUnits {
                for word in list where units[TextFolding.fold(word)] == nil {
                    units[TextFolding.fold(word)] = unit
                }
            }
            everyPatterns += input.everyPatterns.map(words)
            for (offset, list) in input.relativeDays {
                for word in list where relativeDays[TextFolding.fold(word)] == nil {
                    relativeDays[TextFolding.fold(word)] = offset
                }
            }
            relativePatterns += input.relativeDayPatterns.map(words)
            yes.formUnion(input.yes.map(TextFolding.fold))
            no.formUnion(input.no.map(TextFolding.fold))
            // In a fixed order, not the dictionary's: a word two commands shared would otherwise
            // name a different one from process to process.
            for command in input.commandAliases.keys.sorted() {
                for alias in input.commandAliases[command] ?? []
                where commands[TextFolding.fold(alias)] == nil {
                    commands[TextFolding.fold(alias)] = command
                }
            }
        }
        // "2 semanas" / "2 weeks" with no "every" word is understood in every language.
        everyPatterns.append(["{count}", "{unit}"])
        self.namedPeriods = namedPeriods
        self.periodWords = periodWords
        self.periodUnits = units
        self.everyPatterns = everyPatterns
        self.relativeDays = relativeDays
        self.relativeDayPatterns = relativePatterns
        // A word that is both yes and no somewhere ("no" is never yes) counts as neither.
        self.yes = yes.subtracting(no)
        self.no = no.subtracting(yes)
        self.primaryYes = inputs.first?.yes.first ?? "yes"
        self.primaryNo = inputs.first?.no.first ?? "no"
        self.commands = commands
        self.offWords = offWords
        self.selfWords = selfWords
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
