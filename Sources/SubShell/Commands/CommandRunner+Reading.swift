import SubDomain
import SubLocalization
import SubRecords
import SubStore

extension CommandRunner {
    /// `show NAME`: a read, so a looser match (prefix, typo) is fine.
    func show(_ name: String) throws(CommandFailure) -> CommandOutcome {
        let ledger = try session.readLedger()
        let expense = try find(name, in: ledger, exact: false)
        let prices =
            try session.reading { store throws(StoreError) in try store.priceChanges(of: expense) }
            ?? []
        return CommandOutcome(
            .detail(expense, ledger: ledger, prices: prices, yourNames: session.yourNames()))
    }

    /// Risks look at the charged items only, which the store reads without the ledger; it
    /// also supplies each one's latest price change from history, and the domain judges
    /// whether it is a recent rise.
    func risks() throws(CommandFailure) -> CommandOutcome {
        let charged = try session.chargedItems()
        let prices =
            try session.reading { store throws(StoreError) in
                try store.latestPriceChanges(among: charged)
            } ?? [:]
        return CommandOutcome(
            .risks(
                RiskAssessor.assess(
                    chargedItems: charged, asOf: today, priceChanges: prices,
                    cardExpiries: try cardExpiries())))
    }

    /// `upcoming N`: charges from today through today + N days, both included.
    func upcoming(days: Int) throws(CommandFailure) -> CommandOutcome {
        let charged = try session.chargedItems()
        let schedule = ChargeSchedule(items: charged, from: today, days: days)
        let deadlines = BillingCalendar.cancellationDeadlines(
            chargedItems: charged, from: today, through: today.addingDays(days))
        return CommandOutcome(.upcoming(schedule, days: days, deadlines: deadlines))
    }
}

extension CommandRunner {
    /// What `list` shows: the ledger this run already holds, or JSON's whole document, or
    /// else the store's entries, read as the list is printed (`ExpenseStore.listing`); the
    /// whole ledger laid out where the store cannot give the layout from its stored facts.
    func listResult() throws(CommandFailure) -> CommandResult {
        if session.options.json { return .list(try session.readLedger()) }
        let today = self.today
        if session.holdsWrittenLedger {
            // The ledger this run wrote, laid out with the cards' expiries for its marks.
            let listing = try session.readLedger().listing(
                asOf: today, cardExpiries: try cardExpiries())
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
                        asOf: today, cardExpiries: try store.cardExpiries())
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
            try TotalsSummary(store: store, estimatingIn: asked)
        }
        guard let summary = read else {
            // No profile yet: nothing to convert, but what was asked for is answered.
            var empty = TotalsSummary.empty
            empty.estimate = asked.map {
                CurrencyEstimate(
                    totals: [], into: $0, rates: RateTable(base: RateTable.defaultBase))
            }
            return CommandOutcome(.totals(empty))
        }
        return CommandOutcome(.totals(summary))
    }
}
