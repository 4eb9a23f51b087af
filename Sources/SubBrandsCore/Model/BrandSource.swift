/// Where a brand comes from. Curated brands rank before Simple Icons ones at equal match rank.
public enum BrandSource: String, Hashable, Sendable {
    /// Written by hand in `Data/brands/curated.json`: aliases, period, prices, manage URL.
    case curated
    /// Imported from Simple Icons: only a title, a slug and a colour.
    case simpleIcons
}
