import Foundation
import TestSupport

// `make bench`: the whole-process table first (whole processes against reference commands run side
// by side), then the component figures of earlier issues. Targets live here, never in timed
// unit tests. The release `subhub` sits beside this binary.
let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("subhub").path
// SUBHUB_BENCH_DIR keeps the fixtures for a closer look (hyperfine, perf).
let kept = ProcessInfo.processInfo.environment["SUBHUB_BENCH_DIR"]
let folder = kept ?? NSTemporaryDirectory() + "subhub-bench-\(getpid())"
try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
// SUBHUB_BENCH_ONLY=in-process: only the in-process figures (the 100,000 profile is made once
// and kept when SUBHUB_BENCH_DIR names a folder that holds it).
if ProcessInfo.processInfo.environment["SUBHUB_BENCH_ONLY"] == "in-process" {
    let fixtures = BenchFixtures(folder: folder)
    let existing = folder + "/p100k/subhub.sqlite"
    if !FileManager.default.fileExists(atPath: existing) {
        _ = try fixtures.profile("p100k", count: 100_000)
    }
    for line in InProcessBenchmark(folder: folder).run() { print(line) }
    exit(0)
}
// SUBHUB_BENCH_ONLY=pdf: only `import statement` of a 20-page PDF (time and peak memory).
if ProcessInfo.processInfo.environment["SUBHUB_BENCH_ONLY"] == "pdf" {
    for line in PDFBenchmark.run(binary: binary, folder: folder) { print(line) }
    exit(0)
}
// SUBHUB_BENCH_ONLY=ocr: only `import image` of a phone's screenshot (time and peak memory).
if ProcessInfo.processInfo.environment["SUBHUB_BENCH_ONLY"] == "ocr" {
    for line in OCRBenchmark.run(binary: binary, folder: folder) { print(line) }
    exit(0)
}
// SUBHUB_BENCH_ONLY=mail: only `import mail` on an mbox of 10,000 messages (time, peak memory).
if ProcessInfo.processInfo.environment["SUBHUB_BENCH_ONLY"] == "mail" {
    let mail = try MailBenchmark(binary: binary, folder: folder).rows()
    for line in BenchRow.table(mail.rows) + mail.notes { print(line) }
    if kept == nil { try? FileManager.default.removeItem(atPath: folder) }
    exit(0)
}
// SUBHUB_BENCH_ONLY=statements: only the statement figures of issues 14 and 25 (in process).
if ProcessInfo.processInfo.environment["SUBHUB_BENCH_ONLY"] == "statements" {
    for line in StatementBenchmark.run() + StatementFormatsBenchmark.run() { print(line) }
    exit(0)
}
// SUBHUB_BENCH_ONLY=server: only the household server at scale (no subhub processes).
if ProcessInfo.processInfo.environment["SUBHUB_BENCH_ONLY"] == "server" {
    switch TestCluster.shared {
    case .success(let cluster):
        for line in BenchRow.table(try ServerScaleBenchmark(cluster: cluster).rows()) {
            print(line)
        }
    case .failure(let failure): print("server: no PostgreSQL cluster (\(failure.description))")
    }
    exit(0)
}
// SUBHUB_BENCH_ONLY=floor: only the floor's rows (start against a static hello, size, ICU).
if ProcessInfo.processInfo.environment["SUBHUB_BENCH_ONLY"] == "floor" {
    let scale = ScaleBenchmark(binary: binary, folder: folder)
    _ = try scale.fixtures.profile("p0", count: 0)
    _ = try scale.fixtures.profile("p10k", count: 10_000)
    let floor = FloorBenchmark(scale: scale).rows()
    for line in BenchRow.table(floor.rows) + floor.notes { print(line) }
    if kept == nil { try? FileManager.default.removeItem(atPath: folder) }
    exit(0)
}
// SUBHUB_BENCH_ONLY=payments: only `spent` and `total` at 100,000 recorded payments.
if ProcessInfo.processInfo.environment["SUBHUB_BENCH_ONLY"] == "payments" {
    let payments = PaymentsBenchmark(scale: ScaleBenchmark(binary: binary, folder: folder)).rows()
    for line in BenchRow.table(payments.rows) + payments.notes { print(line) }
    if kept == nil { try? FileManager.default.removeItem(atPath: folder) }
    exit(0)
}
// SUBHUB_BENCH_ONLY=household: only the household's rows (needs the 1,000 profile beside them).
if ProcessInfo.processInfo.environment["SUBHUB_BENCH_ONLY"] == "household" {
    let scale = ScaleBenchmark(binary: binary, folder: folder)
    _ = try scale.fixtures.profile("p1k", count: 1_000)
    let household = HouseholdBenchmark(scale: scale).rows()
    for line in BenchRow.table(household.rows) + household.notes { print(line) }
    exit(0)
}
print(
    "whole processes: \(binary) (release, --static-swift-stdlib), medians of runs alternated with the reference"
)
for line in ScaleBenchmark(binary: binary, folder: folder).run() { print(line) }
for line in InProcessBenchmark(folder: folder).run() { print(line) }
if let mail = try? MailBenchmark(binary: binary, folder: folder).rows() {
    for line in BenchRow.table(mail.rows) + mail.notes { print(line) }
}
if kept == nil { try? FileManager.default.removeItem(atPath: folder) }
print("")
for line in DomainBenchmark.run() { print(line) }
for line in runBrandBenchmark() { print(line) }
for line in StatementBenchmark.run() { print(line) }
for line in StatementFormatsBenchmark.run() { print(line) }
for line in OCRBenchmark.run(binary: binary, folder: folder) { print(line) }
for line in PDFBenchmark.run(binary: binary, folder: folder) { print(line) }
