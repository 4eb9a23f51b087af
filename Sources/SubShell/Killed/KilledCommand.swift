import FoundationEssentials
import SubDomain
import SubRecords
import SubStore

/// `killed`: every plan killed, with what it has saved so far, the sums per currency, and
/// the achievements earned, each with its day.
struct KilledCommand: ShellCommand {
    var name: CommandName { .killed }

    func run(_ runner: CommandRunner) throws(CommandFailure) -> CommandOutcome {
        let today = runner.today
        let ledger = try runner.session.readLedger()
        let kills = Achievements.kills(in: ledger)
        var rises: [UUID: [PriceChange]] = [:]
        var lastPaid: [UUID: Money] = [:]
        for killed in kills {
            let read =
                try runner.session.reading { store throws(StoreError) in
                    (
                        try store.priceChanges(of: killed),
                        try store.payments(of: killed.id)
                    )
                }
            rises[killed.id] = read?.0 ?? []
            // Saved at the last amount really charged, in the plan's currency, if any.
            lastPaid[killed.id] = read?.1.last { $0.amount.currency == killed.currency }?.amount
        }
        let rows = kills.map { killed in
            KilledReport.Row(
                expense: killed,
                saved: Self.saved(
                    by: killed, in: ledger, lastPaid: lastPaid[killed.id], today: today))
        }
        let achievements = Achievements.earned(
            by: ledger, today: today, currency: runner.words.settings.defaultCurrency,
            priceRises: rises)
        return CommandOutcome(
            .report(
                KilledReport(rows: rows, achievements: achievements, killCount: ledger.killCount)))
    }

    /// What killing `expense` has saved by `today`: the charges that did not happen after
    /// the kill, at the last amount actually paid when one was recorded, else at its amount.
    static func saved(
        by expense: RecurringExpense, in ledger: ExpenseLedger, lastPaid: Money?,
        today: CivilDate
    ) -> Money {
        guard let lastPaid, let archivedOn = expense.archivedOn, !expense.isGroup else {
            return ledger.savedSoFar(of: expense, asOf: today)
        }
        let count = BillingCalendar.chargeCount(
            of: expense, from: archivedOn.addingDays(1), through: today)
        let product = Int128(lastPaid.minorUnits) * Int128(count)
        return Money(
            minorUnits: Int64(min(product, Int128(Int64.max))), currency: expense.currency)
    }
}
