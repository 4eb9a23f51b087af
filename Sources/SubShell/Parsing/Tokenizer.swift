/// Splits a command line into words the way a POSIX shell does, for names with spaces.
///
/// `'single quotes'` keep everything literally; `"double quotes"` allow `\"` and `\\`;
/// a backslash outside quotes escapes the next character; `#` at the start of a word begins
/// a comment. The scan also reports where each word started and whether a quote is still
/// open, which tab completion needs for the word under the cursor.
public enum Tokenizer {
    public struct Word: Hashable, Sendable {
        /// The word with quotes and escapes removed.
        public var text: String
        /// Offset, in Characters of the input, where the word began (its opening quote included).
        public var start: Int
    }

    public struct Scan: Hashable, Sendable {
        public var words: [Word]
        /// The quote still open at the end of the input, if any.
        public var openQuote: Character?
        /// Whether the input ends inside a word (no trailing white space).
        public var endsInWord: Bool
    }

    public enum Failure: Error, Hashable, Sendable {
        case unterminatedQuote(Character)
    }

    /// The words of `line`; an unclosed quote is an error.
    public static func split(_ line: String) throws(Failure) -> [String] {
        let scan = scan(line)
        if let quote = scan.openQuote { throw .unterminatedQuote(quote) }
        return scan.words.map(\.text)
    }

    /// Scans without failing, for completion of a line still being typed.
    public static func scan(_ line: String) -> Scan {
        var words: [Word] = []
        var current = ""
        var wordStart: Int?
        var quote: Character?
        var escaping = false
        var offset = 0
        for character in line {
            defer { offset += 1 }
            if escaping {
                current.append(character)
                escaping = false
                continue
            }
            if let open = quote {
                if character == open {
                    quote = nil
                } else if character == "\\" && open == "\"" {
                    escaping = true
                } else {
                    current.append(character)
                }
                continue
            }
            if character.isWhitespace {
                if let start = wordStart {
                    words.append(Word(text: current, start: start))
                    current = ""
                    wordStart = nil
                }
                continue
            }
            if wordStart == nil {
                if character == "#" { break }
                wordStart = offset
            }
            switch character {
            case "\\": escaping = true
            case "'", "\"": quote = character
            default: current.append(character)
            }
        }
        let endsInWord = wordStart != nil
        if let start = wordStart { words.append(Word(text: current, start: start)) }
        return Scan(words: words, openQuote: quote, endsInWord: endsInWord)
    }

    /// Quotes `word` so that `split` gives it back unchanged (used when completing names).
    public static func quoted(_ word: String) -> String {
        let needsQuotes = word.isEmpty || word.contains { $0.isWhitespace || "'\"\\#".contains($0) }
        guard needsQuotes else { return word }
        if !word.contains("'") { return "'" + word + "'" }
        var escaped = "\""
        for character in word {
            if character == "\"" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped + "\""
    }
}
