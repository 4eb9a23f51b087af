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
                saved: Achievements.saved(
                    by: killed, in: ledger, lastPaid: lastPaid[killed.id], asOf: today))
        }
        let achievements = Achievements.earned(
            by: ledger, today: today, currency: runner.words.settings.defaultCurrency,
            priceRises: rises, lastPaid: lastPaid)
        return CommandOutcome(
            .report(
                KilledReport(rows: rows, achievements: achievements, killCount: ledger.killCount)))
    }
}
