/// Why a reference-rate file could not be read, and the line (from 1) where that was seen.
public struct RateFileError: Error, Hashable, Sendable {
    public enum Reason: Hashable, Sendable {
        /// Neither of the ECB's forms: no `Date, USD, …` header, no `<Cube>` elements.
        case notRateFile
        /// A header cell that is not a three-letter currency code.
        case badHeader(cell: String)
        /// A day the file gives that is not a date (`2026-13-01`, `31 Nowember 2026`).
        case badDate(String)
        /// A rate cell that is not a positive decimal number (`N/A` and an empty cell are
        /// the ECB's "no rate that day" and are fine).
        case badRate(currency: String, text: String)
        /// A row with more or fewer cells than the header has currencies.
        case cellCount(expected: Int, found: Int)
        /// An XML `<Cube currency=…>` outside a `<Cube time=…>`, or without its rate.
        case rateWithoutDay
        /// The XML itself is broken (an unclosed tag, a mismatched end tag).
        case malformedXML
        /// The file is one of the forms but carries no rate at all.
        case noRates
    }

    public let line: Int
    public let reason: Reason

    public init(line: Int, reason: Reason) {
        self.line = line
        self.reason = reason
    }
}
