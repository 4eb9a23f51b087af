import FoundationEssentials

extension ExpenseLedger {
    /// Rows as the household's server has them: each replaces the row with its id or joins
    /// the list, and the rows `deleting` names leave, their members released (the server
    /// releases the members it knows). No rule is asked of them: the server checked them,
    /// and a cache that refused them would only fall behind it.
    ///
    /// Goes through the recorded changes like every command, so a store writes only the
    /// rows that changed: a page of a large household's first pull costs the page, not the
    /// household. The card a row is paid with is this profile's alone and never comes from
    /// the server: a cached row keeps its own. Returns the rows written and removed.
    public mutating func takeFromServer(_ rows: [RecurringExpense], deleting ids: Set<UUID>)
        -> (written: Int, removed: Int)
    {
        var written = 0
        // The groups whose automatic sums may move, settled as the store's triggers settle
        // them, so the ledger kept in memory is the one stored.
        var groups: [UUID] = []
        for var row in rows {
            groups.append(contentsOf: [row.isGroup ? row.id : nil, row.parentID].compactMap { $0 })
            if let position = position(of: row.id) {
                row.paidWith = expenses[position].paidWith
                guard expenses[position] != row else { continue }
                if let parent = expenses[position].parentID { groups.append(parent) }
                modifyExpense(at: position) { $0 = row }
            } else {
                appendExpense(row)
            }
            written += 1
        }
        let gone = ids.filter { position(of: $0) != nil }
        let released = gone.flatMap { children(ofGroupWithID: $0).map(\.id) }
            .filter { !ids.contains($0) }
        for id in gone {
            guard let position = position(of: id) else { continue }
            if let parent = expenses[position].parentID { groups.append(parent) }
            removeExpense(at: position)
        }
        for id in released {
            guard let position = position(of: id) else { continue }
            modifyExpense(at: position) { member in
                member.parentID = nil
                member.archivedWithGroup = false
            }
            written += 1
        }
        var settled = Set<UUID>()
        for group in groups where settled.insert(group).inserted {
            _ = settleGroup(withID: group)
        }
        return (written, gone.count)
    }
}
