import Foundation

/// SubHub at the floor, without ICU. The reference is a static Swift hello
/// (`swiftc -O -static-stdlib`, the same runtime linking as `subhub`) that prints a prompt
/// and reads a line, built in the benchmark's folder and run side by side with `subhub`.
/// Then the stripped size, the ICU symbols `nm` finds, and the libraries the binary needs.
struct FloorBenchmark {
    let scale: ScaleBenchmark

    /// The libraries `subhub` has needed since the libraries were settled (`readelf -d`'s NEEDED): the ICU it
    /// carried was static, so leaving it must not add or drop one.
    static let neededLibraries: Set<String> = [
        "libsqlite3.so.0", "libedit.so.2", "libm.so.6", "libstdc++.so.6", "libgcc_s.so.1",
        "libc.so.6", "ld-linux-x86-64.so.2",
    ]

    static let helloSource = """
        print("subhub> ", terminator: "")
        _ = readLine()

        """

    func rows() -> (rows: [BenchRow], notes: [String]) {
        var notes: [String] = []
        let hello = Self.buildHello(in: scale.fixtures.folder)
        if let problem = hello.problem { notes.append("static hello: \(problem)") }
        var rows: [BenchRow] = []
        let (ours, theirs) = scale.sideBySide(
            runs: 40, scale.subhub("p0", ["help"]), hello.path.map { [$0] })
        rows.append(
            .ratio(
                "help, without ICU", ours: ours, reference: "static Swift hello (prints a prompt)",
                theirs: theirs, limit: 1.3))
        for (profile, label) in [("p0", "0"), ("p10k", "10,000")] {
            rows.append(promptRow(profile: profile, label: label, hello: hello.path))
        }
        rows += floorRows()
        rows.append(sizeRow())
        rows.append(icuRow())
        rows.append(librariesRow())
        notes.append(startupOrderNote())
        notes += floorNotes(hello: hello.path)
        return (rows, notes)
    }

    /// The start-up targets against the C floor itself, side by side: `help` against a C
    /// program that opens the profile read-only, reads its language and prints the same help;
    /// the first prompt against the C floor's bare first prompt.
    private func floorRows() -> [BenchRow] {
        let reference = "C floor (subhub's libraries, no Swift)"
        let help = ProcessProbe.run(scale.subhub("p0", ["help"]), environment: scale.environment)
        guard let help, help.succeeded else {
            return [
                .ratio(
                    "help, against the C floor", ours: nil, reference: reference, theirs: nil,
                    limit: 1.5)
            ]
        }
        let floor = FloorReference.build(
            help: help.output, libraries: Self.neededLibraries, in: scale.fixtures.folder)
        let database = scale.fixtures.folder + "/p0/subhub.sqlite"
        guard let path = floor.path else {
            return [
                .ratio(
                    "help, against the C floor", ours: nil, reference: reference, theirs: nil,
                    limit: 1.5)
            ]
        }
        let (ours, theirs) = scale.sideBySide(
            runs: 40, scale.subhub("p0", ["help"]), [path, "store", database, ""])
        var rows: [BenchRow] = [
            .ratio(
                "help, against the C floor doing the same work", ours: ours,
                reference: reference + ": opens the profile, reads its language, prints the help",
                theirs: theirs, limit: 1.5)
        ]
        var prompt: [Double] = []
        var floorPrompt: [Double] = []
        for round in 0...Self.promptRounds {
            let run = ProcessProbe.timeToMarker(
                scale.subhub("p0", []), environment: scale.environment, marker: "subhub (p0)> ")
            let floorRun = ProcessProbe.timeToMarker(
                [path, "prompt", database, "subhub (p0)> "], environment: scale.environment,
                marker: "subhub (p0)> ")
            guard round > 0 else { continue }
            run.map { prompt.append($0.seconds) }
            floorRun.map { floorPrompt.append($0.seconds) }
        }
        rows.append(
            .ratio(
                "first prompt on a pty, 0 subscriptions, against the C floor",
                ours: ScaleBenchmark.median(prompt),
                reference: reference + ": its bare first prompt",
                theirs: ScaleBenchmark.median(floorPrompt), limit: 1.5))
        return rows
    }

