import SubRecords

extension StoreError {
    /// Classifies a SQLite failure on the database at `path` into the cases the shell words.
    init(_ failure: SQLiteConnection.Failure, path: String) {
        typealias Code = SQLiteConnection.ResultCode
        switch failure.code {
        case Code.busy, Code.locked: self = .busy(path: path)
        case Code.full: self = .diskFull(path: path)
        case Code.readOnly: self = .readOnly(path: path)
        case Code.notADatabase, Code.corrupt: self = .notADatabase(path: path)
        case Code.constraint: self = .constraintViolated(path: path, message: failure.message)
        case Code.cantOpen where !FileSystem.isWritableDirectory(FileSystem.parent(of: path)):
            // SQLite says "cannot open" both for a missing folder and for a folder where the
            // WAL index cannot be created; only the second is a read-only situation.
            self = .readOnly(path: path)
        default: self = .sqlite(path: path, code: failure.extendedCode, message: failure.message)
        }
    }
}
