import FoundationEssentials
import Glibc
import SubDomain
import SubLocalization
import SubStore
import SubRecords

/// The work of `profile delete`.
extension CommandRunner {
    /// `profile delete NAME`: counts what would be lost, and without `--yes` only asks for
    /// the name typed back. The store removes only its own files.
    func deleteProfile(_ name: String, confirmed: Bool) throws(CommandFailure) -> CommandOutcome {
        let location: StoreLocation
        do throws(StoreError) {
            location = try StoreLocation(dataRoot: session.location.dataRoot, profile: name)
        } catch {
            throw .store(error)
        }
        guard FileManager.default.fileExists(atPath: location.profileDirectory) else {
            throw .family(
                ShellItselfFailure.profileNotFound(name: name, dataRoot: session.location.dataRoot))
        }
        // Everything that could stop the deletion is checked before anything is asked or
        // removed (a symlinked folder, a folder where a store file should be).
        do throws(StoreError) {
            try ExpenseStore.checkProfileCanBeDeleted(at: location)
        } catch {
            throw .store(error)
        }
        // The store counts each row once (an archived subscription is archived, not also a
        // subscription), by one query instead of loading the ledger.
        let contents: ProfileSummary
        do {
            let store = try ExpenseStore(location: location, accessMode: .readOnly)
            defer { store.close() }
            contents = try store.profileSummary()
        } catch StoreError.missingDatabase {
            contents = ProfileSummary(subscriptions: 0, groups: 0, archived: 0)
        } catch {
            throw .store(error)
        }
        guard confirmed else {
            return CommandOutcome(
                .needsConfirmation(
                    Confirmation(
                        .deleteProfile(name: name, contents: contents),
                        confirmed: .profileDelete(name: name, confirmed: true))))
        }
        if location == session.location { session.closeStore() }
        // The store removes only the files it wrote (database, -wal, -shm, -journal) and then
        // the folder if nothing else is in it: anything the user put there stays.
        do throws(StoreError) {
            try ExpenseStore.deleteProfile(at: location)
        } catch {
            throw .store(error)
        }
        return CommandOutcome(
            .report(ShellItselfReport.profileDeleted(name: name, contents: contents)))
    }
}
