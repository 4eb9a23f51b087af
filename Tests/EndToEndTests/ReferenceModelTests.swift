import Foundation
import Testing

/// Random command sequences through the real binary, checked after every step
/// against `ReferenceModel`, an independent model of the README's money rules: `total`,
/// `list`, `total --without` and `spent`, read in one process. The day moves on now and
/// then, so charges fall due, plans end and payments are late. Fixed seeds; `make soak`
/// (SUBHUB_SOAK=1) runs more of them, longer. A divergence names the seed, the step, every
/// command so far (each with its day) and both figures, so it reproduces by hand.
@Suite struct ReferenceModelTests {
    static let soak = ProcessInfo.processInfo.environment["SUBHUB_SOAK"] != nil
    static let seeds: [UInt64] =
        soak
        ? (1...16).map { 0x5EED_2400 + UInt64($0) }
        : [0x5EED_0024, 0xA11C_E024, 0xB0B_0024, 0xC0FF_EE24]
    static let steps = soak ? 500 : 200
    static let asOf = "2026-11-29"

    /// What the binary reports after a step: `total`, `list`, `spent` and one
    /// `total --without`.
    struct Observation {
        var totalText: String
        var listText: String
        var spentText: String
        var totals: [String: ReferenceModel.CurrencyLine]
        /// `spent`'s lines per currency, and its span.
        var spent: [String: ReferenceModel.SpentLine]
        var spentSpan: String
        /// Each item's monthly figure and status, by name.
        var list: [String: (monthly: Int64, status: String)]
        /// Per currency: monthly after and the yearly change, when a target was asked.
        var whatIf: [String: (after: Int64, yearlyChange: Int64)]?
    }

    struct Divergence: Error, CustomStringConvertible {
        var description: String
    }

    /// One run: a sandbox, a generator, the model and the history `undo` walks back.
    final class Run {
        let seed: UInt64
        let sandbox: Sandbox
        var generator: ReferenceCommandGenerator
        var model = ReferenceModel()
        /// The day the commands run on: it moves on, never back (`undo` takes back changes,
        /// not time).
        var today = ReferenceDay(iso: ReferenceModelTests.asOf)!
        /// Each accepted change as (before, after): `undo` restores the last one's before.
        var changes: [(before: ReferenceModel, after: ReferenceModel)] = []
        var transcript: [String] = []

        init(seed: UInt64) throws {
            self.seed = seed
            sandbox = try Sandbox(.en, asOf: ReferenceModelTests.asOf)
            generator = ReferenceCommandGenerator(seed: seed)
        }

        func subhub(_ arguments: [String], stdin: String? = nil) throws -> ProcessResult {
            try SubHubProcess.run(
                arguments: [
                    "--data-dir", sandbox.dataDirectory.path, "--profile", "tester", "--as-of",
                    today.iso,
                ] + arguments,
                environment: sandbox.environment, stdin: stdin)
        }

        /// A shell line for the transcript, quoted where it needs it.
        static func line(_ arguments: [String], on day: ReferenceDay) -> String {
            (["subhub", "--as-of", day.iso] + arguments).map { word in
                word.contains(" ") ? "'\(word)'" : word
            }.joined(separator: " ")
        }

        func fail(_ step: Int, _ what: String) -> Divergence {
            Divergence(
                description: """
                    seed 0x\(String(seed, radix: 16)), step \(step): \(what)
                    commands so far (--data-dir D --profile tester, LANG=en_US.UTF-8):
                    \(transcript.joined(separator: "\n"))
                    """)
        }

