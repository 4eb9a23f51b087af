import SubDomain

/// The words a person may type, from a catalog's `input` section.
///
/// Everything is stored as written; matching folds case and accents (see `TextFolding`), so
/// translators list natural spellings and `si`/`sí`, `anadir`/`añadir` both work.
public struct InputWords: Hashable, Sendable {
    /// Words for the five named periods (`mensual`, `monthly`, `cada mes`).
    public var namedPeriods: [Period.Named: [String]] = [:]
    /// Words for other periods people call by one word, by period: every 2 weeks →
    /// [`quincenal`, `fortnightly`], every 2 months → [`bimestral`], every day → [`diario`].
    public var periodWords: [Period: [String]] = [:]
    /// Words for the units in "every N units" (`semana`, `semanas`, `weeks`).
    public var periodUnits: [Period.Unit: [String]] = [:]
    /// Shapes of "every N units": `cada {count} {unit}`, `every {unit}` (count 1).
    public var everyPatterns: [String] = []
    /// Relative day words by offset from today: 0 `hoy`, 1 `mañana`, 2 `pasado mañana`.
    public var relativeDays: [Int: [String]] = [:]
    /// Shapes of "in N days": `dentro de {count} días`, `in {count} days`.
    public var relativeDayPatterns: [String] = []
    /// Names of the days of the week, 1 Monday … 7 Sunday: `lunes`, `monday`, `周一`.
    public var weekdays: [Int: [String]] = [:]
    /// Shapes naming the coming such day: `el próximo {weekday}`, `next {weekday}`.
    public var weekdayPatterns: [String] = []
    /// Shapes naming that day of next week (weeks start on Monday): `下{weekday}`.
    public var nextWeekPatterns: [String] = []
    public var yes: [String] = []
    public var no: [String] = []
    /// Aliases by canonical (English) command name: `add` → [`añadir`, `anadir`].
    public var commandAliases: [String: [String]] = [:]
    /// Words for the fields of `edit` by canonical name: `amount` → [`importe`, `precio`].
    public var fieldWords: [String: [String]] = [:]
    /// Words for subcommands by `command.subcommand`: `group.new` → [`nuevo`, `crear`].
    public var subcommandWords: [String: [String]] = [:]
    /// Words for values some options take, by meaning: `off` (no reminders: `no`,
    /// `ninguno`) and `me` (the user as a plan's payer: `yo`, `me`).
    public var valueWords: [String: [String]] = [:]
    /// Words a bank statement's column headings are read by, by the column they name:
    /// `date` → [`fecha`, `=f. operación`] (`=`: the whole heading). SubFormats'
    /// `StatementWords` says what each kind means.
    public var statementHeadings: [String: [String]] = [:]
    /// Words a statement's cells say a row's status or direction in, by meaning:
    /// `pending` → [`pendiente`], `out` → [`=cargo`].
    public var statementCells: [String: [String]] = [:]
    /// Words a receipt in the mail is found and read by, by meaning: `receipt` → [`recibo`],
    /// `not_receipt` → [`enviado`]. SubFormats' `MailWords` says what each kind means.
    public var mailWords: [String: [String]] = [:]
    /// Words a receipt's amount names its currency by, by ISO code: `CNY` → [`元`, `rmb`].
    public var mailCurrencies: [String: [String]] = [:]

    public init() {}
}
