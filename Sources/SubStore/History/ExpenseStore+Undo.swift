import FoundationEssentials
import SubDomain
import SubRecords

extension ExpenseStore {
    /// Reverts the newest `count` changes of this profile as one new change (itself in
    /// history, so undoing it again redoes them) and says what it put back.
    ///
    /// Compare-and-swap: every row and setting those changes touched must still hold exactly
    /// what the newest of them wrote. A row changed since without a history row (by the
    /// household's server, or by another program editing the file) refuses the whole undo
    /// with `UndoRefusal.changedElsewhere`, and nothing changes. The result goes through the
    /// domain's rules (`ExpenseLedger.revert`), so a `DomainError` may refuse it too.
    public func undo(count: Int) throws -> UndoReport {
        forgetCachedLedger()
        var payments = PaymentWrites()
        return try writeWithSettings(payments: &payments, failing: { $0 as any Error }) {
            (ledger: inout ExpenseLedger, payments: inout PaymentWrites) throws
                -> (UndoReport, [SettingWrite]) in
            let plan = try undoPlan(count, ledger: ledger)
            payments = plan.payments
            let before = ledger
            try ledger.revert(to: plan.versions, killCount: plan.killCount)
            return (plan.report(before: before, after: ledger), plan.settings)
        }
    }

    /// What `undo(count:)` would put back, checked the same way, changing nothing.
    public func undoPreview(count: Int) throws -> UndoReport {
        try begin("BEGIN")
        do {
            let ledger = try loadSnapshot(withPositions: false).ledger
            let plan = try undoPlan(count, ledger: ledger)
            var after = ledger
            try after.revert(to: plan.versions, killCount: plan.killCount)
            try commit()
            return plan.report(before: ledger, after: after)
        } catch {
            rollback()
            throw error
        }
    }

    /// What the newest `count` changes touched, walked back from the rows as they are now.
    private func undoPlan(_ count: Int, ledger: ExpenseLedger) throws -> UndoPlan {
        let available = try changeCount()
        guard available > 0 else { throw UndoRefusal.nothingToUndo }
        guard count <= available else {
            throw UndoRefusal.notEnoughHistory(requested: count, available: available)
        }
        let changes = try latestChanges(count)
        var plan = UndoPlan(changes: changes)
        var rows: [UUID: [String?]?] = [:]
        var killCount = ledger.killCount
        var settings: [SettingKey: String?] = [:]
        for change in changes {
            for unit in Self.units(of: change).reversed() {
                switch unit.kind {
                case .ledger:
                    for entry in unit.entries {
                        if entry.field == PaymentHistoryValue.field {
                            try plan.takeBack(paymentEntry: entry, stored: paymentExists)
                            continue
                        }
                        guard entry.field == SettingKey.killCount.rawValue,
                            let new = entry.newValue.flatMap({ Int($0) }),
                            let old = entry.oldValue.flatMap({ Int($0) })
                        else { throw UndoRefusal.unknownField(entry.field) }
                        guard killCount == new else {
                            throw UndoRefusal.changedElsewhere(name: "", field: entry.field)
                        }
                        killCount = old
                        plan.killCount = old
                    }
                case .setting:
                    for entry in unit.entries {
                        guard let key = SettingKey(rawValue: entry.field) else {
                            throw UndoRefusal.unknownField(entry.field)
                        }
                        let current = try settings[key] ?? setting(key)
                        guard current == entry.newValue else {
                            throw UndoRefusal.changedElsewhere(name: "", field: entry.field)
                        }
                        settings[key] = .some(entry.oldValue)
                        if !plan.settingKeys.contains(key) { plan.settingKeys.append(key) }
                        plan.settingOriginals[key] = plan.settingOriginals[key] ?? entry.newValue
                    }
                default:
                    guard let id = unit.expenseID else { continue }
                    if rows[id] == nil {
                        rows[id] = .some(ledger.expense(withID: id).map(Self.columnText))
                        plan.touched.append(id)
                    }
                    rows[id] = .some(try Self.revert(unit, row: rows[id] ?? nil, id: id))
                }
            }
        }
        for id in plan.touched.reversed() {
            let row = rows[id] ?? nil
            plan.versions.append((id, try row.map { row throws(StoreError) in try decode(row) }))
        }
        plan.settings = plan.settingKeys.map { key in
            SettingWrite(
                key: key, old: plan.settingOriginals[key] ?? nil, new: settings[key] ?? nil)
        }
        return plan
    }

    /// One expense's part of one change: its entries (one per field) and its kind.
    private struct Unit {
        let expenseID: UUID?
        let kind: HistoryEntry.Kind
        var entries: [HistoryEntry]
    }

    /// A change's entries, one unit per expense (and one for settings, one for the ledger),
    /// in the order recorded.
    private static func units(of change: HistoryChange) -> [Unit] {
        var units: [Unit] = []
        for entry in change.entries {
            if let index = units.firstIndex(where: {
                $0.expenseID == entry.expenseID && $0.kind == entry.kind
            }) {
                units[index].entries.append(entry)
            } else {
                units.append(Unit(expenseID: entry.expenseID, kind: entry.kind, entries: [entry]))
            }
        }
        return units
    }