        /// `total`, `list`, `spent` and `total --without target` (when given), as JSON, in one
        /// process.
        func observe(_ step: Int, without target: String?) throws -> Observation {
            var lines = ["total", "list", "spent"]
            if let target { lines.append("total --without '\(target)'") }
            let result = try subhub(["--json"], stdin: lines.map { $0 + "\n" }.joined())
            guard result.status == 0 else {
                throw fail(step, "reading the figures failed: \(result.stderr)")
            }
            let outputs = result.lines
            guard outputs.count == lines.count else {
                throw fail(step, "expected \(lines.count) JSON lines, got:\n\(result.stdout)")
            }
            let total = try jsonObject(outputs[0])
            var totals: [String: ReferenceModel.CurrencyLine] = [:]
            for line in total["totals"] as? [[String: Any]] ?? [] {
                let currency = line["currency"] as? String ?? "?"
                totals[currency] = ReferenceModel.CurrencyLine(
                    monthly: (line["monthly_minor"] as? NSNumber)?.int64Value ?? -1,
                    share: (line["share_minor"] as? NSNumber)?.int64Value ?? -1,
                    activeCount: (line["active_count"] as? NSNumber)?.intValue ?? -1)
            }
            var list: [String: (Int64, String)] = [:]
            for item in try jsonObject(outputs[1])["items"] as? [[String: Any]] ?? [] {
                let name = item["name"] as? String ?? "?"
                list[name] = (
                    (item["monthly_minor"] as? NSNumber)?.int64Value ?? -1,
                    item["status"] as? String ?? "?"
                )
            }
            let spentObject = try jsonObject(outputs[2])
            var spent: [String: ReferenceModel.SpentLine] = [:]
            for line in spentObject["spent"] as? [[String: Any]] ?? [] {
                func number(_ key: String) -> Int64 {
                    (line[key] as? NSNumber)?.int64Value ?? -1
                }
                spent[line["currency"] as? String ?? "?"] = ReferenceModel.SpentLine(
                    paid: number("paid_minor"), expected: number("expected_minor"),
                    payments: Int(number("payments")),
                    expectedCharges: Int(number("expected_charges")))
            }
            let span = "\(spentObject["from"] ?? "?")…\(spentObject["to"] ?? "?")"
            var whatIf: [String: (Int64, Int64)]?
            if target != nil {
                whatIf = [:]
                for line in try jsonObject(outputs[3])["totals"] as? [[String: Any]] ?? [] {
                    let currency = line["currency"] as? String ?? "?"
                    whatIf?[currency] = (
                        (line["monthly_after_minor"] as? NSNumber)?.int64Value ?? -1,
                        (line["yearly_change_minor"] as? NSNumber)?.int64Value ?? -1
                    )
                }
            }
            return Observation(
                totalText: outputs[0], listText: outputs[1], spentText: outputs[2],
                totals: totals, spent: spent, spentSpan: span, list: list, whatIf: whatIf)
        }

        /// The model's figures against the binary's, every one of them.
        func compare(_ step: Int, _ seen: Observation, without target: String?) throws {
            var expectedTotals = model.totals(on: today)
            for key in expectedTotals.keys { expectedTotals[key]?.yearly = 0 }
            if expectedTotals != seen.totals {
                throw fail(
                    step,
                    "total differs\n  model:  \(Self.sorted(expectedTotals))\n  binary: \(Self.sorted(seen.totals))"
                )
            }
            let expectedList = Dictionary(
                uniqueKeysWithValues: model.items.map {
                    let ended = model.hasEnded($0, on: today)
                    let status = $0.archived ? "archived" : ended ? "ended" : "active"
                    return ($0.name, "\(model.monthlyFigure($0)) \(status)")
                })
            let seenList = seen.list.mapValues { "\($0.monthly) \($0.status)" }
            if expectedList != seenList {
                let names = Set(expectedList.keys).union(seenList.keys).sorted()
                let rows = names.filter { expectedList[$0] != seenList[$0] }.map {
                    "  \($0): model \(expectedList[$0] ?? "none"), binary \(seenList[$0] ?? "none")"
                }
                throw fail(step, "list differs\n" + rows.joined(separator: "\n"))
            }
            if let target, let whatIf = seen.whatIf {
                let before = model.totals(on: today)
                let after = model.without(target, on: today).totals(on: today)
                var expected: [String: String] = [:]
                for currency in Set(before.keys).union(after.keys) {
                    let yearly = (after[currency]?.yearly ?? 0) - (before[currency]?.yearly ?? 0)
                    expected[currency] = "after \(after[currency]?.monthly ?? 0), yearly \(yearly)"
                }
                let observed = whatIf.mapValues { "after \($0.after), yearly \($0.yearlyChange)" }
                if expected != observed {
                    throw fail(
                        step,
                        "total --without '\(target)' differs\n  model:  \(expected.sorted { $0.key < $1.key })\n  binary: \(observed.sorted { $0.key < $1.key })"
                    )
                }
            }
        }

