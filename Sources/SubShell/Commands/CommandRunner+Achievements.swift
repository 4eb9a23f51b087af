import FoundationEssentials
import SubDomain
import SubRecords
import SubStore

extension CommandRunner {
    /// The achievements `ledger` has earned by today (`Achievements.earned`), with each
    /// kill's price changes read from the store for the rise it may have answered.
    /// `priceRises` may hand over what was read already, by plan.
    func achievements(of ledger: ExpenseLedger, priceRises known: [UUID: [PriceChange]] = [:])
        throws(CommandFailure) -> [Achievement]
    {
        let rises = known.merging(
            try priceRises(of: Achievements.kills(in: ledger).filter { known[$0.id] == nil })
        ) { first, _ in first }
        return Achievements.earned(
            by: ledger, today: today, currency: words.settings.defaultCurrency,
            priceRises: rises)
    }

    /// The achievements archiving earned: those `after` has that `before` had not, by kind.
    /// Each is announced by the command that earns it, once.
    func achievementsEarned(from before: ExpenseLedger, to after: ExpenseLedger)
        throws(CommandFailure) -> [Achievement]
    {
        // The kills before are among those after: their price changes are read once.
        let rises = try priceRises(of: Achievements.kills(in: after))
        let earlier = Set(try achievements(of: before, priceRises: rises).map(\.kind))
        return try achievements(of: after, priceRises: rises).filter {
            !earlier.contains($0.kind)
        }
    }

    private func priceRises(of plans: [RecurringExpense]) throws(CommandFailure)
        -> [UUID: [PriceChange]]
    {
        var rises: [UUID: [PriceChange]] = [:]
        for plan in plans {
            rises[plan.id] =
                try session.reading { store throws(StoreError) in
                    try store.priceChanges(of: plan)
                } ?? []
        }
        return rises
    }
}
