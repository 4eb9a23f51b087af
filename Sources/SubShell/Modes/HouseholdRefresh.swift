import FoundationEssentials
import SubRecords
import SubServer
import SubStore

/// Keeps a linked profile's cache in step with its household around one command: before a
/// command that reads or writes subscriptions it pushes what waits and pulls what changed,
/// and after a write it pushes the write — each only when the server answers within a few
/// tens of milliseconds. Otherwise the command answers from the cache and the user is told,
/// on standard error, how old the data is or that the write waits.
final class HouseholdRefresh {
    /// How long a command waits for the server before answering from the cache: a local
    /// socket answers in a few milliseconds, a server across the world may not.
    static let deadline: Duration = .milliseconds(80)
    /// How long into the deadline a new page of a pull may still start, and how many rows a
    /// page holds: a household far ahead of the cache (a new member's first read of 200,000
    /// rows) arrives over several commands, each answering from what has arrived.
    static let pageBudget: Duration = .milliseconds(50)
    static let pageSize = 200

    private let session: Session
    private let runner: CommandRunner
    private(set) var link: HouseholdLink
    private let connection: HouseholdConnection
    /// Pending changes already reported in trouble during this command: the exchange after a
    /// write pushes them again and must not say them twice, nor count them as this write's.
    private var reported: Set<Int64> = []

    /// `nil` when the command does not touch subscriptions or the profile is local-only.
    init?(session: Session, command: Command, connection: HouseholdConnection) {
        guard command.ledgerAccess != .none else { return nil }
        let runner = CommandRunner(session: session)
        guard let link = try? runner.currentLink() else { return nil }
        self.session = session
        self.connection = connection
        self.runner = runner
        self.link = link
    }

    /// Before the command: one sync, quickly, or the notice (once per offline spell) that
    /// the cache answers alone.
    func before(_ notices: inout [String], wording: HouseholdWording) {
        exchange(&notices, wording: wording)
        // A server that answered with a failure was said in its own words: not "offline".
        if connection.isUnreachable, !connection.answered, !connection.offlineNoticeGiven {
            connection.offlineNoticeGiven = true
            notices.append(wording.offline(link))
        }
    }

    /// After a write: the write goes up now, or waits (and the user is told, once per
    /// offline spell, how many wait). Returns the changes the server refused or found in
    /// conflict just now, leaving out those already in trouble before the command (`before`
    /// said them; they are not this write's).
    func after(_ notices: inout [String], wording: HouseholdWording) -> Int {
        let troubles = exchange(&notices, wording: wording)
        if connection.isUnreachable, connection.announcedWaiting == nil,
            let store = try? session.writableStore(), let waiting = try? store.pendingCount(),
            waiting > 0
        {
            connection.announcedWaiting = waiting
            notices.append(wording.queued(waiting))
        }
        return troubles
    }

    /// The role the household gave this login, as last known.
    var role: HouseholdRole? { link.role }

    @discardableResult
    private func exchange(_ notices: inout [String], wording: HouseholdWording) -> Int {
        guard connection.shouldTry() else { return 0 }
        // The deadline is the whole exchange's, connecting included: a server that accepts
        // the connection but answers slowly (or waits on a lock) costs the command no more.
        let start = ContinuousClock.now
        let end = start.advanced(by: Self.deadline)
        do throws(CommandFailure) {
            let client: HouseholdClient
            if let open = connection.client {
                client = open
            } else {
                client = try runner.connect(conninfo: link.conninfo, deadline: Self.deadline)
                connection.client = client
            }
            client.connection.deadline = end
            defer { client.connection.deadline = nil }
            let store = try session.writableStore()
            let report = try runner.synchronize(
                store: store, link: link, client: client, pageSize: Self.pageSize,
                budget: start.advanced(by: Self.pageBudget))
            connection.markReached()
            if !report.caughtUp, !connection.syncingNoticeGiven {
                connection.syncingNoticeGiven = true
                let arrived = (try? store.read().expenses.count) ?? 0
                notices.append(wording.syncing(link, arrived: arrived))
            }
            if let refreshed = try runner.currentLink() { link = refreshed }
            let conflicts = report.conflicts.filter { !reported.contains($0.number) }
            let rejected = report.rejected.filter { !reported.contains($0.number) }
            reported.formUnion((conflicts + rejected).map(\.number))
            if !conflicts.isEmpty {
                notices.append(
                    wording.localizer.text(
                        .householdConflicts, ["count": .count(conflicts.count)]))
            }
            if !rejected.isEmpty {
                notices.append(
                    wording.localizer.text(.householdRejected, ["count": .count(rejected.count)]))
            }
            notices += wording.unreadable(report.unreadable)
            return conflicts.count + rejected.count
        } catch {
            if case .server(.unreachable) = error {
                connection.markUnreachable()
                return 0
            }
            // Anything else (a refused login, a schema to migrate, a cache that cannot be
            // written) is said once, in its own words, not as "no connection": the server
            // answered. The command still answers from the cache.
            connection.markUnreachable(answered: true)
            if !connection.offlineNoticeGiven {
                connection.offlineNoticeGiven = true
                notices += FailureWording(localizer: wording.localizer).body(for: error)
            }
            return 0
        }
    }
}
