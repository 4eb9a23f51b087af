import FoundationEssentials
import SubDomain

/// Reads a date as people type it: ISO `2026-12-15`, the locale's numeric order
/// (`15/12/2026`, `12/15/2026`, `15/12/26`), day and month only (`15/12`: the next such day on
/// or after today), the catalogs' relative words (`hoy`, `mañana`, `in 3 days`), and dates with
/// a month name as the shell prints them (`5 dic 2026`, `Dec 5, 2026`, `5 de diciembre de 2026`,
/// `5 Dec`), and Chinese dates with their marks (`2026年12月15日`, `12月15日`).
///
/// Every date it returns lies in `CivilDate.acceptedRange` (1900-01-01…9998-12-31); a real
/// day outside it, typed or reached (`in 100000 days`), is refused with `outOfRange`.
public enum DateInputParser {
    /// - Parameter monthLocales: the locales whose month names and abbreviations are read
    ///   (the date locale first); they are looked up only when the text has letters.
    public static func parse(
        _ text: String, today: CivilDate, order: DateOrder, vocabulary: InputVocabulary,
        monthLocales: [String] = []
    ) -> Result<CivilDate, DateParseError> {
        parseDay(
            text, today: today, order: order, vocabulary: vocabulary, monthLocales: monthLocales
        ).map(\.date)
    }

    /// As `parse`, and whether the text left its year out (`15/12`, `5 dic`, `12月15日`): such
    /// a day is the next one on or after today, so a day already past this year lands in
    /// the next, which the caller may need to say or correct for.
    public static func parseDay(
        _ text: String, today: CivilDate, order: DateOrder, vocabulary: InputVocabulary,
        monthLocales: [String] = []
    ) -> Result<TypedDay, DateParseError> {
        parseAnyDay(
            text, today: today, order: order, vocabulary: vocabulary, monthLocales: monthLocales
        ).flatMap { day in
            CivilDate.acceptedRange.contains(day.date)
                ? .success(day) : .failure(.outOfRange(input: text))
        }
    }

    /// Reads `text` as ISO `YYYY-MM-DD` only, the form `--as-of` takes, within the accepted
    /// range; a refusal says why (`unrecognized`, `invalidMonth`, `invalidDay`, `outOfRange`)
    /// so the caller can word it.
    public static func parseISO(_ text: String) -> Result<CivilDate, DateParseError> {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            text.allSatisfy({ $0 == "-" || $0.isASCIIDigit }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return .failure(.unrecognized(input: text)) }
        return validated(year: year, month: month, day: day, input: text).flatMap { date in
            CivilDate.acceptedRange.contains(date)
                ? .success(date) : .failure(.outOfRange(input: text))
        }
    }

    /// Any real day of years 1…9999, before the range check.
    private static func parseAnyDay(
        _ text: String, today: CivilDate, order: DateOrder, vocabulary: InputVocabulary,
        monthLocales: [String]
    ) -> Result<TypedDay, DateParseError> {
        let trimmed = text.trimmingWhitespace()
        if trimmed.isEmpty { return .failure(.empty) }
        let folded = TextFolding.fold(trimmed)
        if let offset = vocabulary.relativeDays[folded] {
            return .success(TypedDay(today.addingDays(offset)))
        }
        if let phrase = vocabulary.weekdayPhrases[folded] {
            return .success(TypedDay(phrase.date(from: today)))
        }
        let words = InputVocabulary.words(folded)
        for pattern in vocabulary.relativeDayPatterns {
            if let found = vocabulary.match(words, pattern), let days = found.count, days <= 100_000
            {
                return .success(TypedDay(today.addingDays(days)))
            }
        }
        if let marked = markedDate(folded, input: text, today: today) { return marked }
        if folded.contains(where: \.isLetter) {
            return parseWorded(
                folded, input: text, today: today, monthNames: MonthNames(locales: monthLocales))
        }

        let separators: Set<Character> = ["-", "/", "."]
        let parts = trimmed.split(
            omittingEmptySubsequences: false, whereSeparator: { separators.contains($0) })
        guard (2...3).contains(parts.count),
            parts.allSatisfy({
                !$0.isEmpty && $0.count <= 4 && $0.allSatisfy { $0.isASCII && $0.isNumber }
            }),
            trimmed.allSatisfy({ $0.isASCII && ($0.isNumber || separators.contains($0)) })
        else { return .failure(.unrecognized(input: text)) }
        let numbers = parts.map { Int($0)! }

        if parts.count == 3 {
            var (year, month, day): (Int, Int, Int)
            if parts[0].count == 4 {
                // ISO, whatever the locale.
                (year, month, day) = (numbers[0], numbers[1], numbers[2])
            } else {
                switch order {
                case .dayMonthYear: (day, month, year) = (numbers[0], numbers[1], numbers[2])
                case .monthDayYear: (month, day, year) = (numbers[0], numbers[1], numbers[2])
                case .yearMonthDay: (year, month, day) = (numbers[0], numbers[1], numbers[2])
                }
                if parts[order == .yearMonthDay ? 0 : 2].count <= 2 { year += 2000 }
            }
            return validated(year: year, month: month, day: day, input: text).map { TypedDay($0) }
        }

        let (month, day) =
            order == .dayMonthYear ? (numbers[1], numbers[0]) : (numbers[0], numbers[1])
        return nextOccurrence(month: month, day: day, today: today, input: text)
    }

