import FoundationEssentials
import SubDomain
import SubRecords

/// What one command changed in the ledger, found by comparing the rows before and after it by
/// id, with the positions that keep the ledger's order stable.
///
/// Only changed rows are written, so a command that touches one expense writes one row, not
/// ten thousand.
struct LedgerDiff {
    /// A row that exists after the command.
    struct Placed {
        let expense: RecurringExpense
        let position: Int64
        /// The row as it was before, `nil` when the command created it.
        let previous: RecurringExpense?
    }

    /// Rows to insert or update, in ledger order (unchanged rows are left out).
    private(set) var written: [Placed] = []
    /// Rows the command removed.
    private(set) var deleted: [RecurringExpense] = []
    /// The lifetime kill count before and after, when it changed.
    private(set) var killCount: (old: Int, new: Int)?

    var isEmpty: Bool { written.isEmpty && deleted.isEmpty && killCount == nil }

    /// Compares `before` (as loaded, with its stored positions) with `after`.
    ///
    /// Positions are kept where they still increase along the new order and renumbered
    /// after the last kept one otherwise, so appending assigns one new position and
    /// touches nothing else. Throws when `after` holds one id twice (the database would
    /// refuse it anyway; this names the reason).
    init(before: ExpenseLedger, positions: [UUID: Int64], after: ExpenseLedger, path: String)
        throws(StoreError)
    {
        var previousByID: [UUID: RecurringExpense] = [:]
        previousByID.reserveCapacity(before.expenses.count)
        for expense in before.expenses { previousByID[expense.id] = expense }

        var seen = Set<UUID>()
        seen.reserveCapacity(after.expenses.count)
        var lastPosition: Int64?
        for expense in after.expenses {
            guard seen.insert(expense.id).inserted else {
                throw StoreError.constraintViolated(
                    path: path, message: "subhub:duplicate_id \(expense.id.uuidString)")
            }
            let stored = positions[expense.id]
            let position: Int64
            if let stored, lastPosition.map({ stored > $0 }) ?? true {
                position = stored
            } else {
                position = lastPosition.map { $0 + 1 } ?? 0
            }
            lastPosition = position
            let previous = previousByID[expense.id]
            if previous != expense || stored != position {
                written.append(Placed(expense: expense, position: position, previous: previous))
            }
        }
        deleted = before.expenses.filter { !seen.contains($0.id) }
        if before.killCount != after.killCount {
            killCount = (before.killCount, after.killCount)
        }
    }

    /// The changes a ledger recorded since its store handed it out (see
    /// `ExpenseLedger.startRecordingChanges(token:)`): the same diff as comparing whole
    /// ledgers, in time proportional to what changed. Rows that stayed get their stored
    /// position; new rows, which the domain only ever appends, follow `nextPosition`.
    init(
        recorded changes: RecordedChanges, after: ExpenseLedger, positions: [UUID: Int64],
        nextPosition: Int64, path: String
    ) throws(StoreError) {
        var changed: [(listPosition: Int, placed: Placed)] = []
        var added: [(listPosition: Int, expense: RecurringExpense)] = []
        var removed: [(position: Int64, expense: RecurringExpense)] = []
        for (id, original) in changes.originals {
            let listPosition = after.position(of: id)
            switch (original, listPosition) {
            case (nil, nil):
                continue  // added and removed again within the command
            case (let old?, nil):
                removed.append((positions[id] ?? 0, old))
            case (let old?, let listPosition?):
                let expense = after.expenses[listPosition]
                guard expense != old else { continue }
                guard let position = positions[id] else {
                    throw StoreError.constraintViolated(
                        path: path, message: "subhub:unknown_row \(id.uuidString)")
                }
                changed.append(
                    (listPosition, Placed(expense: expense, position: position, previous: old)))
            case (nil, let listPosition?):
                added.append((listPosition, after.expenses[listPosition]))
            }
        }
        var next = nextPosition
        for (listPosition, expense) in added.sorted(by: { $0.listPosition < $1.listPosition }) {
            changed.append((listPosition, Placed(expense: expense, position: next, previous: nil)))
            next += 1
        }
        written = changed.sorted { $0.listPosition < $1.listPosition }.map(\.placed)
        deleted = removed.sorted { $0.position < $1.position }.map(\.expense)
        if changes.killCountBefore != after.killCount {
            killCount = (changes.killCountBefore, after.killCount)
        }
    }

    /// Children that must leave their group before anything else is written: those moving to
    /// another group or out of one, and those whose currency or period changes (their group
    /// may be changing too, and the triggers check every intermediate state).
    var childrenToDetach: [RecurringExpense] {
        written.compactMap { placed in
            guard let previous = placed.previous, previous.parentID != nil else { return nil }
            let new = placed.expense
            let moves =
                previous.parentID != new.parentID || previous.currency != new.currency
                || previous.period != new.period
            return moves ? previous : nil
        }
    }

    /// Deleted rows, children first so no foreign key points at a deleted group.
    var deletionOrder: [RecurringExpense] {
        deleted.filter { $0.parentID != nil } + deleted.filter { $0.parentID == nil }
    }

    /// Written rows, top-level ones (groups included) before children, so every child's group
    /// already has its final currency and period when the child is written.
    var writeOrder: [Placed] {
        written.filter { $0.expense.parentID == nil }
            + written.filter { $0.expense.parentID != nil }
    }
}
