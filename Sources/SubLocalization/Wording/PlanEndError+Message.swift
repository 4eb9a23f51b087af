import SubDomain

extension PlanEndError: LocalizableMessage {
    /// The catalog sentence for a refused end; the limits come from the domain.
    public var localizedMessage: LocalizedMessage {
        switch self {
        case .untilBeforeNextCharge(let until, let next):
            LocalizedMessage(
                .errorPlanEndUntilBeforeNext, ["until": .date(until), "next": .date(next)])
        case .paymentsOutOfRange(let count):
            LocalizedMessage(
                .errorPlanEndPaymentsOutOfRange,
                [
                    "count": .count(count), "min": .count(1),
                    "max": .count(RecurringExpense.plannedPaymentsLimit),
                ])
        case .untilAndPayments:
            LocalizedMessage(.errorPlanEndUntilAndPayments)
        case .inGroup(let name):
            LocalizedMessage(.errorPlanEndInGroup, ["name": .userText(name)])
        }
    }
}