    /// `5 dic 2026`, `Dec 5, 2026`, `5 de diciembre de 2026`, `December 5th`, `5 Dec`: a day of
    /// one or two digits and a month word in either order, then an optional year.
    private static func parseWorded(
        _ folded: String, input: String, today: CivilDate, monthNames: MonthNames
    ) -> Result<TypedDay, DateParseError> {
        let pieces = folded.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "." })
            .map(String.init)
        // "de" / "of" only join a day, a month and a year: never first or last.
        let joiners: Set<String> = ["de", "of"]
        let tokens = pieces.indices.filter { index in
            !(joiners.contains(pieces[index]) && index > 0 && index < pieces.count - 1)
        }
        .map { pieces[$0] }
        guard (2...3).contains(tokens.count) else { return .failure(.unrecognized(input: input)) }
        var found: (day: Int, month: Int)?
        if let day = dayNumber(tokens[0]), let month = monthNames.month(named: tokens[1]) {
            found = (day, month)
        } else if let month = monthNames.month(named: tokens[0]), let day = dayNumber(tokens[1]) {
            found = (day, month)
        }
        guard let found else { return .failure(.unrecognized(input: input)) }
        guard tokens.count == 3 else {
            return nextOccurrence(month: found.month, day: found.day, today: today, input: input)
        }
        let yearText = tokens[2]
        guard [2, 4].contains(yearText.count), yearText.allSatisfy(\.isASCIIDigit),
            let year = Int(yearText)
        else { return .failure(.unrecognized(input: input)) }
        return validated(
            year: yearText.count == 2 ? 2000 + year : year, month: found.month, day: found.day,
            input: input
        ).map { TypedDay($0) }
    }

    /// `2026年12月15日`, `12月15日`, `12月15号`: numbers with the year, month and day marks
    /// Chinese writes (zh_CN prints its dates so), spaces allowed; without a year, the next
    /// such day on or after today.
    private static func markedDate(_ folded: String, input: String, today: CivilDate)
        -> Result<TypedDay, DateParseError>?
    {
        guard folded.contains("月") else { return nil }
        // `(YYYY年)? M{1,2}月 D{1,2} (日|号)?`, read by hand: a regular expression would link
        // the standard library's regex parser and Unicode name tables, a megabyte of binary.
        let characters = Array(folded.filter { $0 != " " })
        var position = 0
        func number(digits: ClosedRange<Int>) -> Int? {
            let start = position
            while position < characters.count, position - start < digits.upperBound,
                characters[position].isASCII, characters[position].isNumber
            {
                position += 1
            }
            guard digits.contains(position - start) else { return nil }
            return Int(String(characters[start..<position]))
        }
        func mark(_ accepted: Set<Character>) -> Bool {
            guard position < characters.count, accepted.contains(characters[position]) else {
                return false
            }
            position += 1
            return true
        }
        var year: Int?
        if let first = number(digits: 4...4), mark(["年"]) { year = first } else { position = 0 }
        guard let month = number(digits: 1...2), mark(["月"]), let day = number(digits: 1...2)
        else { return nil }
        _ = mark(["日", "号"])
        guard position == characters.count else { return nil }
        guard let year else {
            return nextOccurrence(month: month, day: day, today: today, input: input)
        }
        return validated(year: year, month: month, day: day, input: input).map { TypedDay($0) }
    }

    /// A day of the month as typed: one or two digits, perhaps with an English ordinal (`5th`).
    private static func dayNumber(_ token: String) -> Int? {
        var digits = Substring(token)
        for suffix in ["st", "nd", "rd", "th"] where digits.hasSuffix(suffix) {
            digits = digits.dropLast(2)
        }
        guard (1...2).contains(digits.count), digits.allSatisfy(\.isASCIIDigit) else { return nil }
        return Int(digits)
    }

    /// The next `day` of `month` on or after today; 29/02 waits for the next leap year.
    private static func nextOccurrence(month: Int, day: Int, today: CivilDate, input text: String)
        -> Result<TypedDay, DateParseError>
    {
        guard (1...12).contains(month) else {
            return .failure(.invalidMonth(input: text, month: month))
        }
        guard (1...31).contains(day), day <= CivilDate.daysIn(month: month, year: 2000) else {
            // The month meant is the next one of that name: February typed in December is
            // next year's.
            let year = month >= today.month ? today.year : today.year + 1
            return .failure(
                .invalidDay(
                    input: text, day: day, month: month, year: year,
                    daysInMonth: CivilDate.daysIn(month: month, year: year)))
        }
        for year in today.year...(today.year + 8) {
            if let date = try? CivilDate(year: year, month: month, day: day), date >= today {
                return .success(TypedDay(date, yearOmitted: true))
            }
        }
        return .failure(.unrecognized(input: text))
    }

    private static func validated(year: Int, month: Int, day: Int, input: String) -> Result<
        CivilDate, DateParseError
    > {
        guard (1...9999).contains(year) else {
            return .failure(.invalidYear(input: input, year: year))
        }
        guard (1...12).contains(month) else {
            return .failure(.invalidMonth(input: input, month: month))
        }
        let length = CivilDate.daysIn(month: month, year: year)
        guard let date = try? CivilDate(year: year, month: month, day: day) else {
            return .failure(
                .invalidDay(input: input, day: day, month: month, year: year, daysInMonth: length))
        }
        return .success(date)
    }
}