    /// The C floor (`FloorReference`) beside the same static hello: how close any program
    /// with subhub's libraries and store could come to each start-up target.
    private func floorNotes(hello: String?) -> [String] {
        guard let hello else { return [] }
        let help = ProcessProbe.run(scale.subhub("p0", ["help"]), environment: scale.environment)
        guard let help, help.succeeded else { return ["C floor: subhub help did not run"] }
        let floor = FloorReference.build(
            help: help.output, libraries: Self.neededLibraries, in: scale.fixtures.folder)
        guard let path = floor.path else { return ["C floor: \(floor.problem ?? "not built")"] }
        let database = scale.fixtures.folder + "/p0/subhub.sqlite"
        var notes: [String] = [foundationNote(hello: hello)]
        for (step, label) in [
            ("bare", "printing the help"), ("store", "reading the stored language first"),
        ] {
            let (ours, theirs) = scale.sideBySide(
                runs: 40, [path, step, database, ""], [hello])
            notes.append(Self.floorNote("help, \(label)", ours, theirs))
        }
        var ours: [Double] = []
        var theirs: [Double] = []
        for round in 0...Self.promptRounds {
            let floorRun = ProcessProbe.timeToMarker(
                [path, "prompt", database, "subhub (p0)> "], environment: scale.environment,
                marker: "subhub (p0)> ")
            let helloRun = ProcessProbe.timeToMarker(
                [hello], environment: scale.environment, marker: "subhub> ")
            guard round > 0 else { continue }
            floorRun.map { ours.append($0.seconds) }
            helloRun.map { theirs.append($0.seconds) }
        }
        notes.append(
            Self.floorNote(
                "first prompt on a pty, 0 subscriptions", ScaleBenchmark.median(ours),
                ScaleBenchmark.median(theirs)))
        return notes
    }

    /// The same static hello importing FoundationEssentials for the three things every
    /// start of subhub touches (the clock, the file system, an identifier): what linking it
    /// costs before a line of SubHub runs.
    static let foundationHelloSource = """
        import FoundationEssentials
        let started = Date()
        let present = FileManager.default.fileExists(atPath: "/nonexistent")
        let identifier = UUID()
        if CommandLine.arguments.count > 5 { print(started, present, identifier) }
        print("subhub> ", terminator: "")
        _ = readLine()

        """

    private func foundationNote(hello: String) -> String {
        let built = HelloReference.compile(
            Self.foundationHelloSource, named: "static-hello-essentials",
            in: scale.fixtures.folder, flags: ["-O", "-static-stdlib"])
        guard let path = built.path else {
            return "static hello with FoundationEssentials: \(built.problem ?? "not built")"
        }
        let (ours, theirs) = scale.sideBySide(runs: 40, [path], [hello])
        guard let ours, let theirs, theirs > 0 else {
            return "static hello with FoundationEssentials: not measured"
        }
        return "static hello importing FoundationEssentials (Date, FileManager, UUID): "
            + "\(BenchRow.time(ours)) vs \(BenchRow.time(theirs)) = "
            + String(format: "%.2f", ours / theirs) + "×"
    }

    private static func floorNote(_ work: String, _ ours: Double?, _ theirs: Double?) -> String {
        guard let ours, let theirs, theirs > 0 else { return "C floor, \(work): not measured" }
        return "C floor (subhub's libraries, no Swift), \(work): \(BenchRow.time(ours)) vs "
            + "static hello \(BenchRow.time(theirs)) = \(String(format: "%.2f", ours / theirs))×"
    }

