/// Splits a CLDR plural condition into words, numbers and the operators `= != % .. ,`.
struct PluralRuleTokenizer {
    private var tokens: [String]
    private var position = 0
    private let source: String

    init(_ source: String) {
        self.source = source
        var tokens: [String] = []
        var current = ""
        var characters = Array(source)[...]
        func flush() {
            if !current.isEmpty { tokens.append(current) }
            current = ""
        }
        while let character = characters.popFirst() {
            switch character {
            case " ", "\t", "\n":
                flush()
            case "=", "%", ",":
                flush()
                tokens.append(String(character))
            case "!":
                flush()
                if characters.first == "=" {
                    characters.removeFirst()
                    tokens.append("!=")
                } else {
                    tokens.append("!")
                }
            case ".":
                if characters.first == "." {
                    characters.removeFirst()
                    flush()
                    tokens.append("..")
                } else {
                    current.append(character)
                }
            default:
                current.append(character)
            }
        }
        flush()
        self.tokens = tokens
    }

    var atEnd: Bool { position >= tokens.count }
    var peek: String? { atEnd ? nil : tokens[position] }

    mutating func next() -> String? {
        defer { position += 1 }
        return peek
    }

    /// Consumes `token` if it comes next.
    mutating func consume(_ token: String) -> Bool {
        guard peek == token else { return false }
        position += 1
        return true
    }

    /// Consumes a non-negative decimal number.
    mutating func nextNumber() -> Double? {
        guard let token = peek, token.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            let value = Double(token)
        else { return nil }
        position += 1
        return value
    }

    func error(_ token: String) -> PluralRuleSyntaxError {
        PluralRuleSyntaxError(rule: source, token: token)
    }
}
