import FoundationEssentials
import Glibc
import SubDomain
import SubRecords

/// Appends the history entries of one transaction, all with one change id and, but for an
/// inserted expense's earlier prices (`recordInsert`), one time.
struct HistoryRecorder {
    private let store: ExpenseStore
    private let changeID: Int64
    private let changedAt: String
    private let insert: SQLiteConnection.Statement
    /// Where rows go when they are kept for one statement (`staging()`), else `nil`.
    private let staged: StagedRows?

    private static let columns = [
        "change_id", "expense_id", "kind", "field", "old_value", "new_value", "changed_at",
    ]

    init(store: ExpenseStore) throws(StoreError) {
        self.store = store
        changedAt = Self.timestamp(store.clock())
        let connection = store.connection
        (changeID, insert) = try store.sql { () throws(SQLiteConnection.Failure) in
            let next =
                try connection.integer(
                    "SELECT coalesce(max(change_id), 0) + 1 FROM history") ?? 1
            let statement = try connection.cachedStatement(
                """
                INSERT INTO history (change_id, expense_id, kind, field, old_value, new_value,
                    changed_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
                """)
            return (next, statement)
        }
        staged = nil
    }

    /// The same recorder (one change, one time) keeping its rows in a temporary table until
    /// `writeStaged()`: for a change of thousands of rows (see `StagedRows`).
    func staging() throws(StoreError) -> HistoryRecorder {
        let rows = try store.sql { () throws(SQLiteConnection.Failure) in
            try StagedRows(into: "history", columns: Self.columns, connection: store.connection)
        }
        return HistoryRecorder(self, staged: rows)
    }

    private init(_ recorder: HistoryRecorder, staged: StagedRows) {
        store = recorder.store
        changeID = recorder.changeID
        changedAt = recorder.changedAt
        insert = recorder.insert
        self.staged = staged
    }

    /// Writes the rows a `staging()` recorder kept, in the order recorded; nothing for one
    /// that writes each row at once.
    func writeStaged() throws(StoreError) {
        guard let staged else { return }
        try store.sql { () throws(SQLiteConnection.Failure) in try staged.write() }
    }

    /// One row for everything that differs between `old` and `new` (nil for a side that does
    /// not exist) of the expense `id`: `field` is `compactField` and the values are JSON
    /// objects from column name to the stored value. One row per field once made history
    /// nine times the size of the ledger; `ExpenseStore.history` still reads both forms.
    /// An insert's object leaves out the values `InsertDefaults` puts back when it is read.
    /// `changedAt`: the row's time when it is not the command's (a dated price step).
    func record(
        _ kind: HistoryEntry.Kind, id: UUID, old: RecurringExpense?, new: RecurringExpense?,
        changedAt: String? = nil
    ) throws(StoreError) {
        let oldValues = old.map(ExpenseColumns.values(of:))
        let newValues = new.map(ExpenseColumns.values(of:))
        let time = changedAt ?? self.changedAt
        // An insert leaves out what a new expense has by default; the reader puts it back.
        let insertedNextCharge = kind == .insert && old == nil ? new?.nextCharge.iso : nil
        var oldObject = CompactJSONObject()
        var newObject = CompactJSONObject()
        // The id is the row's `expense_id`; repeating it in the values would double its cost.
        for (index, field) in ExpenseColumns.names.enumerated() where field != "id" {
            let before = oldValues?[index] ?? .null
            let after = newValues?[index] ?? .null
            guard before != after else { continue }
            if let insertedNextCharge, let text = ExpenseColumns.historyText(after),
                text
                    == InsertDefaults.value(
                        of: field, nextCharge: insertedNextCharge, changedAt: time)
            {
                continue
            }
            if old != nil { oldObject.append(field, before) }
            if new != nil { newObject.append(field, after) }
        }
        guard !oldObject.isEmpty || !newObject.isEmpty else { return }
        try append(
            kind, id: TextParsing.uuidText(id), field: Self.compactField,
            old: old == nil ? nil : oldObject.text, new: new == nil ? nil : newObject.text,
            changedAt: time)
    }

    /// A new expense whose price has a past (`ExpenseStore.write(priceHistory:_:)`): the
    /// insert at the first price, then one update per step, oldest first, dated the step's
    /// day at midnight UTC, so `priceChanges(of:)` and the 90-day rise rule see when prices
    /// really moved. Each update starts from what the previous row left, and a last update
    /// at the command's time reaches the stored row when the steps end elsewhere: undo checks
    /// every row against the one before it, so the chain must hold whatever the caller gave.
    func recordInsert(_ expense: RecurringExpense, priceSteps: [PriceChange]) throws(StoreError) {
        let steps = priceSteps.sorted { $0.changedOn < $1.changedOn }
        guard let first = steps.first else {
            return try record(.insert, id: expense.id, old: nil, new: expense)
        }
        var priced = expense
        priced.amount = first.old
        try record(.insert, id: expense.id, old: nil, new: priced)
        for step in steps {
            var next = priced
            next.amount = step.new
            try record(
                .update, id: expense.id, old: priced, new: next,
                changedAt: step.changedOn.iso + "T00:00:00Z")
            priced = next
        }
        if priced != expense {
            try record(.update, id: expense.id, old: priced, new: expense)
        }
    }

    /// The `field` of a row holding all of one expense's changes as JSON objects.
    static let compactField = "*"

    /// One entry for a ledger-wide value (no expense).
    func recordLedger(field: String, old: String?, new: String?) throws(StoreError) {
        try append(.ledger, id: nil, field: field, old: old, new: new)
    }

    /// One entry for a payment recorded (`recorded`) or taken back: kind `ledger`, the
    /// plan's id, the payment's columns as the new or the old value.
    func recordPayment(_ payment: Payment, recorded: Bool) throws(StoreError) {
        let text = PaymentHistoryValue.text(of: payment)
        try append(
            .ledger, id: TextParsing.uuidText(payment.expenseID), field: PaymentHistoryValue.field,
            old: recorded ? nil : text, new: recorded ? text : nil)
    }

    /// One entry for a setting.
    func recordSetting(key: String, old: String?, new: String?) throws(StoreError) {
        try append(.setting, id: nil, field: key, old: old, new: new)
    }

    private func append(
        _ kind: HistoryEntry.Kind, id: String?, field: String, old: String?, new: String?,
        changedAt: String? = nil
    ) throws(StoreError) {
        let values: [SQLiteValue] = [
            .integer(changeID), id.map { .text($0) } ?? .null, .text(kind.rawValue),
            .text(field), old.map { .text($0) } ?? .null, new.map { .text($0) } ?? .null,
            .text(changedAt ?? self.changedAt),
        ]
        try store.sql { () throws(SQLiteConnection.Failure) in
            if let staged { try staged.add(values) } else { try insert.run(values) }
        }
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` in UTC, without a formatter (they are slow to create).
    static func timestamp(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let year = String(parts.tm_year + 1900)
        return "\(year)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T"
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
    }
}
