import SubDomain
import SubLocalization

extension CommandRunner {
    /// `total --without A,B`: each name exact (a name, an id or a unique id prefix), as for a
    /// command that changes data, so a what-if never answers for a guess; nothing is written.
    func whatIf(without names: [String]) throws(CommandFailure) -> CommandOutcome {
        let ledger = try session.readLedger()
        var ids: [RecurringExpense.ID] = []
        for name in names { ids.append(try find(name, in: ledger).id) }
        return CommandOutcome(.whatIf(try simulate(ids, in: ledger), source: .without))
    }

    /// `archive NAME --dry-run`: what `archive NAME` would do to the totals, and which members
    /// would go with a group; nothing is written.
    func archivePreview(_ name: String) throws(CommandFailure) -> CommandOutcome {
        let ledger = try session.readLedger()
        let target = try find(name, in: ledger)
        guard target.isActive else { throw .alreadyArchived(name: target.name) }
        return CommandOutcome(
            .whatIf(try simulate([target.id], in: ledger), source: .archiveDryRun))
    }

    /// `chart [--months N]`: the real charges of each month, from today on.
    func chart(months: Int) throws(CommandFailure) -> CommandOutcome {
        let ledger = try session.readLedger()
        return CommandOutcome(
            .chart(
                ChargeChart(
                    ledger, from: today, months: months, listingCharges: session.options.json)))
    }

    private func simulate(_ ids: [RecurringExpense.ID], in ledger: ExpenseLedger)
        throws(CommandFailure) -> WhatIf
    {
        do throws(DomainError) {
            return try ledger.whatIf(archiving: ids, on: today)
        } catch {
            throw .domain(error)
        }
    }
}
