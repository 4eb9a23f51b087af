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
            let draft = try resolver.draft(
                from: request, name: name, amountText: amountText, ledger: ledger)
            do throws(DomainError) {
                let added = try ledger.add(draft.expense, asOf: today)
                return (
                    Outcome(added.value, warnings: draft.warnings + added.warnings), draft.notes,
                    ledger
                )
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
        let (outcome, ledger) = try session.writeChecked {
            (ledger: inout ExpenseLedger) throws(CommandFailure) in
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

    /// `archive NAME`: a group takes its active members with it (and says so); the figure
    /// printed is how much each monthly total really fell, from the domain.
    func archive(_ name: String) throws(CommandFailure) {
        let (result, kills, change, ledger) = try session.writeChecked {
            (ledger: inout ExpenseLedger) throws(CommandFailure) in
            let target = try find(name, in: ledger)
            let before = ledger
            do throws(DomainError) {
                let archived = try ledger.archiveWithMembers(target.id, on: today).value
                return (archived, ledger.killCount, ledger.totalsChange(from: before), ledger)
            } catch {
                throw .domain(error)
            }
        }
        let fallen = change.map { Money(minorUnits: abs($0.minorUnits), currency: $0.currency) }
        let shown =
            fallen.isEmpty ? [Money(minorUnits: 0, currency: result.target.currency)] : fallen
        changed([result.target] + result.cascaded, in: ledger) {
            var lines = [
                words.text(
                    .resultArchived,
                    [
                        "name": .text(clean(result.target.name)),
                        "monthly": .text(words.list(shown.map(words.money))),
                        "count": .count(kills),
                    ])
            ]
            if !result.cascaded.isEmpty {
                lines.append(
                    words.text(
                        .resultArchivedMembers,
                        ["names": .list(result.cascaded.map { clean($0.name) })]))
            }
            return lines.joined(separator: "\n")
        }
    }

    /// `restore NAME`: a group brings back the members archived with it.
    func restore(_ name: String) throws(CommandFailure) {
        let (outcome, ledger) = try session.writeChecked {
            (ledger: inout ExpenseLedger) throws(CommandFailure) in
            let target = try find(name, in: ledger)
            guard !target.isActive else { throw .notArchived(name: target.name) }
            do throws(DomainError) {
                return (try ledger.restoreWithMembers(target.id), ledger)
            } catch {
                throw .domain(error)
            }
        }
        let result = outcome.value
        changed([result.target] + result.cascaded, in: ledger) {
            var lines = [words.text(.resultRestored, ["name": .text(clean(result.target.name))])]
            if !result.cascaded.isEmpty {
                lines.append(
                    words.text(
                        .resultRestoredMembers,
                        ["names": .list(result.cascaded.map { clean($0.name) })]))
            }
            return lines.joined(separator: "\n")
        }
        warn(outcome.warnings)
    }

    /// `delete NAME`: deleting a group keeps its members, and says which.
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
        let (result, before) = try session.writeChecked {
            (ledger: inout ExpenseLedger) throws(CommandFailure) in
            let target = try find(name, in: ledger)
            let before = ledger
            do throws(DomainError) {
                return (try ledger.deleteReleasingMembers(target.id), before)
            } catch {
                throw .domain(error)
            }
        }
        changed([result.target], in: before) {
            var lines = [words.text(.resultDeleted, ["name": .text(clean(result.target.name))])]
            if !result.cascaded.isEmpty {
                lines.append(
                    words.text(
                        .resultDeletedMembers,
                        ["names": .list(result.cascaded.map { clean($0.name) })]))
            }
            return lines.joined(separator: "\n")
        }
    }

    func confirm(_ name: String) throws(CommandFailure) {
        let (confirmed, ledger) = try session.writeChecked {
            (ledger: inout ExpenseLedger) throws(CommandFailure) in
            let target = try find(name, in: ledger)
            do throws(DomainError) {
                return (try ledger.confirm(target.id, on: today), ledger)
            } catch {
                throw .domain(error)
            }
        }
        changed([confirmed], in: ledger) {
            words.text(.resultConfirmed, ["name": .text(clean(confirmed.name))])
        }
    }

    /// Says what a write changed: with `--json` the changed items as `list --json` shows them
    /// (ids included, so a script can keep them), otherwise the sentence.
    func changed(_ items: [RecurringExpense], in ledger: ExpenseLedger, sentence: () -> String) {
        if session.options.json {
            output.line(
                JSONValue.object([
                    ("items", .array(items.map { JSONReports.item($0, in: ledger, today: today) }))
                ]).serialized())
        } else {
            output.line(sentence())
        }
    }

    func clean(_ text: String) -> String { TerminalSanitizer.clean(text) }
}
