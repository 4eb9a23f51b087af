/// The name of an argument: how usage lines write it (`NOMBRE`, `AMOUNT`, from the catalogs'
/// `metavar` section) and how "missing …" messages call it (the `argument` section).
public enum ArgumentName: String, CaseIterable, Hashable, Sendable {
    case name, amount, currency, period, date, count, cap, field, value, group, member, format
    case file, query, days, language, topic, text, url, conninfo, household, login, role
    case number, names, picks, notice, payer, reminders
    case directory, when, shell
    case user
    /// `import statement --pick` and `--min-confidence`.
    case proposals, confidence
    /// `remind channel ACTION [TARGET]`: add, list, remove or test, and what it acts on.
    case action, target
    case webhookFormat = "webhook_format"
}
