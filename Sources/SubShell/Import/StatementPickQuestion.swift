import SubLocalization

/// A statement's proposals to tick: Enter or yes for the sure ones, numbers and ranges
/// (`1,3-4`) for those, no for none. Where nobody can tick, the proposals are shown.
struct StatementPickQuestion: FamilyQuestion {
    let proposals: StatementProposals
    /// Read again by the answer.
    let source: BillSource

    func preamble(_ localizer: Localizer) -> [String] {
        let ahead = proposals.trackedPayments.count
        return StatementWording(localizer: localizer).proposals(proposals)
            + (ahead > 0 ? [localizer.text(.statementPaymentsAhead, ["count": .count(ahead)])] : [])
    }

    func prompt(_ localizer: Localizer) -> String {
        StatementWording(localizer: localizer).question(proposals)
    }

    func command(answering answer: String, localizer: Localizer) -> Command? {
        let typed = answer.trimmingSpaces()
        if typed.isEmpty {
            return .importBills(source, choice: .picked(proposals.sureNumbers))
        }
        if case .success(let yes) = localizer.parseYesNo(typed) {
            return yes
                ? .importBills(source, choice: .picked(proposals.sureNumbers))
                : nil
        }
        var numbers: [Int] = []
        for part in typed.split(whereSeparator: { $0 == "," || $0 == " " }) {
            let bounds = part.split(separator: "-", maxSplits: 1).map { Int($0) }
            guard let low = bounds.first ?? nil, let high = bounds.last ?? nil, low <= high,
                low >= 1, high <= proposals.proposals.count
            else { return nil }
            numbers += Array(low...high).filter { !numbers.contains($0) }
        }
        return .importBills(source, choice: .picked(numbers))
    }

    var refusal: CommandFailure {
        .confirmationRequired(command: .import, subcommand: source.subcommand)
    }

    var unanswered: Command? { .importBills(source, choice: .none) }
}
