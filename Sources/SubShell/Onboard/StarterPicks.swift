import SubDomain
import SubLocalization

/// Reads what the user picked from a numbered list: numbers, ranges and names separated by
/// commas (`1-3,5`, `Netflix, 7`). Names match a name or alias of an item ignoring case and
/// accents, or the start of exactly one. The result is in list order, each item once.
enum StarterPicks {
    /// The picked positions (from 0); an empty text picks nothing. A part that is not in the
    /// list throws a message that names it and says what the list holds.
    static func parse(_ text: String, names: [[String]]) throws(UsageError) -> [Int] {
        var picked = Set<Int>()
        for rawPart in text.split(separator: ",") {
            let part = rawPart.trimmingSpaces()
            if part.isEmpty { continue }
            if let range = try numbers(part, count: names.count) {
                picked.formUnion(range.map { $0 - 1 })
            } else if let index = index(named: part, in: names) {
                picked.insert(index)
            } else {
                throw .invalidValue(
                    LocalizedMessage(
                        .onboardPickUnknown,
                        ["text": .userText(part), "count": .count(names.count)]
                    ))
            }
        }
        return picked.sorted()
    }

    /// `5` or `1-3` (spaces around the dash allowed) as numbers from 1; `nil` when the part is
    /// not numeric at all; a number outside the list throws.
    private static func numbers(_ part: String, count: Int) throws(UsageError)
        -> ClosedRange<Int>?
    {
        let bounds = part.split(separator: "-", omittingEmptySubsequences: false).map {
            $0.trimmingSpaces()
        }
        guard (1...2).contains(bounds.count),
            bounds.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && Int($0) != nil })
        else { return nil }
        let values = bounds.compactMap { Int($0) }
        let range =
            min(values[0], values[values.count - 1])...max(values[0], values[values.count - 1])
        for value in [range.lowerBound, range.upperBound] where !(1...count).contains(value) {
            throw .invalidValue(
                LocalizedMessage(
                    .onboardPickOutOfRange, ["number": .count(value), "count": .count(count)]))
        }
        return range
    }

    /// The item a name means: an exact name or alias, else the only item one starts.
    static func index(named part: String, in names: [[String]]) -> Int? {
        let folded = TextFolding.fold(part)
        guard !folded.isEmpty else { return nil }
        if let exact = names.firstIndex(where: { $0.contains { TextFolding.fold($0) == folded } }) {
            return exact
        }
        let starting = names.indices.filter { index in
            names[index].contains { TextFolding.fold($0).hasPrefix(folded) }
        }
        return starting.count == 1 ? starting[0] : nil
    }
}
