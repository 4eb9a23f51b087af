import SubDomain
import SubLocalization
import SubRecords
import SubStore

extension CommandRunner {
    /// `total --by category|card`: the totals per currency within each group, from the
    /// ledger (the stored per-currency sums know no category or card).
    func totals(by grouping: TotalsGrouping) throws(CommandFailure) -> CommandOutcome {
        let ledger = try session.readLedger()
        return CommandOutcome(
            .totalsBy(
                ledger.monthlyTotals(by: grouping), grouping: grouping,
                total: TotalsSummary(ledger)))
    }

    /// `list --by category|card`.
    func list(by grouping: TotalsGrouping) throws(CommandFailure) -> CommandOutcome {
        let ledger = try session.readLedger()
        return CommandOutcome(
            .listBy(
                ledger.listing(asOf: today, by: grouping, cardExpiries: try cardExpiries()),
                grouping: grouping, ledger: ledger))
    }

    /// The expiries the profile holds; none before it has a database.
    func cardExpiries() throws(CommandFailure) -> CardExpiries {
        try session.reading { store throws(StoreError) in try store.cardExpiries() }
            ?? CardExpiries()
    }
}
