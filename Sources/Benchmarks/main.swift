import Foundation

// `make bench`: the performance figures each issue asks for, printed as a report.
// Targets live here, never in timed unit tests. The release `subhub` sits beside this binary.
let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("subhub").path
for line in DomainBenchmark.run() { print(line) }
for line in runBrandBenchmark() { print(line) }
for line in StoreBenchmark.run(binary: binary) { print(line) }
