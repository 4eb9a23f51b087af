import SubDomain

/// Reads CSV (RFC 4180) record by record: the one CSV reader, for bank statements and for
/// SubHub's own CSV export.
///
/// A field is quoted when a quote is its first character other than spaces and tabs (which
/// are dropped); inside, a doubled quote is one quote and the delimiter, CR and LF are text,
/// so a memo may span lines. A quote anywhere else is text, and so is what follows a closing
/// quote up to the next delimiter. Records end at LF, CRLF or a lone CR. Works on the UTF-8
/// bytes (the delimiter and the quote are ASCII), which keeps a 20,000-row statement fast.
package struct CSVReader: Sequence, IteratorProtocol {
    /// One record: its cells, and the line it starts on (from 1), for messages.
    package struct Record: Equatable, Sendable {
        package var cells: [String]
        package var line: Int
    }

    /// What a quote that is never closed does.
    package enum UnclosedQuote: Sendable {
        /// Reading stops and `sawUnclosedQuote` is set: the file is not what it says.
        case stops
        /// The field ends with the line it opened on, as if closed there, and reading goes
        /// on: one stray quote in a bank's preamble does not swallow the statement.
        case endsWithItsLine
    }

    /// A limit a hostile file would pass, named in the refusal.
    package enum Limit: Equatable, Sendable {
        /// A field longer than `ReadingLimits.fieldBytes`.
        case fieldLength(line: Int)
        /// A record of more than `ReadingLimits.columns` cells.
        case cells(line: Int)
    }

    /// The longest field read, in bytes. A quote never closed scans at most this far ahead
    /// before the field ends with its line: a 100 MB file of stray quotes is read once, not
    /// once per quote (it grew past 4.5 GB).
    private static let maximumFieldBytes = ReadingLimits.fieldBytes
    /// The most cells a record holds (a million commas hung the reader).
    private static let maximumCells = ReadingLimits.columns

    /// The limit the text passed, when it did: reading stopped there.
    package private(set) var exceeded: Limit?

    private let bytes: [UInt8]
    private let delimiter: UInt8
    private let unclosedQuote: UnclosedQuote
    private var position = 0
    private var line = 1
    /// Whether a quote was never closed (only under `.stops`).
    package private(set) var sawUnclosedQuote = false

    /// - Parameter delimiter: `,`, `;` or tab; any ASCII character but the quote, CR or LF.
    package init(
        _ text: some StringProtocol, delimiter: Character = ",", unclosedQuote: UnclosedQuote
    ) {
        self.init(bytes: Array(text.utf8), delimiter: delimiter, unclosedQuote: unclosedQuote)
    }

    /// Over bytes already taken from a text, so several readings of one file (one per
    /// delimiter tried) share them.
    package init(bytes: [UInt8], delimiter: Character = ",", unclosedQuote: UnclosedQuote) {
        self.bytes = bytes
        self.delimiter = delimiter.asciiValue ?? UInt8(ascii: ",")
        self.unclosedQuote = unclosedQuote
    }

    /// Every record of `text`; `nil` when a quote is never closed.
    package static func records(_ text: some StringProtocol, delimiter: Character = ",")
        -> [Record]?
    {
        var reader = CSVReader(text, delimiter: delimiter, unclosedQuote: .stops)
        var records: [Record] = []
        while let record = reader.next() { records.append(record) }
        return reader.sawUnclosedQuote || reader.exceeded != nil ? nil : records
    }

    package mutating func next() -> Record? {
        guard position < bytes.count, !sawUnclosedQuote, exceeded == nil else { return nil }
        let quote = UInt8(ascii: "\"")
        let first = line
        var cells: [String] = []
        var field: [UInt8] = []
        var quoted = false
        // Where the open quote's line ends, to end the field there if it is never closed.
        var quotedLineEnd: (position: Int, fieldLength: Int, line: Int)?
        var blanksOnly = true
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if quoted {
                if byte == quote {
                    if position < bytes.count, bytes[position] == quote {
                        field.append(quote)
                        position += 1
                    } else {
                        quoted = false
                    }
                    continue
                }
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    if quotedLineEnd == nil {
                        quotedLineEnd = (position - 1, field.count, line)
                    }
                    // CRLF is one line break, counted at its LF.
                    if byte == UInt8(ascii: "\n") || position == bytes.count
                        || bytes[position] != UInt8(ascii: "\n")
                    {
                        line += 1
                    }
                }
                field.append(byte)
                if field.count > Self.maximumFieldBytes {
                    // Too long to be a memo: a quote never closed, or a hostile file.
                    guard unclosedQuote == .endsWithItsLine, let end = quotedLineEnd else {
                        exceeded = .fieldLength(line: first)
                        return nil
                    }
                    return endQuotedField(at: end, field: &field, cells: &cells, line: first)
                }
                continue
            }
            switch byte {
            case quote where blanksOnly:
                field.removeAll(keepingCapacity: true)
                quoted = true
                blanksOnly = false
                quotedLineEnd = nil
            case delimiter:
                cells.append(String(decoding: field, as: UTF8.self))
                field.removeAll(keepingCapacity: true)
                blanksOnly = true
                if cells.count >= Self.maximumCells {
                    exceeded = .cells(line: first)
                    return nil
                }
            case UInt8(ascii: "\r"), UInt8(ascii: "\n"):
                if byte == UInt8(ascii: "\r"), position < bytes.count,
                    bytes[position] == UInt8(ascii: "\n")
                {
                    position += 1
                }
                line += 1
                cells.append(String(decoding: field, as: UTF8.self))
                return Record(cells: cells, line: first)
            default:
                if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") { blanksOnly = false }
                field.append(byte)
                if field.count > Self.maximumFieldBytes {
                    exceeded = .fieldLength(line: first)
                    return nil
                }
            }
        }
        if quoted, unclosedQuote == .stops {
            sawUnclosedQuote = true
            return nil
        }
        if quoted, let end = quotedLineEnd {
            return endQuotedField(at: end, field: &field, cells: &cells, line: first)
        }
        cells.append(String(decoding: field, as: UTF8.self))
        return Record(cells: cells, line: first)
    }

    /// A quote never closed: the field ends with the line it opened on, and reading goes on
    /// from the next line.
    private mutating func endQuotedField(
        at end: (position: Int, fieldLength: Int, line: Int), field: inout [UInt8],
        cells: inout [String], line first: Int
    ) -> Record {
        // Read again from the line break, as if the quote had closed just before it.
        field.removeSubrange(end.fieldLength...)
        position = end.position
        line = end.line
        if bytes[position] == UInt8(ascii: "\r"), position + 1 < bytes.count,
            bytes[position + 1] == UInt8(ascii: "\n")
        {
            position += 1
        }
        position += 1
        line += 1
        cells.append(String(decoding: field, as: UTF8.self))
        return Record(cells: cells, line: first)
    }

    /// `text` without ASCII spaces and tabs at either end.
    package static func trimmed(_ text: String) -> String {
        let utf8 = text.utf8
        guard let first = utf8.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }) else { return "" }
        let last = utf8.lastIndex(where: { $0 != 0x20 && $0 != 0x09 }) ?? first
        if first == utf8.startIndex, last == utf8.index(before: utf8.endIndex) { return text }
        return String(text[first...last])
    }
}
