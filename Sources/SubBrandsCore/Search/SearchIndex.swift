import FoundationEssentials
import Glibc

/// Every brand's normalized names and aliases, sorted once so prefix queries are two binary
/// searches.
///
/// All key bytes live in one flat buffer and the sorted entries are small integer pairs, so
/// building it allocates a handful of arrays instead of thousands of strings, and a query
/// walks memory without retain/release or String work.
package final class SearchIndex: Sendable {
    /// One normalized name or alias of one brand.
    package struct Key: Sendable {
        package let start: Int32
        package let length: Int32
        package let brand: Int32
        /// Range into `wordStarts` for this key's words.
        package let firstWord: Int32
        package let wordCount: Int32
    }

    /// The tail of a key beginning at one of its word starts; offset 0 is the whole key.
    package struct Entry: Sendable {
        package let key: Int32
        package let offset: Int32
    }

    /// A brand found by a query.
    package struct Hit: Hashable, Sendable {
        package let brand: Int
        package let kind: MatchKind
    }

    package let bytes: [UInt8]
    package let keys: [Key]
    /// Word start offsets relative to their key's start.
    package let wordStarts: [Int32]
    /// Sorted by the bytes from `offset` to the key's end, then by brand, then offset.
    package let entries: [Entry]
    /// Brands below this index are curated; the rest come from Simple Icons.
    package let curatedCount: Int

    /// Builds the index; `keysByBrand[i]` are the already normalized keys of brand `i`.
    package init(keysByBrand: [[NormalizedText]], curatedCount: Int) {
        var bytes: [UInt8] = []
        var keys: [Key] = []
        var wordStarts: [Int32] = []
        var entries: [Entry] = []
        for (brand, brandKeys) in keysByBrand.enumerated() {
            for key in brandKeys where !key.isEmpty {
                let keyIndex = Int32(keys.count)
                keys.append(
                    Key(
                        start: Int32(bytes.count), length: Int32(key.bytes.count),
                        brand: Int32(brand),
                        firstWord: Int32(wordStarts.count), wordCount: Int32(key.wordStarts.count)))
                bytes.append(contentsOf: key.bytes)
                for start in key.wordStarts {
                    wordStarts.append(Int32(start))
                    entries.append(Entry(key: keyIndex, offset: Int32(start)))
                }
            }
        }
        bytes.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress!
            entries.sort { left, right in
                let leftKey = keys[Int(left.key)]
                let rightKey = keys[Int(right.key)]
                let order = Self.compare(
                    base + Int(leftKey.start + left.offset), Int(leftKey.length - left.offset),
                    base + Int(rightKey.start + right.offset), Int(rightKey.length - right.offset))
                if order != 0 { return order < 0 }
                if leftKey.brand != rightKey.brand { return leftKey.brand < rightKey.brand }
                return left.offset < right.offset
            }
        }
        self.bytes = bytes
        self.keys = keys
        self.wordStarts = wordStarts
        self.entries = entries
        self.curatedCount = curatedCount
    }

    /// An index sorted earlier (at build time, by `BrandDigester`), from its flattened form.
    package init(
        bytes: [UInt8], flattenedKeys: [Int32], wordStarts: [Int32], flattenedEntries: [Int32],
        curatedCount: Int
    ) {
        self.bytes = bytes
        self.keys = stride(from: 0, to: flattenedKeys.count - 4, by: 5).map {
            Key(
                start: flattenedKeys[$0], length: flattenedKeys[$0 + 1],
                brand: flattenedKeys[$0 + 2], firstWord: flattenedKeys[$0 + 3],
                wordCount: flattenedKeys[$0 + 4])
        }
        self.wordStarts = wordStarts
        self.entries = stride(from: 0, to: flattenedEntries.count - 1, by: 2).map {
            Entry(key: flattenedEntries[$0], offset: flattenedEntries[$0 + 1])
        }
        self.curatedCount = curatedCount
    }

    /// `keys` as five integers each (start, length, brand, first word, word count).
    package var flattenedKeys: [Int32] {
        keys.flatMap { [$0.start, $0.length, $0.brand, $0.firstWord, $0.wordCount] }
    }

    /// `entries` as two integers each (key, offset).
    package var flattenedEntries: [Int32] { entries.flatMap { [$0.key, $0.offset] } }

    /// The best brands for `query`, strongest first, one hit per brand.
    ///
    /// - Parameter weakestKind: the weakest kind of match worth reporting. Up to `.wordPrefix`
    ///   the answer comes from binary search alone; substring and typo matches scan every key.
    package func hits(for query: [UInt8], weakestKind: MatchKind, limit: Int) -> [Hit] {
        guard !query.isEmpty, limit > 0, !entries.isEmpty else { return [] }
        var collector = RankedCollector(limit: limit)
        bytes.withUnsafeBufferPointer { bytesBuffer in
            keys.withUnsafeBufferPointer { keysBuffer in
                entries.withUnsafeBufferPointer { entriesBuffer in
                    wordStarts.withUnsafeBufferPointer { wordsBuffer in
                        query.withUnsafeBufferPointer { queryBuffer in
                            let scan = Scan(
                                bytes: bytesBuffer.baseAddress!, keys: keysBuffer,
                                entries: entriesBuffer,
                                wordStarts: wordsBuffer, query: queryBuffer.baseAddress!,
                                queryLength: queryBuffer.count, curatedCount: curatedCount)
                            scan.collectPrefixes(into: &collector, weakestKind: weakestKind)
                            if weakestKind >= .substring {
                                scan.collectSubstrings(into: &collector)
                            }
                            if weakestKind >= .typo { scan.collectTypos(into: &collector) }
                        }
                    }
                }
            }
        }
        return collector.ranked.map {
            Hit(brand: Int($0.brand), kind: MatchKind(rawValue: Int($0.score >> 60)) ?? .typo)
        }
    }

    /// Lexicographic order of two byte runs; a run that is a prefix of the other comes first.
    package static func compare(
        _ left: UnsafePointer<UInt8>, _ leftLength: Int, _ right: UnsafePointer<UInt8>,
        _ rightLength: Int
    ) -> Int {
        let common = min(leftLength, rightLength)
        if common > 0 {
            let order = memcmp(left, right, common)
            if order != 0 { return Int(order) }
        }
        return leftLength - rightLength
    }
}

