import SubDomain
import SubLocalization

extension CommandRunner {
    /// What archiving `ids` would do, as the domain simulates it; shared by `total
    /// --without` and `archive --dry-run`.
    func simulate(_ ids: [RecurringExpense.ID], in ledger: ExpenseLedger)
        throws(CommandFailure) -> WhatIf
    {
        do throws(DomainError) {
            return try ledger.whatIf(archiving: ids, on: today)
        } catch {
            throw .domain(error)
        }
    }
}
