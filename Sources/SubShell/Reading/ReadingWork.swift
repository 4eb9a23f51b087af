import SubDomain
import SubLocalization
import SubRecords
import SubStore

extension CommandRunner {
    /// `show NAME`: a read, so a looser match (prefix, typo) is fine.
    func show(_ name: String) throws(CommandFailure) -> CommandOutcome {
        let ledger = try session.readLedger()
        let expense = try find(name, in: ledger, exact: false)
        let (prices, payments) =
            try session.reading { store throws(StoreError) in
                (try store.priceChanges(of: expense), try store.payments(of: expense.id))
            } ?? ([], [])
        return CommandOutcome(
            .report(
                ReadingReport.detail(
                    expense, ledger: ledger, prices: prices, yourNames: session.yourNames(),
                    payments: payments)))
    }

    /// Risks look at the charged items only, which the store reads without the ledger, and
    /// at what the store reads beside them (`RiskInputs`: the cards' expiries, each plan's
    /// latest price change from history and its latest payments); the domain judges.
    func risks() throws(CommandFailure) -> CommandOutcome {
        let charged = try session.chargedItems()
        let inputs =
            try session.reading { store throws(StoreError) in
                try store.riskInputs(among: charged)
            } ?? RiskInputs()
        return CommandOutcome(
            .report(
                ReadingReport.risks(
                    RiskAssessor.assess(chargedItems: charged, asOf: today, inputs: inputs))))
    }

    /// What `list`'s marks judge besides the plans (`ExpenseStore.listRiskInputs`), so a
    /// plan is marked at the level `risks` gives it; nothing before the profile has a
    /// database.
    func listRiskInputs() throws(CommandFailure) -> RiskInputs {
        try session.reading { store throws(StoreError) in try store.listRiskInputs() }
            ?? RiskInputs()
    }

    /// `upcoming N`: charges from today through today + N days, both included.
    func upcoming(days: Int) throws(CommandFailure) -> CommandOutcome {
        let charged = try session.chargedItems()
        let schedule = ChargeSchedule(items: charged, from: today, days: days)
        let deadlines = BillingCalendar.cancellationDeadlines(
            chargedItems: charged, from: today, through: today.addingDays(days))
        return CommandOutcome(
            .report(ReadingReport.upcoming(schedule, days: days, deadlines: deadlines)))
    }
}

extension CommandRunner {
    /// `total --without A,B`: each name exact (a name, an id or a unique id prefix), as for a
    /// command that changes data, so a what-if never answers for a guess; nothing is written.
    func whatIf(without names: [String]) throws(CommandFailure) -> CommandOutcome {
        let ledger = try session.readLedger()
        var ids: [RecurringExpense.ID] = []
        for name in names { ids.append(try find(name, in: ledger).id) }
        return CommandOutcome(
            .report(WhatIfReport(whatIf: try simulate(ids, in: ledger), source: .without)))
    }

    /// `chart [--months N]`: the real charges of each month, from today on.
    func chart(months: Int) throws(CommandFailure) -> CommandOutcome {
        let ledger = try session.readLedger()
        return CommandOutcome(
            .report(
                ReadingReport.chart(
                    ChargeChart(
                        ledger, from: today, months: months,
                        listingCharges: session.options.json))))
    }

    /// `total --by category|card`: the totals per currency within each group, from the
    /// ledger (the stored per-currency sums know no category or card).
    func totals(by grouping: TotalsGrouping) throws(CommandFailure) -> CommandOutcome {
        let ledger = try session.readLedger()
        return CommandOutcome(
            .report(
                ReadingReport.totalsBy(
                    ledger.monthlyTotals(by: grouping, on: session.today), grouping: grouping,
                    total: TotalsSummary(ledger, on: session.today))))
    }

    /// `list --by category|card`.
    func list(by grouping: TotalsGrouping) throws(CommandFailure) -> CommandOutcome {
        let ledger = try session.readLedger()
        return CommandOutcome(
            .report(
                ReadingReport.listBy(
                    ledger.listing(asOf: today, by: grouping, risks: try listRiskInputs()),
                    grouping: grouping, ledger: ledger)))
    }

    /// `settle`: who owes whom each month for the shared plans someone pays.
    func settle() throws(CommandFailure) -> CommandOutcome {
        let ledger = try session.readLedger()
        return CommandOutcome(
            .report(
                ReadingReport.settlement(
                    SettleUp.settle(ledger, yourNames: session.yourNames(), on: today))))
    }
}

extension CommandRunner {
    /// What `list` shows: the ledger this run already holds, or JSON's whole document, or
    /// else the store's entries, read as the list is printed (`ExpenseStore.listing`); the
    /// whole ledger laid out where the store cannot give the layout from its stored facts.
    func listResult() throws(CommandFailure) -> ReadingReport {
        if session.options.json { return .list(try session.readLedger()) }
        let today = self.today
        if session.holdsWrittenLedger {
            // The ledger this run wrote, laid out with what its marks judge.
            let listing = try session.readLedger().listing(
                asOf: today, risks: try listRiskInputs())
            return .listEntries(
                ListEntries { extents, entry in
                    extents(listing.extents)
                    listing.entries.forEach(entry)
                })
        }
        guard let store = try session.reading({ store throws(StoreError) in store }) else {
            return .list(ExpenseLedger())
        }
        return .listEntries(
            ListEntries { (extents, entry) throws(CommandFailure) in
                do throws(StoreError) {
                    if try store.listing(asOf: today, extents: extents, entry: entry) { return }
                    let listing = try store.read().listing(
                        asOf: today, risks: try store.listRiskInputs())
                    extents(listing.extents)
                    listing.entries.forEach(entry)
                } catch {
                    throw .store(error)
                }
            })
    }

    /// `total`, and `total --in CURRENCY`: the exact totals, then (when a currency is asked
    /// for, or `rates base` chose one) the estimate across currencies in it.
    func totals(estimatingIn asked: CurrencyCode?) throws(CommandFailure) -> CommandOutcome {
        let read = try session.reading { store throws(StoreError) in
            try TotalsSummary(store: store, estimatingIn: asked, on: session.today)
        }
        guard let summary = read else {
            // No profile yet: nothing to convert, but what was asked for is answered.
            var empty = TotalsSummary.empty
            empty.estimate = asked.map {
                CurrencyEstimate(
                    totals: [], into: $0, rates: RateTable(base: RateTable.defaultBase))
            }
            return CommandOutcome(.report(ReadingReport.totals(empty)))
        }
        return CommandOutcome(.report(ReadingReport.totals(summary)))
    }
}
