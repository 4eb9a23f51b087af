import SubDomain
import SubLocalization

extension CommandRunner {
    func add(_ request: AddRequest) throws(CommandFailure) {
        guard let name = request.name else {
            throw .invalidValue(.missingArgument(command: .add, argument: .name))
        }
        guard let amountText = request.amountText else {
            throw .invalidValue(.missingArgument(command: .add, argument: .amount))
        }
        let resolver = AddResolver(session: session)
        let (outcome, notes, ledger) = try session.writeChecked {
            (ledger: inout ExpenseLedger) throws(CommandFailure) in
            let draft = try resolver.draft(from: request, name: name, amountText: amountText, ledger: ledger)
            do throws(DomainError) {
                let added = try ledger.add(draft.expense, asOf: today)
                return (Outcome(added.value, warnings: draft.warnings + added.warnings), draft.notes, ledger)
            } catch {
                throw .domain(error)
            }
        }
        changed([outcome.value], in: ledger) { renderer.added(outcome.value) }
        note(notes)
        warn(outcome.warnings)
    }

    func edit(_ name: String, field: EditField, value: String) throws(CommandFailure) {
        let editor = FieldEditor(session: session)
        let (outcome, ledger) = try session.writeChecked { (ledger: inout ExpenseLedger) throws(CommandFailure) in
            let expense = try find(name, in: ledger)
            let edited = try editor.apply(field, value: value, to: expense, in: ledger)
            do throws(DomainError) {
                return (try ledger.update(edited, asOf: today), ledger)
            } catch {
                throw .domain(error)
            }
        }
        changed([outcome.value], in: ledger) {
            words.text(.resultEdited, ["name": .text(clean(outcome.value.name))])
        }
        warn(outcome.warnings)
    }

    func archive(_ name: String) throws(CommandFailure) {
        let (expense, kills, ledger) = try session.writeChecked {
            (ledger: inout ExpenseLedger) throws(CommandFailure) in
            let target = try find(name, in: ledger)
            do throws(DomainError) {
                let archived = try ledger.archive(target.id, on: today).value
                return (archived, ledger.killCount, ledger)
            } catch {
                throw .domain(error)
            }
        }
        changed([expense], in: ledger) {
            words.text(.resultArchived, [
                "name": .text(clean(expense.name)), "monthly": .money(expense.monthlyEstimate),
                "count": .count(kills),
            ])
        }
    }

    func restore(_ name: String) throws(CommandFailure) {
        let (outcome, ledger) = try session.writeChecked { (ledger: inout ExpenseLedger) throws(CommandFailure) in
            let target = try find(name, in: ledger)
            guard !target.isActive else { throw .notArchived(name: target.name) }
            do throws(DomainError) {
                return (try ledger.restore(target.id), ledger)
            } catch {
                throw .domain(error)
            }
        }
        changed([outcome.value], in: ledger) {
            words.text(.resultRestored, ["name": .text(clean(outcome.value.name))])
        }
        warn(outcome.warnings)
    }

    func delete(_ name: String, confirmed: Bool) throws(CommandFailure) {
        if !confirmed {
            let ledger = try session.readLedger()
            let target = try find(name, in: ledger)
            let question = words.text(.confirmDelete, ["name": .text(clean(target.name))])
            switch askYesNo(question) {
            case nil: throw .confirmationRequired(command: .delete, subcommand: nil)
            case false?: throw .cancelled
            case true?: break
            }
        }
        let (removed, before) = try session.writeChecked { (ledger: inout ExpenseLedger) throws(CommandFailure) in
            let target = try find(name, in: ledger)
            let before = ledger
            do throws(DomainError) {
                return (try ledger.delete(target.id), before)
            } catch {
                throw .domain(error)
            }
        }
        changed([removed], in: before) { words.text(.resultDeleted, ["name": .text(clean(removed.name))]) }
    }

    func confirm(_ name: String) throws(CommandFailure) {
        let (confirmed, ledger) = try session.writeChecked { (ledger: inout ExpenseLedger) throws(CommandFailure) in
            let target = try find(name, in: ledger)
            do throws(DomainError) {
                return (try ledger.confirm(target.id, on: today), ledger)
            } catch {
                throw .domain(error)
            }
        }
        changed([confirmed], in: ledger) { words.text(.resultConfirmed, ["name": .text(clean(confirmed.name))]) }
    }

    /// Says what a write changed: with `--json` the changed items as `list --json` shows them
    /// (ids included, so a script can keep them), otherwise the sentence.
    func changed(_ items: [RecurringExpense], in ledger: ExpenseLedger, sentence: () -> String) {
        if session.options.json {
            output.line(JSONValue.object([
                ("items", .array(items.map { JSONReports.item($0, in: ledger, today: today) }))
            ]).serialized())
        } else {
            output.line(sentence())
        }
    }

    func clean(_ text: String) -> String { TerminalSanitizer.clean(text) }
}
