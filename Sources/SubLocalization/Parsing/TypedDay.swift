import SubDomain

/// A day read from typed text, and whether the text left its year out (`15/12`, `5 dic`,
/// `12月15日`, read as the next such day on or after today).
public struct TypedDay: Hashable, Sendable {
    public let date: CivilDate
    public let yearOmitted: Bool

    public init(_ date: CivilDate, yearOmitted: Bool = false) {
        self.date = date
        self.yearOmitted = yearOmitted
    }
}
