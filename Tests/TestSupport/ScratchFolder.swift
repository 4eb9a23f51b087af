import Foundation

/// Folders for one test process's files, all under one root removed when the process exits.
///
/// The in-process command tests make a data folder per test: left behind, they were a
/// thousand folders in the temporary directory per run. A root whose process is gone (a run
/// that crashed or was killed) is removed by the next run.
public enum ScratchFolder {
    private static let prefix = "subhub-tests-"

    /// This process's root, made (and its exit cleanup registered) on first use.
    private static let root: String = {
        let temporary = FileManager.default.temporaryDirectory.path
        removeAbandonedRoots(in: temporary)
        let path = temporary + "/" + prefix + String(getpid())
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        owner = getpid()
        atexit { ScratchFolder.removeRoot() }
        return path
    }()

    /// The process that made the root: a forked child that exits must not remove it.
    nonisolated(unsafe) private static var owner: pid_t = 0

    /// A new, empty folder named after `purpose`; its path.
    public static func make(_ purpose: String) -> String {
        let path = root + "/" + purpose + "-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A path for `purpose` that does not exist yet (for code that makes the folder itself).
    public static func path(_ purpose: String) -> String {
        root + "/" + purpose + "-" + UUID().uuidString
    }

    private static func removeRoot() {
        guard getpid() == owner else { return }
        try? FileManager.default.removeItem(atPath: root)
    }

    private static func removeAbandonedRoots(in temporary: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? []
        for name in names where name.hasPrefix(prefix) {
            guard let pid = pid_t(name.dropFirst(prefix.count)), kill(pid, 0) != 0, errno == ESRCH
            else { continue }
            try? FileManager.default.removeItem(atPath: temporary + "/" + name)
        }
    }
}
