import FoundationEssentials
import SubDomain

/// Reads the European Central Bank's euro reference-rate files as it publishes them, with
/// no network access of its own:
///
/// - `eurofxref.csv` (in `eurofxref.zip`): a header `Date, USD, JPY, …, ZAR, ` and one row
///   `28 November 2026, 1.0812, 163.98, …, `, cells separated by a comma and a space, each
///   line ending in a separator;
/// - `eurofxref-hist.csv`: the same columns without spaces, every day since 1999, newest
///   first, with `N/A` for the days a currency had no rate (and for currencies since
///   replaced by the euro);
/// - `eurofxref-daily.xml` (and the `-hist` / `-hist-90d` XML): a `gesmes:Envelope` whose
///   `<Cube time='2026-11-28'>` elements hold `<Cube currency='USD' rate='1.0812'/>`.
///
/// Every rate is against the euro. Each currency takes its latest day with a rate; codes
/// that are no current ISO 4217 currency (CYP, DEM, HRK…) are left out and named.
public enum ECBRateFile {
    /// What a file gave.
    public struct Reading: Hashable, Sendable {
        /// Against the euro, one per currency, sorted by code.
        public let rates: [ExchangeRate]
        /// The file's codes that are not current currencies, sorted.
        public let skippedCodes: [String]
    }

    /// The base of every ECB reference rate.
    public static let base = CurrencyCode.eur

    public static func read(_ text: String) throws(RateFileError) -> Reading {
        let body = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        let start = body.drop { $0.isWhitespace }
        if start.hasPrefix("<") { return try readXML(body) }
        return try readCSV(body)
    }

    // MARK: CSV

    private static func readCSV(_ text: String) throws(RateFileError) -> Reading {
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        var collector = Collector()
        var header: [String]?
        var columns: [(code: String, currency: CurrencyCode?)] = []
        var lastLine = 0
        for (index, raw) in lines.enumerated() {
            let number = index + 1
            let cells = Self.cells(of: raw)
            if cells.allSatisfy(\.isEmpty) { continue }
            lastLine = number
            guard let codes = header else {
                guard cells.first?.lowercased() == "date" else {
                    throw RateFileError(line: number, reason: .notRateFile)
                }
                let codes = Array(cells.dropFirst())
                for code in codes where !Self.looksLikeCode(code) {
                    throw RateFileError(line: number, reason: .badHeader(cell: code))
                }
                guard !codes.isEmpty else {
                    throw RateFileError(line: number, reason: .notRateFile)
                }
                header = codes
                // Each column's currency is looked up once, not on each of 7,000 days.
                columns = codes.map { code in
                    (code, try? CurrencyCode(code))
                }
                continue
            }
            guard cells.count == codes.count + 1 else {
                throw RateFileError(
                    line: number, reason: .cellCount(expected: codes.count + 1, found: cells.count)
                )
            }
            guard let date = Self.date(cells[0]) else {
                throw RateFileError(line: number, reason: .badDate(cells[0]))
            }
            for (column, cell) in zip(columns, cells.dropFirst()) {
                try collector.add(column, cell: cell, date: date, line: number)
            }
        }
        guard header != nil else {
            throw RateFileError(line: max(lastLine, 1), reason: .notRateFile)
        }
        return try collector.reading(lastLine: max(lastLine, 1))
    }

    /// A line's cells, trimmed, without the empty cell its trailing separator makes.
    private static func cells(of line: Substring) -> [String] {
        var cells = line.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingWhitespace()
        }
        if cells.count > 1, cells.last?.isEmpty == true { cells.removeLast() }
        return cells
    }

    private static func looksLikeCode(_ text: String) -> Bool {
        text.count == 3 && text.allSatisfy { $0.isASCII && $0.isUppercase }
    }

    private static let monthNames = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september",
        "october", "november", "december",
    ]

    /// `2026-11-28` (the history and the XML) or `28 November 2026` (the day's file).
    static func date(_ text: String) -> CivilDate? {
        if let date = CivilDate(iso: text) { return date }
        let words = text.split(separator: " ")
        guard words.count == 3, let day = Int(words[0]), let year = Int(words[2]),
            let month = monthNames.firstIndex(of: words[1].lowercased())
        else { return nil }
        return try? CivilDate(year: year, month: month + 1, day: day).checkedAccepted()
    }

    // MARK: XML

    private static func readXML(_ text: String) throws(RateFileError) -> Reading {
        var scanner = XMLScanner(text)
        var collector = Collector()
        var sawCube = false
        var day: CivilDate?
        var lastLine = 1
        while true {
            let event: XMLEvent?
            do throws(XMLScanError) {
                event = try scanner.next()
            } catch {
                throw RateFileError(line: error.line, reason: .malformedXML)
            }
            guard let event else { break }
            lastLine = event.line
            guard case .start(let name, let attributes) = event.kind,
                XMLScanner.localName(name) == "Cube"
            else { continue }
            sawCube = true
            func attribute(_ wanted: String) -> String? {
                attributes.first { XMLScanner.localName($0.name) == wanted }?.value
            }
            if let time = attribute("time") {
                guard let date = CivilDate(iso: XMLScanner.trimmed(time)) else {
                    throw RateFileError(line: event.line, reason: .badDate(time))
                }
                day = date
            } else if let currency = attribute("currency") {
                guard let day, let rate = attribute("rate") else {
                    throw RateFileError(line: event.line, reason: .rateWithoutDay)
                }
                let code = XMLScanner.trimmed(currency)
                guard looksLikeCode(code) else {
                    throw RateFileError(line: event.line, reason: .badHeader(cell: code))
                }
                try collector.add(
                    (code, try? CurrencyCode(code)), cell: XMLScanner.trimmed(rate), date: day,
                    line: event.line)
            }
        }
        guard sawCube else { throw RateFileError(line: 1, reason: .notRateFile) }
        return try collector.reading(lastLine: lastLine)
    }

    // MARK: Latest rate per currency

    private struct Collector {
        var latest: [CurrencyCode: ExchangeRate] = [:]
        var skipped: Set<String> = []

        mutating func add(
            _ column: (code: String, currency: CurrencyCode?), cell: String, date: CivilDate,
            line: Int
        ) throws(RateFileError) {
            let code = column.code
            guard let currency = column.currency else {
                skipped.insert(code)
                return
            }
            if cell.isEmpty || cell.uppercased() == "N/A" { return }
            let value: RateValue
            do throws(RateValue.ReadingError) {
                value = try RateValue(reading: cell)
            } catch {
                throw RateFileError(line: line, reason: .badRate(currency: code, text: cell))
            }
            if let known = latest[currency], known.date >= date { return }
            latest[currency] = ExchangeRate(
                currency: currency, value: value, date: date, source: .ecb)
        }

        func reading(lastLine: Int) throws(RateFileError) -> Reading {
            // A code of the table that the ECB quotes is the base itself only by mistake.
            let rates = latest.values.filter { $0.currency != ECBRateFile.base }
            guard !rates.isEmpty else { throw RateFileError(line: lastLine, reason: .noRates) }
            return Reading(
                rates: rates.sorted { $0.currency < $1.currency }, skippedCodes: skipped.sorted())
        }
    }
}