    /// The row before `unit`, given the row after it (`nil`: absent); refuses when the row
    /// after it is not what the unit wrote.
    private static func revert(_ unit: Unit, row: [String?]?, id: UUID) throws -> [String?]? {
        let names = ExpenseColumns.names
        // Usually one write per field; an import's dated price steps write the amount once
        // per step, and each step must be undone in turn, newest first.
        var writes: [[Int: (old: String?, new: String?)]] = [[:]]
        for entry in unit.entries where entry.field != "id" {
            guard let index = names.firstIndex(of: entry.field) else {
                throw UndoRefusal.unknownField(entry.field)
            }
            if writes[writes.count - 1][index] != nil { writes.append([:]) }
            writes[writes.count - 1][index] = (entry.oldValue, entry.newValue)
        }
        let written = writes[writes.count - 1]
        let nameIndex = 1
        let recordedName = written[nameIndex].flatMap { $0.new ?? $0.old } ?? ""
        switch unit.kind {
        case .delete:
            guard row == nil else {
                throw UndoRefusal.changedElsewhere(
                    name: row?[nameIndex] ?? recordedName, field: "*")
            }
            var restored = [String?](repeating: nil, count: names.count)
            restored[0] = id.uuidString
            for (index, value) in written { restored[index] = value.old }
            return restored
        case .insert:
            guard let row else {
                throw UndoRefusal.changedElsewhere(name: recordedName, field: "*")
            }
            // An insert wrote every column: those it does not list it left empty.
            for index in names.indices.dropFirst() where row[index] != written[index]?.new {
                throw UndoRefusal.changedElsewhere(name: row[nameIndex] ?? "", field: names[index])
            }
            return nil
        default:
            guard var row else {
                throw UndoRefusal.changedElsewhere(name: recordedName, field: "*")
            }
            for written in writes.reversed() {
                for (index, value) in written.sorted(by: { $0.key < $1.key }) {
                    guard row[index] == value.new else {
                        throw UndoRefusal.changedElsewhere(
                            name: row[nameIndex] ?? "", field: names[index])
                    }
                    row[index] = value.old
                }
            }
            return row
        }
    }

    /// Whether a payment with `id` is stored.
    private func paymentExists(_ id: UUID) throws(StoreError) -> Bool {
        try sql { () throws(SQLiteConnection.Failure) in
            let statement = try connection.cachedStatement(
                "SELECT 1 FROM payments WHERE id = ?1")
            defer { statement.reset() }
            try statement.bind([.text(TextParsing.uuidText(id))])
            return try statement.step()
        }
    }

    /// An expense's columns as history writes them.
    private static func columnText(_ expense: RecurringExpense) -> [String?] {
        ExpenseColumns.values(of: expense).map(ExpenseColumns.historyText)
    }

    private func decode(_ row: [String?]) throws(StoreError) -> RecurringExpense {
        do {
            return try ExpenseColumns.decode(historyRow: row)
        } catch {
            let column: String
            if case .invalid(let field) = error { column = field } else { column = "*" }
            throw .corruptRow(
                path: path, id: "history " + (row.first.flatMap { $0 } ?? ""), column: column)
        }
    }
}

/// What an undo will put back, built while walking history back.
private struct UndoPlan {
    let changes: [HistoryChange]
    /// Expenses in the order the walk met them (newest change first).
    var touched: [UUID] = []
    /// Each touched expense as it must become, oldest-touched first.
    var versions: [(id: UUID, expense: RecurringExpense?)] = []
    var killCount: Int?
    var settingKeys: [SettingKey] = []
    /// Each setting as it is now (what the newest change wrote).
    var settingOriginals: [SettingKey: String?] = [:]
    var settings: [SettingWrite] = []
    /// The payments the changes recorded, to take back, and those they took back, to
    /// record again.
    var payments = PaymentWrites()

    init(changes: [HistoryChange]) {
        self.changes = changes
    }

    /// Walks back one payment entry: a payment recorded must still be there (else it was
    /// taken back elsewhere), one taken back must not be.
    mutating func takeBack(
        paymentEntry entry: HistoryEntry, stored: (UUID) throws(StoreError) -> Bool
    ) throws {
        if let text = entry.newValue {
            guard let payment = PaymentHistoryValue.payment(from: text) else {
                throw UndoRefusal.unknownField(entry.field)
            }
            let pending = payments.recorded.contains { $0.id == payment.id }
            let isStored = try pending || stored(payment.id)
            guard isStored else {
                throw UndoRefusal.changedElsewhere(name: "", field: entry.field)
            }
            if pending {
                payments.recorded.removeAll { $0.id == payment.id }
            } else {
                payments.removed.append(payment)
            }
        } else if let text = entry.oldValue {
            guard let payment = PaymentHistoryValue.payment(from: text) else {
                throw UndoRefusal.unknownField(entry.field)
            }
            if payments.removed.contains(where: { $0.id == payment.id }) {
                payments.removed.removeAll { $0.id == payment.id }
            } else {
                guard try !stored(payment.id) else {
                    throw UndoRefusal.changedElsewhere(name: "", field: entry.field)
                }
                payments.recorded.append(payment)
            }
        }
    }

    func report(before: ExpenseLedger, after: ExpenseLedger) -> UndoReport {
        let expenses = versions.compactMap { version -> UndoReport.ExpenseReversion? in
            let old = before.expense(withID: version.id)
            let new = after.expense(withID: version.id)
            return old == new ? nil : UndoReport.ExpenseReversion(before: old, after: new)
        }
        var report = UndoReport(
            changes: changes, expenses: expenses,
            killCount: before.killCount == after.killCount
                ? nil : (before.killCount, after.killCount),
            settings: settings.filter { $0.old != $0.new }.map {
                UndoReport.SettingReversion(key: $0.key.rawValue, before: $0.old, after: $0.new)
            })
        let oldestFirst = { (left: Payment, right: Payment) in left.paidOn < right.paidOn }
        report.paymentsRemoved = payments.removed.sorted(by: oldestFirst)
        report.paymentsRestored = payments.recorded.sorted(by: oldestFirst)
        return report
    }
}
