/// Where the parts of a catalog's JSON text are: its top-level members, and each message
/// under `messages` (strings, and plural objects: those with `count_argument`; any other
/// object is a group whose members' keys continue its own).
///
/// The one rule the build-time index (`ResourceEmbedder`, for the embedded catalogs) and
/// SubLocalization's `MessageIndex` (for any other text) follow.
package struct CatalogLayout: Sendable {
    /// The top-level members other than `messages`, each with its value's byte range.
    package let members: [(key: String, value: Range<Int>)]
    /// Every message key, sorted, with its value's byte range.
    package let messages: [(key: String, value: Range<Int>)]

    package init(
        members: [(key: String, value: Range<Int>)], messages: [(key: String, value: Range<Int>)]
    ) {
        self.members = members
        self.messages = messages
    }

    /// The layout of `bytes`, skimmed (`JSONSkimmer`); `nil` when the text is not one object
    /// with a `messages` object of strings, plural objects and groups.
    package init?(bytes: [UInt8]) {
        guard let top = JSONSkimmer.object(in: bytes, at: 0),
            JSONSkimmer.skipSpace(bytes, from: top.end) == bytes.count,
            let range = top.members.last(where: { $0.key == "messages" })?.value,
            let leaves = JSONSkimmer.leaves(
                in: bytes, objectAt: range.lowerBound,
                isLeaf: {
                    $0.contains { $0.key == "count_argument" }
                })
        else { return nil }
        var last: [String: Int] = [:]
        for (position, member) in top.members.enumerated() { last[member.key] = position }
        members = top.members.enumerated().filter {
            $0.element.key != "messages" && last[$0.element.key] == $0.offset
        }.map(\.element)
        messages = leaves.map { (key: $0.path, value: $0.value) }.sorted { $0.key < $1.key }
    }
}
