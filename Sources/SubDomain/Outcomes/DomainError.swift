import FoundationEssentials

/// Why the domain refused an operation. Typed, never worded: the shell turns each case into
/// a sentence from the catalogs. Nothing is changed when one of these is thrown.
public enum DomainError: Error, Hashable, Sendable {
    /// The amount is zero or negative.
    case nonPositiveAmount
    /// The amount does not fit in Int64 minor units, or exceeds `Money.maximumMinorUnits`.
    case amountOverflow
    case unknownCurrency(code: String)
    case invalidDate(year: Int, month: Int, day: Int)
    /// A real day outside `CivilDate.acceptedRange` (an evaluation day, a next charge, a
    /// trial end, or any date stored on an expense).
    case dateOutOfRange(CivilDate)
    /// An anchor day outside 1…31, or one the next charge does not fall on (a plan anchored
    /// on the 31st is not charged on May 15).
    case invalidAnchorDay(day: Int, nextCharge: CivilDate)
    /// "every N units" with N outside 1…1000.
    case invalidPeriodCount(Int)
    /// A shared plan's member count outside `RecurringExpense.memberLimit`.
    case invalidMemberCount(Int)
    /// A name must have at least one character that is not white space.
    case emptyName
    /// A name made only of invisible characters (zero-width spaces, format or control
    /// characters), which would look empty wherever it is shown.
    case invisibleName
    /// A reminder offset outside 0…365 days.
    case invalidReminderOffset(Int)
    /// The expense an operation names is not in the ledger (any more). `name` is known when
    /// the caller handed in the expense itself; `shortID` is its id prefix from
    /// `ExpenseLedger.shortID(of:)`, never the whole id, which means nothing to a person.
    case expenseNotFound(name: String?, shortID: String)
    /// An expense with this id is already in the ledger (an import or a program error).
    case duplicateID(name: String, shortID: String)
    /// The target of a group operation is not a group.
    case notAGroup(name: String)
    /// A group cannot join a group, and an expense cannot be both a parent and a child.
    case nestedGroup(name: String)
    /// A child's currency differs from its group's.
    case currencyMismatchInGroup(
        group: String, groupCurrency: CurrencyCode, child: String,
        childCurrency: CurrencyCode)
    /// A child's period differs from its group's.
    case periodMismatchInGroup(
        group: String, groupPeriod: Period, child: String,
        childPeriod: Period)
    /// Archived items cannot take new children or join groups until restored.
    case archivedTarget(name: String)
    /// An automatic group's amount follows its children and cannot be set by hand.
    case automaticGroupAmount(name: String)
    /// The active members of an automatic group would add up to more than
    /// `Money.maximumMinorUnits`, the largest amount one expense may carry.
    case groupAmountOverLimit(group: String, limit: Money)
    /// The active plans of one currency would cost more than `Money.maximumTotalMinorUnits`
    /// in a year together, or their amounts add up past it.
    case totalOverLimit(limit: Money)
    /// The amount uses decimals the new currency does not have (12,99 € cannot become yen).
    case inexactCurrencyChange(from: CurrencyCode, to: CurrencyCode)
    /// A manage link that is not a plain `http`/`https` address (see `ManageURLRule`).
    case invalidManageURL
    /// A manage link longer than `ManageURLRule.maximumLength`.
    case manageURLTooLong(length: Int)
    /// A notice period outside its unit's limit (`NoticePeriod.Unit.limit`: up to a year).
    case invalidNoticePeriod(count: Int)
    /// A payer's name with nothing visible in it, or longer than
    /// `RecurringExpense.payerNameLimit` characters.
    case invalidPayerName
    /// A new or changed name longer than `RecurringExpense.nameLimit`.
    case nameTooLong
    /// New or changed notes longer than `RecurringExpense.notesLimit`.
    case notesTooLong
    /// A payment method with nothing visible in it, or longer than
    /// `RecurringExpense.paymentMethodLimit` characters.
    case invalidPaymentMethod
}
