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
        // What each saved is the ledger's (at its last payment, which the store reads with it).
        let rows = kills.map { killed in
            KilledReport.Row(expense: killed, saved: ledger.savedSoFar(of: killed, asOf: today))
        }
        let achievements = try runner.achievements(of: ledger)
        return CommandOutcome(
            .report(
                KilledReport(rows: rows, achievements: achievements, killCount: ledger.killCount)))
    }
}
