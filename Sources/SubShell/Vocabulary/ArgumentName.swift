/// The name of an argument: how usage lines write it (`NOMBRE`, `AMOUNT`, from the catalogs'
/// `metavar` section) and how "missing …" messages call it (the `argument` section).
public enum ArgumentName: String, CaseIterable, Hashable, Sendable {
    case name, amount, currency, period, date, count, cap, field, value, group, member, format
    case file, query, days, language, topic, text, url, conninfo, household, login, role
    case number, names, picks, notice, payer, reminders
    case directory, when, shell
    case user
    /// `--paid-with`, `card expires`, `--by`.
    case card, month, grouping
    /// `import statement --pick` and `--min-confidence`.
    case proposals, confidence
    /// `rates set USD=1.0812`: a currency and its rate against the base.
    case rates
    /// `rates base EUR|off`: the currency the headline estimates in, or none.
    case target
    /// `remind channel ACTION [TARGET]`: add, list, remove or test, and what it acts on.
    case action
    case channelTarget = "channel_target"
    case webhookFormat = "webhook_format"
}
