/// A bill split into `count` shares that add up to it exactly, cent for cent.
///
/// Each share is the bill divided by `count`, rounded down; the cents left over (fewer than
/// `count`) go one each to the first shares, and the payer's share is always the first: a
/// 17,99 € plan among four is 4,50 € for the payer and 4,50 €, 4,50 € and 4,49 € for the
/// others, who owe 13,49 € between them (rounding every share to 4,50 € had them owe 13,50 €,
/// a cent more than the payer paid for them).
public struct ShareSplit: Hashable, Sendable {
    /// The shares, largest first: the payer's, then yours when someone else pays, then the
    /// people nobody named.
    public let shares: [Int64]

    /// - Parameters:
    ///   - minorUnits: the bill; negative bills are split like positive ones, mirrored.
    ///   - count: the people sharing it; fewer than one is one.
    public init(_ minorUnits: Int64, among count: Int) {
        let parts = Int64(max(1, count))
        let base = minorUnits / parts
        let extra = minorUnits % parts
        let step: Int64 = extra < 0 ? -1 : 1
        shares = (0..<parts).map { index in index < abs(extra) ? base + step : base }
    }

    /// The first share: the payer's, and the one the line shows as "each".
    public var first: Int64 { shares[0] }

    /// The smallest share, where it differs from the first by the odd cent.
    public var smallest: Int64 { shares[shares.count - 1] }

    /// How many shares are the smallest one, when the shares are not all equal.
    public var smallestCount: Int {
        smallest == first ? 0 : shares.filter { $0 == smallest }.count
    }

    /// What the shares from `index` on add up to (`1`: what everyone but the payer owes).
    public func sum(from index: Int) -> Int64 {
        shares.dropFirst(index).reduce(0, +)
    }
}
