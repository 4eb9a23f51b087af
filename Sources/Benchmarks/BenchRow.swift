import Foundation

/// One line of the `make bench` table: a piece of work, SubHub's figure, the reference it is
/// held against (measured side by side in the same run), the ratio and the target.
struct BenchRow {
    /// What is measured, such as "`--json total`, 10,000 subscriptions".
    var work: String
    /// SubHub's figure, already formatted ("31.2 ms", "> 60 s (stopped)").
    var figure: String
    /// The reference command and its figure, or a note when the target is absolute.
    var reference: String
    /// "2.1×", or "—" when there is no ratio.
    var ratio: String
    var target: String
    /// `nil` when the row has no target to pass or fail.
    var passed: Bool?

    /// A row comparing two timings: `ours / theirs` against `limit`.
    static func ratio(
        _ work: String, ours: Double?, reference: String, theirs: Double?, limit: Double
    ) -> BenchRow {
        guard let ours, let theirs, theirs > 0 else {
            return BenchRow(
                work: work, figure: ours.map(Self.time) ?? "not measured",
                reference: reference + ": " + (theirs.map(Self.time) ?? "not measured"),
                ratio: "—", target: "≤ \(Self.number(limit))×", passed: false)
        }
        let ratio = ours / theirs
        return BenchRow(
            work: work, figure: Self.time(ours), reference: reference + ": " + Self.time(theirs),
            ratio: String(format: "%.2f×", ratio), target: "≤ \(Self.number(limit))×",
            passed: ratio <= limit)
    }

    /// A row against an absolute limit on a duration; `stoppedAfter` marks a run cut short.
    static func duration(
        _ work: String, seconds: Double?, stoppedAfter: Double? = nil, limit: Double,
        note: String = "absolute target"
    ) -> BenchRow {
        let figure: String
        if let stoppedAfter {
            figure = "> \(Self.time(stoppedAfter)) (stopped)"
        } else {
            figure = seconds.map(Self.time) ?? "not measured"
        }
        return BenchRow(
            work: work, figure: figure, reference: note, ratio: "—",
            target: "≤ \(Self.time(limit))",
            passed: stoppedAfter == nil && seconds.map { $0 <= limit } ?? false)
    }

    /// Seconds as "12.3 ms" or "4.56 s".
    static func time(_ seconds: Double) -> String {
        if seconds < 0.001 { return String(format: "%.1f µs", seconds * 1e6) }
        if seconds < 1 { return String(format: "%.1f ms", seconds * 1e3) }
        return String(format: "%.2f s", seconds)
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }

    /// The rows as an aligned plain-text table, one header line first.
    static func table(_ rows: [BenchRow]) -> [String] {
        let header = ["work", "subhub", "reference (command: figure)", "ratio", "target", ""]
        let cells = rows.map { row in
            [
                row.work, row.figure, row.reference, row.ratio, row.target,
                row.passed.map { $0 ? "PASS" : "FAIL" } ?? "—",
            ]
        }
        let all = [header] + cells
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { line in
            zip(line, widths).map { cell, width in
                cell + String(repeating: " ", count: width - cell.count)
            }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
    }
}
