import SubDomain

/// The commands a period question's answers run (`Confirmation.Question.choosePeriod`),
/// made by the command that asks: `add`, in its folder, which the engine cannot name.
public struct PeriodAnswers: Sendable {
    /// The command with the period the answer chose (Enter: the nearest).
    public let choosing: @Sendable (Period) -> Command
    /// The command where nobody can answer: the nearest period taken, and said.
    public let unanswered: Command

    public init(choosing: @escaping @Sendable (Period) -> Command, unanswered: Command) {
        self.choosing = choosing
        self.unanswered = unanswered
    }
}
