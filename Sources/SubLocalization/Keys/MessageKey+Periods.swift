import SubDomain

// Display words for periods: their names, "every N units", and per-period suffixes.
extension MessageKey {
    /// `mensual` / `monthly` for a named period.
    public static func periodName(_ named: Period.Named) -> MessageKey {
        MessageKey("period.name.\(named.rawValue)")
    }

    /// `cada {count} semanas` / `every {count} weeks` (plural on `count`).
    public static func periodEvery(_ unit: Period.Unit) -> MessageKey {
        MessageKey("period.every.\(unit.rawValue)")
    }

    /// `/mes`, `/{count} semanas` (plural on `count`).
    public static func periodSuffix(_ unit: Period.Unit) -> MessageKey {
        MessageKey("period.suffix.\(unit.rawValue)")
    }

    static var periodKeys: [MessageKey] {
        Period.Named.allCases.map(periodName) + Period.Unit.allCases.map(periodEvery)
            + Period.Unit.allCases.map(periodSuffix)
    }
}
