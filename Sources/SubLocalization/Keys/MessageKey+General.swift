// Sentences shared by many commands: counts, totals, days left.
extension MessageKey {
    /// `13 activas` / `1.000.000 de suscripciones activas` (plural on `count`).
    public static let generalActiveSubscriptions = MessageKey("general.active_subscriptions")
    /// `226,49 € al mes` (`amount`).
    public static let generalPerMonth = MessageKey("general.per_month")
    /// `quedan 3 días` / `3 days left` (plural on `count`, `=0` for today).
    public static let generalDaysLeft = MessageKey("general.days_left")

    static let generalKeys: [MessageKey] = [
        generalActiveSubscriptions, generalPerMonth, generalDaysLeft,
    ]
}
