import Foundation
import SubDomain
import SubFormats
import SubRecords
import SubStore

/// The files the benchmark runs on, made fast: profiles written through SubStore in one
/// transaction, an export file in the JSON exchange format, `add` scripts, a names list.
struct BenchFixtures {
    /// The data root every profile lives in (`SUBHUB_DATA_DIR`).
    let folder: String
    /// 2026-11-29, the `--as-of` of every run, so dates hold still.
    static let today = CivilDate(daysSinceEpoch: 20_786)
    static let asOf = "2026-11-29"

    /// A profile named `profile` holding `count` subscriptions (three currencies, five
    /// periods, a group every hundred); returns its database path.
    func profile(_ profile: String, count: Int) throws -> String {
        let location = try StoreLocation(dataRoot: folder, profile: profile)
        let store = try ExpenseStore(location: location)
        defer { store.close() }
        if count > 0 {
            let ledger = DomainBenchmark.makeLedger(count: count, today: Self.today)
            try store.write { (stored: inout ExpenseLedger) in stored = ledger }
        }
        return location.databasePath
    }

    /// An export file (JSON exchange format) of `count` subscriptions, for `subhub import`.
    func exportFile(count: Int) throws -> String {
        let path = folder + "/export-\(count).json"
        let ledger = DomainBenchmark.makeLedger(count: count, today: Self.today)
        try ExpenseExchange.export(ledger, as: .json).write(
            toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// `count` `add` lines for script mode, every name distinct, amounts and periods varied.
    func addScript(count: Int) throws -> String {
        let path = folder + "/add-\(count).txt"
        let periods = ["monthly", "annual", "weekly", "quarterly"]
        var text = ""
        text.reserveCapacity(count * 40)
        for index in 0..<count {
            let amount = 1 + (index * 7919) % 5_000
            text += "add \"Script \(index)\" \(amount / 100).\(amount % 100 < 10 ? "0" : "")"
            text += "\(amount % 100) \(periods[index % periods.count])\n"
        }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// `names`, one a line, for `fzf --filter` to read.
    func namesFile(_ names: [String]) throws -> String {
        let path = folder + "/brand-names.txt"
        try (names.joined(separator: "\n") + "\n").write(
            toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}
