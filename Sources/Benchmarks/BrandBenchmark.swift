import Foundation
import SubBrands

/// Brand catalog figures: load and index build, completion latency over a fixed
/// list of 1,000 prefixes and extra memory. (`fzf --filter` is compared with the whole
/// `brands` process in the whole-process table.)
func runBrandBenchmark() -> [String] {
    let residentBefore = BrandBenchmarkProbe.residentKiB()
    let peakBefore = Stopwatch.peakResidentKiB()
    let first = Stopwatch.measure(runs: 1) { BrandCatalog().loadIfNeeded() }
    let catalog = BrandCatalog()
    catalog.loadIfNeeded()
    let residentAfter = BrandBenchmarkProbe.residentKiB()
    let peakAfter = Stopwatch.peakResidentKiB()
    let loads = Stopwatch.measure(runs: 15) { BrandCatalog().loadIfNeeded() }

    let names = catalog.allBrands.map(\.name)
    let queries = BrandBenchmarkProbe.prefixes(of: names, count: 1_000, seed: 0x5EED_B4A4D5)
    for query in queries { _ = catalog.completions(for: query) }  // warm caches once
    var perQuery: [Double] = []
    perQuery.reserveCapacity(queries.count * 5)
    for _ in 0..<5 {
        for query in queries {
            perQuery.append(Stopwatch.measure(runs: 1) { _ = catalog.completions(for: query) }[0])
        }
    }
    let median = Stopwatch.median(perQuery)

    return [
        "brands: \(catalog.curatedBrands.count) curated + \(names.count - catalog.curatedBrands.count) Simple Icons "
            + "= \(names.count) brands (simple-icons-pack \(catalog.simpleIconsVersion), "
            + "\(catalog.simpleIconsCount) icons)",
        "  load + index  median \(Stopwatch.milliseconds(Stopwatch.median(loads)))  "
            + "first \(Stopwatch.milliseconds(first[0]))  (target ≤ 10 ms)",
        "  completion    median \(Stopwatch.microseconds(median))  (target ≤ 50 µs)  "
            + "p99 \(Stopwatch.microseconds(Stopwatch.percentile(perQuery, 0.99)))  (target ≤ 200 µs)  "
            + "over \(queries.count) fixed prefixes × 5",
        "  memory        +\(residentAfter - residentBefore) KiB resident, "
            + "+\(peakAfter - peakBefore) KiB peak (VmHWM; 0 when an earlier benchmark peaked higher)",
    ]
}

/// Helpers of the brand benchmark: deterministic queries, memory readings and the fzf run.
enum BrandBenchmarkProbe {
    /// `count` prefixes of 1–6 characters of names picked by a fixed LCG, so every run and
    /// every machine times the same queries.
    static func prefixes(of names: [String], count: Int, seed: UInt64) -> [String] {
        guard !names.isEmpty else { return [] }
        var state = seed
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        return (0..<count).map { _ in
            let name = names[Int(next() % UInt64(names.count))]
            return String(name.prefix(Int(1 + next() % 6)))
        }
    }

    /// Current resident memory (VmRSS), in KiB.
    static func residentKiB() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
            return 0
        }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
        }
        return 0
    }
}
