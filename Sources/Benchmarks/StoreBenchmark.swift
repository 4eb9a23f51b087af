import Foundation
import SubDomain
import SubStore

/// Issue 4: whole-process `subhub --json total` over 10,000 stored expenses, against the
/// `sqlite3` shell summing per currency over the same file (target ratio ≤ 2×, peak memory
/// ≤ 40 MB). Issue 6: exec to first prompt on a pseudo-terminal with 1,000 expenses (target
/// ≤ 30 ms median, ≤ 40 MB).
enum StoreBenchmark {
    static func run(binary: String) -> [String] {
        // SUBHUB_BENCH_DIR keeps the profiles for a closer look (hyperfine, perf).
        let kept = ProcessInfo.processInfo.environment["SUBHUB_BENCH_DIR"]
        let folder = kept ?? NSTemporaryDirectory() + "subhub-bench-\(getpid())"
        defer { if kept == nil { try? FileManager.default.removeItem(atPath: folder) } }
        var lines: [String] = []
        guard let large = populate(folder: folder, profile: "large", count: 10_000),
            let small = populate(folder: folder, profile: "small", count: 1_000)
        else { return ["store: could not create the benchmark profiles in \(folder)"] }
        let environment = [
            "SUBHUB_DATA_DIR": folder, "LANG": "en_US.UTF-8", "HOME": folder, "TERM": "xterm",
        ]

        var subhub: [Double] = []
        var peak = 0
        for _ in 0..<21 {
            guard
                let run = ProcessProbe.run(
                    [binary, "--profile", "large", "--json", "total"], environment: environment)
            else { return ["store: could not run \(binary)"] }
            subhub.append(run.seconds)
            peak = max(
                peak,
                ProcessProbe.peakKiB(
                    [binary, "--profile", "large", "--json", "total"], environment: environment)
                    ?? 0)
        }
        let sqlitePath = ["/usr/bin/sqlite3", "/bin/sqlite3"].first {
            FileManager.default.fileExists(atPath: $0)
        }
        var sqlite: [Double] = []
        if let sqlitePath {
            let query =
                "SELECT currency, SUM(amount_minor) FROM expenses WHERE status = 'active' AND parent_id IS NULL GROUP BY currency;"
            for _ in 0..<21 {
                if let run = ProcessProbe.run([sqlitePath, large, query], environment: environment)
                {
                    sqlite.append(run.seconds)
                }
            }
        }
        let subhubMedian = Stopwatch.median(subhub)
        lines.append("store: 10,000 expenses, whole process, median of 21")
        lines.append(
            "  subhub --json total   \(Stopwatch.milliseconds(subhubMedian))  peak \(peak / 1024) MiB (target ≤ 40 MB)"
        )
        if sqlite.isEmpty {
            lines.append("  sqlite3 not installed: no comparison")
        } else {
            let sqliteMedian = Stopwatch.median(sqlite)
            lines.append("  sqlite3 per-currency  \(Stopwatch.milliseconds(sqliteMedian))")
            lines.append(
                String(
                    format: "  ratio                 %.2f× (target ≤ 2×)",
                    subhubMedian / sqliteMedian))
        }

        var prompt: [Double] = []
        var promptPeak = 0
        for _ in 0..<21 {
            if let run = ProcessProbe.timeToMarker(
                [binary, "--profile", "small"], environment: environment, marker: "subhub")
            {
                prompt.append(run.seconds)
                promptPeak = max(
                    promptPeak,
                    ProcessProbe.peakKiB(
                        [binary, "--profile", "small", "--as-of", "2026-11-29", "total"],
                        environment: environment) ?? 0)
            }
        }
        _ = small
        if prompt.isEmpty {
            lines.append("shell: the prompt never appeared on the pseudo-terminal")
        } else {
            lines.append(
                "shell: exec to first prompt, 1,000 expenses, pseudo-terminal, median of \(prompt.count)"
            )
            lines.append(
                "  first prompt          \(Stopwatch.milliseconds(Stopwatch.median(prompt)))  (target ≤ 30 ms)  peak \(promptPeak / 1024) MiB (target ≤ 40 MB)"
            )
        }
        return lines
    }

    /// A profile database with `count` expenses in three currencies and five periods.
    static func populate(folder: String, profile: String, count: Int) -> String? {
        do {
            let location = try StoreLocation(dataRoot: folder, profile: profile)
            let store = try ExpenseStore(location: location)
            let today = CivilDate(daysSinceEpoch: 20_786)
            let ledger = DomainBenchmark.makeLedger(count: count, today: today)
            try store.write { (stored: inout ExpenseLedger) in stored = ledger }
            store.close()
            return location.databasePath
        } catch {
            return nil
        }
    }
}
