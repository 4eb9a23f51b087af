import SubDomain
import SubLocalization

/// Words `settle` for people: each shared plan someone pays with its share, then who owes
/// whom each month, then what the sharers nobody named owe each payer.
struct SettlementWording {
    let localizer: Localizer

    func lines(for settlement: Settlement) -> [String] {
        guard !settlement.isEmpty else { return [localizer.text(.settleNone)] }
        let names = settlement.plans.map { TerminalSanitizer.clean($0.name) }
        let width = min(32, names.map(DisplayWidth.of).max() ?? 0)
        var lines: [String] = []
        for (plan, name) in zip(settlement.plans, names) {
            var line =
                "  " + DisplayWidth.padded(DisplayWidth.truncated(name, to: width), to: width)
                + "  "
                + localizer.text(
                    plan.payer == .you ? .settlePlanYou : .settlePlan,
                    [
                        "amount": .money(plan.monthly), "count": .count(plan.sharedWith),
                        "payer": party(plan.payer), "share": .money(plan.share),
                    ])
            // The shares add up to the bill: when it does not divide evenly, the line says
            // who pays a cent less.
            if plan.split.smallestCount > 0 {
                line +=
                    " "
                    + localizer.text(
                        .settleUneven,
                        [
                            "count": .count(plan.split.smallestCount),
                            "smallest": .money(
                                Money(
                                    minorUnits: plan.split.smallest, currency: plan.monthly.currency
                                )),
                        ])
            }
            lines.append(line)
        }
        lines.insert(localizer.text(.settlePlansHeading), at: 0)
        lines.append(localizer.text(.settleHeading))
        if settlement.transfers.isEmpty, settlement.unnamedDebts.isEmpty {
            lines.append("  " + localizer.text(.settleEven))
        }
        for transfer in settlement.transfers {
            let key: MessageKey
            switch (transfer.from, transfer.to) {
            case (.you, _): key = .settleYouOwe
            case (_, .you): key = .settleOwesYou
            default: key = .settleOwes
            }
            lines.append(
                "  "
                    + localizer.text(
                        key,
                        [
                            "from": party(transfer.from), "to": party(transfer.to),
                            "amount": .money(transfer.amount),
                        ]))
        }
        for debt in settlement.unnamedDebts {
            lines.append(
                "  "
                    + localizer.text(
                        debt.payer == .you ? .settleOthersOweYou : .settleOthersOwe,
                        ["to": party(debt.payer), "amount": .money(debt.amount)]))
        }
        return lines
    }

    /// A person's name as typed (made safe), or the catalog's "you".
    private func party(_ party: SettlementParty) -> MessageArgument {
        switch party {
        case .you: .text(localizer.text(.settleYou))
        case .person(let name): .userText(name)
        }
    }
}
