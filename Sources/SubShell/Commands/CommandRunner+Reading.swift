import SubDomain
import SubLocalization

extension CommandRunner {
    /// `show NAME`: a read, so a looser match (prefix, typo) is fine.
    func show(_ name: String) throws(CommandFailure) -> CommandOutcome {
        let ledger = try session.readLedger()
        let expense = try find(name, in: ledger, exact: false)
        return CommandOutcome(.detail(expense, ledger: ledger))
    }

    /// Risks look at the charged items only, which the store reads without the ledger.
    func risks() throws(CommandFailure) -> CommandOutcome {
        let charged = try session.chargedItems()
        return CommandOutcome(.risks(RiskAssessor.assess(chargedItems: charged, asOf: today)))
    }

    /// `upcoming N`: charges from today through today + N days, both included.
    func upcoming(days: Int) throws(CommandFailure) -> CommandOutcome {
        let charged = try session.chargedItems()
        let schedule = ChargeSchedule(items: charged, from: today, days: days)
        return CommandOutcome(.upcoming(schedule, days: days))
    }
}
