import SubDomain
import SubLocalization

/// The work of `edit`, `archive`, `restore`, `delete` and `confirm`: each one store
/// transaction on one subscription (a group with its members).
extension CommandRunner {
    func edit(_ name: String, field: EditField, value: String) throws(CommandFailure)
        -> CommandOutcome
    {
        let editor = FieldEditor(session: session)
        var notes: [LocalizedMessage] = []
        let (outcome, ledger, original) = try session.writeChecked {
            (ledger: inout ExpenseLedger) throws(CommandFailure) in
            let expense = try find(name, in: ledger)
            notes = []  // a write tried again reads the value again
            let edited = try editor.apply(
                field, value: value, to: expense, in: ledger, notes: &notes)
            do throws(DomainError) {
                return (try ledger.update(edited, asOf: today), ledger, expense)
            } catch {
                throw .domain(error)
            }
        }
        let priceChange =
            original.amount == outcome.value.amount
            ? nil
            : PriceChange(old: original.amount, new: outcome.value.amount, changedOn: today)
        return CommandOutcome(
            .report(ChangeReport.edited(outcome.value, ledger: ledger, priceChange: priceChange)),
            warnings: outcome.warnings, notes: notes)
    }

    /// `archive NAME`: a group takes its active members with it; the figure is how much
    /// each monthly total really fell today, from the domain (a plan that has ended was in
    /// none).
    func archive(_ name: String) throws(CommandFailure) -> CommandOutcome {
        let (result, kills, change, ledger, before) = try session.writeChecked {
            (ledger: inout ExpenseLedger) throws(CommandFailure) in
            let target = try find(name, in: ledger)
            guard target.isActive else {
                throw .family(ChangeFailure.alreadyArchived(name: target.name))
            }
            let before = ledger
            do throws(DomainError) {
                let archived = try ledger.archiveWithMembers(target.id, on: today).value
                return (
                    archived, ledger.killCount, ledger.totalsChange(from: before, on: today),
                    ledger, before
                )
            } catch {
                throw .domain(error)
            }
        }
        // A kill may earn an achievement: announced here, the day it is earned, once.
        let earned = try achievementsEarned(from: before, to: ledger)
        let fallen = change.map { Money(minorUnits: abs($0.minorUnits), currency: $0.currency) }
        let drop =
            fallen.isEmpty ? [Money(minorUnits: 0, currency: result.target.currency)] : fallen
        return CommandOutcome(
            .report(
                ChangeReport.archived(
                    result, monthlyDrop: drop, killCount: kills,
                    cancelAt: ManageLink.url(for: result.target), ledger: ledger,
                    achievements: earned)))
    }

    /// `restore NAME`: a group brings back the members archived with it.
    func restore(_ name: String) throws(CommandFailure) -> CommandOutcome {
        let (outcome, ledger) = try session.writeChecked {
            (ledger: inout ExpenseLedger) throws(CommandFailure) in
            let target = try find(name, in: ledger)
            guard !target.isActive else {
                throw .family(ChangeFailure.notArchived(name: target.name))
            }
            do throws(DomainError) {
                return (try ledger.restoreWithMembers(target.id), ledger)
            } catch {
                throw .domain(error)
            }
        }
        return CommandOutcome(
            .report(ChangeReport.restored(outcome.value, ledger: ledger)),
            warnings: outcome.warnings)
    }

    /// `delete NAME`: without `--yes` it only asks; deleting a group keeps its members, and
    /// says which.
    func delete(_ name: String, confirmed: Bool) throws(CommandFailure) -> CommandOutcome {
        if !confirmed {
            let target = try find(name, in: try session.readLedger(), byBrand: false)
            return CommandOutcome(
                .needsConfirmation(
                    Confirmation(
                        .deleteSubscription(name: target.name),
                        confirmed: .delete(name: name, confirmed: true))))
        }
        let (result, before) = try session.writeChecked {
            (ledger: inout ExpenseLedger) throws(CommandFailure) in
            let target = try find(name, in: ledger, byBrand: false)
            let before = ledger
            do throws(DomainError) {
                return (try ledger.deleteReleasingMembers(target.id), before)
            } catch {
                throw .domain(error)
            }
        }
        return CommandOutcome(.report(ChangeReport.deleted(result, ledgerBefore: before)))
    }

    func confirm(_ name: String) throws(CommandFailure) -> CommandOutcome {
        let (confirmed, ledger) = try session.writeChecked {
            (ledger: inout ExpenseLedger) throws(CommandFailure) in
            let target = try find(name, in: ledger)
            do throws(DomainError) {
                return (try ledger.confirm(target.id, on: today), ledger)
            } catch {
                throw .domain(error)
            }
        }
        return CommandOutcome(.report(ChangeReport.confirmed(confirmed, ledger: ledger)))
    }

    /// `archive NAME --dry-run`: what `archive NAME` would do to the totals, and which members
    /// would go with a group; nothing is written.
    func archivePreview(_ name: String) throws(CommandFailure) -> CommandOutcome {
        let ledger = try session.readLedger()
        let target = try find(name, in: ledger)
        guard target.isActive else {
            throw .family(ChangeFailure.alreadyArchived(name: target.name))
        }
        return CommandOutcome(
            .report(
                WhatIfReport(whatIf: try simulate([target.id], in: ledger), source: .archiveDryRun))
        )
    }
}
