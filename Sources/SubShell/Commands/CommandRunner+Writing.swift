import SubDomain
import SubLocalization

extension CommandRunner {
    func add(_ request: AddRequest) throws(CommandFailure) -> CommandOutcome {
        guard let name = request.name else {
            throw .invalidValue(.missingArgument(command: .add, argument: .name))
        }
        guard let amountText = request.amountText else {
            throw .invalidValue(.missingArgument(command: .add, argument: .amount))
        }
        let resolver = AddResolver(session: session)
        if let question = resolver.periodQuestion(for: request, name: name, amountText: amountText)
        {
            return CommandOutcome(.needsConfirmation(question))
        }
        let (outcome, notes, ledger) = try session.writeChecked {
            (ledger: inout ExpenseLedger) throws(CommandFailure) in
            let draft = try resolver.draft(
                from: request, name: name, amountText: amountText, ledger: ledger)
            do throws(DomainError) {
                var added = try ledger.add(draft.expense, asOf: today)
                var notes = draft.notes
                if let group = draft.joinsEmptyGroup {
                    let joined = try ledger.addToGroup(group.id, members: [added.value.id])
                    added = Outcome(
                        ledger.expense(withID: added.value.id) ?? added.value,
                        warnings: added.warnings + joined.warnings)
                    if let adopted = GroupAdoption.note(before: group, after: joined.value) {
                        notes.append(adopted)
                    }
                }
                return (
                    Outcome(added.value, warnings: draft.warnings + added.warnings), notes, ledger
                )
            } catch {
                throw .domain(error)
            }
        }
        return CommandOutcome(
            .added(
                outcome.value,
                typedName: NameKey.fold(name) == NameKey.fold(outcome.value.name) ? nil : name,
                ledger: ledger), warnings: outcome.warnings, notes: notes)
    }
}
