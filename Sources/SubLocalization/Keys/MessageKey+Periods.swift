import SubDomain

// Display words for periods: their names, "every N units", and per-period suffixes.
extension MessageKey {
    /// `mensual` / `monthly` for a named period.
    public static func periodName(_ named: Period.Named) -> MessageKey {
        MessageKey("period.name.\(named.rawValue)")
    }

    /// Periods outside `Period.Named` that people still call by one word, shown with it:
    /// every day (`diaria` / `daily`), every 2 weeks (`quincenal` / `fortnightly`), every 2
    /// months (`bimestral` / `every 2 months`). Each has a `periodWord` message.
    public static let wordedPeriods: [Period] = [
        try! Period(every: 1, .day), try! Period(every: 2, .week), try! Period(every: 2, .month),
    ]

    /// `quincenal` / `fortnightly` for one of `wordedPeriods`.
    public static func periodWord(_ period: Period) -> MessageKey {
        MessageKey("period.word.\(period.identifier)")
    }

    /// `cada {count} semanas` / `every {count} weeks` (plural on `count`).
    public static func periodEvery(_ unit: Period.Unit) -> MessageKey {
        MessageKey("period.every.\(unit.rawValue)")
    }

    /// `/mes`, `/{count} semanas` (plural on `count`).
    public static func periodSuffix(_ unit: Period.Unit) -> MessageKey {
        MessageKey("period.suffix.\(unit.rawValue)")
    }

    /// `{count} días` / `{count} days`: a notice period (plural on `count`).
    public static func periodNotice(_ unit: NoticePeriod.Unit) -> MessageKey {
        MessageKey("period.notice.\(unit)")
    }

    static var periodKeys: [MessageKey] {
        Period.Named.allCases.map(periodName) + wordedPeriods.map(periodWord)
            + Period.Unit.allCases.map(periodEvery)
            + Period.Unit.allCases.map(periodSuffix)
            + NoticePeriod.Unit.allCases.map(periodNotice)
    }
}
