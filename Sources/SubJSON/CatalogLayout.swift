/// Where the parts of a catalog's JSON text are: its top-level members, and each message
/// under `messages` (strings, and plural objects: those with `count_argument`; any other
/// object is a group whose members' keys continue its own).
///
/// The one rule the build-time index (`ResourceEmbedder`, for the embedded catalogs) and
/// SubLocalization's `MessageIndex` (for any other text) follow. Packed as the build writes
/// it, a layout is three literals (the keys' text, where each key ends, where each value
/// is): nothing to build when a process starts, a binary search to find a key.
package struct CatalogLayout: Sendable {
    /// The top-level members other than `messages`, each with its value's byte range.
    package let members: [(key: String, value: Range<Int>)]
    /// Every message key, in UTF-8 byte order, one after another.
    package let keyText: String
    /// Where each key ends in `keyText`'s UTF-8.
    package let keyEnds: [Int32]
    /// Where each message's value is: start and end of message `i` at `2i` and `2i + 1`.
    package let bounds: [Int32]

    package init(
        members: [(key: String, value: Range<Int>)], keyText: String, keyEnds: [Int32],
        bounds: [Int32]
    ) {
        self.members = members
        self.keyText = keyText
        self.keyEnds = keyEnds
        self.bounds = bounds
    }

    /// The layout of `bytes`, skimmed (`JSONSkimmer`); `nil` when the text is not one object
    /// with a `messages` object of strings, plural objects and groups.
    package init?(bytes: [UInt8]) {
        guard let layout = bytes.withUnsafeBufferPointer(Self.skimmed) else { return nil }
        self = layout
    }

    /// The layout of `text`, skimmed in place.
    package init?(text: JSONText) {
        guard let layout = text.withBytes(Self.skimmed) else { return nil }
        self = layout
    }

    private static func skimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> CatalogLayout? {
        guard let top = JSONSkimmer.object(in: bytes, at: 0),
            JSONSkimmer.skipSpace(bytes, from: top.end) == bytes.count,
            let range = top.members.last(where: { $0.key == "messages" })?.value,
            let leaves = JSONSkimmer.leaves(
                in: bytes, objectAt: range.lowerBound,
                isLeaf: { $0.contains { $0.key == "count_argument" } })
        else { return nil }
        var last: [String: Int] = [:]
        for (position, member) in top.members.enumerated() { last[member.key] = position }
        let members = top.members.enumerated().filter {
            $0.element.key != "messages" && last[$0.element.key] == $0.offset
        }.map(\.element)
        let sorted = leaves.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        var keyText = ""
        var keyEnds: [Int32] = []
        var bounds: [Int32] = []
        for leaf in sorted {
            keyText += leaf.path
            keyEnds.append(Int32(keyText.utf8.count))
            bounds += [Int32(leaf.value.lowerBound), Int32(leaf.value.upperBound)]
        }
        return CatalogLayout(members: members, keyText: keyText, keyEnds: keyEnds, bounds: bounds)
    }

    /// The number of messages.
    package var count: Int { keyEnds.count }

    /// The key of message `index`.
    package func key(at index: Int) -> String {
        let utf8 = keyText.utf8
        let start = index == 0 ? 0 : Int(keyEnds[index - 1])
        return String(
            utf8[
                utf8.index(
                    utf8.startIndex, offsetBy: start)..<utf8.index(
                        utf8.startIndex, offsetBy: Int(keyEnds[index]))])!
    }

    /// The byte range of message `index`'s value.
    package func value(at index: Int) -> Range<Int> {
        Int(bounds[2 * index])..<Int(bounds[2 * index + 1])
    }

    /// Which message `key` is, by binary search over the keys' bytes; `nil` when none is.
    package func index(of key: String) -> Int? {
        let wanted = Array(key.utf8)
        let search = { (text: UnsafeBufferPointer<UInt8>) -> Int? in
            func key(_ index: Int) -> Slice<UnsafeBufferPointer<UInt8>> {
                text[(index == 0 ? 0 : Int(keyEnds[index - 1]))..<Int(keyEnds[index])]
            }
            var low = 0
            var high = keyEnds.count
            while low < high {
                let middle = (low + high) / 2
                if key(middle).lexicographicallyPrecedes(wanted) {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            return low < keyEnds.count && key(low).elementsEqual(wanted) ? low : nil
        }
        if let found = keyText.utf8.withContiguousStorageIfAvailable(search) { return found }
        return Array(keyText.utf8).withUnsafeBufferPointer(search)
    }

    /// Every message key in order, with its value's byte range.
    package var messages: [(key: String, value: Range<Int>)] {
        (0..<count).map { (key(at: $0), value(at: $0)) }
    }
}
