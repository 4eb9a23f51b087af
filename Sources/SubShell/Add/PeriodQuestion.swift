import SubDomain
import SubLocalization

/// A brand's amount nearly as near its monthly price as its yearly one: which period. Enter
/// takes the nearest; any period word takes that period. Where nobody can answer, the add
/// takes the nearest and says it assumed it.
struct PeriodQuestion: FamilyQuestion {
    let brand: String
    let amount: Money
    let nearest: Period
    let other: Period
    /// The add with the period the answer chose.
    let choosing: @Sendable (Period) -> Command
    let unanswered: Command?

    func preamble(_ localizer: Localizer) -> [String] { [] }

    func prompt(_ localizer: Localizer) -> String {
        localizer.text(
            .confirmPeriod,
            [
                "brand": .userText(brand), "amount": .money(amount),
                "nearest": .period(nearest), "other": .period(other),
            ])
    }

    func command(answering answer: String, localizer: Localizer) -> Command? {
        let typed = answer.trimmingSpaces()
        if typed.isEmpty { return choosing(nearest) }
        guard case .success(let period) = localizer.parsePeriod(typed) else { return nil }
        return choosing(period)
    }

    var refusal: CommandFailure { .confirmationRequired(command: .add, subcommand: nil) }
}
