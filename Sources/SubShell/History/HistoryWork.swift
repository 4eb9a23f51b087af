import SubDomain
import SubLocalization
import SubRecords
import SubStore

/// The work of `history` and `undo` (`HistoryCommand`, `UndoCommand`).
extension CommandRunner {
    /// `history [NAME]`: a read, so a looser match is fine for the name.
    func history(_ name: String?) throws(CommandFailure) -> CommandOutcome {
        let ledger = try session.readLedger()
        let subject = try name.map { (name: String) throws(CommandFailure) in
            try find(name, in: ledger, exact: false)
        }
        let changes =
            try session.reading { store throws(StoreError) in try store.changes(of: subject?.id) }
            ?? []
        return CommandOutcome(
            .report(HistoryReport(changes: changes, subject: subject, ledger: ledger)))
    }

    /// `undo [N]`: asks first (unless `--yes`) when it takes back more than one change or
    /// removes a subscription; the preview is checked like the undo itself, so a refusal
    /// comes before any question.
    func undo(_ count: Int, confirmed: Bool) throws(CommandFailure) -> CommandOutcome {
        if !confirmed {
            let preview = try Self.undoFailures {
                try session.reading { store throws(StoreError) in
                    Result { try store.undoPreview(count: count) }
                }
            }
            guard let preview else { throw .undoRefused(.nothingToUndo) }
            let report = try Self.undoFailures { try preview.get() }
            if count > 1 || report.removesExpenses {
                return CommandOutcome(
                    .needsConfirmation(
                        Confirmation(
                            .undo(report, ledger: try session.readLedger()),
                            confirmed: .family(
                                AnyFamilyCommand(UndoCommand(count: count, confirmed: true))))))
            }
        }
        let store = try session.writableStore()
        let report = try Self.undoFailures { try store.undo(count: count) }
        return CommandOutcome(
            .report(UndoneReport(report: report, ledger: try session.readLedger())))
    }

    /// Runs `body`, turning what an undo may throw into the command's failure.
    private static func undoFailures<Value>(_ body: () throws -> Value) throws(CommandFailure)
        -> Value
    {
        do {
            return try body()
        } catch let failure as CommandFailure {
            throw failure
        } catch let refusal as UndoRefusal {
            throw .undoRefused(refusal)
        } catch let error as DomainError {
            throw .domain(error)
        } catch let error as StoreError {
            throw .store(error)
        } catch {
            throw .store(.sqlite(path: "", code: -1, message: "\(error)"))
        }
    }
}
