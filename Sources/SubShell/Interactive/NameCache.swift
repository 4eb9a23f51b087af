import Foundation

/// The profile's names for Tab completion, kept between keystrokes and read again only when
/// the database changed: its file or its write-ahead log was written, by this process or by
/// another. Reading 100,000 rows on every Tab would make completion lag behind typing.
final class NameCache {
    private let session: Session
    private var signature: [FileSignature] = []
    private var all: [String] = []
    private var groups: [String] = []

    init(session: Session) {
        self.session = session
    }

    /// Every name, or only the groups' (for the dialogue's group step).
    func names(groupsOnly: Bool = false) -> [String] {
        let current = Self.signature(of: session.location.databasePath)
        if current != signature || signature.isEmpty {
            let ledger = (try? session.readLedger()) ?? .init()
            all = ledger.expenses.map(\.name)
            groups = ledger.expenses.filter(\.isGroup).map(\.name)
            signature = current
        }
        return groupsOnly ? groups : all
    }

    /// Size, modification time and inode of the database and its `-wal` file: any commit
    /// changes at least one of them.
    struct FileSignature: Equatable {
        var size: Int64
        var seconds: Int
        var nanoseconds: Int
        var inode: UInt64
    }

    static func signature(of databasePath: String) -> [FileSignature] {
        [databasePath, databasePath + "-wal"].map { path in
            var status = stat()
            guard stat(path, &status) == 0 else {
                return FileSignature(size: -1, seconds: 0, nanoseconds: 0, inode: 0)
            }
            return FileSignature(
                size: Int64(status.st_size), seconds: status.st_mtim.tv_sec,
                nanoseconds: status.st_mtim.tv_nsec, inode: UInt64(status.st_ino))
        }
    }
}
