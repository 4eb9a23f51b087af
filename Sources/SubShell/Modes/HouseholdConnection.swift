import FoundationEssentials
import SubServer

/// What one run of `subhub` knows about its household's server between commands: the open
/// connection (reused by every command of a script or a shell session), and since when the
/// server has not answered, so a script of a thousand lines tries once, not a thousand
/// times, and says "offline" once.
final class HouseholdConnection {
    /// How long an unanswered server is left alone before a command tries again.
    static let retryAfter: TimeInterval = 30

    var client: HouseholdClient?
    private(set) var unreachableSince: Date?
    /// Whether this offline spell has been announced (stale data, queued writes).
    var offlineNoticeGiven = false
    /// How many queued writes the user was last told about in this offline spell; `nil`
    /// before the first.
    var announcedWaiting: Int?

    /// Whether a command should try the server now.
    func shouldTry(now: Date = Date()) -> Bool {
        guard let unreachableSince else { return true }
        return now.timeIntervalSince(unreachableSince) >= Self.retryAfter
    }

    /// Whether the server answered the last try with a failure (a refused login, a schema
    /// to migrate) rather than not at all: said in its words, never as "no connection".
    private(set) var answered = false
    /// Whether this run said that the household is still arriving (a pull cut at its time
    /// budget); said once a run.
    var syncingNoticeGiven = false

    func markUnreachable(answered: Bool = false, now: Date = Date()) {
        client = nil
        self.answered = answered
        if unreachableSince == nil { unreachableSince = now }
    }

    func markReached() {
        unreachableSince = nil
        answered = false
        offlineNoticeGiven = false
        announcedWaiting = nil
    }

    var isUnreachable: Bool { unreachableSince != nil }
}
