import FoundationEssentials
import Glibc
import SubDomain
import SubFormats
import SubLocalization
import SubRecords
import SubStore

extension CommandRunner {
    /// `export json|csv|ics [FILE]`: to standard output (no file, or `-`), or to the file, written whole beside
    /// it, synced and moved into place (mode 0600): a full disk leaves the old file as it was.
    /// An existing file is replaced only with `--force` or when the user agrees. CSV is
    /// written for a spreadsheet in the reader's language, or with `plain` for a script.
    func export(_ format: ExportFormat, to file: String?, overwrite: Bool, plain: Bool)
        throws(CommandFailure) -> CommandOutcome
    {
        let ledger = try session.readLedger()
        let text: String
        let count: Int
        if let exchange = format.exchange {
            // JSON is lossless: the price history, reminders and language come along.
            let profile =
                exchange == .json
                ? try session.reading { store throws(StoreError) in
                    try store.exchangeProfile(for: ledger)
                } ?? ExchangeProfile() : ExchangeProfile()
            let dialect = plain ? CSVDialect.plain : CSVWording(localizer: words).dialect
            text = ExpenseExchange.export(
                ledger, as: exchange, profile: profile, dialect: dialect)
            count = ledger.expenses.count
        } else {
            // A plan's own offsets, else the profile's (`ReminderSchedule.offsets(for:)`).
            let profile = try? ReminderSchedule(offsets: session.reminderOffsets())
            let calendar = CalendarExport(
                ledger: ledger, today: today, words: words,
                reminderOffsets: { profile?.offsets(for: $0) ?? $0.reminderOffsets ?? [] })
            (text, count) = calendar.document(stamp: Date())
        }
        // `-` is standard output, as for every Unix tool that takes a file; a file of that
        // name is `./-`.
        guard let file, file != "-" else { return CommandOutcome(.exportDocument(text)) }
        let askFirst = CommandOutcome(
            .needsConfirmation(
                Confirmation(
                    .overwriteFile(path: file),
                    confirmed: .export(
                        format: format, file: file, overwrite: true, plain: plain))))
        var status = stat()
        if !overwrite, lstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
            return askFirst
        }
        do throws(StoreError) {
            try AtomicFileWriter.write(
                Data(text.utf8), to: file, ifExists: overwrite ? .replace : .refuse,
                permissions: 0o600)
        } catch {
            // Appeared between the look and the write: ask, as if it had been there.
            if !overwrite, error.fileSystemReason == .alreadyExists { return askFirst }
            throw .store(error)
        }
        return CommandOutcome(.exportedFile(count: count, path: file))
    }

    /// `import FILE`: JSON or CSV by content, all or nothing; rows the profile already has
    /// are left out and named, and a JSON export's price history, reminders and language
    /// come along, in the same transaction. CSV may be either form `export csv` writes, in
    /// any catalog's language, or a spreadsheet's own.
    func importFile(_ path: String) throws(CommandFailure) -> CommandOutcome {
        let data = try Self.importedFileData(path)
        guard let text = String(data: data, encoding: .utf8) else {
            throw .unreadableFile(path: path)
        }
        let trimmed = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        // A SubHub export is a JSON object; anything else JSON-looking (`[…`) is refused as
        // JSON, not as a CSV file without its columns.
        let format: ExchangeFormat =
            trimmed.hasPrefix("{") || trimmed.hasPrefix("[") ? .json : .csv
        let batch: ExpenseExchange.Batch
        do throws(ExchangeError) {
            let vocabulary =
                format == .csv
                ? CSVWording(localizer: words).vocabulary(today: today) : .identifiers
            batch = try ExpenseExchange.parse(text, as: format, vocabulary: vocabulary)
        } catch {
            throw .exchange(error)
        }
        let store = try session.writableStore()
        let report: ExchangeImportReport
        do {
            report = try store.importBatch(batch, asOf: today)
        } catch let error as ExchangeError {
            throw .exchange(error)
        } catch let error as DomainError {
            throw .domain(error)
        } catch let error as StoreError {
            throw .store(error)
        } catch {
            throw .store(
                .sqlite(path: session.location.databasePath, code: -1, message: "\(error)"))
        }
        return CommandOutcome(
            .imported(report, path: path, ledger: try session.readLedger()))
    }

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
            throw .profileNotFound(name: name, dataRoot: session.location.dataRoot)
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
        return CommandOutcome(.profileDeleted(name: name, contents: contents))
    }
}
