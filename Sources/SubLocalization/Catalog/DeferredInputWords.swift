import SubJSON
import Synchronization

/// A catalog's `input` section, parsed the first time a word is asked for.
///
/// `help`, the first prompt and most one-shot commands word their output in one language but
/// read no period, date or yes/no word: parsing the section (and instantiating the runtime
/// metadata of its five dictionary types) was a twentieth of `help`. Only embedded catalogs
/// defer it: their text is the one `CatalogIndexingTests` parses whole and compares. An
/// override file's section is parsed at load, so its mistakes show at once.
final class DeferredInputWords: Sendable {
    /// The catalog text and where its `input` value is; `nil` when parsed at load.
    private let source: (text: JSONText, range: Range<Int>, file: String)?
    private let parsed: Mutex<InputWords?>
    /// `commandAliases`, once skimmed to.
    private let aliases = Mutex<[String: [String]]?>(nil)

    /// Words already parsed.
    init(_ words: InputWords) {
        source = nil
        parsed = Mutex(words)
    }

    /// The `input` value at `range` of the catalog `text`, parsed on first use.
    init(text: JSONText, range: Range<Int>, file: String) {
        source = (text, range, file)
        parsed = Mutex(nil)
    }

    /// Every input word, parsed now if it was not yet.
    var words: InputWords {
        if let known = parsed.withLock({ $0 }) { return known }
        let words = Self.parse(source)
        parsed.withLock { $0 = words }
        return words
    }

    /// The `commands` words alone: skimmed to and parsed by themselves while the rest of the
    /// section is still text, so wording a command's name parses nothing else.
    var commandAliases: [String: [String]] {
        if let known = aliases.withLock({ $0 }) ?? parsed.withLock({ $0?.commandAliases }) {
            return known
        }
        let found =
            source.flatMap { Catalog.commandsSection(in: $0.text, input: $0.range) }
            ?? words.commandAliases
        aliases.withLock { $0 = found }
        return found
    }

    /// The words at `source`; none when the text is not an input section (which the build's
    /// tests rule out for every text deferred here).
    private static func parse(_ source: (text: JSONText, range: Range<Int>, file: String)?)
        -> InputWords
    {
        guard let source, let valueText = source.text.string(source.range) else {
            return InputWords()
        }
        let value = JSONParser.parse(valueText)
        return (try? Catalog.parseInput(value, file: source.file)) ?? InputWords()
    }
}

extension DeferredInputWords: Hashable {
    static func == (lhs: DeferredInputWords, rhs: DeferredInputWords) -> Bool {
        lhs === rhs || lhs.words == rhs.words
    }

    func hash(into hasher: inout Hasher) { hasher.combine(words) }
}
