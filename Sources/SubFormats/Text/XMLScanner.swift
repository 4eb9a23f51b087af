import SubDomain

/// One thing an `XMLScanner` found, and the line (from 1) it starts on, for messages.
package struct XMLEvent: Sendable {
    package enum Kind: Sendable {
        /// `<name a="1">`; a self-closing `<name/>` is a start followed by its end.
        case start(name: String, attributes: [(name: String, value: String)])
        case end(name: String)
        /// Character data between two tags, references decoded and CDATA sections included;
        /// line breaks (CRLF, CR) read as LF. Whitespace is kept: a spreadsheet's cell may be
        /// a space.
        case text(String)
    }

    package let kind: Kind
    package let line: Int

    package init(_ kind: Kind, line: Int) {
        self.kind = kind
        self.line = line
    }
}

extension XMLEvent.Kind: Equatable {
    package static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case let (.start(leftName, leftAttributes), .start(rightName, rightAttributes)):
            leftName == rightName
                && leftAttributes.elementsEqual(rightAttributes) { $0 == $1 }
        case let (.end(leftName), .end(rightName)): leftName == rightName
        case let (.text(leftText), .text(rightText)): leftText == rightText
        default: false
        }
    }
}

extension XMLEvent: Equatable {}

/// Why a document could not be scanned, and the line where that was noticed.
package struct XMLScanError: Error, Hashable, Sendable {
    /// The constructs that can be cut short.
    package enum Construct: Hashable, Sendable {
        case tag, comment, cdata, processingInstruction, doctype
    }

    package enum Reason: Hashable, Sendable {
        /// The document ended with this element still open: it was cut short.
        case unclosedElement(String)
        case mismatchedEndTag(expected: String, found: String)
        /// An end tag with no element open.
        case unexpectedEndTag(String)
        /// `&` that starts none of `&amp;` `&lt;` `&gt;` `&quot;` `&apos;` `&#N;` `&#xN;`.
        case badReference(String)
        case unterminated(Construct)
        /// `<` followed by something that is not a name, a quote missing around an attribute's
        /// value, and the like.
        case badMarkup
        /// Elements open more than `ReadingLimits.depth` deep (`.xml` only: SGML's readers
        /// count their own).
        case nestedTooDeep
        /// A tag with more than `ReadingLimits.columns` attributes.
        case tooManyAttributes
    }

    package let line: Int
    package let reason: Reason
}

