import SubJSON
import Synchronization

/// Where each message of a catalog's JSON text is, each parsed the first time it is asked
/// for.
///
/// A command words a handful of a catalog's 1,000 messages; parsing them all (JSON, every
/// template, every plural form) was a millisecond of every start. The embedded catalogs
/// come with their index worked out at build time (`ResourceEmbedder`), so a start builds
/// nothing: keys are found by binary search. Any other text is skimmed (`JSONSkimmer`).
/// `CatalogIndexingTests` holds both to a whole parse; override files are still parsed
/// whole, so their mistakes show at once.
final class MessageIndex: Sendable {
    /// The catalog's text, read in place.
    private let text: JSONText
    private let file: String
    /// Where each message key's value is (a string, or a plural object).
    private let layout: CatalogLayout
    private let parsed = Mutex<[String: CatalogMessage]>([:])

    /// The messages of the catalog `text`, as its layout places them.
    init(text: JSONText, layout: CatalogLayout, file: String) {
        self.text = text
        self.layout = layout
        self.file = file
    }

    /// Every message key, sorted.
    var keys: [String] { (0..<layout.count).map(layout.key(at:)) }

    var count: Int { layout.count }

    /// The message of `key`, parsed now if it was not yet; `nil` when there is none or it
    /// does not parse.
    func message(_ key: String) -> CatalogMessage? {
        if let known = parsed.withLock({ $0[key] }) { return known }
        guard let message = try? parse(key) else { return nil }
        parsed.withLock { $0[key] = message }
        return message
    }

    /// Every message, parsed: what comparing or walking a whole catalog needs.
    func all() throws(CatalogLoadError) -> [String: CatalogMessage] {
        var messages: [String: CatalogMessage] = [:]
        for key in keys {
            guard let message = try parse(key) else { continue }
            messages[key] = message
        }
        return messages
    }

    /// Where `key`'s value is, found by binary search over the sorted keys.
    private func range(of key: String) -> Range<Int>? {
        guard let index = layout.index(of: key) else { return nil }
        let range = layout.value(at: index)
        return range.upperBound <= text.count ? range : nil
    }

    private func parse(_ key: String) throws(CatalogLoadError) -> CatalogMessage? {
        guard let range = range(of: key) else { return nil }
        guard let valueText = text.string(range), let value = JSONParser.parse(valueText) else {
            throw .invalidMessage(file: file, key: key, problem: .messageNotJSON)
        }
        if let text = value.string {
            return .text(try Catalog.template(text, key: key, file: file))
        }
        guard let object = value.valuesByName else {
            throw .invalidMessage(file: file, key: key, problem: .notTextOrObject)
        }
        return .plural(try Catalog.pluralMessage(object, key: key, file: file))
    }
}
