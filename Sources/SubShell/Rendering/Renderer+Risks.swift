import SubDomain
import SubLocalization

extension Renderer {
    /// `risks` as lines (a block of many lines may be one element).
    public func risks(_ assessments: [RiskAssessment]) -> [String] {
        var lines: [String] = []
        risks(assessments) { block in
            lines.append(String(decoding: block.dropLast(), as: UTF8.self))
        }
        return lines
    }

    /// `risks` handed to `write` as UTF-8 blocks of whole lines, each ending with a newline: per
    /// item "!! Name — high risk", then each reason indented.
    ///
    /// Thousands of items share a reason ("not confirmed since 2 Aug 2026"): each distinct
    /// one is worded once, and the two marks and levels once in all; lines are copied as
    /// bytes into the block.
    public func risks(_ assessments: [RiskAssessment], write: ([UInt8]) -> Void) {
        guard !assessments.isEmpty else {
            write(Array((localizer.text(.risksNone) + "\n").utf8))
            return
        }
        let heads = [RiskAssessment.Level.high, .medium].map { level in
            (
                mark: Array(
                    (localizer.text(level == .high ? .listMarkHigh : .listMarkMedium) + " ").utf8),
                level: Array(
                    (" — " + localizer.text(level == .high ? .risksLevelHigh : .risksLevelMedium)
                        + "\n").utf8)
            )
        }
        var worded: [RiskReason: Int] = [:]
        var reasons = ByteArena(count: 0)
        var block: [UInt8] = []
        block.reserveCapacity(Self.blockBytes + 4_096)
        for assessment in assessments {
            let head = assessment.level == .high ? heads[0] : heads[1]
            block += head.mark
            block += TerminalSanitizer.clean(assessment.expense.name).utf8
            block += head.level
            for reason in assessment.reasons {
                let index =
                    worded[reason]
                    ?? {
                        let index = reasons.add("    " + self.reason(reason) + "\n")
                        worded[reason] = index
                        return index
                    }()
                reasons.append(index, to: &block)
            }
            if block.count >= Self.blockBytes {
                write(block)
                block.removeAll(keepingCapacity: true)
            }
        }
        if !block.isEmpty { write(block) }
    }
}
