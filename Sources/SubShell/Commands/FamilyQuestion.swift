import SubLocalization

/// A question only one command folder asks before it acts (`Confirmation.Question.family`):
/// the folder says what comes before it, words it, reads the answer and says what happens
/// where nobody can answer.
public protocol FamilyQuestion: Sendable {
    /// What is said before the question (or before the refusal): what would change.
    func preamble(_ localizer: Localizer) -> [String]
    /// The question itself, ending where the answer is typed.
    func prompt(_ localizer: Localizer) -> String
    /// The command an answer asks for; `nil` for a no, or an answer not understood.
    func command(answering answer: String, localizer: Localizer) -> Command?
    /// The failure when nobody can answer and nothing runs instead.
    var refusal: CommandFailure { get }
    /// What runs when nobody can answer, instead of refusing; `nil` to refuse.
    var unanswered: Command? { get }
}