        /// `spent` (this year so far) against the model's.
        func compareSpent(_ step: Int, _ seen: Observation) throws {
            let from = ReferenceDay(year: today.year, month: 1, day: 1)
            let expected = model.spent(from: from, through: today, today: today)
            let span = "\(from.iso)…\(today.iso)"
            guard expected != seen.spent || span != seen.spentSpan else { return }
            throw fail(
                step,
                "spent differs\n  model:  \(span) \(Self.sorted(expected))\n  binary: \(seen.spentSpan) \(Self.sorted(seen.spent))"
            )
        }

        static func sorted<Line>(_ lines: [String: Line]) -> String {
            lines.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(
                separator: "; ")
        }

        /// A live item to leave out in `total --without`, now and then.
        func whatIfTarget() -> String? {
            let live = model.items.filter { item in
                !item.archived && !(item.parent.flatMap { model.item($0) }?.archived ?? false)
                    && !model.hasEnded(item, on: today)
            }
            guard !live.isEmpty, generator.random.next() % 3 == 0 else { return nil }
            return live[Int(generator.random.next() % UInt64(live.count))].name
        }

        func play(steps: Int) throws {
            var previous = try observe(0, without: nil)
            try compare(0, previous, without: nil)
            try compareSpent(0, previous)
            for step in 1...steps {
                let command = generator.next(model, today: today)
                if command.advance > 0 {
                    today = today.adding(days: command.advance)
                    transcript.append("# the day moves on to \(today.iso)")
                    let target = whatIfTarget()
                    let seen = try observe(step, without: target)
                    try compare(step, seen, without: target)
                    try compareSpent(step, seen)
                    previous = seen
                    continue
                }
                transcript.append(Self.line(command.arguments, on: today))
                let result = try subhub(command.arguments)
                let accepted = result.status == 0
                transcript[transcript.count - 1] +=
                    accepted ? "" : "   # refused (\(result.status))"
                switch (command.expectation, accepted) {
                case (.accept, false):
                    throw fail(step, "the binary refused what the model accepts: \(result.stderr)")
                case (.refuse, true):
                    throw fail(step, "the binary accepted what the model refuses: \(result.stdout)")
                default: break
                }
                if accepted {
                    let before = model
                    if command.isUndo {
                        guard let last = changes.last else {
                            throw fail(step, "undo accepted with nothing to undo")
                        }
                        model = last.before
                    } else {
                        command.apply(&model)
                    }
                    // An accepted command that changes nothing (archiving what is archived)
                    // is no change in the history either: `undo` passes over it.
                    if model != before { changes.append((before, model)) }
                } else if command.isUndo, !changes.isEmpty {
                    throw fail(step, "undo refused with \(changes.count) changes: \(result.stderr)")
                }
                let target = whatIfTarget()
                let seen = try observe(step, without: target)
                if !accepted,
                    seen.totalText != previous.totalText || seen.listText != previous.listText
                        || seen.spentText != previous.spentText
                {
                    throw fail(step, "a refused command changed something")
                }
                try compare(step, seen, without: target)
                try compareSpent(step, seen)
                previous = seen
            }
        }
    }

    @Test(.timeLimit(.minutes(10)), arguments: seeds)
    func binaryFollowsTheReferenceModel(seed: UInt64) throws {
        _ = try SubHubProcess.existingBinary()
        let run = try Run(seed: seed)
        do {
            try run.play(steps: Self.steps)
        } catch let divergence as Divergence {
            Issue.record("\(divergence)")
        }
    }
}
