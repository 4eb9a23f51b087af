import FoundationEssentials
import SubDomain
import SubRecords

/// The profile's link to its household: kept in settings, read, replaced and forgotten.
extension ExpenseStore {
    /// The household this profile lives in, or `nil` for a local-only profile.
    public func householdLink() throws(StoreError) -> HouseholdLink? {
        guard let conninfo = try setting(.serverConninfo) else { return nil }
        guard let idText = try setting(.householdID), let id = UUID(uuidString: idText) else {
            throw corruptLinkSetting(.householdID)
        }
        var role: HouseholdRole?
        if let roleText = try setting(.householdRole) {
            guard let parsed = HouseholdRole(rawValue: roleText) else {
                throw corruptLinkSetting(.householdRole)
            }
            role = parsed
        }
        let pulledText = try setting(.pulledVersion) ?? "0"
        guard let pulled = Int64(pulledText), pulled >= 0 else {
            throw corruptLinkSetting(.pulledVersion)
        }
        var lastSync: Date?
        if let syncText = try setting(.lastSync) {
            guard let seconds = Double(syncText) else { throw corruptLinkSetting(.lastSync) }
            lastSync = Date(timeIntervalSince1970: seconds)
        }
        return HouseholdLink(
            conninfo: conninfo, householdID: id,
            householdName: try setting(.householdName) ?? "",
            login: try setting(.householdLogin) ?? "", role: role, pulledVersion: pulled,
            lastSync: lastSync)
    }

    /// Stores the link as one command. The outbox starts empty: what the profile held before
    /// is uploaded by the caller, not queued.
    public func saveLink(_ link: HouseholdLink) throws(StoreError) {
        try inTransaction { () throws(StoreError) in
            try writeLinkSettings(link)
            // The payments the profile already has go to the household with its plans: the
            // first pull reads the whole household, and takes away every payment the server
            // lacks that is not waiting for it.
            try queuePayments(PaymentWrites(recorded: try payments()))
        }
    }

    /// Makes the profile local-only again: forgets the link and the writes still waiting for
    /// the server (their changes stay in the cache). Returns how many were waiting.
    @discardableResult
    public func removeLink() throws(StoreError) -> Int {
        try inTransaction { () throws(StoreError) -> Int in
            let waiting = try pendingCountInTransaction()
            try sql { () throws(SQLiteConnection.Failure) in
                try connection.execute("DELETE FROM sync_outbox")
                try connection.execute("DELETE FROM sync_payment_outbox")
                try connection.execute("DELETE FROM sync_versions")
                try connection.execute("DELETE FROM sync_refetch")
            }
            for key in Self.linkKeys { try setSetting(key, to: nil) }
            return waiting
        }
    }

    /// Records that the server answered: its role for this login and the time.
    public func recordServerContact(role: HouseholdRole?, at date: Date) throws(StoreError) {
        try inTransaction { () throws(StoreError) in
            try setSetting(.householdRole, to: role?.rawValue)
            try setSetting(.lastSync, to: String(date.timeIntervalSince1970))
        }
    }
}
