import Foundation
import SubBrands
import SubLocalization
import SubShell

/// The whole-process table: whole `subhub` processes against reference commands run side by side
/// (alternating, in this same run), plus the absolute figures at 100,000 subscriptions.
///
/// Slow work is cut off rather than waited for (the row then says "stopped" and fails), so
/// the whole report takes a few minutes even before the store is fast.
struct ScaleBenchmark {
    let binary: String
    let fixtures: BenchFixtures
    let environment: [String: String]
    /// Runs per side for figures of milliseconds; work at 100,000 rows gets fewer.
    let runs = 15
    /// The longest any single slow run is allowed.
    let cutOff: Double = 30

    init(binary: String, folder: String) {
        self.binary = binary
        self.fixtures = BenchFixtures(folder: folder)
        self.environment = [
            // The first prompt, not the starter pack offered on the empty profile.
            "SUBHUB_DATA_DIR": folder, "LANG": "en_US.UTF-8", "HOME": folder, "TERM": "xterm",
            "SUBHUB_NO_ONBOARDING": "1",
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
        ]
    }

    /// `subhub --profile NAME --as-of 2026-11-29 ARGUMENTS…`.
    func subhub(_ profile: String, _ arguments: [String]) -> [String] {
        [binary, "--profile", profile, "--as-of", BenchFixtures.asOf] + arguments
    }

    func run() -> [String] {
        var notes: [String] = []
        var rows: [BenchRow] = []
        let started = DispatchTime.now().uptimeNanoseconds
        let profiles: [(name: String, count: Int)] = [
            ("p0", 0), ("p1k", 1_000), ("p10k", 10_000), ("p100k", 100_000),
        ]
        var databases: [String: String] = [:]
        do {
            for profile in profiles {
                databases[profile.name] = try fixtures.profile(profile.name, count: profile.count)
            }
        } catch {
            return ["bench: could not build the fixture profiles in \(fixtures.folder): \(error)"]
        }
        notes.append(
            "fixtures: profiles of 0 / 1,000 / 10,000 / 100,000 subscriptions written through "
                + "SubStore in \(BenchRow.time(Self.since(started)))")

        rows += totalRows(databases: databases)
        let hello = HelloReference.build(in: fixtures.folder)
        if let problem = hello.problem { notes.append("hello: \(problem)") }
        rows += promptRows(hello: hello.path, profiles: profiles.map(\.name))
        rows += listRows(hello: hello.path)
        rows.append(brandsRow())
        rows += scriptRows()
        rows.append(helpRow())
        let floor = FloorBenchmark(scale: self).rows()
        rows += floor.rows
        notes += floor.notes
        rows += largeRows()
        rows.append(CompletionBenchmark.row(count: 100_000))
        let payments = PaymentsBenchmark(scale: self).rows()
        rows += payments.rows
        notes += payments.notes
        let household = HouseholdBenchmark(scale: self).rows()
        rows += household.rows
        notes += household.notes
        notes.append("whole run: \(BenchRow.time(Self.since(started)))")
        return BenchRow.table(rows) + notes
    }

    // MARK: - Rows

