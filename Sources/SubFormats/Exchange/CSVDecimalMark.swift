import FoundationEssentials
import SubDomain

/// Which of `,` and `.` is a CSV file's decimal mark, decided once for the whole file, and
/// its amounts read with it.
///
/// One file comes from one spreadsheet, so its amounts share a convention: `1.234,56` and
/// `9,99` in a Spanish one, `1,234.56` and `9.99` in an English one. A single `12,345` says
/// nothing by itself (twelve thousand, or twelve with three decimals), so the amounts that
/// do say (two marks, a mark twice, a mark not followed by exactly three digits) decide;
/// when none does, the delimiter does: `;` is what spreadsheets write where the decimal
/// mark is `,`.
enum CSVDecimalMark {
    /// The decimal mark of a file whose amount cells are `amounts`.
    static func decide(amounts: [String], delimiter: Character) -> Character {
        shown(by: amounts) ?? guess(delimiter: delimiter)
    }

    /// The mark a file's delimiter suggests when no amount shows one: `;` is what
    /// spreadsheets write where the decimal mark is `,`.
    static func guess(delimiter: Character) -> Character { delimiter == ";" ? "," : "." }

    /// The decimal mark the amounts themselves show, by majority; `nil` when none shows one
    /// (or as many show each), and only the delimiter is left to guess by.
    static func shown(by amounts: [String]) -> Character? {
        var votes: [Character: Int] = [",": 0, ".": 0]
        for amount in amounts {
            if let mark = evidence(in: amount) { votes[mark, default: 0] += 1 }
        }
        let comma = votes[",", default: 0]
        let point = votes[".", default: 0]
        if comma != point { return comma > point ? "," : "." }
        return nil
    }

    /// Both readings of `text` when the decimal mark was only guessed and the guess decides
    /// the value: `1.500` is 1.5 with `.` as the decimal mark and 1500 with `,`, and both
    /// are amounts of a currency with two or three decimals. `nil` when at most one reading
    /// is an amount of it (`1.500` yen can only be 1500; `12,345` euros only twelve
    /// thousand) or both give the same value (`7`).
    static func readings(of text: String, guessed mark: Character, digits: Int)
        -> (decimals: Int64, whole: Int64)?
    {
        let other: Character = mark == "," ? "." : ","
        guard let guessed = minorUnits(text, mark: mark, digits: digits),
            let otherwise = minorUnits(text, mark: other, digits: digits), guessed != otherwise
        else { return nil }
        // The reading with the mark as the decimal one is the one with fewer units.
        return (min(guessed, otherwise), max(guessed, otherwise))
    }

    /// What one amount says about the decimal mark, if anything.
    private static func evidence(in amount: String) -> Character? {
        let marks = amount.filter { $0 == "," || $0 == "." }
        guard let last = marks.last else { return nil }
        if marks.contains(where: { $0 != last }) { return last }
        if marks.count > 1 { return last == "," ? "." : "," }
        let digitsAfter =
            amount.split(separator: last, omittingEmptySubsequences: false).last?
            .filter { $0.isASCII && $0.isNumber }.count ?? 0
        return digitsAfter == 3 ? nil : last
    }

    /// Spaces a spreadsheet may group thousands with: space, no-break space, narrow no-break
    /// space, and the apostrophe of Swiss German.
    private static let groupingSpaces: Set<Character> = [" ", "\u{A0}", "\u{202F}", "'"]

    /// `text` in minor units of a currency with `digits` decimals, `mark` being the decimal
    /// mark: the other mark and spaces group thousands and are dropped, but only before the
    /// decimal mark, and only where they group: the last group has three digits, the others
    /// two or three (`1,00,000` is how India groups a lakh), so `9,99` under `.` is no
    /// amount rather than 999. `nil` for anything else, or for more decimals than the
    /// currency has: an amount is never rounded on its way in.
    static func minorUnits(_ text: String, mark: Character, digits: Int) -> Int64? {
        let grouping: Character = mark == "," ? "." : ","
        let trimmed = text.trimmingSpaces()
        let parts = trimmed.split(separator: mark, omittingEmptySubsequences: false)
        guard parts.count <= 2, let whole = parts.first else { return nil }
        let isGrouping = { (character: Character) in
            character == grouping || groupingSpaces.contains(character)
        }
        if parts.count == 2, parts[1].contains(where: isGrouping) { return nil }
        let groups = whole.split(omittingEmptySubsequences: false, whereSeparator: isGrouping)
        let sizes = groups.map { group in group.filter { $0.isASCII && $0.isNumber }.count }
        guard DecimalText.isGrouped(sizes) else { return nil }
        let wholeDigits = whole.filter { !isGrouping($0) }
        let plain = parts.count == 2 ? wholeDigits + "." + parts[1] : wholeDigits
        guard !DecimalText.needsMoreDecimals(plain, than: digits) else { return nil }
        return DecimalText.minorUnits(plain, digits: digits)
    }
}
