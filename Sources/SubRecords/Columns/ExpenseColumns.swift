import FoundationEssentials
import SubDomain

/// The columns of the `expenses` table that mirror `RecurringExpense`, in one fixed order,
/// and how each field is written as a column value and as history text (the SQL built from
/// the names is SubStore's, in `ExpenseColumns+SQL.swift`).
package enum ExpenseColumns {
    /// Every mirrored column's name, in the order `values(of:)` returns them (the order of
    /// `ExpenseColumn`'s cases).
    package static let names = ExpenseColumn.allCases.map(\.rawValue)

    /// The names a household's server shares (`ExpenseRecord.fieldNames`): `names` without
    /// the local-only columns, which come last, so these are a prefix of `names`.
    package static let syncedNames = ExpenseColumn.allCases.filter { !$0.isLocalOnly }.map(
        \.rawValue)

    /// The column values of `expense`, in the order of `names`.
    package static func values(of expense: RecurringExpense) -> [ColumnValue] {
        [
            .text(UUIDText.of(expense.id)),
            .text(expense.name),
            .integer(expense.amount.minorUnits),
            .text(expense.currency.code),
            .text(expense.period.identifier),
            .text(expense.nextCharge.iso),
            optionalText(expense.trialEnds?.iso),
            .text(expense.status.rawValue),
            optionalText(expense.archivedOn?.iso),
            optionalText(expense.parentID.map(UUIDText.of)),
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
            .integer(expense.varies ? 1 : 0),
            optionalText(expense.endsOn?.iso),
            expense.plannedPayments.map { .integer(Int64($0)) } ?? .null,
            optionalText(expense.paidWith),
        ]
    }

    /// How a column value is written in the history table (text, or NULL for no value).
    package static func historyText(_ value: ColumnValue) -> String? {
        switch value {
        case .null: nil
        case .integer(let number): String(number)
        case .text(let text): text
        }
    }

    /// The expense a row of every column's history text (`names` order, as history and undo
    /// keep it) describes: the synced columns through `ExpenseRecord`, then the local ones.
    package static func decode(historyRow row: [String?]) throws(ExpenseRecordError)
        -> RecurringExpense
    {
        guard row.count == names.count else { throw .wrongShape }
        var expense = try ExpenseRecord(values: Array(row.prefix(syncedNames.count)))
            .decodedAsStored()
        if let card = row[names.count - 1] {
            guard !card.trimmingSpaces().isEmpty else {
                throw .invalid(field: ExpenseColumn.paidWith.rawValue)
            }
            expense.paidWith = card
        }
        return expense
    }

    private static func optionalText(_ text: String?) -> ColumnValue {
        text.map { .text($0) } ?? .null
    }
}
