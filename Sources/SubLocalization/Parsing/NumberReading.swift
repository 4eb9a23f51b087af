/// The digits of a typed number, with its separators understood.
///
/// Accepted: digits, optionally grouped in threes by one grouping character (`.`, `,`, a
/// space, a no-break space, a narrow no-break space or an apostrophe), optionally followed by
/// one decimal separator (`.` or `,`, not the grouping one) and the decimals; or a leading
/// decimal (`,5`). Separators come one at a time between digits. One lone `.` or `,` is
/// either a decimal or a grouping separator; how it was decided is kept in
/// `guessedConvention`.
struct NumberReading: Hashable, Sendable {
    var integerDigits: String
    var fractionDigits: String
    /// The reading depended on the locale rather than on the text: a lone `.`/`,` before
    /// exactly three digits (`1.234`), or a lone one that is not the locale's decimal
    /// separator read as a decimal anyway (`12.99` under es_ES).
    var guessedConvention = false

    static let decimalCandidates: Set<Character> = [".", ","]
    static let separators: Set<Character> = [".", ",", " ", "\u{A0}", "\u{202F}", "'", "’"]

    /// Spaces of any width group alike, and so do both apostrophes: one convention each.
    private static func groupingClass(_ separator: Character) -> Character {
        switch separator {
        case " ", "\u{A0}", "\u{202F}": " "
        case "’": "'"
        default: separator
        }
    }

    /// - Parameter core: digits and single separators, starting with a digit or a decimal
    ///   candidate and ending with a digit (as `AmountLayout` cuts it).
    init?(_ core: String, decimalSeparator: Character) {
        var runs: [Substring] = []
        var separators: [Character] = []
        var runStart = core.startIndex
        for index in core.indices where Self.separators.contains(core[index]) {
            runs.append(core[runStart..<index])
            separators.append(core[index])
            runStart = core.index(after: index)
        }
        runs.append(core[runStart...])
        guard runs.allSatisfy({ !$0.isEmpty || $0.startIndex == core.startIndex }),
            runs.last?.isEmpty == false
        else { return nil }

        var decimal: Character?
        if runs[0].isEmpty {
            // `,5`: only a decimal can stand first.
            guard separators.count == 1, Self.decimalCandidates.contains(separators[0]) else {
                return nil
            }
            decimal = separators[0]
            guessedConvention = decimal != decimalSeparator
        } else if let last = separators.last {
            let grouping = separators.dropLast().map(Self.groupingClass)
            let allAlike = Set(separators.map(Self.groupingClass)).count == 1
            if allAlike && separators.count > 1 {
                decimal = nil  // a decimal separator cannot repeat: `1.234.567`
            } else if allAlike {
                if Self.decimalCandidates.contains(last) {
                    let threeAfter = runs[1].count == 3
                    let groupable = runs[0].count <= 3 && runs[0].first != "0"
                    if threeAfter && groupable {
                        // `1.234`: both readings are possible; the locale decides.
                        guessedConvention = true
                        decimal = last == decimalSeparator ? last : nil
                    } else {
                        decimal = last
                        guessedConvention = last != decimalSeparator
                    }
                }
            } else {
                // Grouping then decimal: `1.234,56`, `1 234.56`. One grouping kind only.
                guard Self.decimalCandidates.contains(last), Set(grouping).count == 1,
                    grouping[0] != last
                else { return nil }
                decimal = last
            }
        }

        let integerRuns = decimal == nil ? runs : Array(runs.dropLast())
        if integerRuns.count > 1 {
            guard let first = integerRuns.first, (1...3).contains(first.count), first.first != "0",
                integerRuns.dropFirst().allSatisfy({ $0.count == 3 })
            else { return nil }
        }
        integerDigits = integerRuns.joined()
        fractionDigits = decimal == nil ? "" : String(runs[runs.count - 1])
    }
}
