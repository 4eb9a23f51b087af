import SubDomain
import SubLocalization

extension CommandRunner {
    /// `show NAME`: a read, so a looser match (prefix, typo) is fine.
    func show(_ name: String) throws(CommandFailure) -> CommandOutcome {
        let ledger = try session.readLedger()
        let expense = try find(name, in: ledger, exact: false)
        return CommandOutcome(
            .detail(expense, ledger: ledger, yourNames: session.yourNames()))
    }

    func risks() throws(CommandFailure) -> CommandOutcome {
        let ledger = try session.readLedger()
        return CommandOutcome(.risks(RiskAssessor.assess(ledger, asOf: today)))
    }

    /// `upcoming N`: charges from today through today + N days, both included.
    func upcoming(days: Int) throws(CommandFailure) -> CommandOutcome {
        let ledger = try session.readLedger()
        let charges = BillingCalendar.upcoming(in: ledger, from: today, days: days)
        let deadlines = BillingCalendar.cancellationDeadlines(
            in: ledger, from: today, through: today.addingDays(days))
        return CommandOutcome(.upcoming(charges, days: days, deadlines: deadlines))
    }
}
