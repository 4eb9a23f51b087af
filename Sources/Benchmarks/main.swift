import Foundation

// `make bench`: issue 11's table first (whole processes against reference commands run side
// by side), then the component figures of earlier issues. Targets live here, never in timed
// unit tests. The release `subhub` sits beside this binary.
let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("subhub").path
// SUBHUB_BENCH_DIR keeps the fixtures for a closer look (hyperfine, perf).
let kept = ProcessInfo.processInfo.environment["SUBHUB_BENCH_DIR"]
let folder = kept ?? NSTemporaryDirectory() + "subhub-bench-\(getpid())"
try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
print(
    "issue 11: \(binary) (release, --static-swift-stdlib), medians of runs alternated with the reference"
)
for line in ScaleBenchmark(binary: binary, folder: folder).run() { print(line) }
if kept == nil { try? FileManager.default.removeItem(atPath: folder) }
print("")
for line in DomainBenchmark.run() { print(line) }
for line in runBrandBenchmark() { print(line) }
for line in StatementBenchmark.run() { print(line) }