    /// `--json total` against `sqlite3` summing per currency over the same file.
    func totalRows(databases: [String: String]) -> [BenchRow] {
        let sqlite = ["/usr/bin/sqlite3", "/bin/sqlite3"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        let query =
            "SELECT currency, SUM(amount_minor) FROM expenses WHERE status = 'active' "
            + "AND parent_id IS NULL GROUP BY currency;"
        var rows: [BenchRow] = []
        for (profile, label, runs) in [("p10k", "10,000", runs), ("p100k", "100,000", 5)] {
            let reference = sqlite.map { [$0, databases[profile] ?? "", query] }
            let (ours, theirs) = sideBySide(
                runs: runs, subhub(profile, ["--json", "total"]), reference)
            rows.append(
                .ratio(
                    "--json total, \(label) subscriptions", ours: ours,
                    reference:
                        "sqlite3 FILE 'SELECT currency, SUM(amount_minor) … GROUP BY currency'",
                    theirs: theirs, limit: 1.5))
        }
        let peak = ProcessProbe.peakKiB(subhub("p100k", ["total"]), environment: environment)
        rows.append(memoryRow("peak memory of total, 100,000 subscriptions", peak))
        return rows
    }

    /// Exec to the first prompt on a pseudo-terminal against the Foundation hello.
    func promptRows(hello: String?, profiles: [String]) -> [BenchRow] {
        var rows: [BenchRow] = []
        let labels = ["p0": "0", "p1k": "1,000", "p10k": "10,000", "p100k": "100,000"]
        for profile in profiles {
            let count = profile == "p100k" ? 5 : runs
            var ours: [Double] = []
            var theirs: [Double] = []
            for _ in 0..<count {
                if let run = ProcessProbe.timeToMarker(
                    subhub(profile, []), environment: environment,
                    marker: "subhub (\(profile))> ")
                {
                    ours.append(run.seconds)
                }
                if let hello,
                    let run = ProcessProbe.timeToMarker(
                        [hello], environment: environment, marker: "subhub> ")
                {
                    theirs.append(run.seconds)
                }
            }
            rows.append(
                .ratio(
                    "first prompt on a pty, \(labels[profile] ?? profile) subscriptions",
                    ours: Self.median(ours),
                    reference: "Foundation hello (formats one currency, prints a prompt)",
                    theirs: Self.median(theirs), limit: 2))
        }
        // GNU time wraps the shell; `quit` lets it exit so time can write its report.
        let report = fixtures.folder + "/headline-peak.txt"
        let timed = ["/usr/bin/time", "-f", "%M", "-o", report] + subhub("p100k", [])
        _ = ProcessProbe.timeToMarker(
            timed, environment: environment, marker: "subhub (p100k)> ", answer: "quit\n")
        let peak = (try? String(contentsOfFile: report, encoding: .utf8)).flatMap {
            Int(
                $0.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").last ?? ""
            )
        }
        rows.append(memoryRow("peak memory of the headline (first prompt), 100,000", peak))
        return rows
    }

    /// `brands net --json` one-shot against `fzf --filter net` over the same names.
    func brandsRow() -> BenchRow {
        let names = BrandCatalog().allBrands.map(\.name)
        guard let namesFile = try? fixtures.namesFile(names) else {
            return .ratio(
                "brands net --json", ours: nil, reference: "fzf --filter net", theirs: nil,
                limit: 2)
        }
        let fzf = ["/usr/bin/fzf", "/bin/fzf"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        let (ours, theirs) = sideBySide(
            runs: runs, subhub("p0", ["brands", "net", "--json"]),
            fzf.map { [$0, "--filter", "net"] }, referenceInput: namesFile)
        return .ratio(
            "brands net --json (one-shot)", ours: ours,
            reference: "fzf --filter net < the same \(names.count) names", theirs: theirs, limit: 2)
    }

    /// 10,000 `add` lines piped into script mode against 1,000, and the database size after.
    func scriptRows() -> [BenchRow] {
        guard let small = try? fixtures.addScript(count: 1_000),
            let large = try? fixtures.addScript(count: 10_000)
        else { return [] }
        let smallRun = ProcessProbe.run(
            subhub("adds1k", []), environment: environment, input: small, timeout: cutOff,
            keepOutput: false)
        let largeRun = ProcessProbe.run(
            subhub("adds10k", []), environment: environment, input: large, timeout: cutOff,
            keepOutput: false)
        var rows: [BenchRow] = []
        if let largeRun, largeRun.stopped, let smallRun, !smallRun.stopped {
            // Cut short: the ratio is at least the cut-off over the small run.
            rows.append(
                BenchRow(
                    work: "10,000 add lines piped in (script mode)",
                    figure: "> \(BenchRow.time(cutOff)) (stopped)",
                    reference: "1,000 add lines piped in: \(BenchRow.time(smallRun.seconds))",
                    ratio: String(format: "> %.1f×", cutOff / smallRun.seconds), target: "≤ 12×",
                    passed: false))
        } else {
            rows.append(
                .ratio(
                    "10,000 add lines piped in (script mode)",
                    ours: largeRun.flatMap { $0.stopped ? nil : $0.seconds },
                    reference: "1,000 add lines piped in",
                    theirs: smallRun.flatMap { $0.stopped ? nil : $0.seconds }, limit: 12))
        }
        rows.append(
            .duration(
                "10,000 add lines piped in (script mode)",
                seconds: largeRun?.seconds, stoppedAfter: largeRun?.stopped == true ? cutOff : nil,
                limit: 20))
        rows.append(databaseRow(profile: "adds10k", stopped: largeRun?.stopped ?? true))
        return rows
    }

    /// Bytes of the profile's database per stored subscription.
    func databaseRow(profile: String, stopped: Bool) -> BenchRow {
        let path = fixtures.folder + "/\(profile)/subhub.sqlite"
        let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        let sqlite = ["/usr/bin/sqlite3", "/bin/sqlite3"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        let stored =
            sqlite.flatMap {
                ProcessProbe.run(
                    [$0, path, "SELECT count(*) FROM expenses;"], environment: environment)
            }.flatMap { Int($0.output.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 0
        guard stored > 0 else {
            return BenchRow(
                work: "database bytes per subscription after 10,000 adds", figure: "not measured",
                reference: "file size / rows", ratio: "—", target: "≤ 600 B", passed: false)
        }
        let perRow = bytes / stored
        return BenchRow(
            work:
                "database bytes per subscription after \(stopped ? "\(stored) (run stopped)" : "10,000") adds",
            figure: "\(perRow) B", reference: "\(bytes) B file / \(stored) rows", ratio: "—",
            target: "≤ 600 B", passed: !stopped && perRow <= 600)
    }

    /// `help` touches no data; the binary is already static, so there is no second build.
    func helpRow() -> BenchRow {
        let (ours, _) = sideBySide(runs: runs, subhub("p0", ["help"]), nil)
        return BenchRow(
            work: "help (no data touched)", figure: ours.map(BenchRow.time) ?? "not measured",
            reference: "the same binary built with --static-swift-stdlib: it is that build",
            ratio: "1.00×", target: "—", passed: nil)
    }

    /// `list` piped at 100,000 subscriptions: its first screen (40 lines) against the
    /// Foundation hello run whole, side by side, then the whole list's time and peak memory
    /// (it no longer holds the ledger).
    func listRows(hello: String?) -> [BenchRow] {
        var ours: [Double] = []
        var theirs: [Double] = []
        var whole: [ProcessProbe.Run] = []
        for _ in 0..<5 {
            if let run = ProcessProbe.run(
                subhub("p100k", ["list"]), environment: environment, timeout: cutOff,
                keepOutput: false, firstLines: 40),
                run.succeeded
            {
                run.firstLinesSeconds.map { ours.append($0) }
                whole.append(run)
            }
            if let hello,
                let run = ProcessProbe.run(
                    [hello], environment: environment, timeout: cutOff, keepOutput: false),
                run.succeeded
            {
                theirs.append(run.seconds)
            }
        }
        return [
            .ratio(
                "list piped, first screen (40 lines), 100,000 subscriptions",
                ours: Self.median(ours),
                reference: "Foundation hello (formats one currency, prints a prompt)",
                theirs: Self.median(theirs), limit: 2),
            BenchRow(
                work: "list piped, every line, 100,000 subscriptions",
                figure: Self.median(whole.map(\.seconds)).map(BenchRow.time) ?? "not measured",
                reference: "for scale: 100,010 lines", ratio: "—", target: "—", passed: nil),
            memoryRow(
                "peak memory of list, 100,000 subscriptions",
                ProcessProbe.peakKiB(subhub("p100k", ["list"]), environment: environment)),
        ]
    }

    /// Absolute figures at 100,000 subscriptions, one run each (they are long).
    func largeRows() -> [BenchRow] {
        var rows: [BenchRow] = []
        for (arguments, label, limit) in [
            (["upcoming", "365"], "upcoming 365", 1.0),
            (["export", "json"], "export json", 2.0),
            (["risks"], "risks", 0.5),
        ] {
            let run = ProcessProbe.run(
                subhub("p100k", arguments), environment: environment, timeout: cutOff,
                keepOutput: false)
            rows.append(
                .duration(
                    "\(label), 100,000 subscriptions", seconds: run?.seconds,
                    stoppedAfter: run?.stopped == true ? cutOff : nil, limit: limit))
        }
        let list = ProcessProbe.run(
            subhub("p100k", ["--json", "list"]), environment: environment, timeout: cutOff,
            keepOutput: false)
        rows.append(
            BenchRow(
                work: "list --json, 100,000 subscriptions",
                figure: list.map {
                    $0.stopped ? "> \(BenchRow.time(cutOff)) (stopped)" : BenchRow.time($0.seconds)
                }
                    ?? "not measured",
                reference: "for scale: JSON output must not dominate", ratio: "—", target: "—",
                passed: nil))
        if let file = try? fixtures.exportFile(count: 100_000) {
            let run = ProcessProbe.run(
                subhub("imported", ["import", file]), environment: environment, timeout: cutOff,
                keepOutput: false)
            rows.append(
                .duration(
                    "import of 100,000 subscriptions (JSON)", seconds: run?.seconds,
                    stoppedAfter: run?.stopped == true ? cutOff : nil, limit: 15))
        }
        return rows
    }

    func memoryRow(_ work: String, _ peakKiB: Int?) -> BenchRow {
        BenchRow(
            work: work,
            figure: peakKiB.map { String(format: "%.1f MB", Double($0) / 1024) } ?? "not measured",
            reference: "ru_maxrss of the child (wait4, through GNU time)", ratio: "—",
            target: "≤ 40 MB", passed: peakKiB.map { $0 <= 40 * 1024 } ?? false)
    }

    // MARK: - Timing

    /// Medians of `ours` and `reference`, alternated run by run after one warm-up each, so
    /// both see the same machine load. `nil` for a side that never succeeded.
    func sideBySide(
        runs: Int, _ ours: [String], _ reference: [String]?, referenceInput: String? = nil
    ) -> (Double?, Double?) {
        var ourTimes: [Double] = []
        var referenceTimes: [Double] = []
        for round in 0...runs {
            if let run = ProcessProbe.run(
                ours, environment: environment, timeout: cutOff, keepOutput: false),
                run.succeeded, round > 0
            {
                ourTimes.append(run.seconds)
            }
            if let reference,
                let run = ProcessProbe.run(
                    reference, environment: environment, input: referenceInput, timeout: cutOff,
                    keepOutput: false),
                run.succeeded, round > 0
            {
                referenceTimes.append(run.seconds)
            }
        }
        return (Self.median(ourTimes), Self.median(referenceTimes))
    }

    static func median(_ values: [Double]) -> Double? {
        values.isEmpty ? nil : Stopwatch.median(values)
    }

    static func since(_ start: UInt64) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
}
