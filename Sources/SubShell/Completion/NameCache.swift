import FoundationEssentials
import Glibc
import SubLocalization
import SubRecords
import SubStore

/// The profile's names for Tab completion: read once (names only, by one query), kept sorted
/// by their folded form so a prefix is a binary search, and read again only when the
/// database changed (its file or its write-ahead log was written, by this process or by
/// another). Going over 100,000 names on every Tab would make completion lag behind typing.
final class NameCache {
    private let session: Session
    private var signature: [FileSignature] = []
    private var index = NameIndex([])
    private var groups: [String]?
    private var cards: [String]?

    init(session: Session) {
        self.session = session
    }

    /// The names whose folded form starts with `typed` folded; groups only for the dialogue's
    /// group step.
    func candidates(matching typed: String, groupsOnly: Bool = false) -> Candidates {
        refreshIfChanged()
        if groupsOnly {
            return NameIndex(groups ?? loadGroups()).candidates(matching: typed)
        }
        return index.candidates(matching: typed)
    }

    func names(matching typed: String, groupsOnly: Bool = false) -> [String] {
        Array(
            NameIndex(Array(candidates(matching: typed, groupsOnly: groupsOnly)))
                .names(matching: ""))
    }

    /// The cards the profile names or gave an expiry, read again when the database changed.
    func cardNames() -> [String] {
        refreshIfChanged()
        if let cards { return cards }
        let loaded =
            ((try? session.reading { store throws(StoreError) in
                try store.paymentMethodNames()
            }) ?? nil) ?? []
        cards = loaded
        return loaded
    }

    /// Every name (tests and the dialogue).
    func names(groupsOnly: Bool = false) -> [String] {
        names(matching: "", groupsOnly: groupsOnly)
    }

    private func refreshIfChanged() {
        let current = Self.signature(of: session.location.databasePath)
        guard current != signature || signature.isEmpty else { return }
        let all = (try? session.reading { store throws(StoreError) in try store.names() }) ?? nil
        index = NameIndex(all ?? [])
        groups = nil
        cards = nil
        signature = current
    }

    private func loadGroups() -> [String] {
        let loaded = ((try? session.readLedger()) ?? .init()).expenses.filter(\.isGroup).map(\.name)
        groups = loaded
        return loaded
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
