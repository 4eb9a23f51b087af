import SubDomain

/// The input words of several catalogs merged and folded, but for the commands: what
/// `InputVocabulary` makes when a parser first asks.
struct VocabularyWords: Sendable {
    let namedPeriods: [String: Period.Named]
    let periodWords: [String: Period]
    let periodUnits: [String: Period.Unit]
    let everyPatterns: [[String]]
    let relativeDays: [String: Int]
    let relativeDayPatterns: [[String]]
    /// Folded phrases naming a day of the week (`el proximo lunes`, `下周一`): the day,
    /// 1 Monday … 7 Sunday, and whether it is next week's rather than the coming one.
    let weekdayPhrases: [String: WeekdayPhrase]
    let yes: Set<String>
    let no: Set<String>
    let primaryYes: String
    let primaryNo: String
    let offWords: Set<String>
    let selfWords: Set<String>
    /// Folded words by the meaning they name in `input.values` (`add` → `añadir`, `添加`).
    let valueWords: [String: Set<String>]

    init(inputs: [InputWords]) {
        var namedPeriods: [String: Period.Named] = [:]
        var periodWords: [String: Period] = [:]
        var units: [String: Period.Unit] = [:]
        var everyPatterns: [[String]] = []
        var relativeDays: [String: Int] = [:]
        var relativePatterns: [[String]] = []
        var weekdayPhrases: [String: WeekdayPhrase] = [:]
        var yes: Set<String> = []
        var no: Set<String> = []
        var valueWords: [String: Set<String>] = [:]
        for input in inputs {
            for (meaning, list) in input.valueWords {
                valueWords[meaning, default: []].formUnion(list.map(TextFolding.fold))
            }
        }
        let offWords = valueWords["off"] ?? []
        let selfWords = valueWords["me"] ?? []
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
            // Every shape with every name of every day, folded once here: a date typed is
            // then one dictionary look-up.
            for (day, names) in input.weekdays {
                for name in names {
                    for (patterns, nextWeek) in [
                        (input.weekdayPatterns, false), (input.nextWeekPatterns, true),
                    ] {
                        for pattern in patterns {
                            let phrase = TextFolding.fold(
                                pattern.replacingAll("{weekday}", with: name))
                            if weekdayPhrases[phrase] == nil {
                                weekdayPhrases[phrase] = WeekdayPhrase(day: day, nextWeek: nextWeek)
                            }
                        }
                    }
                }
            }
            yes.formUnion(input.yes.map(TextFolding.fold))
            no.formUnion(input.no.map(TextFolding.fold))
        }
        // "2 semanas" / "2 weeks" with no "every" word is understood in every language.
        everyPatterns.append(["{count}", "{unit}"])
        self.namedPeriods = namedPeriods
        self.periodWords = periodWords
        self.periodUnits = units
        self.everyPatterns = everyPatterns
        self.relativeDays = relativeDays
        self.relativeDayPatterns = relativePatterns
        self.weekdayPhrases = weekdayPhrases
        // A word that is both yes and no somewhere ("no" is never yes) counts as neither.
        self.yes = yes.subtracting(no)
        self.no = no.subtracting(yes)
        self.primaryYes = inputs.first?.yes.first ?? "yes"
        self.primaryNo = inputs.first?.no.first ?? "no"
        self.offWords = offWords
        self.selfWords = selfWords
        self.valueWords = valueWords
    }
}

/// A phrase naming a day of the week: which day, and whether next week's.
struct WeekdayPhrase: Hashable, Sendable {
    let day: Int
    let nextWeek: Bool

    /// The day meant, seen from `today`: the coming one (never today itself), or that day
    /// of the week after this one.
    func date(from today: CivilDate) -> CivilDate {
        if nextWeek { return today.addingDays(7 - (today.weekday - 1) + (day - 1)) }
        let ahead = (day - today.weekday + 7) % 7
        return today.addingDays(ahead == 0 ? 7 : ahead)
    }
}
