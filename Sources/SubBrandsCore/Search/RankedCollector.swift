/// Keeps the best `limit` candidates seen so far, one per brand, without sorting them all.
///
/// A one-letter completion can touch thousands of keys; inserting into a short sorted array
/// and rejecting most candidates with one comparison keeps the query in microseconds.
package struct RankedCollector {
    package struct Candidate {
        package let brand: Int32
        package let score: UInt64
    }

    package let limit: Int
    private(set) var ranked: [Candidate] = []

    package init(limit: Int) {
        self.limit = max(0, limit)
        ranked.reserveCapacity(min(self.limit, 64))
    }

    /// Lower scores are better.
    package mutating func offer(brand: Int32, score: UInt64) {
        guard limit > 0 else { return }
        if ranked.count == limit, let worst = ranked.last, score >= worst.score { return }
        if let existing = ranked.firstIndex(where: { $0.brand == brand }) {
            if ranked[existing].score <= score { return }
            ranked.remove(at: existing)
        }
        var position = ranked.count
        while position > 0, ranked[position - 1].score > score { position -= 1 }
        ranked.insert(Candidate(brand: brand, score: score), at: position)
        if ranked.count > limit { ranked.removeLast() }
    }
}
