import SubRecords

extension ExpenseStore {
    /// Whether the user has said no to the starter pack the shell offers on an empty profile.
    public func starterPackDeclined() throws(StoreError) -> Bool {
        try setting(.starterPackOffer) == "declined"
    }

    /// Remembers that the starter pack was declined, as one transaction.
    ///
    /// Not recorded in history: it is an answer about the shell, not a change to the
    /// profile's data, so `undo` never brings the question back.
    public func declineStarterPack() throws(StoreError) {
        try begin("BEGIN IMMEDIATE")
        do {
            try setSetting(.starterPackOffer, to: "declined")
            try commit()
        } catch {
            rollback()
            throw error
        }
    }
}
