/// A catalog sentence with named placeholders: `Quedan {count} días de prueba de {name}.`
///
/// `{{` and `}}` write literal braces. A placeholder with no argument at run time is left
/// as written (`{name}`), so a translator's typo shows up in the output instead of crashing.
public struct MessageTemplate: Hashable, Sendable {
    enum Segment: Hashable, Sendable {
        case literal(String)
        case placeholder(String)
    }

    let segments: [Segment]
    public let source: String

    /// The placeholder names used, in order of first appearance.
    public var placeholders: [String] {
        var seen: [String] = []
        for case .placeholder(let name) in segments where !seen.contains(name) { seen.append(name) }
        return seen
    }

    /// Parses `source`; throws a description of the first malformed brace.
    public init(_ source: String) throws(MessageTemplateSyntaxError) {
        self.source = source
        var segments: [Segment] = []
        var literal = ""
        var characters = Array(source)[...]
        while let character = characters.popFirst() {
            switch character {
            case "{" where characters.first == "{":
                characters.removeFirst()
                literal.append("{")
            case "}" where characters.first == "}":
                characters.removeFirst()
                literal.append("}")
            case "{":
                guard let close = characters.firstIndex(of: "}") else {
                    throw .unclosedPlaceholder(source)
                }
                let name = String(characters[..<close])
                guard !name.isEmpty,
                    name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
                else { throw .invalidPlaceholderName(name) }
                if !literal.isEmpty { segments.append(.literal(literal)) }
                literal = ""
                segments.append(.placeholder(name))
                characters = characters[characters.index(after: close)...]
            case "}":
                throw .unopenedBrace(source)
            default:
                literal.append(character)
            }
        }
        if !literal.isEmpty { segments.append(.literal(literal)) }
        self.segments = segments
    }

    /// Fills the placeholders with already rendered argument texts.
    func render(_ values: (String) -> String?) -> String {
        var output = ""
        for segment in segments {
            switch segment {
            case .literal(let text): output += text
            case .placeholder(let name): output += values(name) ?? "{\(name)}"
            }
        }
        return output
    }

    /// `render(_:)` cut at each `slot` placeholder: the pieces around it, in order, which
    /// joined with the slot's value are what `render` gives with that value.
    func pieces(cutAt slot: String, _ values: (String) -> String?) -> [String] {
        var pieces: [String] = []
        var output = ""
        for segment in segments {
            switch segment {
            case .literal(let text): output += text
            case .placeholder(let name) where name == slot:
                pieces.append(output)
                output = ""
            case .placeholder(let name): output += values(name) ?? "{\(name)}"
            }
        }
        pieces.append(output)
        return pieces
    }
}

/// Why a catalog text is not a valid template.
public enum MessageTemplateSyntaxError: Error, Hashable, Sendable {
    case unclosedPlaceholder(String)
    case unopenedBrace(String)
    case invalidPlaceholderName(String)
}
