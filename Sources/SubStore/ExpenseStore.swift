import FoundationEssentials
import SubDomain
import SubRecords

/// One profile's database: the ledger read and written one transaction per command.
///
/// Open one store per process (or per thread); it is not shared between threads. Two stores
/// on the same file, in one process or two, serialize their writes through SQLite's locks
/// (WAL mode, `BEGIN IMMEDIATE`, a busy timeout), so neither loses the other's changes.
///
/// ```swift
/// let store = try ExpenseStore(location: location)
/// let outcome = try store.write { ledger in try ledger.add(expense, asOf: today) }
/// let ledger = try store.read()
/// ```
public final class ExpenseStore {
    /// How the database is opened.
    public enum AccessMode: Sendable {
        /// Creates the folders and file when missing, upgrades an older schema.
        case readWrite
        /// Never writes, never creates, never upgrades the file: for every command that only
        /// reads, so a zero-length file, an older schema or a read-only mount can still be
        /// read (see `openValidated`). Writing through it throws `readOnly`.
        case readOnly
    }

    /// How long a command waits for another one holding the write lock before `busy`.
    public static let busyTimeoutMilliseconds: Int32 = 5_000

    /// The SQLite library this process runs with, for `subhub --version`.
    public static var sqliteVersion: String { SQLiteConnection.libraryVersion }

    /// The newest schema version this program reads and writes.
    public static var currentSchemaVersion: Int { StoreSchema.currentVersion }

    /// The database file.
    public let path: String
    public let accessMode: AccessMode
    let connection: SQLiteConnection
    /// Gives history rows their time; injectable so tests can pin it.
    let clock: @Sendable () -> Date
    /// The ledger as this connection last loaded or wrote it, with the `PRAGMA data_version`
    /// it was valid at. A script of 10,000 `add`s once loaded and compared the whole ledger
    /// per line; now a write reuses this unless another connection committed meanwhile.
    private var cachedSnapshot: (snapshot: Snapshot, dataVersion: Int64)?
    /// Whether writes of a linked profile are queued for the server; off while writing what
    /// came from the server (see `ExpenseStore+Sync.swift`).
    var mirrorsWritesToOutbox = true
    /// The page cache size to go back to once a large change has committed (see
    /// `enlargePageCache(forRows:)`); `nil` while the cache has its usual size.
    var pageCacheToRestore: Int64?
    /// Rows a change must add, and only add, to have them staged and written by one
    /// statement (`StagedRows`); tests change it to write the same change both ways.
    var rowsToStage = ExpenseStore.largeChangeRows

    /// Opens (creating when needed) the database of `location`'s profile.
    public convenience init(
        location: StoreLocation, accessMode: AccessMode = .readWrite,
        clock: @escaping @Sendable () -> Date = { Date() }
    ) throws(StoreError) {
        if accessMode == .readWrite {
            try FileSystem.createDirectories(location.profileDirectory)
        }
        try self.init(path: location.databasePath, accessMode: accessMode, clock: clock)
    }

    /// Opens the database at `path`. A missing or zero-length file becomes a new database
    /// (`.readWrite` only); anything else must be a SubHub database, or it is refused and left
    /// byte-for-byte untouched (see `ExpenseStore+Opening.swift`).
    public init(
        path: String, accessMode: AccessMode = .readWrite,
        clock: @escaping @Sendable () -> Date = { Date() }
    ) throws(StoreError) {
        self.path = path
        self.accessMode = accessMode
        self.clock = clock
        self.connection = try Self.openValidated(path: path, accessMode: accessMode)
    }

    /// Drops the ledger this connection keeps, so the next command reads every row again:
    /// for an undo, whose check must see the rows as stored even when something wrote them
    /// through this very connection without the ledger knowing.
    func forgetCachedLedger() {
        cachedSnapshot = nil
    }

    /// Closes the connection. Using the store afterwards fails with a `sqlite` error.
    public func close() {
        cachedSnapshot = nil
        connection.close()
    }

    // MARK: Reading

    /// The whole ledger, as one consistent snapshot.
    public func read() throws(StoreError) -> ExpenseLedger {
        try begin("BEGIN")
        do {
            let dataVersion = try currentDataVersion()
            if let cachedSnapshot, cachedSnapshot.dataVersion == dataVersion {
                try commit()
                return cachedSnapshot.snapshot.ledger
            }
            let snapshot = try loadSnapshot(withPositions: false)
            try commit()
            return snapshot.ledger
        } catch {
            rollback()
            throw error
        }
    }

    // MARK: Writing

