/// One brand found by a query, and how strongly it matched.
public struct BrandMatch: Hashable, Sendable {
    public let brand: Brand
    public let kind: MatchKind

    public init(brand: Brand, kind: MatchKind) {
        self.brand = brand
        self.kind = kind
    }
}
