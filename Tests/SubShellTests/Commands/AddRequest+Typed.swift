@testable import SubShell

extension AddRequest {
    /// `add NAME AMOUNT` as the shell reads it in `session`'s language: the amount read once.
    init(_ session: Session, name: String, amount: String) throws {
        self.init(
            name: name,
            amount: try ValueReader(localizer: session.localizer, today: session.today)
                .typedAmount(amount))
    }
}
