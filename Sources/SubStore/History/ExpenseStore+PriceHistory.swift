import FoundationEssentials
import SubDomain
import SubRecords

extension ExpenseStore {
    /// The price changes of `expense` recorded in history, newest first: each with the price
    /// before and after it and the (UTC) day it was entered (or, for an imported statement's
    /// rises, the day of the charge it began with), one per day. Changes made by the
    /// household's server are not in history, so they are not here either.
    public func priceChanges(of expense: RecurringExpense) throws(StoreError) -> [PriceChange] {
        let entries = try historyEntries(
            where: "expense_id = ?1 AND (" + Self.priceCondition + ")",
            binding: [.text(expense.id.uuidString)])
        return Self.priceChanges(from: entries, current: expense)
    }

    /// Each expense's latest recorded price change, by id, for those in `ledger` that have
    /// one: what `RiskAssessor` judges a recent rise by.
    public func latestPriceChanges(in ledger: ExpenseLedger) throws(StoreError)
        -> [UUID: PriceChange]
    {
        try latestPriceChanges(among: ledger.expenses)
    }

    /// The same for `expenses` alone (the charged items `risks` reads without the ledger).
    public func latestPriceChanges(among expenses: [RecurringExpense]) throws(StoreError)
        -> [UUID: PriceChange]
    {
        let entries = try historyEntries(where: Self.priceCondition, binding: [])
        var byExpense: [UUID: [HistoryEntry]] = [:]
        for entry in entries {
            guard let id = entry.expenseID else { continue }
            byExpense[id, default: []].append(entry)
        }
        // Few expenses have a price change, so the expenses are looked up in the changes, not
        // the other way round: a table of 100,000 expenses by id copied each one (a dozen
        // strings retained) to answer a handful of lookups, or none.
        var latest: [UUID: PriceChange] = [:]
        guard !byExpense.isEmpty else { return latest }
        for expense in expenses {
            guard let entries = byExpense[expense.id],
                let change = Self.priceChanges(from: entries, current: expense).first
            else { continue }
            latest[expense.id] = change
        }
        return latest
    }

    /// Every recorded price change of each of `expenses` that has one, by id, oldest first:
    /// what a JSON export carries. One pass over history, as `latestPriceChanges`.
    public func priceHistories(among expenses: [RecurringExpense]) throws(StoreError)
        -> [UUID: [PriceChange]]
    {
        let entries = try historyEntries(where: Self.priceCondition, binding: [])
        var byExpense: [UUID: [HistoryEntry]] = [:]
        for entry in entries {
            guard let id = entry.expenseID else { continue }
            byExpense[id, default: []].append(entry)
        }
        var histories: [UUID: [PriceChange]] = [:]
        guard !byExpense.isEmpty else { return histories }
        for expense in expenses {
            guard let entries = byExpense[expense.id] else { continue }
            let changes = Self.priceChanges(from: entries, current: expense)
            if !changes.isEmpty { histories[expense.id] = changes.reversed() }
        }
        return histories
    }

    /// Rows that may hold an amount or currency change of an existing expense. A compact
    /// row is matched by its text and checked again once expanded.
    private static let priceCondition =
        "kind IN ('update', 'archive', 'restore') AND (field IN ('amount_minor', 'currency')"
        + " OR (field = '*' AND (instr(old_value, '\"amount_minor\"') > 0"
        + " OR instr(old_value, '\"currency\"') > 0)))"

    /// Walks `entries` (one expense's, oldest first) back from its current price.
    ///
    /// One step per command, except where a command wrote dated steps (an imported
    /// statement's rises, see `HistoryRecorder.recordInsert`): those share the change id but
    /// not the time, and each is a change of its own on its own day.
    static func priceChanges(from entries: [HistoryEntry], current: RecurringExpense)
        -> [PriceChange]
    {
        var byChange: [(id: Int64, at: String, entries: [HistoryEntry])] = []
        for entry in entries where entry.field == "amount_minor" || entry.field == "currency" {
            if let last = byChange.last, last.id == entry.changeID, last.at == entry.changedAt,
                !last.entries.contains(where: { $0.field == entry.field })
            {
                byChange[byChange.count - 1].entries.append(entry)
            } else {
                byChange.append((entry.changeID, entry.changedAt, [entry]))
            }
        }
        var amount = current.amount.minorUnits
        var currency = current.currency
        var changes: [PriceChange] = []
        for change in byChange.reversed() {
            let amountEntry = change.entries.first { $0.field == "amount_minor" }
            let currencyEntry = change.entries.first { $0.field == "currency" }
            guard let changedOn = change.entries.first.flatMap({ Self.day(of: $0.changedAt) }),
                let newAmount = amountEntry.map({ $0.newValue.flatMap { Int64($0) } }) ?? amount,
                let oldAmount = amountEntry.map({ $0.oldValue.flatMap { Int64($0) } }) ?? amount,
                let newCurrency = currencyEntry.map({ $0.newValue.flatMap(Self.currency) })
                    ?? currency,
                let oldCurrency = currencyEntry.map({ $0.oldValue.flatMap(Self.currency) })
                    ?? currency
            else { break }  // a damaged row: the prices before it are unknown
            let old = Money(minorUnits: oldAmount, currency: oldCurrency)
            let new = Money(minorUnits: newAmount, currency: newCurrency)
            if old != new { changes.append(PriceChange(old: old, new: new, changedOn: changedOn)) }
            amount = oldAmount
            currency = oldCurrency
        }
        return sameDayMerged(changes)
    }

    /// One change per day: from the price before the day's first change to the price after
    /// its last (an edit undone and redone the same day is one change, or none).
    private static func sameDayMerged(_ newestFirst: [PriceChange]) -> [PriceChange] {
        var merged: [PriceChange] = []
        for change in newestFirst {
            if let last = merged.last, last.changedOn == change.changedOn {
                merged[merged.count - 1] = PriceChange(
                    old: change.old, new: last.new, changedOn: change.changedOn)
            } else {
                merged.append(change)
            }
        }
        return merged.filter { $0.old != $0.new }
    }

    /// The UTC day of a history time (`2026-11-29T17:40:05Z` → 2026-11-29).
    static func day(of timestamp: String) -> CivilDate? {
        CivilDate(iso: String(timestamp.prefix(10)))
    }

    private static func currency(_ text: String) -> CurrencyCode? {
        try? CurrencyCode(text)
    }
}
