/// A CLDR plural category. `other` is the catch-all every language has.
public enum PluralCategory: String, CaseIterable, Hashable, Sendable, Comparable {
    case zero, one, two, few, many, other

    /// CLDR's canonical order, used to list categories predictably in findings.
    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
