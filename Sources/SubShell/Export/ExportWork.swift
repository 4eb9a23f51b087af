import FoundationEssentials
import Glibc
import SubDomain
import SubFormats
import SubLocalization
import SubStore
import SubRecords

/// `export json|csv|ics [FILE]`.
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
                ledger, as: exchange, profile: profile, dialect: dialect, asOf: today)
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
        return CommandOutcome(.report(ExportReport.exportedFile(count: count, path: file)))
    }
}
