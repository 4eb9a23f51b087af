/// A small strict JSON parser over UTF-8 bytes.
///
/// On Linux JSONSerialization spent about 6 ms (and megabytes of bridged objects) on the
/// 3,500 brand icons, and a catalog read through it and `as?` casts cost a process about a
/// millisecond at start; this parser reads either in a fraction of that. Malformed input
/// gives `nil`, never a trap, and nesting is capped so hostile input cannot exhaust the stack.
///
/// The one JSON reader of SubHub: catalogs, brand data, the server's answers, the export
/// import, history rows, the outbox and Wallos's API files. It accepts exactly RFC 8259
/// (numbers included: no `01`, `+1`, `.5`), nested at most `maximumDepth` deep.
package struct JSONParser {
    /// Deeper than any file SubHub reads (an export is 3 deep), shallow enough that a
    /// hostile file cannot exhaust the stack.
    package static let maximumDepth = 32

    private let bytes: UnsafeBufferPointer<UInt8>
    private let loneSurrogate: JSONStringReader.LoneSurrogate
    private var position = 0
    /// How many more values may be read before the document is refused as too large.
    private var remainingValues = Int.max
    /// Whether reading stopped because `remainingValues` ran out.
    private var exhausted = false

    private init(bytes: UnsafeBufferPointer<UInt8>, loneSurrogate: JSONStringReader.LoneSurrogate) {
        self.bytes = bytes
        self.loneSurrogate = loneSurrogate
    }

    /// The value `text` holds, or `nil` when it is not one complete JSON value.
    ///
    /// - Parameter loneSurrogate: what a `\u` escape of half a surrogate pair does: the
    ///   catalogs and brand data have always read it as U+FFFD; stored and imported text
    ///   refuses it, as JSONSerialization (which read them before) refused it.
    package static func parse(
        _ text: String, loneSurrogate: JSONStringReader.LoneSurrogate = .replaced
    ) -> JSONValue? {
        var text = text
        return text.withUTF8 { buffer in
            var parser = JSONParser(bytes: buffer, loneSurrogate: loneSurrogate)
            guard let value = parser.value(depth: 0) else { return nil }
            parser.skipSpace()
            return parser.position == buffer.count ? value : nil
        }
    }

    /// What `parse(_:loneSurrogate:maximumValues:)` found.
    package enum Bounded: Equatable {
        case value(JSONValue)
        /// Not one complete JSON value.
        case invalid
        /// More than the values allowed: every value is held (a Wallos file of 300,000 rows
        /// took 1.36 GB), so a file's caller bounds them before they are.
        case tooManyValues
    }

    /// The value `text` holds, reading at most `maximumValues` values (each member, element,
    /// string, number, literal, object and array counts one).
    package static func parse(
        _ text: String, loneSurrogate: JSONStringReader.LoneSurrogate = .replaced,
        maximumValues: Int
    ) -> Bounded {
        var text = text
        return text.withUTF8 { buffer in
            var parser = JSONParser(bytes: buffer, loneSurrogate: loneSurrogate)
            parser.remainingValues = maximumValues
            guard let value = parser.value(depth: 0) else {
                return parser.exhausted ? .tooManyValues : .invalid
            }
            parser.skipSpace()
            return parser.position == buffer.count ? .value(value) : .invalid
        }
    }

    /// Where `text` stops being one JSON value, as a 1-based line and column (counted in
    /// characters), or `nil` when it is one: what a broken catalog's message points at.
    package static func failure(in text: String) -> (line: Int, column: Int)? {
        var text = text
        let offset: Int? = text.withUTF8 { buffer in
            var parser = JSONParser(bytes: buffer, loneSurrogate: .replaced)
            if parser.value(depth: 0) != nil {
                parser.skipSpace()
                if parser.position == buffer.count { return nil }
            }
            return min(parser.position, buffer.count)
        }
        guard let offset else { return nil }
        let before = text.utf8.prefix(offset)
        let lines = before.split(separator: 0x0A, omittingEmptySubsequences: false)
        let column = lines.last.map { String(decoding: $0, as: UTF8.self).count } ?? 0
        return (lines.count, column + 1)
    }

    private mutating func skipSpace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    private mutating func value(depth: Int) -> JSONValue? {
        guard depth < Self.maximumDepth else { return nil }
        guard remainingValues > 0 else {
            exhausted = true
            return nil
        }
        remainingValues -= 1
        skipSpace()
        guard position < bytes.count else { return nil }
        switch bytes[position] {
        case UInt8(ascii: "{"): return object(depth: depth)
        case UInt8(ascii: "["): return array(depth: depth)
        case UInt8(ascii: "\""): return string().map(JSONValue.string)
        case UInt8(ascii: "t"): return literal("true", .bool(true))
        case UInt8(ascii: "f"): return literal("false", .bool(false))
        case UInt8(ascii: "n"): return literal("null", .null)
        default: return number()
        }
    }

    private mutating func object(depth: Int) -> JSONValue? {
        position += 1
        var members: [(key: String, value: JSONValue)] = []
        skipSpace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\""), let key = string()
            else { return nil }
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return nil }
            position += 1
            guard let member = value(depth: depth + 1) else { return nil }
            members.append((key, member))
            skipSpace()
            guard position < bytes.count else { return nil }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
            } else if bytes[position] == UInt8(ascii: "}") {
                position += 1
                return .object(members)
            } else {
                return nil
            }
        }
    }

    private mutating func array(depth: Int) -> JSONValue? {
        position += 1
        var values: [JSONValue] = []
        skipSpace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            return .array(values)
        }
        while true {
            guard let element = value(depth: depth + 1) else { return nil }
            values.append(element)
            skipSpace()
            guard position < bytes.count else { return nil }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
            } else if bytes[position] == UInt8(ascii: "]") {
                position += 1
                return .array(values)
            } else {
                return nil
            }
        }
    }

    private mutating func literal(_ word: StaticString, _ result: JSONValue) -> JSONValue? {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { return nil }
        for offset in 0..<count where bytes[position + offset] != word.utf8Start[offset] {
            return nil
        }
        position += count
        return result
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, its text kept, and its value when
    /// it is a whole number that fits Int64.
    private mutating func number() -> JSONValue? {
        let start = position
        let negative = take(UInt8(ascii: "-"))
        guard let first = peek, Self.isDigit(first) else { return nil }
        // Accumulated negative, so Int64.min fits; `nil` once it overflows.
        var value: Int64? = 0
        if first == UInt8(ascii: "0") {
            position += 1
        } else {
            while let byte = peek, Self.isDigit(byte) {
                if let current = value {
                    let (times, overflow) = current.multipliedReportingOverflow(by: 10)
                    let (next, overflowAgain) = times.subtractingReportingOverflow(
                        Int64(byte - UInt8(ascii: "0")))
                    value = overflow || overflowAgain ? nil : next
                }
                position += 1
            }
        }
        var whole = true
        if take(UInt8(ascii: ".")) {
            guard digits() else { return nil }
            whole = false
        }
        if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
            if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
            guard digits() else { return nil }
            whole = false
        }
        let text = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        var integer: Int64?
        if whole, let value {
            integer = negative ? value : (value == .min ? nil : -value)
        }
        return .number(JSONNumber(text: text, int64: integer))
    }

    /// One or more digits.
    private mutating func digits() -> Bool {
        let start = position
        while let byte = peek, Self.isDigit(byte) { position += 1 }
        return position > start
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        position += 1
        return true
    }

    /// Reads a string literal starting at the opening quote.
    private mutating func string() -> String? {
        JSONStringReader.read(bytes, at: &position, loneSurrogate: loneSurrogate)
    }
}
