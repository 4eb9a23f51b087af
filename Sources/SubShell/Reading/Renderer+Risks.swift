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
    /// bytes into the block. "Above average" differs in its amount on almost every row, so it
    /// is worded once per average (one per currency) around that amount, and each row writes
    /// only its amount.
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
        var aboveAverage: [Money: [[UInt8]]?] = [:]
        var reasons = ByteArena(count: 0)
        var blocks = OutputBlocks()
        for assessment in assessments {
            let head = assessment.level == .high ? heads[0] : heads[1]
            blocks.bytes += head.mark
            blocks.bytes += TerminalSanitizer.clean(assessment.expense.name).utf8
            blocks.bytes += head.level
            for reason in assessment.reasons {
                if case .aboveAverage(let monthly, let mean) = reason,
                    let pieces = aboveAverage[mean]
                        ?? {
                            let pieces = aboveAveragePieces(mean: mean)
                            aboveAverage[mean] = pieces
                            return pieces
                        }()
                {
                    let amount = localizer.money(monthly).utf8
                    blocks.bytes += pieces[0]
                    for piece in pieces.dropFirst() {
                        blocks.bytes += amount
                        blocks.bytes += piece
                    }
                    continue
                }
                let index =
                    worded[reason]
                    ?? {
                        let index = reasons.add("    " + self.reason(reason) + "\n")
                        worded[reason] = index
                        return index
                    }()
                reasons.append(index, to: &blocks.bytes)
            }
            blocks.flushIfFull(write: write)
        }
        blocks.flush(write: write)
    }

    /// The line of `reason(.aboveAverage(monthly:mean:))` for any monthly amount, as UTF-8
    /// pieces to write around that amount; `nil` when the catalog's wording cannot be cut.
    private func aboveAveragePieces(mean: Money) -> [[UInt8]]? {
        guard
            var pieces = localizer.textPieces(
                .risksReasonAboveAverage, ["mean": .money(mean)], cutAt: "monthly")
        else { return nil }
        pieces[0] = "    " + pieces[0]
        pieces[pieces.count - 1] += "\n"
        return pieces.map { Array($0.utf8) }
    }
}
