/// Why the store could not do what was asked. Typed, never worded: the shell turns each case
/// into a localized sentence from the catalogs, naming `path` where there is one.
///
/// A domain error thrown by the body of `ExpenseStore.write` is never wrapped in this type; it
/// reaches the caller unchanged.
public enum StoreError: Error, Hashable, Sendable {
    /// The file exists but is not a SubHub database: garbage, truncated, damaged, or another
    /// application's SQLite file. It has not been changed.
    case notADatabase(path: String)
    /// The database was written by a newer SubHub (`found` > `supported`). It has not been
    /// changed.
    case newerSchema(path: String, found: Int, supported: Int)
    /// The file or its folder cannot be written (read-only folder, file system or open mode).
    case readOnly(path: String)
    /// There is no database at `path` and the store was opened read-only, so none was made.
    case missingDatabase(path: String)
    /// The disk (or the database's size limit) is full; the transaction was rolled back.
    case diskFull(path: String)
    /// Another connection held the database locked longer than the busy timeout.
    case busy(path: String)
    /// A profile name that is empty, contains `/` or `..`, or a control character.
    case invalidProfileName(String)
    /// Neither `HOME` nor the password database gives a home folder, and no data folder was
    /// given, so there is nowhere to keep the data.
    case noDataDirectory
    /// A stored row cannot be turned back into an expense (`column` holds a bad value).
    case corruptRow(path: String, id: String, column: String)
    /// The database refused a change through a CHECK constraint, a foreign key or one of its
    /// triggers (defence in depth: the domain should have refused it first). `message` is
    /// SQLite's, such as `subhub:nested_group`, for logs and tests, not for users.
    case constraintViolated(path: String, message: String)
    /// A file-system call on `path` failed with `errno`: creating a folder or the database,
    /// deleting a profile, writing a file through `AtomicFileWriter`. Word it by its
    /// `fileSystemReason`, never by `strerror` (English only, and not the user's words).
    /// `EEXIST` is a file that was not to be replaced; `ELOOP`, a symbolic link refused.
    case fileSystem(path: String, errno: Int32)
    /// Something other than a regular file (a named pipe, a device, a socket) stands where a
    /// file is to be written; it is left as it is.
    case notARegularFile(path: String)
    /// Any other SQLite failure, with its extended result code and SQLite's own message.
    case sqlite(path: String, code: Int32, message: String)
}
