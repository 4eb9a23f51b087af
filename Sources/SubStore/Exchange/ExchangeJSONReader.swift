import Foundation
import SubJSON
import SubRecords

/// Reads a JSON export of the shape SubHub writes straight from its UTF-8 bytes into rows of
/// cells, without a document tree.
///
/// `JSONSerialization` took 7 s of a 17 s import of 100,000 rows: an `NSDictionary` per row,
/// bridged, each value cast back to find its JSON type. This reader handles what an export
/// holds (an object of scalars with an `expenses` array of objects of scalars, integers of
/// up to 18 digits, strings with any escape but a lone surrogate) and answers `nil` for
/// anything else, even valid JSON (a fraction, a nested value, a key given twice), so that
/// `JSONSerialization` reads it as before and the result, or the error, stays exactly the
/// one it gave. It never accepts what `JSONSerialization` refuses.
struct ExchangeJSONReader {
    /// The document's members other than `expenses`, and the rows of `expenses`.
    struct Document {
        var members: [String: JSONValue]
        var rows: [ExchangeRowReader.Cells]
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The document `text` holds, or `nil` when it is not of the simple shape (or not JSON).
    static func read(_ text: String) -> Document? {
        var text = text
        return text.withUTF8 { buffer in
            var reader = ExchangeJSONReader(bytes: buffer)
            return reader.document()
        }
    }

    // MARK: Structure

    private mutating func document() -> Document? {
        skipSpace()
        guard take(UInt8(ascii: "{")) else { return nil }
        var members: [String: JSONValue] = [:]
        var rows: [ExchangeRowReader.Cells]?
        repeat {
            skipSpace()
            guard let key = string() else { return nil }
            skipSpace()
            guard take(UInt8(ascii: ":")) else { return nil }
            skipSpace()
            // A key twice: JSONSerialization keeps the last, which is its business to decide.
            guard members[key] == nil, !(key == "expenses" && rows != nil) else { return nil }
            if key == "expenses" {
                guard let read = expenseRows() else { return nil }
                rows = read
            } else {
                guard let value = scalar() else { return nil }
                members[key] = value
            }
            skipSpace()
        } while take(UInt8(ascii: ","))
        guard take(UInt8(ascii: "}")) else { return nil }
        skipSpace()
        guard position == bytes.count, let rows else { return nil }
        return Document(members: members, rows: rows)
    }

    private mutating func expenseRows() -> [ExchangeRowReader.Cells]? {
        guard take(UInt8(ascii: "[")) else { return nil }
        var rows: [ExchangeRowReader.Cells] = []
        skipSpace()
        if take(UInt8(ascii: "]")) { return rows }
        repeat {
            skipSpace()
            if peek == UInt8(ascii: "{") {
                guard let cells = row() else { return nil }
                rows.append(cells)
            } else {
                // A row that is not an object has no fields at all (as `jsonCells` reads it).
                guard scalar() != nil else { return nil }
                rows.append(ExchangeRowReader.Cells())
            }
            skipSpace()
        } while take(UInt8(ascii: ","))
        guard take(UInt8(ascii: "]")) else { return nil }
        return rows
    }

    private mutating func row() -> ExchangeRowReader.Cells? {
        position += 1  // {
        var cells = ExchangeRowReader.Cells()
        var seen: UInt64 = 0  // a bit per field, by its place in `fields`
        skipSpace()
        if take(UInt8(ascii: "}")) { return cells }
        repeat {
            skipSpace()
            guard let key = fieldKey() else { return nil }
            skipSpace()
            guard take(UInt8(ascii: ":")) else { return nil }
            skipSpace()
            guard let value = scalar() else { return nil }
            if let index = key {
                let bit: UInt64 = 1 << UInt64(index)
                guard seen & bit == 0 else { return nil }
                seen |= bit
                ExpenseExchange.setCell(Self.fields[index], value, in: &cells)
            }
            skipSpace()
        } while take(UInt8(ascii: ","))
        guard take(UInt8(ascii: "}")) else { return nil }
        return cells
    }

    // MARK: Values

    /// A string, `true`, `false`, `null` or an integer of up to 18 digits; `nil` for
    /// anything else, an array or object included.
    private mutating func scalar() -> JSONValue? {
        guard let first = peek else { return nil }
        switch first {
        case UInt8(ascii: "\""): return string().map(JSONValue.string)
        case UInt8(ascii: "t"): return literal("true", .bool(true))
        case UInt8(ascii: "f"): return literal("false", .bool(false))
        case UInt8(ascii: "n"): return literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return integer()
        default: return nil
        }
    }

    private mutating func literal(_ word: StaticString, _ value: JSONValue) -> JSONValue? {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { return nil }
        for offset in 0..<count where bytes[position + offset] != word.utf8Start[offset] {
            return nil
        }
        position += count
        return value
    }

    /// `-?(0|[1-9][0-9]*)` of at most 18 digits, which JSONSerialization gives as an integer
    /// (19 digits may not fit Int64, and it gives -9223372036854775808 as a Double).
    private mutating func integer() -> JSONValue? {
        let negative = take(UInt8(ascii: "-"))
        let start = position
        var value: Int64 = 0
        while let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            guard position - start < 18 else { return nil }
            value = value * 10 + Int64(byte - UInt8(ascii: "0"))
            position += 1
        }
        let digits = position - start
        guard digits > 0, digits == 1 || bytes[start] != UInt8(ascii: "0") else { return nil }
        // A fraction or an exponent makes it a Double there.
        if let next = peek,
            next == UInt8(ascii: ".") || next == UInt8(ascii: "e") || next == UInt8(ascii: "E")
        {
            return nil
        }
        return .integer(negative ? -value : value)
    }

    /// A key of a row: the place in `fields` of the field it names (`.some(nil)` for a key
    /// that names none), `nil` when it cannot be read.
    private mutating func fieldKey() -> Int?? {
        guard peek == UInt8(ascii: "\"") else { return nil }
        let start = position + 1
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"),
            bytes[end] >= 0x20
        {
            end += 1
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            position = end + 1
            return .some(Self.field(UnsafeBufferPointer(rebasing: bytes[start..<end])))
        }
        // Escapes: read as a string and matched as one.
        guard let key = string() else { return nil }
        return .some(ExchangeField(rawValue: key).flatMap { Self.fields.firstIndex(of: $0) })
    }

    /// A string literal at the opening quote, its escapes decoded; `nil` for a control
    /// character, an unknown escape or a lone surrogate.
    private mutating func string() -> String? {
        JSONStringReader.read(bytes, at: &position, loneSurrogate: .refused)
    }

    // MARK: Bytes

    private var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        position += 1
        return true
    }

    private mutating func skipSpace() {
        while let byte = peek,
            byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
        {
            position += 1
        }
    }

    private static let fields = ExchangeField.allCases

    /// The place in `fields` of the field whose name is `name`'s bytes, sought among the
    /// names of the same length.
    private static func field(_ name: UnsafeBufferPointer<UInt8>) -> Int? {
        guard name.count < fieldsByLength.count else { return nil }
        return fieldsByLength[name.count].first { $0.name.elementsEqual(name) }?.index
    }

    private static let fieldsByLength: [[(name: [UInt8], index: Int)]] = {
        let longest = fields.map(\.rawValue.utf8.count).max() ?? 0
        var table = [[(name: [UInt8], index: Int)]](repeating: [], count: longest + 1)
        for (index, field) in fields.enumerated() {
            table[field.rawValue.utf8.count].append((Array(field.rawValue.utf8), index))
        }
        return table
    }()
}
