import Foundation

/// Wall-clock timing and memory readings for the benchmark report.
enum Stopwatch {
    /// Runs `body` `runs` times and returns each run's duration in seconds.
    static func measure(runs: Int, _ body: () throws -> Void) rethrows -> [Double] {
        var durations: [Double] = []
        durations.reserveCapacity(runs)
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            durations.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return durations
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted[sorted.count / 2]
    }

    static func percentile(_ values: [Double], _ p: Double) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
    }

    /// Peak resident memory of this process so far (VmHWM), in KiB.
    static func peakResidentKiB() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
            return 0
        }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
        }
        return 0
    }

    static func milliseconds(_ seconds: Double) -> String {
        String(format: "%.2f ms", seconds * 1000)
    }
    static func microseconds(_ seconds: Double) -> String {
        String(format: "%.1f µs", seconds * 1e6)
    }
}
