import Foundation
import SubDomain
import SubRecords
import SubServer
import SubStore
import TestSupport

/// The household's figures, against a throwaway PostgreSQL cluster on a local socket (the tests'
/// own `TestCluster`): `total` on a linked profile beside the same `total` on a local one,
/// a pull of 10,000 rows into an empty cache, a push of 1,000 queued writes.
struct HouseholdBenchmark {
    let scale: ScaleBenchmark

    func rows() -> (rows: [BenchRow], notes: [String]) {
        let cluster: TestCluster
        switch TestCluster.shared {
        case .success(let started): cluster = started
        case .failure(let failure):
            return ([], ["household: no PostgreSQL cluster (\(failure.description))"])
        }
        do {
            let total = try totalRow(cluster)
            let server = try ServerScaleBenchmark(cluster: cluster).rows()
            return ([total, promptRow(), try pullRow(cluster), try pushRow(cluster)] + server, [])
        } catch {
            return ([], ["household: could not prepare the fixtures: \(error)"])
        }
    }

    private var folder: String { scale.fixtures.folder }

    private func client(_ cluster: TestCluster, _ login: String) throws -> HouseholdClient {
        HouseholdClient(connection: try PostgresConnection(conninfo: cluster.conninfo(login)))
    }

    private func prepared(_ cluster: TestCluster) throws {
        _ = try ServerSchema.initialize(
            try PostgresConnection(conninfo: cluster.conninfo("admin")))
    }

    /// A household of `count` subscriptions owned by alice; its name.
    private func household(_ cluster: TestCluster, count: Int) throws -> (String, UUID) {
        try prepared(cluster)
        let alice = try client(cluster, "alice")
        let name = "bench-\(count)-\(UUID().uuidString.prefix(8))"
        let home = try alice.createHousehold(named: name)
        let ledger = DomainBenchmark.makeLedger(count: count, today: BenchFixtures.today)
        try alice.upload(ledger.expenses.map(ExpenseRecord.init), to: home.id)
        return (name, home.id)
    }

    /// `total` on a profile linked to a household of 1,000 (it asks the server for changes
    /// first) against `total` on a local profile of the same 1,000.
    private func totalRow(_ cluster: TestCluster) throws -> BenchRow {
        let (name, _) = try household(cluster, count: 1_000)
        let linked = "linked1k"
        _ = ProcessProbe.run(
            scale.subhub(linked, ["link", cluster.conninfo("alice"), "--household", name]),
            environment: scale.environment, keepOutput: false)
        let (ours, theirs) = scale.sideBySide(
            runs: scale.runs, scale.subhub(linked, ["--json", "total"]),
            scale.subhub("p1k", ["--json", "total"]))
        return .ratio(
            "--json total, linked profile, 1,000 subscriptions, server on a local socket",
            ours: ours, reference: "the same total on a local-only profile", theirs: theirs,
            limit: 2)
    }

    /// The shell's first prompt on the linked profile against the local one: it reads the
    /// cache and never waits on the network.
    private func promptRow() -> BenchRow {
        var ours: [Double] = []
        var theirs: [Double] = []
        for _ in 0..<scale.runs {
            for (profile, times) in [("linked1k", 0), ("p1k", 1)] {
                guard
                    let run = ProcessProbe.timeToMarker(
                        scale.subhub(profile, []), environment: scale.environment,
                        marker: "subhub (\(profile))> ")
                else { continue }
                if times == 0 { ours.append(run.seconds) } else { theirs.append(run.seconds) }
            }
        }
        return .ratio(
            "first prompt on a pty, linked profile, 1,000 subscriptions",
            ours: ScaleBenchmark.median(ours), reference: "the same on a local-only profile",
            theirs: ScaleBenchmark.median(theirs), limit: 1.5)
    }

    /// An empty profile joining a household of 10,000: connect, pull, write the cache.
    private func pullRow(_ cluster: TestCluster) throws -> BenchRow {
        let (name, home) = try household(cluster, count: 10_000)
        if try client(cluster, "alice").invite(login: "bob", role: .editor, to: home) {
            _ = try client(cluster, "bob").acceptInvitation(to: home)
        }
        let run = ProcessProbe.run(
            scale.subhub("pull10k", ["link", cluster.conninfo("bob"), "--household", name]),
            environment: scale.environment, timeout: scale.cutOff, keepOutput: false)
        return .duration(
            "pull of 10,000 rows into an empty cache (link, whole process)",
            seconds: run.flatMap { $0.succeeded ? $0.seconds : nil }, limit: 3)
    }

    /// 1,000 writes queued while the server was out of reach, then one `sync`.
    private func pushRow(_ cluster: TestCluster) throws -> BenchRow {
        let (name, _) = try household(cluster, count: 0)
        let profile = "push1k"
        _ = ProcessProbe.run(
            scale.subhub(profile, ["link", cluster.conninfo("alice"), "--household", name]),
            environment: scale.environment, keepOutput: false)
        // Point the link at a socket folder with no server, queue the writes, point it back.
        let store = try ExpenseStore(
            location: try StoreLocation(dataRoot: folder, profile: profile))
        guard var link = try store.householdLink() else {
            return .duration("push of 1,000 queued writes (sync)", seconds: nil, limit: 3)
        }
        let reachable = link.conninfo
        link.conninfo = "host=\(folder)/no-server dbname=subhub user=alice"
        try store.saveLink(link)
        let script = try scale.fixtures.addScript(count: 1_000)
        _ = ProcessProbe.run(
            scale.subhub(profile, []), environment: scale.environment,
            input: script, keepOutput: false)
        let queued = try store.pendingCount()
        link.conninfo = reachable
        try store.saveLink(link)
        store.close()
        let run = ProcessProbe.run(
            scale.subhub(profile, ["sync"]), environment: scale.environment,
            timeout: scale.cutOff, keepOutput: false)
        return .duration(
            "push of \(queued) queued writes (sync, whole process)",
            seconds: run.flatMap { $0.succeeded ? $0.seconds : nil }, limit: 3)
    }
}
