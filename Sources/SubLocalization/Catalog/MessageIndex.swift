import SubJSON
import Synchronization

/// Where each message of a catalog's JSON text is, found by skimming (`JSONSkimmer`), each
/// parsed the first time it is asked for.
///
/// A command words a handful of a catalog's 1,500 messages; parsing them all (JSON, every
/// template, every plural form) was a millisecond of every start. The embedded catalogs are
/// held whole by the catalog check and by `CatalogIndexingTests`, which parses every message
/// both ways; override files are still parsed whole, so their mistakes show at once.
final class MessageIndex: Sendable {
    private let bytes: [UInt8]
    private let file: String
    /// Dotted key → the byte range of its value (a string, or a plural object).
    let ranges: [String: Range<Int>]
    private let parsed = Mutex<[String: CatalogMessage]>([:])

    /// The index of the `messages` object at `range` of `bytes`; `nil` when its shape is not
    /// a catalog's (the whole parse then says why).
    init?(bytes: [UInt8], messages range: Range<Int>, file: String) {
        guard let object = JSONSkimmer.object(in: bytes, at: range.lowerBound) else { return nil }
        var ranges: [String: Range<Int>] = [:]
        ranges.reserveCapacity(2048)
        guard Self.collect(object.members, prefix: "", bytes: bytes, into: &ranges) else {
            return nil
        }
        self.bytes = bytes
        self.file = file
        self.ranges = ranges
    }

    /// Strings and plural objects (those with `count_argument`) are messages; any other
    /// object is a group whose members' keys continue its own. A name given twice in one
    /// object keeps its last value, as the whole parse reads it.
    private static func collect(
        _ members: [JSONSkimmer.Member], prefix: String, bytes: [UInt8],
        into ranges: inout [String: Range<Int>]
    ) -> Bool {
        var last: [String: Int] = [:]
        for (position, member) in members.enumerated() { last[member.key] = position }
        for (position, member) in members.enumerated() where last[member.key] == position {
            let key = prefix.isEmpty ? member.key : prefix + "." + member.key
            switch bytes[member.value.lowerBound] {
            case UInt8(ascii: "\""):
                ranges[key] = member.value
            case UInt8(ascii: "{"):
                guard let group = JSONSkimmer.object(in: bytes, at: member.value.lowerBound) else {
                    return false
                }
                if group.members.contains(where: { $0.key == "count_argument" }) {
                    ranges[key] = member.value
                } else if !collect(group.members, prefix: key, bytes: bytes, into: &ranges) {
                    return false
                }
            default:
                return false
            }
        }
        return true
    }

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
        for key in ranges.keys {
            guard let message = try parse(key) else { continue }
            messages[key] = message
        }
        return messages
    }

    private func parse(_ key: String) throws(CatalogLoadError) -> CatalogMessage? {
        guard let range = ranges[key] else { return nil }
        guard let value = JSONParser.parse(String(decoding: bytes[range], as: UTF8.self)) else {
            throw .invalidMessage(file: file, key: key, reason: "not valid JSON")
        }
        if let text = value.string {
            return .text(try Catalog.template(text, key: key, file: file))
        }
        guard let object = value.valuesByName else {
            throw .invalidMessage(file: file, key: key, reason: "not a string or an object")
        }
        return .plural(try Catalog.pluralMessage(object, key: key, file: file))
    }
}
