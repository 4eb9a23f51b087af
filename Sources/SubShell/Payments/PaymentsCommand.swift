import SubDomain

/// `payments [NAME] [--from DATE] [--to DATE]`: the payments recorded, oldest first.
struct PaymentsCommand: ShellCommand {
    let subscription: String?
    let from: CivilDate?
    let through: CivilDate?

    init(name: String?, from: CivilDate?, through: CivilDate?) {
        subscription = name
        self.from = from
        self.through = through
    }

    var name: CommandName { .payments }

    func run(_ runner: CommandRunner) throws(CommandFailure) -> CommandOutcome {
        let ledger = try runner.session.readLedger()
        let plan = try subscription.map { (name: String) throws(CommandFailure) in
            try runner.find(name, in: ledger, exact: false)
        }
        if let from, let through, from > through {
            throw .family(PaymentsFailure.emptySpan(from: from, through: through))
        }
        let payments = try runner.payments(of: plan?.id, from: from, through: through)
        return CommandOutcome(
            .report(PaymentsReport(payments: payments, plan: plan, ledger: ledger)))
    }
}
