import FoundationEssentials
import Glibc
import SubRecords

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
    ///
    /// Everything is checked before anything is deleted, so a refusal leaves the profile
    /// whole: a profile folder that is a symbolic link is refused (`fileSystem` with
    /// `ELOOP`), since deleting through it would delete files elsewhere and then fail on
    /// the link, and so is a folder standing where one of the store's files should be.
    public static func deleteProfile(at location: StoreLocation) throws(StoreError) {
        guard try checkProfileCanBeDeleted(at: location) else { return }
        let folder = location.profileDirectory
        for file in profileFileSuffixes.map({ location.databasePath + $0 })
        where FileSystem.linkStatus(file) != nil {
            if unlink(file) != 0 { throw FileSystem.error(for: errno, path: file) }
        }
        if rmdir(folder) != 0 {
            let code = errno
            if code != ENOTEMPTY, code != EEXIST {
                throw FileSystem.error(for: code, path: folder)
            }
        }
    }

    /// Throws what `deleteProfile` would refuse with, deleting nothing, so a caller can
    /// refuse before asking the user to confirm. `false` when there is no profile folder.
    @discardableResult
    public static func checkProfileCanBeDeleted(at location: StoreLocation) throws(StoreError)
        -> Bool
    {
        let folder = location.profileDirectory
        guard let folderInfo = FileSystem.linkStatus(folder) else { return false }
        switch folderInfo.st_mode & S_IFMT {
        case S_IFLNK: throw StoreError.fileSystem(path: folder, errno: ELOOP)
        case S_IFDIR: break
        default: throw StoreError.fileSystem(path: folder, errno: ENOTDIR)
        }
        let files = profileFileSuffixes.map { location.databasePath + $0 }
        for file in files {
            if let info = FileSystem.linkStatus(file), info.st_mode & S_IFMT == S_IFDIR {
                throw StoreError.fileSystem(path: file, errno: EISDIR)
            }
        }
        // Files can be unlinked only from a folder that can be written (not read-only,
        // not immutable); finding out at the first unlink is early enough, but asking
        // first keeps the rule plain: no deletion starts that cannot finish.
        if access(folder, W_OK) != 0 { throw FileSystem.error(for: errno, path: folder) }
        return true
    }
}
