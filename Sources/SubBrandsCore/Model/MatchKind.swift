/// How a query matched a brand, from strongest to weakest.
///
/// Ranking compares these first, then curated before Simple Icons, then the shorter key,
/// then catalog order, so results are stable.
public enum MatchKind: Int, Comparable, CaseIterable, Hashable, Sendable {
    /// The whole name or a whole alias.
    case exact
    /// The start of the name or of an alias.
    case prefix
    /// The start of a later word ("music" → "Apple Music"); each CJK character is a word.
    case wordPrefix
    /// Anywhere inside the name or an alias.
    case substring
    /// One typo (an edit, or two neighbours swapped) in a word of five or more letters.
    case typo

    public static func < (lhs: MatchKind, rhs: MatchKind) -> Bool { lhs.rawValue < rhs.rawValue }
}
