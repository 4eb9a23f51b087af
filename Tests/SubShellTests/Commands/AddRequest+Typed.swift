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

extension Command {
    /// The request of an `add`, however complete.
    var addRequest: AddRequest? {
        guard case .family(let family) = self, let add = family.base as? AddCommand else {
            return nil
        }
        return add.request
    }
}

extension CommandResult {
    /// What `add` saved, when this is its report.
    var added: AddedReport? {
        guard case .report(let report) = self else { return nil }
        return report as? AddedReport
    }
}
