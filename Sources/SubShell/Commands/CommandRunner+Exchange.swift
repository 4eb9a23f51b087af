import Foundation
import SubDomain
import SubLocalization
import SubStore

extension CommandRunner {
    /// `export json|csv [FILE]`: to the file (written whole, then moved into place, mode
    /// 0600) or to standard output.
    func export(_ format: ExchangeFormat, to file: String?) throws(CommandFailure) {
        let ledger = try session.readLedger()
        let text = ExpenseExchange.export(ledger, as: format)
        guard let file else {
            output.write(text)
            return
        }
        let url = URL(fileURLWithPath: file)
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
            _ = chmod(url.path, 0o600)
        } catch {
            throw .unwritableFile(path: file)
        }
        output.line(
            words.text(
                .resultExported,
                [
                    "count": .count(ledger.expenses.count), "file": .text(clean(file)),
                ]))
    }

    /// `import FILE`: JSON or CSV by content, all or nothing.
    func importFile(_ path: String) throws(CommandFailure) {
        guard let data = FileManager.default.contents(atPath: path),
            let text = String(data: data, encoding: .utf8)
        else { throw .unreadableFile(path: path) }
        let trimmed = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        let format: ExchangeFormat = trimmed.hasPrefix("{") ? .json : .csv
        let batch: ExpenseExchange.Batch
        do throws(ExchangeError) {
            batch = try ExpenseExchange.parse(text, as: format)
        } catch {
            throw .exchange(error)
        }
        try session.writeChecked { (ledger: inout ExpenseLedger) throws(CommandFailure) in
            do throws(ExchangeError) {
                try ExpenseExchange.merge(batch, into: &ledger, asOf: today)
            } catch {
                throw .exchange(error)
            }
        }
        output.line(
            words.text(
                .resultImported,
                [
                    "count": .count(batch.expenses.count), "file": .text(clean(path)),
                ]))
    }

    /// `profile delete NAME`: says what will be lost and needs the name typed back (or
    /// `--yes`). Deletes the profile's folder.
    func deleteProfile(_ name: String, confirmed: Bool) throws(CommandFailure) {
        let location: StoreLocation
        do throws(StoreError) {
            location = try StoreLocation(dataRoot: session.location.dataRoot, profile: name)
        } catch {
            throw .store(error)
        }
        guard FileManager.default.fileExists(atPath: location.profileDirectory) else {
            throw .profileNotFound(name: name, dataRoot: session.location.dataRoot)
        }
        let ledger: ExpenseLedger
        do {
            let store = try ExpenseStore(location: location, accessMode: .readOnly)
            ledger = try store.read()
            store.close()
        } catch StoreError.missingDatabase {
            ledger = ExpenseLedger()
        } catch {
            throw .store(error)
        }
        let groups = ledger.expenses.count(where: \.isGroup)
        let loss = words.text(
            .confirmProfileLoss,
            [
                "name": .text(clean(name)),
                "subscriptions": .text(
                    words.text(
                        .countSubscriptions, ["count": .count(ledger.expenses.count - groups)])),
                "groups": .text(words.text(.countGroups, ["count": .count(groups)])),
                "archived": .text(
                    words.text(.countArchived, ["count": .count(ledger.archivedCount)])),
            ])
        // What is lost is said every time: before asking, before refusing, and with --yes.
        output.line(loss)
        if !confirmed {
            guard let prompter = session.prompter else {
                throw .confirmationRequired(command: .profile, subcommand: .profileDelete)
            }
            let answer = prompter.ask(
                words.text(.confirmTypeProfileName, ["name": .text(clean(name))]))
            guard answer?.trimmingCharacters(in: .whitespaces) == name else { throw .cancelled }
        }
        if location == session.location { session.closeStore() }
        // The store removes only the files it wrote (database, -wal, -shm, -journal) and then
        // the folder if nothing else is in it: anything the user put there stays.
        do throws(StoreError) {
            try ExpenseStore.deleteProfile(at: location)
        } catch {
            throw .store(error)
        }
        output.line(words.text(.resultProfileDeleted, ["name": .text(clean(name))]))
    }
}
