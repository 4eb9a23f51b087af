/// A catalog sentence with named placeholders: `Quedan {count} días de prueba de {name}.`
///
/// `{{` and `}}` write literal braces. A placeholder with no argument at run time is left
/// as written (`{name}`), so a translator's typo shows up in the output instead of crashing.
///
/// Only the source is kept. Every process validates every template of its catalog before the
/// first command runs, and splitting ~800 sentences into segments of `Character`s was most of
/// a short command's run; the braces and names are ASCII, so one pass over the UTF-8 bytes
/// validates, and rendering walks the same bytes again.
public struct MessageTemplate: Hashable, Sendable {
    public let source: String

    /// The placeholder names used, in order of first appearance.
    public var placeholders: [String] {
        var seen: [String] = []
        // The source was validated when the template was made.
        try? Self.walk(source, literal: { _ in }) { name in
            let name = String(name)
            if !seen.contains(name) { seen.append(name) }
        }
        return seen
    }

    /// Parses `source`; throws a description of the first malformed brace.
    public init(_ source: String) throws(MessageTemplateSyntaxError) {
        try Self.walk(source, literal: { _ in }, placeholder: { _ in })
        self.source = source
    }

    /// Fills the placeholders with already rendered argument texts.
    func render(_ values: (String) -> String?) -> String {
        var output = ""
        output.reserveCapacity(source.utf8.count + 16)
        // `append(contentsOf:)` takes a Substring as it is; `+=` with one is generic over
        // sequences and ran unspecialized: 0.18 M instructions on the first message of a run.
        try? Self.walk(source, literal: { output.append(contentsOf: $0) }) { name in
            let name = String(name)
            if let value = values(name) {
                output += value
            } else {
                output += "{" + name + "}"
            }
        }
        return output
    }

    /// `render(_:)` cut at each `slot` placeholder: the pieces around it, in order, which
    /// joined with the slot's value are what `render` gives with that value.
    func pieces(cutAt slot: String, _ values: (String) -> String?) -> [String] {
        var pieces: [String] = []
        var output = ""
        try? Self.walk(source, literal: { output.append(contentsOf: $0) }) { name in
            if name == slot {
                pieces.append(output)
                output = ""
            } else {
                let name = String(name)
                output += values(name) ?? "{" + name + "}"
            }
        }
        pieces.append(output)
        return pieces
    }

    /// Calls `literal` with each run of text (a doubled brace gives one brace) and
    /// `placeholder` with each name, in order; throws at the first malformed brace.
    private static func walk(
        _ source: String, literal: (Substring) -> Void, placeholder: (Substring) -> Void
    ) throws(MessageTemplateSyntaxError) {
        let bytes = source.utf8
        var runStart = bytes.startIndex
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") else {
                bytes.formIndex(after: &index)
                continue
            }
            let next = bytes.index(after: index)
            if next != bytes.endIndex, bytes[next] == byte {
                // `{{` or `}}`: the run so far plus one brace, the second skipped.
                literal(source[runStart..<next])
                index = bytes.index(after: next)
                runStart = index
                continue
            }
            guard byte == UInt8(ascii: "{") else { throw .unopenedBrace(source) }
            guard let close = bytes[next...].firstIndex(of: UInt8(ascii: "}")) else {
                throw .unclosedPlaceholder(source)
            }
            let name = source[next..<close]
            guard !name.isEmpty, name.utf8.allSatisfy(Self.isNameByte) else {
                throw .invalidPlaceholderName(String(name))
            }
            if runStart != index { literal(source[runStart..<index]) }
            placeholder(name)
            index = bytes.index(after: close)
            runStart = index
        }
        if runStart != bytes.endIndex { literal(source[runStart...]) }
    }

    /// ASCII letters, digits and `_`.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            return true
        default:
            return false
        }
    }
}

/// Why a catalog text is not a valid template.
public enum MessageTemplateSyntaxError: Error, Hashable, Sendable {
    case unclosedPlaceholder(String)
    case unopenedBrace(String)
    case invalidPlaceholderName(String)
}