    /// Runs one command as one transaction and returns what `body` returns.
    ///
    /// Takes the write lock (`BEGIN IMMEDIATE`, waiting up to the busy timeout), loads the
    /// ledger, lets `body` change it (the domain operation), writes only the rows that changed
    /// with one history row per changed field, and commits. When `body` throws, nothing is
    /// written and its error is rethrown unchanged, so a `DomainError` reaches the caller as
    /// itself; store failures are `StoreError`s, also after a full rollback.
    ///
    /// The ledger is the one this connection last wrote or loaded, unless another connection
    /// committed since (`PRAGMA data_version`), and what changed is what the domain recorded
    /// (`ExpenseLedger.recordedChanges(token:)`): a write costs what it changes. A body that
    /// replaces the ledger with one built anew is compared row by row with the stored rows.
    ///
    /// `priceHistory`: for expenses the body inserts, the price changes they had before this
    /// program knew them (a bank statement's rises), oldest first. History then holds the
    /// insert at the first price and one update per change, dated that change's day, in this
    /// command's change, so `priceChanges(of:)` lists them, a rise counts as recent only when
    /// it is, and `undo` walks them back. Ids the body does not insert are ignored.
    public func write<Result>(
        priceHistory: [UUID: [PriceChange]] = [:], _ body: (inout ExpenseLedger) throws -> Result
    ) throws -> Result {
        try write(priceHistory: priceHistory, failing: { $0 }, body)
    }

    /// `write` with its failures typed: `body`'s own come back unchanged, and a store failure
    /// as `failing` makes it one of the caller's, once (`CommandFailure.store`), so nobody
    /// casts what comes out back into what went in.
    public func write<Result, Failure: Error>(
        priceHistory: [UUID: [PriceChange]] = [:], failing: (StoreError) -> Failure,
        _ body: (inout ExpenseLedger) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try writeWithSettings(priceHistory: priceHistory, failing: failing) {
            (ledger: inout ExpenseLedger) throws(Failure) -> (Result, [SettingWrite]) in
            (try body(&ledger), [])
        }
    }

    /// `write` for a body that also changes settings (an import taking a file's reminders and
    /// language): they are written in the same transaction as the rows, and not recorded.
    func writeWithSettings<Result>(
        priceHistory: [UUID: [PriceChange]] = [:],
        _ body: (inout ExpenseLedger) throws -> (Result, [SettingWrite])
    )
        throws -> Result
    {
        try writeWithSettings(priceHistory: priceHistory, failing: { $0 }, body)
    }

    func writeWithSettings<Result, Failure: Error>(
        priceHistory: [UUID: [PriceChange]] = [:], failing: (StoreError) -> Failure,
        _ body: (inout ExpenseLedger) throws(Failure) -> (Result, [SettingWrite])
    )
        throws(Failure) -> Result
    {
        var payments = PaymentWrites()
        return try writeWithSettings(
            priceHistory: priceHistory, payments: &payments, failing: failing, body)
    }

    /// `writeWithSettings` for a body whose command also records or takes back payments
    /// (`paid`, an undo, a statement's charges): they are written in the same transaction,
    /// with their history, and the estimates of the plans they belong to follow them.
    func writeWithSettings<Result>(
        payments: inout PaymentWrites,
        _ body: (inout ExpenseLedger) throws -> (Result, [SettingWrite])
    ) throws -> Result {
        try writeWithSettings(payments: &payments, failing: { $0 }, body)
    }

    func writeWithSettings<Result, Failure: Error>(
        priceHistory: [UUID: [PriceChange]] = [:], payments: inout PaymentWrites,
        failing: (StoreError) -> Failure,
        _ body: (inout ExpenseLedger) throws(Failure) -> (Result, [SettingWrite])
    )
        throws(Failure) -> Result
    {
        try writeWithSettings(priceHistory: priceHistory, payments: &payments, failing: failing) {
            (ledger: inout ExpenseLedger, _: inout PaymentWrites) throws(Failure) in
            try body(&ledger)
        }
    }

