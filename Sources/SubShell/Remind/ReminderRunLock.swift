import FoundationEssentials
import Glibc

/// The profile's `remind run` lock: an exclusive `flock` on `remind.lock` in the profile's
/// folder, held while reminders are sent and recorded, so two runs at once (the timer and
/// a user's run, or two timers) never both send. A second run does not wait for the first
/// (a channel may take a minute to time out): it sends nothing and says so, and the
/// first run's records keep the next one from sending again. The kernel drops the lock when
/// the process ends, however it ends.
final class ReminderRunLock {
    static let fileName = "remind.lock"

    private let descriptor: Int32

    /// Takes the lock; `nil` when another process holds it.
    init?(profileDirectory: String) throws(CommandFailure) {
        let path = profileDirectory + "/" + Self.fileName
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw .unwritableFile(path: path) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
