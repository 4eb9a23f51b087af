import FoundationEssentials
import SubDomain
import SubRecords

/// Keeps `monthly_minor`, `share_minor` and `is_charged` equal to what the domain says each
/// row adds to the totals (`ExpenseLedger.contribution(of:)`), so `ExpenseStore.monthlyTotals`
/// is one SQL sum and never a second copy of the rule; and, since version 11, what `list`
/// reads rows in order by and sizes its columns with: `charged_share_minor` (what a charged
/// item costs the user, `RiskAssessor`'s average), `name_key` and `name_width`.
enum ContributionColumns {
    /// The derived columns, in the order of `values(of:in:)`.
    static let columns = [
        "monthly_minor", "share_minor", "is_charged", "charged_share_minor", "name_key",
        "name_width",
    ]

    static let update = updating(columns)

    /// Sets `columns` (a prefix of `columns`) of the row whose id is parameter 1 from
    /// parameters 2….
    private static func updating(_ columns: [String]) -> String {
        "UPDATE expenses SET "
            + columns.enumerated().map { "\($0.element) = ?\($0.offset + 2)" }
            .joined(separator: ", ") + " WHERE id = ?1"
    }

    /// A new row: parameter 1 its position, then `ExpenseColumns.names` in order, then the
    /// three figures, so it is written with its figures at once. Inserting it with zeros and
    /// setting them after cost twice the insert (the row, the totals index, the charged
    /// indexes and the per-currency trigger all visited again), a third of an import's
    /// writing.
    static let insert =
        "INSERT INTO expenses (" + insertColumns.joined(separator: ", ") + ") VALUES ("
        + (1...insertColumns.count).map { "?\($0)" }.joined(separator: ", ") + ")"

    /// The columns `insert` writes, in the order of its parameters.
    static let insertColumns = ["position"] + ExpenseColumns.names + columns

    /// The values of `columns` for `expense` as `ledger` computes them, in the order of
    /// `insert`'s last parameters.
    static func values(of expense: RecurringExpense, in ledger: ExpenseLedger) -> [SQLiteValue] {
        let contribution = ledger.contribution(of: expense)
        let chargedShare = contribution.isCharged ? expense.perPersonMonthly.minorUnits : 0
        return [
            .integer(contribution.monthlyMinor), .integer(contribution.shareMinor),
            .integer(contribution.isCharged ? 1 : 0), .integer(chargedShare),
            .text(nameKey(expense.name)),
            .integer(Int64(ListExtents.width(ofName: expense.name))),
        ]
    }

    /// The folded name, which `NameKey` gives in NFC: SQLite orders text by its bytes, which
    /// for NFC text is the order Swift gives the same strings (`ExpenseLedger.sortedByName`).
    static func nameKey(_ name: String) -> String {
        NameKey(name).folded
    }

    /// Writes the figures of `ids` (those still in `ledger`) as `ledger` computes them.
    static func write(
        _ ids: some Sequence<UUID>, in ledger: ExpenseLedger, to connection: SQLiteConnection,
        columnCount: Int = columns.count
    )
        throws(SQLiteConnection.Failure)
    {
        let statement = try connection.cachedStatement(
            columnCount == columns.count ? update : updating(Array(columns.prefix(columnCount))))
        for id in ids {
            guard let expense = ledger.expense(withID: id) else { continue }
            try statement.run(
                [.text(TextParsing.uuidText(id))]
                    + values(of: expense, in: ledger).prefix(columnCount))
        }
    }

    /// The rows whose figures a change can move: the changed rows themselves, the groups
    /// they left or joined (a group counts against its members), and the members of every
    /// changed group (whether a member is charged follows its group's status).
    static func affected(by diff: LedgerDiff, in ledger: ExpenseLedger) -> Set<UUID> {
        var ids = Set<UUID>()
        var groups = Set<UUID>()
        for placed in diff.written {
            ids.insert(placed.expense.id)
            for parent in [placed.previous?.parentID, placed.expense.parentID] {
                if let parent { ids.insert(parent) }
            }
            if placed.expense.isGroup || placed.previous?.isGroup == true {
                groups.insert(placed.expense.id)
            }
        }
        for expense in diff.deleted {
            if let parent = expense.parentID { ids.insert(parent) }
        }
        for group in groups {
            guard let expense = ledger.expense(withID: group) else { continue }
            for member in ledger.children(of: expense) { ids.insert(member.id) }
        }
        return ids
    }

    /// Fills the three figures of every row of a file upgraded to version 6 (the columns
    /// version 6 has; later ones are filled by their own step).
    @Sendable static func fillAll(_ connection: SQLiteConnection) throws(SQLiteConnection.Failure) {
        try fill(connection, columnCount: 3)
    }

    /// Fills every derived column of a file upgraded to version 11.
    @Sendable static func fillVersion11(_ connection: SQLiteConnection)
        throws(SQLiteConnection.Failure)
    {
        try fill(connection, columnCount: columns.count)
    }

    /// Writes every derived column of every row again, for version 13: the rule for a
    /// group's figures changed, and a stored figure is never worked out anywhere else.
    @Sendable static func refillVersion13(_ connection: SQLiteConnection)
        throws(SQLiteConnection.Failure)
    {
        try fill(connection, columnCount: columns.count)
    }

    /// Fills the first `columnCount` of `columns` of every row. Reads only the columns the
    /// rules need, by name, so later versions that add columns do not change this step. A row
    /// that cannot be read keeps zeros: reading the ledger reports it as corrupt anyway.
    private static func fill(_ connection: SQLiteConnection, columnCount: Int)
        throws(SQLiteConnection.Failure)
    {
        let statement = try connection.prepare(
            """
            SELECT id, amount_minor, currency, period, status, parent_id, group_mode, shared_with,
                name
            FROM expenses
            """)
        // Dates do not enter the rules; any valid value stands in for them.
        let someDay = CivilDate(daysSinceEpoch: 0)
        var expenses: [RecurringExpense] = []
        while try statement.step() {
            guard let id = statement.withUTF8(0, TextParsing.uuid) ?? nil,
                let currency = statement.text(2).flatMap({ try? CurrencyCode($0) }),
                let period = statement.text(3).flatMap(Period.init(identifier:)),
                let status = statement.text(4).flatMap(RecurringExpense.Status.init(rawValue:))
            else { continue }
            let parentID = statement.withUTF8(5, TextParsing.uuid) ?? nil
            let groupMode = statement.text(6).flatMap(GroupTotalMode.init(rawValue:))
            expenses.append(
                RecurringExpense(
                    id: id, name: statement.text(8) ?? "-",
                    amount: Money(minorUnits: statement.int64(1), currency: currency),
                    period: period, nextCharge: someDay, status: status,
                    archivedOn: status == .archived ? someDay : nil, parentID: parentID,
                    groupMode: groupMode, sharedWith: max(1, Int(clamping: statement.int64(7))),
                    createdOn: someDay))
        }
        let ledger = ExpenseLedger(expenses: expenses)
        try write(expenses.map(\.id), in: ledger, to: connection, columnCount: columnCount)
    }
}