    /// The one write: `body` changes the ledger and may add to `payments`, which it finds
    /// holding what the caller passed, from what it reads inside the transaction (an undo
    /// knows which payments to take back only from the history it walks there). On return,
    /// `payments` holds what was really written.
    func writeWithSettings<Result, Failure: Error>(
        priceHistory: [UUID: [PriceChange]] = [:], payments: inout PaymentWrites,
        failing: (StoreError) -> Failure,
        _ body: (inout ExpenseLedger, inout PaymentWrites) throws(Failure)
            -> (Result, [SettingWrite])
    )
        throws(Failure) -> Result
    {
        var snapshot: Snapshot
        let dataVersion: Int64
        do throws(StoreError) {
            try begin("BEGIN IMMEDIATE")
            do throws(StoreError) {
                dataVersion = try currentDataVersion()
                snapshot = try takeSnapshot(validAt: dataVersion)
            } catch {
                rollback()
                throw error
            }
        } catch {
            throw failing(error)
        }
        let token = UInt64.random(in: 1...UInt64.max)
        snapshot.ledger.startRecordingChanges(token: token)
        defer { restorePageCache() }
        /// Rolls back; a refused command changed nothing, so its ledger is still the stored one.
        func abandon() {
            rollback()
            if let changes = snapshot.ledger.recordedChanges(token: token),
                changes.originals.isEmpty, changes.killCountBefore == snapshot.ledger.killCount
            {
                snapshot.ledger.stopRecordingChanges()
                cachedSnapshot = (snapshot, dataVersion)
            }
        }
        let changed: (result: Result, settings: [SettingWrite])
        do throws(Failure) {
            changed = try body(&snapshot.ledger, &payments)
        } catch {
            abandon()
            throw error
        }
        do throws(StoreError) {
            // The payments' history and the rows' share one change, so one undo takes
            // both back.
            var recorder: HistoryRecorder?
            if !payments.isEmpty {
                recorder = mirrorsWritesToOutbox ? try HistoryRecorder(store: self) : nil
                try apply(&payments, recorder: recorder)
                if !payments.fromServer { try queuePayments(payments) }
            }
            let changedIDs = snapshot.ledger.recordedChanges(token: token).map {
                Set($0.originals.keys)
            }
            let touched = (changedIDs ?? []).union(
                (payments.recorded + payments.removed).map(\.expenseID))
            // The estimate of each plan that varies follows its payments, and is read again
            // for every such plan this write changed: a row an undo put back from history,
            // one turned to vary, one pulled, holds none (it is no column), and its figures
            // are written from it. The row's figures are written again through the
            // ledger's recorded change. A body that built a ledger of its own recorded no
            // change: every plan that varies is read again then.
            let varying =
                changedIDs == nil
                ? snapshot.ledger.expenses.filter(\.varies)
                : touched.compactMap { snapshot.ledger.expense(withID: $0) }.filter(\.varies)
            if !varying.isEmpty {
                let estimates = try paymentEstimates(of: varying)
                for plan in varying {
                    snapshot.ledger.setPaymentEstimate(estimates[plan.id], of: plan.id)
                }
            }
            // A plan archived by this write, or paid while archived, saves at its last
            // payment: read for those alone, the rest of the ledger kept as it was read.
            let archived = touched.filter {
                snapshot.ledger.expense(withID: $0)?.status == .archived
            }
            if !archived.isEmpty {
                let lastPaid = try lastPayments(ofArchived: Array(archived))
                for id in archived { snapshot.ledger.setLastPaid(lastPaid[id], of: id) }
            }
            try writeChanges(
                of: &snapshot, token: token, settings: changed.settings,
                priceHistory: priceHistory, recorder: recorder)
            try commit()
        } catch {
            abandon()
            throw failing(error)
        }
        snapshot.ledger.stopRecordingChanges()
        cachedSnapshot = snapshot.isTrusted ? (snapshot, dataVersion) : nil
        return changed.result
    }

    /// The ledger to change: the cached one, moved out so the command's changes do not copy
    /// the whole list, or a fresh load when another connection committed since.
    private func takeSnapshot(validAt dataVersion: Int64) throws(StoreError) -> Snapshot {
        if let cached = cachedSnapshot, cached.dataVersion == dataVersion {
            cachedSnapshot = nil
            return cached.snapshot
        }
        cachedSnapshot = nil
        return try loadSnapshot()
    }

    /// Writes what the command changed, inside the open transaction, and brings the cached
    /// positions up to date.
    private func writeChanges(
        of snapshot: inout Snapshot, token: UInt64, settings: [SettingWrite] = [],
        priceHistory: [UUID: [PriceChange]] = [:], recorder sharedRecorder: HistoryRecorder? = nil
    ) throws(StoreError) {
        let diff: LedgerDiff
        if let changes = snapshot.ledger.recordedChanges(token: token), !changes.reordered {
            diff = try LedgerDiff(
                recorded: changes, after: snapshot.ledger, positions: snapshot.positions,
                nextPosition: snapshot.nextPosition, path: path)
        } else {
            // The body built a ledger of its own, which may break rules the triggers then
            // mend behind it (an automatic group's sum): the next command reloads.
            snapshot.isTrusted = false
            let stored = try loadSnapshot()
            snapshot.positions = stored.positions
            snapshot.nextPosition = stored.nextPosition
            diff = try LedgerDiff(
                before: stored.ledger, positions: stored.positions, after: snapshot.ledger,
                path: path)
        }
        guard !diff.isEmpty || !settings.isEmpty else { return }
        var recorder = sharedRecorder
        if recorder == nil, mirrorsWritesToOutbox { recorder = try HistoryRecorder(store: self) }
        // Settings go with the rows but not into history (see `updateSetting`).
        for setting in settings { try setSetting(setting.key, to: setting.new) }
        guard !diff.isEmpty else { return }
        try enlargePageCache(forRows: diff.writeOrder.count + diff.deletionOrder.count)
        let inserted = try apply(
            diff, recorder: recorder, in: snapshot.ledger, priceHistory: priceHistory)
        let affected = ContributionColumns.affected(by: diff, in: snapshot.ledger)
            .subtracting(inserted)
        try sql { () throws(SQLiteConnection.Failure) in
            try ContributionColumns.write(affected, in: snapshot.ledger, to: connection)
        }
        for expense in diff.deleted { snapshot.positions[expense.id] = nil }
        for placed in diff.written {
            snapshot.positions[placed.expense.id] = placed.position
            snapshot.nextPosition = max(snapshot.nextPosition, placed.position + 1)
        }
    }