/// Why a typed date was refused.
public enum DateParseError: Error, Hashable, Sendable, LocalizableMessage {
    case empty
    case unrecognized(input: String)
    case invalidYear(input: String, year: Int)
    case invalidMonth(input: String, month: Int)
    /// The day does not exist in that month (`2026-02-30`: February 2026 has 28 days).
    case invalidDay(input: String, day: Int, month: Int, year: Int, daysInMonth: Int)
    /// A real day outside `CivilDate.acceptedRange` (`0001-01-01`, `9999-12-31`).
    case outOfRange(input: String)

    public var localizedMessage: LocalizedMessage {
        switch self {
        case .empty:
            LocalizedMessage(.parseDateEmpty)
        case .unrecognized(let input):
            LocalizedMessage(.parseDateUnrecognized, ["input": .userText(input)])
        case .invalidYear(let input, let year):
            LocalizedMessage(
                .parseDateInvalidYear, ["input": .userText(input), "year": .text(String(year))])
        case .invalidMonth(let input, let month):
            LocalizedMessage(
                .parseDateInvalidMonth, ["input": .userText(input), "month": .count(month)])
        case .invalidDay(let input, let day, let month, let year, let daysInMonth):
            LocalizedMessage(
                .parseDateInvalidDay,
                [
                    "input": .userText(input), "day": .count(day),
                    "month": (try? CivilDate(year: year, month: month, day: 1)).map(
                        MessageArgument.month)
                        ?? .count(month),
                    "days_in_month": .count(daysInMonth),
                ])
        case .outOfRange(let input):
            // The limits come from the domain, never copied into the catalogs.
            LocalizedMessage(
                .parseDateOutOfRange,
                [
                    "input": .userText(input), "earliest": .date(CivilDate.earliestAccepted),
                    "latest": .date(CivilDate.latestAccepted),
                ])
        }
    }
}
