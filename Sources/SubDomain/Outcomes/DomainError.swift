import Foundation

/// Why the domain refused an operation. Typed, never worded: the shell turns each case into
/// a sentence from the catalogs. Nothing is changed when one of these is thrown.
public enum DomainError: Error, Hashable, Sendable {
    /// The amount is zero or negative.
    case nonPositiveAmount
    /// The amount does not fit in Int64 minor units, or exceeds `Money.maximumMinorUnits`.
    case amountOverflow
    case unknownCurrency(code: String)
    case invalidDate(year: Int, month: Int, day: Int)
    /// "every N units" with N outside 1…1000.
    case invalidPeriodCount(Int)
    /// A shared plan's member count outside `RecurringExpense.memberLimit`.
    case invalidMemberCount(Int)
    /// A name must have at least one visible character.
    case emptyName
    /// A reminder offset outside 0…365 days.
    case invalidReminderOffset(Int)
    case expenseNotFound(UUID)
    /// An expense with this id is already in the ledger (an import or a program error).
    case duplicateID(UUID)
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
    /// The amount uses decimals the new currency does not have (12,99 € cannot become yen).
    case inexactCurrencyChange(from: CurrencyCode, to: CurrencyCode)
}
