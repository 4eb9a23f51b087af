/// A catalog's messages by dotted key (`error.unknown_currency`): all parsed up front (an
/// override file, a catalog built in a test), or indexed and each parsed on first use (the
/// embedded catalogs, see `MessageIndex`).
public struct CatalogMessages: Hashable, Sendable, Sequence {
    private enum Storage: Sendable {
        case parsed([String: CatalogMessage])
        case indexed(MessageIndex)
    }

    private let storage: Storage

    init(_ messages: [String: CatalogMessage]) { storage = .parsed(messages) }

    init(_ index: MessageIndex) { storage = .indexed(index) }

    public subscript(key: String) -> CatalogMessage? {
        switch storage {
        case .parsed(let messages): messages[key]
        case .indexed(let index): index.message(key)
        }
    }

    /// Every key, in no particular order; parses nothing.
    public var keys: [String] {
        switch storage {
        case .parsed(let messages): Array(messages.keys)
        case .indexed(let index): index.keys
        }
    }

    public var count: Int {
        switch storage {
        case .parsed(let messages): messages.count
        case .indexed(let index): index.count
        }
    }

    /// Every message, parsed; one that does not parse is left out (the catalog check, which
    /// looks each key up, reports it).
    public var all: [String: CatalogMessage] {
        switch storage {
        case .parsed(let messages): messages
        case .indexed(let index): (try? index.all()) ?? [:]
        }
    }

    public func makeIterator() -> Dictionary<String, CatalogMessage>.Iterator {
        all.makeIterator()
    }

    public static func == (lhs: CatalogMessages, rhs: CatalogMessages) -> Bool {
        lhs.all == rhs.all
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(count) }
}
