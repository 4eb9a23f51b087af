import SubDomain

extension DomainWarning: LocalizableMessage {
    /// The catalog sentence for this warning.
    public var localizedMessage: LocalizedMessage {
        switch self {
        case .groupOverCap(let group, let capMonthly, let childrenMonthly):
            LocalizedMessage(
                .warningGroupOverCap,
                [
                    "group": .text(group), "cap": .money(capMonthly),
                    "children": .money(childrenMonthly),
                ])
        case .duplicateActiveName(let name):
            LocalizedMessage(.warningDuplicateActiveName, ["name": .text(name)])
        case .previouslyArchived(let name, let archivedOn):
            LocalizedMessage(
                .warningPreviouslyArchived, ["name": .text(name), "date": .date(archivedOn)])
        case .nextChargeInPast(let name, let date):
            LocalizedMessage(.warningNextChargeInPast, ["name": .text(name), "date": .date(date)])
        case .trialEndingSoon(let name, let trialEnds, let daysLeft):
            LocalizedMessage(
                .warningTrialEndingSoon,
                ["name": .text(name), "date": .date(trialEnds), "days_left": .count(daysLeft)])
        case .amountFarFromReference(let name, let amount, let reference):
            LocalizedMessage(
                .warningAmountFarFromReference,
                ["name": .text(name), "amount": .money(amount), "reference": .money(reference)])
        }
    }
}
