import Foundation

/// A tiny tmpfs mounted on a fresh folder, to meet a really full disk (`ENOSPC`) or a
/// really read-only file system (`EROFS`) rather than an imitation. Needs root and a
/// container that allows mounts; tests that use it are skipped where `isAvailable` is false.
struct ScratchMount {
    let folder: TemporaryFolder
    var path: String { folder.path }

    /// Mounts `size` bytes (tmpfs rounds up to whole pages) on a new folder.
    init?(size: Int = 64 * 1024) {
        guard getuid() == 0, let folder = try? TemporaryFolder() else { return nil }
        guard
            run("/usr/bin/mount", ["-t", "tmpfs", "-o", "size=\(size)", "tmpfs", folder.path]) == 0
        else {
            folder.remove()
            return nil
        }
        self.folder = folder
    }

    func file(_ name: String) -> String { folder.file(name) }

    /// Makes the whole file system read-only, as a read-only mount is.
    func remountReadOnly() -> Bool {
        run("/usr/bin/mount", ["-o", "remount,ro", path]) == 0
    }

    func remove() {
        run("/usr/bin/umount", [path])
        folder.remove()
    }

    static let isAvailable: Bool = {
        guard let probe = ScratchMount() else { return false }
        probe.remove()
        return true
    }()
}
