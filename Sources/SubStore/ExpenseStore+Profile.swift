import Foundation

extension ExpenseStore {
    /// Counts what the profile holds, for `profile delete`'s confirmation.
    public func profileSummary() throws(StoreError) -> ProfileSummary {
        try sql { () throws(SQLiteConnection.Failure) in
            let statement = try connection.cachedStatement(
                """
                SELECT
                    count(*) FILTER (WHERE status = 'active' AND group_mode IS NULL),
                    count(*) FILTER (WHERE status = 'active' AND group_mode IS NOT NULL),
                    count(*) FILTER (WHERE status = 'archived')
                FROM expenses
                """)
            defer { statement.reset() }
            guard try statement.step() else {
                return ProfileSummary(subscriptions: 0, groups: 0, archived: 0)
            }
            return ProfileSummary(
                subscriptions: Int(statement.int64(0)), groups: Int(statement.int64(1)),
                archived: Int(statement.int64(2)))
        }
    }

    /// Whether `location`'s profile has a database file (without creating anything).
    public static func profileExists(at location: StoreLocation) -> Bool {
        FileSystem.exists(location.databasePath)
    }

    /// The files the store keeps in a profile folder: the database and SQLite's companions.
    static let profileFileSuffixes = ["", "-wal", "-shm", "-journal"]

    /// Deletes the profile's database and its folder. Close every store on it first.
    ///
    /// Only the store's own files are removed; if the folder holds anything else (the user
    /// put it there), that is left in place with the folder, rather than deleting what the
    /// store did not write.
    public static func deleteProfile(at location: StoreLocation) throws(StoreError) {
        for suffix in profileFileSuffixes {
            let file = location.databasePath + suffix
            if FileSystem.exists(file), unlink(file) != 0 {
                throw FileSystem.error(for: errno, path: file)
            }
        }
        if FileSystem.exists(location.profileDirectory), rmdir(location.profileDirectory) != 0 {
            let code = errno
            if code != ENOTEMPTY, code != EEXIST {
                throw FileSystem.error(for: code, path: location.profileDirectory)
            }
        }
    }
}
