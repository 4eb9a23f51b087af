import SubDomain
import SubLocalization

/// Why `paid` recorded nothing.
enum PaymentsFailure: FamilyFailure {
    /// A day after today, or before the plan was entered.
    case paymentRefused(PaymentRefusal, name: String)
    /// An amount whose sign names another currency than the plan's, without `--currency`.
    case otherCurrency(name: String, typed: CurrencyCode, plan: CurrencyCode)
    /// `--currency` another than the plan's, and no amount to record in it.
    case amountNeeded(name: String, currency: CurrencyCode)
    case notPositive(text: String)
    /// `spent --by` with a word that is not category, card or plan.
    case unknownGrouping(word: String, choices: [String])
    /// `spent --from` after `--to`.
    case emptySpan(from: CivilDate, through: CivilDate)

    func lines(_ localizer: Localizer) -> [String] {
        switch self {
        case .paymentRefused(.inFuture(let day), let name):
            [
                localizer.text(
                    .paymentsRefusedFuture,
                    ["name": .userText(name), "date": .text(localizer.date(day))])
            ]
        case .paymentRefused(.beforePlan(let day, let created), let name):
            [
                localizer.text(
                    .paymentsRefusedBeforePlan,
                    [
                        "name": .userText(name), "date": .text(localizer.date(day)),
                        "created": .text(localizer.date(created)),
                    ])
            ]
        case .otherCurrency(let name, let typed, let plan):
            [
                localizer.text(
                    .paymentsRefusedOtherCurrency,
                    ["name": .userText(name), "typed": .text(typed.code), "plan": .text(plan.code)])
            ]
        case .amountNeeded(let name, let currency):
            [
                localizer.text(
                    .paymentsAmountNeeded,
                    ["name": .userText(name), "currency": .text(currency.code)])
            ]
        case .notPositive(let text):
            [localizer.text(.paymentsNotPositive, ["text": .userText(text)])]
        case .unknownGrouping(let word, let choices):
            [
                localizer.text(
                    .usageInvalidChoice,
                    [
                        "option": .text("--by"), "value": .userText(word),
                        "choices": .text(choices.joined(separator: "|")),
                    ])
            ]
        case .emptySpan(let from, let through):
            [
                localizer.text(
                    .spentEmptySpan,
                    ["from": .text(localizer.date(from)), "to": .text(localizer.date(through))])
            ]
        }
    }
}
