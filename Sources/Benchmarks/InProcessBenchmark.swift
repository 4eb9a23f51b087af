import Foundation
import SubDomain
import SubLocalization
import SubShell
import SubStore

/// The 100,000-subscription commands run inside this process (`SubHubApplication.run` into a
/// sink that counts bytes), so the figures hold without process start-up and without the
/// machine's load on a second process: what the renderers and the store cost alone. Also
/// money formatting from the CLDR pattern.
struct InProcessBenchmark {
    let folder: String

    /// Output dropped, bytes counted, the moment of the first write kept.
    final class CountingOutput: OutputSink {
        var bytes = 0
        var firstWrite: UInt64?
        func write(_ text: String) {
            if firstWrite == nil { firstWrite = DispatchTime.now().uptimeNanoseconds }
            bytes += text.utf8.count
        }
        func writeError(_ text: String) {}
    }

    func run() -> [String] {
        var lines = ["in-process (one process, medians; the 100,000 profile of the table above)"]
        let environment = [
            "SUBHUB_DATA_DIR": folder, "LANG": "en_US.UTF-8", "HOME": folder, "TERM": "xterm",
        ]
        for (arguments, runs) in [
            (["upcoming", "365"], 5), (["risks"], 5), (["list"], 3), (["--json", "total"], 9),
        ] {
            var bytes = 0
            var firstOutput: [Double] = []
            let times = Stopwatch.measure(runs: runs) {
                let output = CountingOutput()
                let start = DispatchTime.now().uptimeNanoseconds
                _ = SubHubApplication.run(
                    arguments: ["--profile", "p100k", "--as-of", BenchFixtures.asOf] + arguments,
                    environment: environment, output: output, terminal: .none)
                bytes = output.bytes
                firstOutput.append(Double((output.firstWrite ?? start) - start) / 1e9)
            }
            lines.append(
                "  \(arguments.joined(separator: " "))".padding(
                    toLength: 18, withPad: " ", startingAt: 0)
                    + "median \(Stopwatch.milliseconds(Stopwatch.median(times))), first output after "
                    + "\(Stopwatch.milliseconds(Stopwatch.median(firstOutput)))  (\(bytes) bytes)")
        }
        lines += headlineRows()
        lines += moneyRows()
        return lines
    }

    /// What the headline reads before the first prompt: the totals, today's reminders and
    /// the high risks, each from a store opened once.
    func headlineRows() -> [String] {
        guard let location = try? StoreLocation(dataRoot: folder, profile: "p100k"),
            let store = try? ExpenseStore(location: location, accessMode: .readOnly),
            let schedule = try? ReminderSchedule(offsets: ReminderSchedule.defaultOffsets + [0])
        else { return ["  headline: the 100,000 profile could not be opened"] }
        defer { store.close() }
        var counts = (totals: 0, reminders: 0, risks: 0)
        let totals = Stopwatch.measure(runs: 15) {
            counts.totals = (try? store.monthlyTotals().count) ?? -1
        }
        let reminders = Stopwatch.measure(runs: 15) {
            // As the first prompt reads them: the count and the five it shows.
            counts.reminders =
                (try? store.headlineReminders(schedule, on: BenchFixtures.today, count: 5).count)
                ?? -1
        }
        let risks = Stopwatch.measure(runs: 15) {
            counts.risks = (try? store.highRisks(asOf: BenchFixtures.today).count) ?? -1
        }
        return [
            "  headline reads: totals \(Stopwatch.milliseconds(Stopwatch.median(totals))) "
                + "(\(counts.totals) currencies), reminders "
                + "\(Stopwatch.milliseconds(Stopwatch.median(reminders))) (\(counts.reminders)), "
                + "high risks \(Stopwatch.milliseconds(Stopwatch.median(risks))) (\(counts.risks))"
        ]
    }

    /// 20,000 distinct amounts in three currencies, through the CLDR pattern.
    func moneyRows() -> [String] {
        var lines: [String] = []
        for locale in ["en_US", "es_ES"] {
            let formatter = ValueFormatter(
                settings: LocaleSettings(
                    messageLanguage: "en", messageLocaleIdentifier: locale,
                    moneyLocaleIdentifier: locale, dateLocaleIdentifier: locale,
                    defaultCurrency: .eur))
            let amounts = (0..<20_000).map {
                Money(
                    minorUnits: Int64(100 + ($0 * 7919) % 5_000_000),
                    currency: [CurrencyCode.eur, .usd, .jpy][$0 % 3])
            }
            _ = formatter.money(amounts[0])
            let fast = Stopwatch.median(
                Stopwatch.measure(runs: 3) { for amount in amounts { _ = formatter.money(amount) } }
            )
            lines.append(
                "  money \(locale): \(Stopwatch.microseconds(fast / 20_000)) an amount "
                    + "(CLDR pattern)")
        }
        return lines
    }
}
