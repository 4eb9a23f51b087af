import SubDomain
import SubLocalization

extension CommandRunner {
    func list() throws(CommandFailure) {
        let ledger = try session.readLedger()
        if session.options.json {
            output.line(JSONReports.list(ledger, today: today).serialized())
            return
        }
        for line in renderer.list(ledger) { output.line(line) }
    }

    func total() throws(CommandFailure) {
        let ledger = try session.readLedger()
        if session.options.json {
            output.line(JSONReports.total(ledger).serialized())
            return
        }
        for line in renderer.totals(ledger) { output.line(line) }
    }

    func show(_ name: String) throws(CommandFailure) {
        let ledger = try session.readLedger()
        let expense = try find(name, in: ledger, exact: false)
        if session.options.json {
            output.line(JSONReports.item(expense, in: ledger, today: today).serialized())
            return
        }
        for line in renderer.detail(of: expense, in: ledger) { output.line(line) }
    }

    func risks() throws(CommandFailure) {
        let ledger = try session.readLedger()
        let assessments = RiskAssessor.assess(ledger, asOf: today)
        if session.options.json {
            output.line(JSONReports.risks(assessments).serialized())
            return
        }
        for line in renderer.risks(assessments) { output.line(line) }
    }

    func upcoming(days: Int) throws(CommandFailure) {
        let ledger = try session.readLedger()
        let charges = BillingCalendar.upcoming(in: ledger, from: today, days: days)
        if session.options.json {
            output.line(JSONReports.upcoming(charges).serialized())
            return
        }
        for line in renderer.upcoming(charges, days: days) { output.line(line) }
    }
}
