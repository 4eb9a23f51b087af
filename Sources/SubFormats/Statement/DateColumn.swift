import SubDomain

/// A statement's date column read as one: the order is decided once for the whole file,
/// from a date only one order can read (`25/01/2026`), else from the rows when they are in
/// date order one way only, else the reader's own convention. Year-first dates (`2026-01-25`) need no decision.
/// Two-digit years are this century's; month names (`05-ene-2026`, `5 Jan 2026`) are read
/// in Spanish and English.
struct DateColumn {
    let values: [CivilDate]
    let order: StatementDateOrder
    let evidence: StatementDateEvidence

    /// The three numbers of a date as written, before the order is known.
    private struct Parts {
        let line: Int
        let text: String
        let first: Int
        let second: Int
        let year: Int
        /// `first` is already known to be the day (a month name was in the middle).
        let namedMonth: Bool
        let yearFirst: Bool
    }

    /// - Parameter sortedByAnotherColumn: the rows are in the order of another column (the
    ///   payee's name): then their order says nothing about the dates, however well it
    ///   happens to fit one reading, and the reader's convention decides.
    init(
        _ cells: [(line: Int, text: String)], preferred: StatementDateOrder,
        sortedByAnotherColumn: Bool = false
    ) throws(StatementError) {
        var parts: [Parts] = []
        parts.reserveCapacity(cells.count)
        var dayFirstAt: (Int, String)?
        var monthFirstAt: (Int, String)?
        var allYearFirst = true
        for cell in cells {
            guard let read = Self.parts(cell.text, line: cell.line) else {
                throw .unreadableDate(line: cell.line, text: cell.text)
            }
            parts.append(read)
            guard !read.yearFirst else { continue }
            allYearFirst = false
            guard !read.namedMonth else { continue }
            if read.first > 12, read.second <= 12, dayFirstAt == nil {
                dayFirstAt = (cell.line, cell.text)
            }
            if read.second > 12, read.first <= 12, monthFirstAt == nil {
                monthFirstAt = (cell.line, cell.text)
            }
        }
        if let dayFirstAt, let monthFirstAt {
            throw .mixedDateOrders(dayFirstLine: dayFirstAt.0, monthFirstLine: monthFirstAt.0)
        }
        if allYearFirst, !parts.isEmpty {
            order = .yearFirst
            evidence = .isoDates
        } else if let (line, text) = dayFirstAt {
            order = .dayFirst
            evidence = .unambiguousDate(line: line, text: text)
        } else if let (line, text) = monthFirstAt {
            order = .monthFirst
            evidence = .unambiguousDate(line: line, text: text)
        } else {
            // The rows' order decides only when it is a date order in one reading and not in
            // the other. A statement sorted by payee or amount is in neither: being "less out
            // of order" one way says nothing, and the reader's own convention decides.
            let dayDisorder = Self.disorder(parts, .dayFirst)
            let monthDisorder = Self.disorder(parts, .monthFirst)
            if !sortedByAnotherColumn, min(dayDisorder, monthDisorder) == 0,
                dayDisorder != monthDisorder
            {
                order = dayDisorder == 0 ? .dayFirst : .monthFirst
                evidence = .rowOrder
            } else {
                order = preferred == .monthFirst ? .monthFirst : .dayFirst
                evidence = .assumed
            }
        }
        var values: [CivilDate] = []
        values.reserveCapacity(parts.count)
        for part in parts {
            guard let date = Self.date(part, order) else {
                throw .unreadableDate(line: part.line, text: part.text)
            }
            values.append(date)
        }
        self.values = values
    }

    private static func date(_ parts: Parts, _ order: StatementDateOrder) -> CivilDate? {
        let dayFirst = parts.yearFirst || parts.namedMonth || order != .monthFirst
        let (day, month) = dayFirst ? (parts.first, parts.second) : (parts.second, parts.first)
        return try? CivilDate(year: parts.year, month: month, day: day).checkedAccepted()
    }

    /// How far the rows are from being in date order (either way) when read in `order`.
    private static func disorder(_ parts: [Parts], _ order: StatementDateOrder) -> Int {
        var up = 0
        var down = 0
        var unreadable = 0
        var previous: CivilDate?
        for part in parts {
            guard let date = date(part, order) else {
                unreadable += 1
                continue
            }
            if let previous {
                if date > previous { up += 1 } else if date < previous { down += 1 }
            }
            previous = date
        }
        return min(up, down) + unreadable * parts.count
    }

    /// The numbers of `31/01/2026`, `01-31-26`, `2026-01-31`, `2026/01/31 10:00`,
    /// `05-ene-2026` or `5 Jan 2026`.
    private static func parts(_ text: String, line: Int) -> Parts? {
        var cell = Substring(text)
        if let cut = cell.firstIndex(where: { $0 == "T" || $0 == " " }),
            cell[..<cut].contains(where: { $0 == "/" || $0 == "-" || $0 == "." })
        {
            cell = cell[..<cut]  // a time after the date
        }
        let pieces = cell.split { $0 == "/" || $0 == "-" || $0 == "." || $0 == " " }
        guard pieces.count == 3 else { return nil }
        if pieces[0].count == 4, let year = Int(pieces[0]), let month = Int(pieces[1]),
            let day = Int(pieces[2])
        {
            return Parts(
                line: line, text: text, first: day, second: month, year: year,
                namedMonth: false, yearFirst: true)
        }
        guard let first = Int(pieces[0]), let rawYear = Int(pieces[2]),
            pieces[2].count == 2 || pieces[2].count == 4
        else { return nil }
        let year = pieces[2].count == 2 ? 2000 + rawYear : rawYear
        if let second = Int(pieces[1]) {
            return Parts(
                line: line, text: text, first: first, second: second, year: year,
                namedMonth: false, yearFirst: false)
        }
        guard let month = monthNumber(pieces[1]) else { return nil }
        return Parts(
            line: line, text: text, first: first, second: month, year: year, namedMonth: true,
            yearFirst: false)
    }

    private static func monthNumber(_ word: Substring) -> Int? {
        let prefix = String(word.prefix(3)).lowercased()
        let spanish = [
            "ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic",
        ]
        let english = [
            "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
        ]
        if let index = spanish.firstIndex(of: prefix) ?? english.firstIndex(of: prefix) {
            return index + 1
        }
        return prefix == "set" ? 9 : nil
    }
}
