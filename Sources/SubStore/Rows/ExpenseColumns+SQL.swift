import SubRecords

/// The statements built from `ExpenseColumns.names`. Column names are program constants, so
/// SQL built from them carries no outside value; the values themselves always travel as
/// bound parameters.
extension ExpenseColumns {
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
}
