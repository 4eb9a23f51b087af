import Foundation
import SubDomain

/// The columns of the `expenses` table that mirror `RecurringExpense`, in one fixed order,
/// and how each field is written as a SQL value and as history text.
///
/// Column names are program constants, so SQL built from them carries no outside value; the
/// values themselves always travel as bound parameters.
enum ExpenseColumns {
    /// Every mirrored column's name, in the order `values(of:)` returns them (the order of
    /// `ExpenseColumn`'s cases).
    static let names = ExpenseColumn.allCases.map(\.rawValue)

    /// Loads every row. Column 0 is the position, then `names` from column 1. No ORDER BY:
    /// a plain table scan is several times faster than walking the position index, and rows
    /// come back almost always already in position order; `ExpenseStore` sorts when not.
    static let selectAll =
        "SELECT position, " + names.joined(separator: ", ") + " FROM expenses"

    /// Rewrites every column of the row whose id is parameter 2: parameter 1 is the position,
    /// parameters 2… are `names` in order (as `ContributionColumns.insert` numbers them).
    static let update =
        "UPDATE expenses SET position = ?1, "
        + names.enumerated().dropFirst().map { "\($0.element) = ?\($0.offset + 2)" }
        .joined(separator: ", ")
        + " WHERE id = ?2"

    /// The column values of `expense`, in the order of `names`.
    static func values(of expense: RecurringExpense) -> [SQLiteValue] {
        [
            .text(TextParsing.uuidText(expense.id)),
            .text(expense.name),
            .integer(expense.amount.minorUnits),
            .text(expense.currency.code),
            .text(expense.period.identifier),
            .text(expense.nextCharge.iso),
            optionalText(expense.trialEnds?.iso),
            .text(expense.status.rawValue),
            optionalText(expense.archivedOn?.iso),
            optionalText(expense.parentID.map(TextParsing.uuidText)),
            optionalText(expense.groupMode?.rawValue),
            .integer(Int64(expense.sharedWith)),
            optionalText(expense.category),
            optionalText(expense.brandSlug),
            optionalText(expense.lastConfirmed?.iso),
            optionalText(expense.notes),
            .text(expense.createdOn.iso),
            .integer(expense.archivedWithGroup ? 1 : 0),
            .integer(Int64(expense.anchorDay)),
            optionalText(expense.manageURL),
            optionalText(expense.noticePeriod?.identifier),
            optionalText(expense.paidBy),
            optionalText(expense.reminderOffsets.map(ReminderSchedule.identifier(of:))),
        ]
    }

    /// How a column value is written in the history table (text, or NULL for no value).
    static func historyText(_ value: SQLiteValue) -> String? {
        switch value {
        case .null: nil
        case .integer(let number): String(number)
        case .text(let text): text
        }
    }

    private static func optionalText(_ text: String?) -> SQLiteValue {
        text.map { .text($0) } ?? .null
    }
}