    /// `PRAGMA data_version`: changes when another connection commits, never for this one.
    /// Read after the transaction has read something, so it belongs to its snapshot.
    private func currentDataVersion() throws(StoreError) -> Int64 {
        try sql { () throws(SQLiteConnection.Failure) in
            _ = try connection.integer("SELECT count(*) FROM settings")
            return try connection.integer("PRAGMA data_version") ?? 0
        }
    }

    // MARK: Transactions

    /// Opens a transaction (`BEGIN` to read, `BEGIN IMMEDIATE` to write).
    func begin(_ statement: String) throws(StoreError) {
        guard accessMode == .readWrite || statement == "BEGIN" else {
            throw StoreError.readOnly(path: path)
        }
        try sql { () throws(SQLiteConnection.Failure) in try connection.execute(statement) }
    }

    func commit() throws(StoreError) {
        try sql { () throws(SQLiteConnection.Failure) in try connection.execute("COMMIT") }
    }

    func rollback() {
        // SQLite may already have rolled back by itself (after an I/O error or a full disk);
        // either way no transaction remains afterwards.
        if connection.isInTransaction { try? connection.execute("ROLLBACK") }
    }

    /// Runs SQLite calls, turning their failure into the `StoreError` for this file.
    func sql<Value>(_ body: () throws(SQLiteConnection.Failure) -> Value) throws(StoreError)
        -> Value
    {
        do {
            return try body()
        } catch {
            throw StoreError(error, path: path)
        }
    }

    // MARK: Loading

    struct Snapshot {
        var ledger: ExpenseLedger
        var positions: [UUID: Int64]
        /// One past the highest stored position: where the next appended row goes.
        var nextPosition: Int64
        /// Whether `ledger` is known to equal the stored rows, so it may be kept.
        var isTrusted = true
    }

    /// Loads every row, in ledger order, and the lifetime kill count. Positions are only
    /// needed to write; reading skips building their table.
    func loadSnapshot(withPositions: Bool = true) throws(StoreError) -> Snapshot {
        let count = try sql { () throws(SQLiteConnection.Failure) in
            try connection.integer("SELECT count(*) FROM expenses") ?? 0
        }
        let statement = try sql { () throws(SQLiteConnection.Failure) in
            try connection.cachedStatement(ExpenseColumns.selectAll)
        }
        defer { statement.reset() }
        var decoder = ExpenseRowDecoder(path: path)
        var rows: [(position: Int64, expense: RecurringExpense)] = []
        rows.reserveCapacity(Int(count))
        // A sequential scan is the cheapest read; rows come back in insertion order, which
        // differs from list order only after groups were written first, and are then sorted
        // by position with ties by the id's bytes (formatting a UUID string per comparison
        // once took most of a 10,000-row read; ORDER BY through the index cost a B-tree
        // lookup per row).
        var inOrder = true
        while try sql({ () throws(SQLiteConnection.Failure) in try statement.step() }) {
            let row = try decoder.decode(statement)
            if let last = rows.last, last.position >= row.position { inOrder = false }
            rows.append(row)
        }
        if !inOrder {
            rows.sort { lhs, rhs in
                Self.precedesInList(lhs.position, lhs.expense.id, rhs.position, rhs.expense.id)
            }
        }
        var expenses: [RecurringExpense] = []
        var positions: [UUID: Int64] = [:]
        expenses.reserveCapacity(rows.count)
        if withPositions { positions.reserveCapacity(rows.count) }
        for row in rows {
            expenses.append(row.expense)
            if withPositions { positions[row.expense.id] = row.position }
        }
        if expenses.contains(where: { $0.status == .archived }) {
            let lastPaid = try lastPayments()
            for index in expenses.indices where expenses[index].status == .archived {
                expenses[index].lastPaid = lastPaid[expenses[index].id]
            }
        }
        try fillPaymentEstimates(&expenses)
        return Snapshot(
            ledger: ExpenseLedger(expenses: expenses, killCount: try storedKillCount()),
            positions: positions, nextPosition: (rows.last?.position ?? -1) + 1)
    }
}
