import Foundation
import SubDomain
import TestSupport
import Testing

/// Converting through the base agrees, over random rates and totals, with a reference
/// computed independently in exact rational arithmetic (Python's `fractions.Fraction`, the
/// `python3` the unit tier installs): `amount / rate(source) × rate(target)`, rounded once,
/// halves away from zero, to the target's minor unit.
@Suite struct RateConversionPropertyTests {
    struct Case {
        let minor: Int64
        let source: CurrencyCode
        let target: CurrencyCode
        let sourceRate: RateValue
        let targetRate: RateValue
    }

    @Test func agreesWithExactFractions() throws {
        var generator = Sample.SeededGenerator(seed: 0x5EED_27)
        let codes = ["USD", "GBP", "JPY", "KWD", "CHF", "IDR", "BHD", "CLP", "MXN"].map {
            try! CurrencyCode($0)
        }
        var cases: [Case] = []
        for _ in 0..<2000 {
            func randomRate() -> RateValue {
                let digits = Int(generator.next() % 9) + 1
                let scale = Int(generator.next() % UInt64(RateValue.maximumScale - 2))
                var mantissa: UInt64 = 0
                for _ in 0..<digits { mantissa = mantissa * 10 + generator.next() % 10 }
                return try! RateValue(
                    reading: DecimalText.text(minorUnits: Int64(max(mantissa, 1)), digits: scale))
            }
            let magnitude = [100, 100_000, 100_000_000, 1_000_000_000_000][
                Int(generator.next() % 4)]
            let sign: Int64 = generator.next() % 5 == 0 ? -1 : 1
            let minor = Int64(generator.next() % UInt64(magnitude)) * sign
            var source = codes[Int(generator.next() % UInt64(codes.count))]
            let target = codes[Int(generator.next() % UInt64(codes.count))]
            if generator.next() % 4 == 0 { source = .eur }
            cases.append(
                Case(
                    minor: minor, source: source, target: target,
                    sourceRate: source == .eur ? .one : randomRate(), targetRate: randomRate()))
        }
        var input = ""
        var ours: [String] = []
        for item in cases {
            var rates = [
                ExchangeRate(
                    currency: item.target, value: item.targetRate, date: RateTableTests.day,
                    source: .manual)
            ]
            if item.source != item.target, item.source != .eur {
                rates.append(
                    ExchangeRate(
                        currency: item.source, value: item.sourceRate, date: RateTableTests.day,
                        source: .manual))
            }
            let table = RateTable(base: .eur, rates: rates)
            let sourceRate = table.value(of: item.source)!
            let targetRate = table.value(of: item.target)!
            input +=
                "\(item.minor) \(item.source.minorDigits) \(sourceRate.plainText) "
                + "\(item.target.minorDigits) \(targetRate.plainText)\n"
            switch table.convert(item.minor, from: item.source, to: item.target) {
            case .converted(let value): ours.append(String(value))
            case .tooLarge: ours.append("too-large")
            case .noRate: ours.append("no-rate")
            }
        }
        let reference = try Self.python(
            """
            import sys
            from fractions import Fraction
            for line in sys.stdin:
                minor, sd, sr, td, tr = line.split()
                exact = Fraction(int(minor), 10 ** int(sd)) / Fraction(sr) * Fraction(tr)
                scaled = exact * 10 ** int(td)
                magnitude = abs(scaled)
                whole = magnitude.numerator // magnitude.denominator
                if magnitude - whole >= Fraction(1, 2):
                    whole += 1
                value = -whole if scaled < 0 else whole
                print(value if abs(value) <= 2 ** 63 - 1 else "too-large")
            """, input: input)
        let expected = reference.split(separator: "\n").map(String.init)
        #expect(expected.count == cases.count)
        var mismatches = 0
        for (index, (mine, theirs)) in zip(ours, expected).enumerated() where mine != theirs {
            mismatches += 1
            if mismatches <= 5 {
                Issue.record(
                    "case \(index): \(input.split(separator: "\n")[index]) → \(mine), exact \(theirs)"
                )
            }
        }
        #expect(mismatches == 0)
        // The cases must reach both ends: small sums and ones that do not fit.
        #expect(ours.contains("too-large"))
        #expect(ours.contains("0"))
    }

    static func python(_ program: String, input: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", program]
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        // Written from another thread: a large input would fill the pipe while Python's
        // answers fill the other.
        let data = Data(input.utf8)
        let writer = Thread {
            stdin.fileHandleForWriting.write(data)
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self)
    }
}
