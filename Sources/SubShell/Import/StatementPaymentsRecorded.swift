import FoundationEssentials
import SubDomain

/// The payments saving a statement recorded: how many, and of which plans, in the order the
/// statement's proposals are listed.
struct StatementPaymentsRecorded: Sendable {
    /// How many payments each proposal's charges recorded, by its number (from 1).
    let byProposal: [Int: Int]
    /// The plans paid, by name, in the proposals' order.
    let names: [String]
    /// Whether the statement held any charge of a plan it saved or already tracked: when it
    /// did and none was recorded, they all were already.
    let hadCharges: Bool

    var count: Int { byProposal.values.reduce(0, +) }

    /// `recorded`: what the store wrote; `added`: each proposal saved as a new plan, by its
    /// number.
    init(
        _ recorded: [Payment], proposals: StatementProposals,
        added: [(number: Int, expense: RecurringExpense)]
    ) {
        var numberOfPlan: [UUID: Int] = [:]
        for (index, proposal) in proposals.proposals.enumerated() {
            if let id = proposal.trackedID { numberOfPlan[id] = index + 1 }
        }
        for (number, expense) in added { numberOfPlan[expense.id] = number }
        var counts: [Int: Int] = [:]
        for payment in recorded {
            guard let number = numberOfPlan[payment.expenseID] else { continue }
            counts[number, default: 0] += 1
        }
        byProposal = counts
        names = counts.keys.sorted().map { proposals.proposals[$0 - 1].trackedName }
        hadCharges =
            !added.isEmpty || proposals.proposals.contains { $0.trackedID != nil }
    }
}

extension StatementProposals.Proposal {
    /// The plan's name in the profile: the tracked one's, else the one it was saved under.
    fileprivate var trackedName: String { tracked ?? name }
}