/// The per-query view of the index over raw pointers: the hot loops live here.
private struct Scan {
    let bytes: UnsafePointer<UInt8>
    let keys: UnsafeBufferPointer<SearchIndex.Key>
    let entries: UnsafeBufferPointer<SearchIndex.Entry>
    let wordStarts: UnsafeBufferPointer<Int32>
    let query: UnsafePointer<UInt8>
    let queryLength: Int
    let curatedCount: Int

    /// Ranks strongest first: kind, then curated before Simple Icons, then the shorter key,
    /// then catalog order. Packed into one integer so comparing two candidates is one compare.
    func score(kind: MatchKind, key: SearchIndex.Key) -> UInt64 {
        let fromSimpleIcons: UInt64 = Int(key.brand) >= curatedCount ? 1 : 0
        return UInt64(kind.rawValue) << 60 | fromSimpleIcons << 59
            | UInt64(min(Int(key.length), 0xFFFFF)) << 32 | UInt64(UInt32(key.brand))
    }

    /// Compares the first `queryLength` bytes of an entry's tail with the query: negative
    /// when the tail sorts before, zero when the tail starts with the query.
    private func comparePrefix(_ entry: SearchIndex.Entry) -> Int {
        let key = keys[Int(entry.key)]
        let tailLength = Int(key.length - entry.offset)
        let common = min(tailLength, queryLength)
        let order = memcmp(bytes + Int(key.start + entry.offset), query, common)
        if order != 0 { return Int(order) }
        return tailLength < queryLength ? -1 : 0
    }

    /// The first entry whose tail compares with the query at least as `threshold` (0: the
    /// first that starts with the query or sorts after it; 1: the first that sorts after).
    private func firstEntry(atLeast threshold: Int) -> Int {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            let order = comparePrefix(entries[middle])
            if (order < 0 ? -1 : order > 0 ? 1 : 0) < threshold {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }

    func collectPrefixes(into collector: inout RankedCollector, weakestKind: MatchKind) {
        let lower = firstEntry(atLeast: 0)
        let upper = firstEntry(atLeast: 1)
        guard lower < upper else { return }
        for index in lower..<upper {
            let entry = entries[index]
            let key = keys[Int(entry.key)]
            let kind: MatchKind
            if entry.offset != 0 {
                kind = .wordPrefix
            } else {
                kind = Int(key.length) == queryLength ? .exact : .prefix
            }
            if kind > weakestKind { continue }
            collector.offer(brand: key.brand, score: score(kind: kind, key: key))
        }
    }

    func collectSubstrings(into collector: inout RankedCollector) {
        let first = query[0]
        for key in keys where Int(key.length) > queryLength {
            let start = bytes + Int(key.start)
            let lastStart = Int(key.length) - queryLength
            var position = 1
            while position <= lastStart {
                if start[position] == first, memcmp(start + position, query, queryLength) == 0 {
                    collector.offer(brand: key.brand, score: score(kind: .substring, key: key))
                    break
                }
                position += 1
            }
        }
    }

    /// One typo against a whole key or against one of its words, when that key or word has
    /// five or more letters.
    func collectTypos(into collector: inout RankedCollector) {
        guard queryLength >= 4 else { return }
        for key in keys {
            let start = bytes + Int(key.start)
            let length = Int(key.length)
            if length >= 5, TypoDistance.isWithinOneEdit(query, queryLength, start, length) {
                collector.offer(brand: key.brand, score: score(kind: .typo, key: key))
                continue
            }
            let firstWord = Int(key.firstWord)
            let wordCount = Int(key.wordCount)
            guard wordCount > 1 else { continue }
            for word in firstWord..<(firstWord + wordCount) {
                let wordStart = Int(wordStarts[word])
                let wordEnd = word + 1 < firstWord + wordCount ? Int(wordStarts[word + 1]) : length
                let wordLength = wordEnd - wordStart
                guard wordLength >= 5, abs(wordLength - queryLength) <= 1 else { continue }
                if TypoDistance.isWithinOneEdit(query, queryLength, start + wordStart, wordLength) {
                    collector.offer(brand: key.brand, score: score(kind: .typo, key: key))
                    break
                }
            }
        }
    }
}
