import SubDomain

extension DomainWarning: LocalizableMessage {
    /// The catalog sentence for this warning.
    public var localizedMessage: LocalizedMessage {
        switch self {
        case .groupOverCap(let group, let capMonthly, let childrenMonthly):
            LocalizedMessage(
                .warningGroupOverCap,
                [
                    "group": .userText(group), "cap": .money(capMonthly),
                    "children": .money(childrenMonthly),
                ])
        case .duplicateActiveName(let name):
            LocalizedMessage(.warningDuplicateActiveName, ["name": .userText(name)])
        case .previouslyArchived(let name, let archivedOn):
            LocalizedMessage(
                .warningPreviouslyArchived, ["name": .userText(name), "date": .date(archivedOn)])
        case .nextChargeInPast(let name, let date):
            LocalizedMessage(
                .warningNextChargeInPast, ["name": .userText(name), "date": .date(date)])
        case .chargeBeforeTrialEnds(let name, let nextCharge, let trialEnds):
            LocalizedMessage(
                .warningChargeBeforeTrialEnds,
                [
                    "name": .userText(name), "charge": .date(nextCharge),
                    "date": .date(trialEnds),
                ])
        case .trialEndingSoon(let name, let trialEnds, let daysLeft):
            LocalizedMessage(
                .warningTrialEndingSoon,
                ["name": .userText(name), "date": .date(trialEnds), "days_left": .count(daysLeft)])
        case .amountFarFromReference(let name, let amount, let reference):
            LocalizedMessage(
                .warningAmountFarFromReference,
                ["name": .userText(name), "amount": .money(amount), "reference": .money(reference)])
        }
    }
}
