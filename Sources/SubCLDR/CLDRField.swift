/// One value a CLDR locale can hold: a number symbol, a pattern, a month name, a currency's
/// symbol. The numbers are `scripts/digest-cldr.py`'s and are generated with the tables
/// (`CLDRTables.swift`); a field that stands for a list (the twelve months, the plural
/// categories) names its first member, and `advanced(by:)` reaches the others.
public struct CLDRField: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt16

    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// The member `offset` places after this one (`monthFormatWide.advanced(by: 11)`: December).
    public func advanced(by offset: Int) -> CLDRField {
        CLDRField(rawValue: rawValue + UInt16(offset))
    }
}
