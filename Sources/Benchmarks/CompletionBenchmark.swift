import Foundation
import SubLocalization
import SubShell

/// Tab completion of a subscription name among `count` names, in process: SubShell's
/// `CompletionEngine` answering `show <prefix>` the way the line editor asks it.
///
/// The names are handed over ready, as a cache kept in step with the store would; reading
/// them from the store on every Tab is the store's figure, not the engine's.
enum CompletionBenchmark {
    static func row(count: Int) -> BenchRow {
        let names = (0..<count).map { "Expense \($0)" }
        let index = NameIndex(names)
        let engine = CompletionEngine(
            localizer: Localizer.fromEnvironment(["LANG": "en_US.UTF-8"]),
            matchingNames: { index.candidates(matching: $0) },
            brands: { _ in [] })
        let lines = BrandBenchmarkProbe.prefixes(of: names, count: 300, seed: 0x7AB_C0DE)
            .map { "show " + $0 }
        for line in lines.prefix(5) { _ = engine.complete(line) }  // warm caches once
        // A slow engine would take minutes over every query: stop after a budget and say so.
        let budget = 10.0
        var spent = 0.0
        var durations: [Double] = []
        durations.reserveCapacity(lines.count)
        for line in lines where spent < budget {
            let duration = Stopwatch.measure(runs: 1) { _ = engine.complete(line) }[0]
            durations.append(duration)
            spent += duration
        }
        let p99 = Stopwatch.percentile(durations, 0.99)
        return BenchRow(
            work: "Tab completion of a name, 100,000 subscriptions (p99)",
            figure: BenchRow.time(p99),
            reference: "CompletionEngine in process, \(durations.count) of \(lines.count) prefixes "
                + "of 1–6 letters; median \(BenchRow.time(Stopwatch.median(durations)))",
            ratio: "—", target: "≤ 1.0 ms", passed: p99 <= 0.001)
    }
}
