import FoundationEssentials
import SubRecords
import SubJSON

extension ExpenseStore {
    /// Recorded changes, oldest first: of one expense, or of everything when `expenseID` is
    /// nil. The amount's entries (`field == "amount_minor"`) are its price history.
    ///
    /// Always one entry per changed field. Since version 6 one row holds all the fields one
    /// command changed in one expense (see `HistoryRecorder.record`); such a row comes back
    /// as one entry per field, in column order, all with the row's `sequence`.
    public func history(of expenseID: UUID? = nil) throws(StoreError) -> [HistoryEntry] {
        guard let expenseID else { return try historyEntries(where: nil, binding: []) }
        return try historyEntries(
            where: "expense_id = ?1", binding: [.text(expenseID.uuidString)])
    }

    /// The entries of the rows matching `condition` (SQL over `history`'s columns, its
    /// values bound from `binding`), oldest first, compact rows expanded.
    func historyEntries(where condition: String?, binding: [SQLiteValue]) throws(StoreError)
        -> [HistoryEntry]
    {
        let columns =
            "SELECT sequence, change_id, expense_id, kind, field, old_value, new_value, changed_at"
            + " FROM history"
        let sql = columns + (condition.map { " WHERE " + $0 } ?? "") + " ORDER BY sequence"
        var entries: [HistoryEntry] = []
        try self.sql { () throws(SQLiteConnection.Failure) in
            let statement = try connection.cachedStatement(sql)
            defer { statement.reset() }
            try statement.bind(binding)
            while try statement.step() {
                guard let kindText = statement.text(3),
                    let kind = HistoryEntry.Kind(rawValue: kindText)
                else { continue }  // a kind from a newer program: skip rather than fail
                let entry = HistoryEntry(
                    sequence: statement.int64(0), changeID: statement.int64(1),
                    expenseID: statement.withUTF8(2, TextParsing.uuid) ?? nil, kind: kind,
                    field: statement.text(4) ?? "", oldValue: statement.text(5),
                    newValue: statement.text(6), changedAt: statement.text(7) ?? "")
                if entry.field == HistoryRecorder.compactField {
                    entries += Self.expand(entry)
                } else {
                    entries.append(entry)
                }
            }
        }
        return entries
    }

    /// The per-field entries of a compact row. A value that is not a JSON object (a damaged
    /// row) reads as no fields rather than failing the whole history.
    static func expand(_ row: HistoryEntry) -> [HistoryEntry] {
        let old = row.oldValue.flatMap(Self.fieldValues) ?? [:]
        let object = row.newValue.flatMap(Self.fieldValues)
        var new = object ?? [:]
        // An insert written since its defaults were left out: the full snapshot again. Older
        // inserts list every one of these columns, so nothing is added to them.
        if row.kind == .insert, row.oldValue == nil, object != nil {
            let nextCharge = new["next_charge"] ?? nil
            for name in InsertDefaults.fields where new.index(forKey: name) == nil {
                if let value = InsertDefaults.value(
                    of: name, nextCharge: nextCharge, changedAt: row.changedAt)
                {
                    new[name] = .some(value)
                }
            }
        }
        var fields: [(name: String, old: String?, new: String?)] = []
        // The id is not repeated in the row; an insert or delete lists it like the others.
        if let id = row.expenseID?.uuidString {
            if row.kind == .insert { fields.append(("id", nil, id)) }
            if row.kind == .delete { fields.append(("id", id, nil)) }
        }
        let known = Set(ExpenseColumns.names)
        let others = Set(old.keys).union(new.keys).subtracting(known).sorted()
        for name in ExpenseColumns.names + others
        where old.index(forKey: name) != nil || new.index(forKey: name) != nil {
            fields.append((name, old[name] ?? nil, new[name] ?? nil))
        }
        return fields.map { field in
            HistoryEntry(
                sequence: row.sequence, changeID: row.changeID, expenseID: row.expenseID,
                kind: row.kind, field: field.name, oldValue: field.old, newValue: field.new,
                changedAt: row.changedAt)
        }
    }

    /// A compact row's JSON object as stored text per column (`nil` for JSON null); `nil`
    /// when the text is not an object.
    private static func fieldValues(_ text: String) -> [String: String?]? {
        guard let members = JSONParser.parse(text, loneSurrogate: .refused)?.valuesByName else {
            return nil
        }
        var values: [String: String?] = [:]
        for (name, value) in members {
            switch value {
            case .string(let text): values[name] = .some(text)
            case .number(let number) where number.int64 != nil:
                values[name] = .some(String(number.int64 ?? 0))
            case .null: values[name] = .some(nil)
            default: continue
            }
        }
        return values
    }

    /// How many times an expense was archived, as recorded in history. Equals the persisted
    /// kill count for profiles created at version 2 or later.
    public func archiveEventCount() throws(StoreError) -> Int {
        try sql { () throws(SQLiteConnection.Failure) in
            Int(
                try connection.integer(
                    "SELECT count(*) FROM history WHERE kind = 'archive' AND field IN ('status', '*')"
                ) ?? 0
            )
        }
    }

    /// `PRAGMA integrity_check`: `true` when SQLite finds the file sound.
    public func integrityCheck() throws(StoreError) -> Bool {
        try sql { () throws(SQLiteConnection.Failure) in
            let statement = try connection.prepare("PRAGMA integrity_check")
            return try statement.step() && statement.text(0) == "ok"
        }
    }
}