    /// How much of Data/startup.order the binary still has: the list is written by
    /// scripts/startup-order.py (`make startup-order`), and names the code no longer has
    /// are skipped by the linker, so a list gone stale shows here before it shows in the start.
    private func startupOrderNote() -> String {
        let path = FileManager.default.currentDirectoryPath + "/Data/startup.order"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8),
            let run = ProcessProbe.run(
                ["/usr/bin/env", "nm", "--defined-only", scale.binary],
                environment: scale.environment)
        else { return "startup order: not measured (\(path))" }
        let listed = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init)
        let defined = Set(
            run.output.split(separator: "\n").compactMap {
                $0.split(separator: " ").last.map(String.init)
            })
        let found = listed.filter(defined.contains).count
        return "startup order: \(found) of the \(listed.count) functions Data/startup.order lists "
            + "are in the binary (`make startup-order` writes the list again)"
    }

    /// Rounds of each first-prompt figure: more than the bench's usual 15, because a start on
    /// a pty varies by a millisecond from run to run and these are read against targets half
    /// a hello wide.
    static let promptRounds = 40

    /// Exec to the first prompt on a pseudo-terminal, alternated with the static hello.
    private func promptRow(profile: String, label: String, hello: String?) -> BenchRow {
        var ours: [Double] = []
        var theirs: [Double] = []
        for round in 0...Self.promptRounds {
            let run = ProcessProbe.timeToMarker(
                scale.subhub(profile, []), environment: scale.environment,
                marker: "subhub (\(profile))> ")
            let reference = hello.flatMap {
                ProcessProbe.timeToMarker([$0], environment: scale.environment, marker: "subhub> ")
            }
            guard round > 0 else { continue }
            run.map { ours.append($0.seconds) }
            reference.map { theirs.append($0.seconds) }
        }
        return .ratio(
            "first prompt on a pty, \(label) subscriptions, without ICU",
            ours: ScaleBenchmark.median(ours), reference: "static Swift hello (prints a prompt)",
            theirs: ScaleBenchmark.median(theirs), limit: 1.5)
    }

    /// The binary stripped of its symbols, as `make install` does not (yet) but a package would.
    private func sizeRow() -> BenchRow {
        let stripped = scale.fixtures.folder + "/subhub-stripped"
        let run = ProcessProbe.run(
            ["/usr/bin/env", "strip", "-o", stripped, scale.binary],
            environment: scale.environment)
        let bytes =
            run?.succeeded == true
            ? (try? FileManager.default.attributesOfItem(atPath: stripped)[.size] as? Int) ?? nil
            : nil
        return BenchRow(
            work: "stripped binary size",
            figure: bytes.map { "\($0) B (\(String(format: "%.1f", Double($0) / 1e6)) MB)" }
                ?? "not measured",
            reference: "strip -o; was 64.2 MB with ICU", ratio: "—",
            target: "≤ 20 MB (20,000,000 B)", passed: bytes.map { $0 <= 20_000_000 } ?? false)
    }

    /// ICU's symbols carry its version (`ucol_open_76`, `icu_76::…`) and its data is
    /// `icudt76_dat`: none may be left.
    private func icuRow() -> BenchRow {
        let run = ProcessProbe.run(
            ["/usr/bin/env", "nm", scale.binary], environment: scale.environment)
        let found = run.map { Self.icuSymbols(in: $0.output) }
        return BenchRow(
            work: "ICU symbols in nm",
            figure: found.map { $0.isEmpty ? "none" : "\($0.count), e.g. \($0[0])" }
                ?? "not measured",
            reference: "u*_*_7N, icu_7N::, icudt", ratio: "—", target: "none",
            passed: found?.isEmpty ?? false)
    }

    static func icuSymbols(in nmOutput: String) -> [String] {
        nmOutput.split(separator: "\n").compactMap { line in
            guard let name = line.split(separator: " ").last else { return nil }
            let isVersioned =
                name.range(of: #"^_?u[a-z0-9]+_[A-Za-z0-9]+_7[0-9]$"#, options: .regularExpression)
                != nil
            let isICU = name.contains("icudt") || name.contains("icu_7") || isVersioned
            return isICU ? String(name) : nil
        }
    }

    /// The NEEDED entries of the dynamic section, against the settled list.
    private func librariesRow() -> BenchRow {
        let run = ProcessProbe.run(
            ["/usr/bin/env", "readelf", "-d", scale.binary], environment: scale.environment)
        let needed = run.map { output in
            Set(
                output.output.split(separator: "\n").compactMap { line -> String? in
                    guard line.contains("(NEEDED)"), let open = line.lastIndex(of: "["),
                        let close = line.lastIndex(of: "]")
                    else { return nil }
                    return String(line[line.index(after: open)..<close])
                })
        }
        return BenchRow(
            work: "libraries needed (readelf -d)",
            figure: needed.map { $0.sorted().joined(separator: " ") } ?? "not measured",
            reference: "the settled list: " + Self.neededLibraries.sorted().joined(separator: " "),
            ratio: "—", target: "unchanged", passed: needed.map { $0 == Self.neededLibraries })
    }

    /// Compiles the static hello into `folder`; the path of the executable, or `nil` (with why).
    static func buildHello(in folder: String) -> (path: String?, problem: String?) {
        HelloReference.compile(
            helloSource, named: "static-hello", in: folder, flags: ["-O", "-static-stdlib"])
    }
}
