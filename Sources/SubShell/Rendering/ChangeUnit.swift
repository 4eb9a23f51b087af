import FoundationEssentials
import SubDomain
import SubRecords

/// One expense's part of one recorded change (or the settings', or the ledger's): its
/// entries, one per field, as `history` words them.
struct ChangeUnit {
    let expenseID: UUID?
    let kind: HistoryEntry.Kind
    var entries: [HistoryEntry]

    /// The old and new text of each field the unit lists. A field written more than once
    /// (an imported statement's price steps) reads from its first old value to its last new.
    var values: (old: [String: String?], new: [String: String?]) {
        var old: [String: String?] = [:]
        var new: [String: String?] = [:]
        for entry in entries {
            if old.index(forKey: entry.field) == nil { old[entry.field] = .some(entry.oldValue) }
            new[entry.field] = .some(entry.newValue)
        }
        return (old, new)
    }

    /// The currency its amounts are in: the one it changed to, else the expense's own now,
    /// else the newest one history holds for it (`known`); `nil` when none is known.
    func currency(ledger: ExpenseLedger, known: [UUID: CurrencyCode]) -> CurrencyCode? {
        let values = self.values
        let currency = ExpenseColumn.currency.rawValue
        for text in [values.new[currency] ?? nil, values.old[currency] ?? nil] {
            if let text, let code = try? CurrencyCode(text) { return code }
        }
        guard let id = expenseID else { return nil }
        return ledger.expense(withID: id)?.currency ?? known[id]
    }
}
