import SubDomain
import SubLocalization
import SubRecords
import SubStore

/// `paid NAME [AMOUNT] [--on DATE] [--currency CUR]`: records a payment of a plan (its
/// amount and today unless told), moves its next charge on when the payment covers it, and
/// says what the plan has cost so far.
struct PaidCommand: ShellCommand {
    /// The words typed: the plan's name, and maybe an amount as the last.
    let words: [String]
    let day: TypedDay?
    /// The currency the payment was made in, when it is not the plan's.
    let currency: CurrencyCode?

    var name: CommandName { .paid }

    func run(_ runner: CommandRunner) throws(CommandFailure) -> CommandOutcome {
        let today = runner.today
        let ledger = try runner.session.readLedger()
        let (expense, amountText) = try target(in: ledger, runner: runner)
        // A payment is in the past: a day typed without its year that would be ahead is
        // last year's.
        var paidOn = day?.date ?? today
        if let day, day.yearOmitted, paidOn > today {
            paidOn =
                (try? CivilDate(year: paidOn.year - 1, month: paidOn.month, day: paidOn.day))
                ?? paidOn
        }
        if let refusal = PaymentLog.refusal(of: paidOn, for: expense, today: today) {
            throw .family(PaymentsFailure.paymentRefused(refusal, name: expense.name))
        }
        let amount = try money(amountText, for: expense, runner: runner)
        let payment = Payment(expenseID: expense.id, paidOn: paidOn, amount: amount)
        let store = try runner.session.writableStore()
        // One change: the payment and the next charge it moves on, undone together. The
        // plan is read again inside the transaction, as it is now.
        _ = try store.record(payments: [payment], failing: CommandFailure.store) {
            (ledger: inout ExpenseLedger) throws(CommandFailure) in
            do throws(DomainError) {
                try ledger.coverCharge(of: expense.id, paidOn: paidOn, today: today)
            } catch {
                throw .domain(error)
            }
        }
        let after = try runner.session.readLedger()
        let payments = try runner.payments(of: expense.id)
        return CommandOutcome(
            .report(
                PaidReport(
                    payment: payment, expense: after.expense(withID: expense.id) ?? expense,
                    payments: payments)))
    }

    /// The plan the words name, and the amount's text when the last word is one. The whole
    /// of the words naming a plan wins: a plan may be called "Plan 2".
    private func target(in ledger: ExpenseLedger, runner: CommandRunner) throws(CommandFailure)
        -> (RecurringExpense, String?)
    {
        let whole = words.joined(separator: " ")
        let reader = ValueReader(localizer: runner.words, today: runner.today)
        // `paid Netflix 5 USD`: a currency code after the amount is part of it.
        if words.count >= 3, let code = words.last, CurrencyCode.isKnown(code.uppercased()),
            (try? reader.typedAmount(words[words.count - 2])) != nil
        {
            if case .found(let expense) = ledger.lookup(whole, strictness: .exact) {
                return (expense, nil)
            }
            let name = words.dropLast(2).joined(separator: " ")
            return (try runner.find(name, in: ledger), words.suffix(2).joined(separator: " "))
        }
        if words.count >= 2, let last = words.last,
            (try? reader.typedAmount(last)) != nil
        {
            let name = words.dropLast().joined(separator: " ")
            if case .found(let expense) = ledger.lookup(whole, strictness: .exact) {
                return (expense, nil)
            }
            return (try runner.find(name, in: ledger), last)
        }
        return (try runner.find(whole, in: ledger), nil)
    }

    /// The payment's amount: the plan's when none was typed; in the plan's currency unless
    /// `--currency` names another (an amount whose sign names another is refused then).
    private func money(_ text: String?, for expense: RecurringExpense, runner: CommandRunner)
        throws(CommandFailure) -> Money
    {
        let paidIn = currency ?? expense.currency
        guard let text else {
            guard paidIn == expense.currency else {
                throw .family(PaymentsFailure.amountNeeded(name: expense.name, currency: paidIn))
            }
            return expense.amount
        }
        let reader = ValueReader(localizer: runner.words, today: runner.today)
        let parsed: ParsedAmount
        do throws(UsageError) {
            parsed = try reader.amount(text, currency: paidIn)
        } catch {
            throw .invalidValue(error)
        }
        if let written = parsed.detectedCurrency, written != paidIn {
            throw .family(
                PaymentsFailure.otherCurrency(
                    name: expense.name, typed: written, plan: expense.currency))
        }
        guard parsed.money.minorUnits > 0 else {
            throw .family(PaymentsFailure.notPositive(text: text))
        }
        return parsed.money
    }
}
