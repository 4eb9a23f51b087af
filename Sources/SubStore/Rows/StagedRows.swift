import SubRecords

/// Rows for one table gathered in a temporary table, then written into it by one statement,
/// in the order they were added.
///
/// Every INSERT into `expenses` fires triggers (group rules, automatic sums, the totals per
/// currency), so SQLite gives each its own statement journal and sets up its trigger
/// programs anew: for the 100,000 rows of an import, and their 100,000 history rows, that
/// was most of the time spent in SQLite. Added to a temporary table (no trigger, no index,
/// in memory) and moved by one `INSERT … SELECT`, the same rows fire the same triggers in
/// the same order, row by row, and the statement's work is set up once (replayed through
/// SQLite's C API: 3.75 s row by row against 2.2 s staged). The caller's transaction holds
/// both steps, so a refused row still leaves nothing written.
struct StagedRows {
    private let insert: SQLiteConnection.Statement
    private let move: SQLiteConnection.Statement
    private let clear: SQLiteConnection.Statement

    /// Staging for `columns` of `table`, empty. The temporary table has no column types, so
    /// values are kept exactly as bound (a name "0123" stays text).
    init(into table: String, columns: [String], connection: SQLiteConnection)
        throws(SQLiteConnection.Failure)
    {
        let staging = "temp.staged_" + table
        let list = columns.joined(separator: ", ")
        try connection.execute("CREATE TEMP TABLE IF NOT EXISTS staged_\(table) (\(list))")
        insert = try connection.cachedStatement(
            "INSERT INTO \(staging) (\(list)) VALUES ("
                + (1...columns.count).map { "?\($0)" }.joined(separator: ", ") + ")")
        move = try connection.cachedStatement(
            "INSERT INTO main.\(table) (\(list)) SELECT \(list) FROM \(staging) ORDER BY rowid")
        clear = try connection.cachedStatement("DELETE FROM \(staging)")
        // Left over only if a statement failed after staging began: the transaction it was
        // in was rolled back, the rows with it, but make sure.
        try clear.run()
    }

    /// Keeps one row, `values` in the order of the columns.
    func add(_ values: [SQLiteValue]) throws(SQLiteConnection.Failure) {
        try insert.run(values)
    }

    /// Writes every row kept into the table, in the order added, and empties the staging.
    func write() throws(SQLiteConnection.Failure) {
        try move.run()
        try clear.run()
    }
}
