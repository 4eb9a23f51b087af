import SubLocalization

/// Names sorted by their folded form (case, accents and width folded as everywhere else), so
/// the names that start with what was typed are one binary search away: Tab stays instant
/// at 100,000 subscriptions.
public struct NameIndex: Sendable {
    /// Folded name as UTF-8 (a byte prefix is a text prefix), and the name itself.
    private let entries: [(key: [UInt8], name: String)]

    public init(_ names: [String]) {
        // Ties broken by the name, so two items of the same name sit side by side and come
        // out once.
        entries = names.map { (Array(TextFolding.fold($0).utf8), $0) }
            .sorted {
                $0.key == $1.key ? $0.name < $1.name : $0.key.lexicographicallyPrecedes($1.key)
            }
    }

    public var count: Int { entries.count }

    /// The names whose folded form starts with `typed` folded, in folded order, as a run of
    /// this index (two items of exactly the same name both appear: they sit side by side).
    public func candidates(matching typed: String) -> Candidates {
        let range = self.range(matching: typed)
        return Candidates(self, range)
    }

    func name(at position: Int) -> String { entries[position].name }

    private func range(matching typed: String) -> Range<Int> {
        let prefix = Array(TextFolding.fold(typed).utf8)
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].key.lexicographicallyPrecedes(prefix) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        // The end of the run: the first key past every key with this prefix.
        var end = low
        var top = entries.count
        while end < top {
            let middle = (end + top) / 2
            if entries[middle].key.starts(with: prefix) {
                end = middle + 1
            } else {
                top = middle
            }
        }
        return low..<end
    }

    /// The names whose folded form starts with `typed` folded, each once, in folded order.
    public func names(matching typed: String) -> [String] {
        var matches: [String] = []
        for name in candidates(matching: typed) where matches.last != name {
            matches.append(name)
        }
        return matches
    }
}