/// Reads XML event by event over its UTF-8 bytes, without Foundation's `XMLParser` (which
/// brings ICU along) and without building a tree: a 20,000-entry bank statement is scanned in
/// one pass, each reader keeping only what it needs.
///
/// The XML declaration, processing instructions, comments and the DOCTYPE are skipped. Names
/// keep their prefix (`ns:Ntry`); `localName(_:)` drops it. Namespaces are not resolved:
/// statement formats are recognised by their local names.
///
/// In the `.sgml` dialect (OFX 1.x) leaf elements are never closed (`<TRNAMT>-12.99` and a
/// new line), so end tags are reported as they come, without checking that they match, and a
/// stray `&` (`AT&T`) is text. Malformed input is an error with its line, never a trap: every
/// step moves forward, so no input makes the scanner loop.
package struct XMLScanner {
    package enum Dialect: Sendable {
        /// Well-formed XML: end tags match, every element is closed, references are valid.
        case xml
        /// SGML as OFX 1.x writes it: unclosed leaves, lenient `&`.
        case sgml
    }

    private let bytes: [UInt8]
    private let dialect: Dialect
    private var position = 0
    /// The line reached: at the end, the document's last line, where a reader that checks
    /// its own structure reports a file cut short.
    package private(set) var line = 1
    /// The names of the open elements, innermost last (`.xml` only).
    private var openElements: [String] = []
    /// The end of a self-closing element, given on the call after its start.
    private var pendingEnd: XMLEvent?
    /// The character data read so far, reused from one text event to the next.
    private var text: [UInt8] = []

    package init(_ text: String, dialect: Dialect = .xml) {
        self.init(bytes: Array(text.utf8), dialect: dialect)
    }

    /// Over UTF-8 bytes as a file or a zip entry holds them; a byte-order mark is skipped.
    package init(bytes: [UInt8], dialect: Dialect = .xml) {
        self.bytes = bytes
        self.dialect = dialect
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    /// `name` without its namespace prefix: `Ntry` for `ns2:Ntry`.
    package static func localName(_ name: String) -> String {
        guard let colon = name.utf8.lastIndex(of: UInt8(ascii: ":")) else { return name }
        return String(name[name.utf8.index(after: colon)...])
    }

    /// `text` without the spaces, tabs and line breaks around it: an element's value as a
    /// data format means it, without the indentation between tags.
    package static func trimmed(_ text: String) -> String {
        let utf8 = text.utf8
        guard let first = utf8.firstIndex(where: { !isWhitespace($0) }) else { return "" }
        let last = utf8.lastIndex(where: { !isWhitespace($0) }) ?? first
        if first == utf8.startIndex, last == utf8.index(before: utf8.endIndex) { return text }
        return String(text[first...last])
    }

    /// The next event; `nil` once the document has ended well.
    package mutating func next() throws(XMLScanError) -> XMLEvent? {
        if let end = pendingEnd {
            pendingEnd = nil
            return end
        }
        text.removeAll(keepingCapacity: true)
        var textLine = line
        // Comments, processing instructions and CDATA sections do not end a text: `a<!--x-->b`
        // is one text `ab`.
        while position < bytes.count {
            guard bytes[position] == Byte.lessThan else {
                if text.isEmpty { textLine = line }
                try readText()
                continue
            }
            guard position + 1 < bytes.count else { throw failure(.unterminated(.tag)) }
            switch bytes[position + 1] {
            case Byte.exclamation:
                if startsHere("<!--") {
                    try skip(past: "-->", from: position + 4, construct: .comment)
                } else if startsHere("<![CDATA[") {
                    if text.isEmpty { textLine = line }
                    try readCDATA()
                } else if startsHere("<!DOCTYPE") {
                    try skipDoctype()
                } else {
                    throw failure(.badMarkup)
                }
            case Byte.question:
                try skip(past: "?>", from: position + 2, construct: .processingInstruction)
            default:
                if !text.isEmpty { return textEvent(line: textLine) }
                return bytes[position + 1] == Byte.slash ? try readEndTag() : try readStartTag()
            }
        }
        if !text.isEmpty { return textEvent(line: textLine) }
        if let open = openElements.last { throw failure(.unclosedElement(open)) }
        return nil
    }

    // MARK: - Text

    private func textEvent(line: Int) -> XMLEvent {
        XMLEvent(.text(String(decoding: text, as: UTF8.self)), line: line)
    }

    /// Character data up to the next `<`, references decoded.
    private mutating func readText() throws(XMLScanError) {
        var runStart = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == Byte.lessThan { break }
            if byte == Byte.ampersand {
                appendText(runStart..<position)
                text.append(contentsOf: String(try readReference()).utf8)
                runStart = position
                continue
            }
            position += 1
        }
        appendText(runStart..<position)
    }

    /// Copies `range` into the text, counting its lines and reading CRLF and CR as LF.
    private mutating func appendText(_ range: Range<Int>) {
        var runStart = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == Byte.lineFeed {
                line += 1
            } else if byte == Byte.carriageReturn {
                text.append(contentsOf: bytes[runStart..<index])
                text.append(Byte.lineFeed)
                line += 1
                if index + 1 < range.upperBound, bytes[index + 1] == Byte.lineFeed { index += 1 }
                runStart = index + 1
            }
            index += 1
        }
        text.append(contentsOf: bytes[runStart..<range.upperBound])
    }

    private mutating func readCDATA() throws(XMLScanError) {
        let contentStart = position + 9
        guard let end = find("]]>", from: contentStart) else {
            throw failure(.unterminated(.cdata))
        }
        appendText(contentStart..<end)
        position = end + 3
    }

    /// The character the reference at `position` (an `&`) stands for; moves past it.
    private mutating func readReference() throws(XMLScanError) -> Unicode.Scalar {
        if let (scalar, end) = reference(at: position) {
            position = end
            return scalar
        }
        guard dialect == .xml else {
            position += 1
            return "&"
        }
        // The `&` and the name or number after it, as the message shows it.
        let shown = bytes[(position + 1)...].prefix(12).prefix {
            $0 == Byte.hash || Self.isNameCharacter($0)
        }
        throw failure(.badReference("&" + String(decoding: shown, as: UTF8.self)))
    }

    /// The character the reference at `start` stands for, and the index after its `;`.
    private func reference(at start: Int) -> (Unicode.Scalar, Int)? {
        // The longest valid body is `#x10FFFF` (8 bytes); anything longer is not a reference.
        var end = start + 1
        while end < bytes.count, end - start <= 9, bytes[end] != Byte.semicolon { end += 1 }
        guard end < bytes.count, bytes[end] == Byte.semicolon else { return nil }
        let body = bytes[(start + 1)..<end]
        if let (_, scalar) = Self.namedReferences.first(where: { body.elementsEqual($0.name) }) {
            return (scalar, end + 1)
        }
        guard body.first == Byte.hash else { return nil }
        var digits = body.dropFirst()
        var radix: UInt32 = 10
        if digits.first == UInt8(ascii: "x") {
            radix = 16
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty else { return nil }
        var value: UInt32 = 0
        for digit in digits {
            guard let digitValue = Self.digitValue(digit, radix: radix),
                value <= 0x10FFFF
            else { return nil }
            value = value * radix + digitValue
        }
        guard value != 0, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, end + 1)
    }

    private static let namedReferences: [(name: [UInt8], scalar: Unicode.Scalar)] = [
        (Array("amp".utf8), "&"), (Array("lt".utf8), "<"), (Array("gt".utf8), ">"),
        (Array("quot".utf8), "\""), (Array("apos".utf8), "'"),
    ]

    private static func digitValue(_ byte: UInt8, radix: UInt32) -> UInt32? {
        let value: UInt32
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): value = UInt32(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): value = UInt32(byte - UInt8(ascii: "A")) + 10
        default: return nil
        }
        return value < radix ? value : nil
    }

    // MARK: - Tags

    private mutating func readStartTag() throws(XMLScanError) -> XMLEvent {
        let tagLine = line
        position += 1
        let name = try readName()
        var attributes: [(name: String, value: String)] = []
        while true {
            let spaced = skipWhitespace()
            guard position < bytes.count else { throw failure(.unterminated(.tag)) }
            switch bytes[position] {
            case Byte.greaterThan:
                position += 1
                if dialect == .xml {
                    // Bounded so that a file of tags never closed is refused early, and no
                    // reader's walk over the open elements costs more than this.
                    guard openElements.count < ReadingLimits.depth else {
                        throw XMLScanError(line: tagLine, reason: .nestedTooDeep)
                    }
                    openElements.append(name)
                }
                return XMLEvent(.start(name: name, attributes: attributes), line: tagLine)
            case Byte.slash:
                guard position + 1 < bytes.count else { throw failure(.unterminated(.tag)) }
                guard bytes[position + 1] == Byte.greaterThan else { throw failure(.badMarkup) }
                position += 2
                pendingEnd = XMLEvent(.end(name: name), line: tagLine)
                return XMLEvent(.start(name: name, attributes: attributes), line: tagLine)
            default:
                guard spaced else { throw failure(.badMarkup) }
                guard attributes.count < ReadingLimits.columns else {
                    throw failure(.tooManyAttributes)
                }
                attributes.append(try readAttribute())
            }
        }
    }

    /// `name = "value"` (or single quotes), the value's references decoded and its line
    /// breaks and tabs read as spaces, as XML normalises attribute values.
    private mutating func readAttribute() throws(XMLScanError) -> (name: String, value: String) {
        let name = try readName()
        skipWhitespace()
        guard position < bytes.count else { throw failure(.unterminated(.tag)) }
        guard bytes[position] == Byte.equals else { throw failure(.badMarkup) }
        position += 1
        skipWhitespace()
        guard position < bytes.count else { throw failure(.unterminated(.tag)) }
        let quote = bytes[position]
        guard quote == Byte.quote || quote == Byte.apostrophe else { throw failure(.badMarkup) }
        position += 1
        var value: [UInt8] = []
        while true {
            guard position < bytes.count else { throw failure(.unterminated(.tag)) }
            let byte = bytes[position]
            if byte == quote { break }
            if byte == Byte.lessThan { throw failure(.badMarkup) }
            if byte == Byte.ampersand {
                value.append(contentsOf: String(try readReference()).utf8)
                continue
            }
            countLineBreak(at: position)
            position += 1
            // CRLF is one line break, hence one space.
            if byte == Byte.carriageReturn, position < bytes.count,
                bytes[position] == Byte.lineFeed
            {
                continue
            }
            value.append(Self.isWhitespace(byte) ? Byte.space : byte)
        }
        position += 1
        return (name, String(decoding: value, as: UTF8.self))
    }

    private mutating func readEndTag() throws(XMLScanError) -> XMLEvent {
        let tagLine = line
        position += 2
        let name = try readName()
        skipWhitespace()
        guard position < bytes.count else { throw failure(.unterminated(.tag)) }
        guard bytes[position] == Byte.greaterThan else { throw failure(.badMarkup) }
        position += 1
        if dialect == .xml {
            guard let open = openElements.popLast() else {
                throw XMLScanError(line: tagLine, reason: .unexpectedEndTag(name))
            }
            guard open == name else {
                throw XMLScanError(
                    line: tagLine, reason: .mismatchedEndTag(expected: open, found: name))
            }
        }
        return XMLEvent(.end(name: name), line: tagLine)
    }

    /// A name (`Ntry`, `ns2:Amt`, `x:a.b-c`): it starts with a letter, `_`, `:` or any
    /// non-ASCII character, and goes on with those, digits, `.` and `-`.
    private mutating func readName() throws(XMLScanError) -> String {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            guard position > start ? Self.isNameCharacter(byte) : Self.isNameStart(byte)
            else { break }
            position += 1
        }
        guard position > start else {
            throw failure(position < bytes.count ? .badMarkup : .unterminated(.tag))
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    // MARK: - Skipped constructs

    /// Moves past the next `terminator` at or after `start`.
    private mutating func skip(past terminator: String, from start: Int, construct: Construct)
        throws(XMLScanError)
    {
        guard let end = find(terminator, from: start) else {
            throw failure(.unterminated(construct))
        }
        for index in position..<end { countLineBreak(at: index) }
        position = end + terminator.utf8.count
    }

    /// `<!DOCTYPE …>`, with an internal subset in `[…]` whose declarations hold `>` too.
    private mutating func skipDoctype() throws(XMLScanError) {
        var depth = 0
        var quote: UInt8?
        var index = position + 9
        while index < bytes.count {
            let byte = bytes[index]
            countLineBreak(at: index)
            index += 1
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == Byte.quote || byte == Byte.apostrophe {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "]") {
                depth -= 1
            } else if byte == Byte.greaterThan, depth <= 0 {
                position = index
                return
            }
        }
        throw failure(.unterminated(.doctype))
    }

    // MARK: - Bytes

    private typealias Construct = XMLScanError.Construct

    private func failure(_ reason: XMLScanError.Reason) -> XMLScanError {
        XMLScanError(line: line, reason: reason)
    }

    private func startsHere(_ literal: String) -> Bool {
        bytes[position...].starts(with: literal.utf8)
    }

    /// Where `literal` next occurs at or after `start`.
    private func find(_ literal: String, from start: Int) -> Int? {
        let pattern = Array(literal.utf8)
        var index = start
        while index + pattern.count <= bytes.count {
            if bytes[index] == pattern[0], bytes[index..<(index + pattern.count)] == pattern[...] {
                return index
            }
            index += 1
        }
        return nil
    }

    /// Counts a line break at `index`: LF, or CR not followed by LF (CRLF counts at its LF).
    private mutating func countLineBreak(at index: Int) {
        let byte = bytes[index]
        if byte == Byte.lineFeed
            || (byte == Byte.carriageReturn
                && (index + 1 == bytes.count || bytes[index + 1] != Byte.lineFeed))
        {
            line += 1
        }
    }

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = position
        while position < bytes.count, Self.isWhitespace(bytes[position]) {
            countLineBreak(at: position)
            position += 1
        }
        return position > start
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        let lowercased = byte | 0x20
        return byte >= 0x80 || byte == Byte.underscore || byte == Byte.colon
            || (lowercased >= UInt8(ascii: "a") && lowercased <= UInt8(ascii: "z"))
    }

    private static func isNameCharacter(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == Byte.period || byte == Byte.hyphen
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == Byte.space || byte == Byte.tab || byte == Byte.lineFeed
            || byte == Byte.carriageReturn
    }

    private enum Byte {
        static let lessThan = UInt8(ascii: "<")
        static let greaterThan = UInt8(ascii: ">")
        static let slash = UInt8(ascii: "/")
        static let exclamation = UInt8(ascii: "!")
        static let question = UInt8(ascii: "?")
        static let ampersand = UInt8(ascii: "&")
        static let semicolon = UInt8(ascii: ";")
        static let hash = UInt8(ascii: "#")
        static let equals = UInt8(ascii: "=")
        static let quote = UInt8(ascii: "\"")
        static let apostrophe = UInt8(ascii: "'")
        static let underscore = UInt8(ascii: "_")
        static let colon = UInt8(ascii: ":")
        static let period = UInt8(ascii: ".")
        static let hyphen = UInt8(ascii: "-")
        static let space = UInt8(ascii: " ")
        static let tab = UInt8(ascii: "\t")
        static let lineFeed = UInt8(ascii: "\n")
        static let carriageReturn = UInt8(ascii: "\r")
    }
}
