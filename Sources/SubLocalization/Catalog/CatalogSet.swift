import FoundationEssentials
import SubJSON
import Synchronization

/// Catalogs by language code, each read from its JSON text the first time it is asked for
/// (its messages indexed, each parsed when first worded: `MessageIndex`).
///
/// Parsing a catalog (JSON, every template, every plural rule) was about a sixth of a short
/// command's run, and a process speaks one language: the others are parsed only when
/// something needs them (`lang`, a key missing from the first catalog, the catalog check,
/// anything that walks `values`). Listing `keys` parses nothing. Safe from any thread; a
/// catalog is parsed at most once.
public final class CatalogSet: Sendable {
    /// JSON texts not parsed yet, by language (the file name without `.json`).
    private let sources: [String: (fileName: String, text: String)]
    private let cache: Mutex<Cache>

    private struct Cache {
        var parsed: [String: Catalog] = [:]
        var failed: [String: CatalogLoadError] = [:]
        var inputWords: [String: InputWords] = [:]
    }

    /// Catalogs already parsed; nothing is left to do on first use.
    public init(_ catalogs: [String: Catalog]) {
        self.sources = [:]
        self.cache = Mutex(Cache(parsed: catalogs))
    }

    /// `parsed` catalogs as they are, plus catalogs parsed from `texts` (file name → JSON text)
    /// on first use; a parsed catalog wins over a text of the same language.
    init(parsed: [String: Catalog], texts: [(fileName: String, text: String)]) {
        var sources: [String: (fileName: String, text: String)] = [:]
        for source in texts where source.fileName.hasSuffix(".json") {
            let language = String(source.fileName.dropLast(5))
            if parsed[language] == nil { sources[language] = source }
        }
        self.sources = sources
        self.cache = Mutex(Cache(parsed: parsed))
    }

    /// The catalog of `language`, parsing it now if needed; `nil` when there is none or its
    /// text is broken (see `problems`).
    public subscript(language: String) -> Catalog? {
        cache.withLock { cache in
            if let catalog = cache.parsed[language] { return catalog }
            guard let source = sources[language], cache.failed[language] == nil else { return nil }
            do throws(CatalogLoadError) {
                let catalog = try Catalog(
                    indexing: source.text, fileName: source.fileName,
                    layout: knownLayout(of: source))
                cache.parsed[language] = catalog
                return catalog
            } catch {
                cache.failed[language] = error
                return nil
            }
        }
    }

    /// Every language code with a catalog, parsed or not, sorted.
    public var keys: [String] {
        let parsed = cache.withLock { Array($0.parsed.keys) }
        return Set(parsed).union(sources.keys).sorted()
    }

    /// Every catalog in language order: parses all of them.
    public var values: [Catalog] { keys.compactMap { self[$0] } }

    public var count: Int { keys.count }
    public var isEmpty: Bool { sources.isEmpty && cache.withLock { $0.parsed.isEmpty } }

    /// Languages whose messages have been parsed so far, sorted: what a test checks to see
    /// that a process parsed only the catalog it speaks.
    var parsedLanguages: [String] { cache.withLock { $0.parsed.keys.sorted() } }

    /// What went wrong parsing catalogs so far, in language order.
    var problems: [CatalogLoadError] {
        cache.withLock { cache in cache.failed.sorted { $0.key < $1.key }.map(\.value) }
    }

    /// The `input` words of `language` without parsing its messages: the parsers accept the
    /// words of every language, but only the language in use needs its messages.
    func inputWords(of language: String) -> InputWords? {
        let known: InputWords?? = cache.withLock { cache in
            if let catalog = cache.parsed[language] { return .some(catalog.input) }
            if let words = cache.inputWords[language] { return .some(words) }
            return sources[language] == nil || cache.failed[language] != nil ? .some(nil) : nil
        }
        if let known { return known }
        guard let source = sources[language],
            let words = try? Catalog.inputWords(
                jsonText: source.text, fileName: source.fileName,
                layout: knownLayout(of: source))
        else {
            // Not readable on its own: the whole parse says why, once.
            return self[language]?.input
        }
        cache.withLock { $0.inputWords[language] = words }
        return words
    }

    /// The `commands` input words of `language` alone: the words a command line is read by,
    /// without the rest of its input words (`InputVocabulary` folds those when first asked).
    /// Found where the build-time layout puts the `input` section, else from all its words.
    func commandAliases(of language: String) -> [String: [String]]? {
        let known: [String: [String]]? = cache.withLock { cache in
            cache.parsed[language]?.commandAliases
                ?? cache.inputWords[language]?.commandAliases
        }
        if let known { return known }
        if let source = sources[language],
            let input = knownLayout(of: source)?.members.last(where: { $0.key == "input" })?.value,
            let aliases = Catalog.commandsSection(in: JSONText(source.text), input: input)
        {
            return aliases
        }
        return inputWords(of: language)?.commandAliases
    }

    /// The build-time layout of `source` (`EmbeddedResources.catalogLayout`), when `source`
    /// is the text it was worked out for.
    private func knownLayout(of source: (fileName: String, text: String)) -> CatalogLayout? {
        EmbeddedResources.catalogLayout(source.fileName).flatMap {
            $0.bytes == source.text.utf8.count ? $0.layout : nil
        }
    }
}
