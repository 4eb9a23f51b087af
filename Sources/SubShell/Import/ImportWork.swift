import FoundationEssentials
import Glibc
import SubBrands
import SubBrandsCore
import SubDomain
import SubFormats
import SubLocalization
import SubRecords
import SubStore

extension CommandRunner {
    /// `import wallos PATH [--user NAME]`: one store transaction; a re-run adds nothing.
    func importWallos(_ path: String, user: String?) throws(CommandFailure) -> CommandOutcome {
        let export: WallosExport
        do throws(WallosError) {
            export = try WallosReader.read(path: path)
        } catch {
            throw .wallos(error)
        }
        let words = self.words
        let currency = words.settings.defaultCurrency
        let today = self.today
        let report = try session.writeChecked {
            (ledger: inout ExpenseLedger) throws(CommandFailure) -> WallosImportReport in
            do throws(WallosError) {
                return try WallosImport.merge(
                    export, user: user, into: &ledger, asOf: today, defaultCurrency: currency)
            } catch {
                throw .wallos(error)
            }
        }
        return CommandOutcome(.report(ImportReport.wallosImported(report)))
    }

    /// `import statement FILE [--yes]` and the other sources of bills: the proposals; with
    /// `--yes` (or once ticked) the
    /// chosen ones added in one transaction, at their latest amount and next expected charge,
    /// each price change the statement shows kept as dated price history.
    func importBills(_ source: BillSource, _ choice: StatementChoice) throws(CommandFailure)
        -> CommandOutcome
    {
        let proposals = try statementProposals(source)
        let numbers: [Int]
        switch choice {
        // `--json` shows the proposals for a program to choose from: nobody ticks a table.
        case .ask where session.options.json:
            return CommandOutcome(
                .report(ImportReport.statementProposals(proposals, tableShown: false)))
        case .ask:
            guard !proposals.proposals.isEmpty else {
                return CommandOutcome(
                    .report(ImportReport.statementProposals(proposals, tableShown: false)))
            }
            return CommandOutcome(
                .needsConfirmation(
                    Confirmation(
                        .family(StatementPickQuestion(proposals: proposals, source: source)),
                        confirmed: .importBills(source, choice: .sure))))
        // Shown already as the question's preamble, where nobody could tick.
        case .none:
            return CommandOutcome(
                .report(ImportReport.statementProposals(proposals, tableShown: true)))
        case .sure: numbers = proposals.sureNumbers
        case .atLeast(let minimum): numbers = proposals.numbers(atLeast: minimum)
        case .picked(let picked):
            numbers = picked.filter {
                proposals.proposals.indices.contains($0 - 1)
                    && proposals.proposals[$0 - 1].tracked == nil
            }
        case .given(let picked):
            // `--pick` names proposals by their numbers in the table: one that is not there
            // is a typing error, and nothing is imported.
            let outside = picked.filter { !proposals.proposals.indices.contains($0 - 1) }
            guard outside.isEmpty else {
                throw .invalidValue(
                    .invalidValue(
                        LocalizedMessage(
                            .statementPickOutside,
                            [
                                "numbers": .text(outside.map(String.init).joined(separator: ",")),
                                "count": .count(proposals.proposals.count),
                            ])))
            }
            numbers = picked.filter { proposals.proposals[$0 - 1].tracked == nil }
        }
        let today = self.today
        let currency = proposals.currency
        var expenses: [RecurringExpense] = []
        var priceHistory: [UUID: [PriceChange]] = [:]
        for number in numbers {
            let proposal = proposals.proposals[number - 1]
            let series = proposal.series
            let next = series.nextCharge(onOrAfter: today)
            let expense = RecurringExpense(
                name: proposal.name,
                amount: Money(minorUnits: series.amountMinor, currency: currency),
                period: series.period, nextCharge: next, anchorDay: series.anchorDay,
                category: proposal.category, brandSlug: proposal.brandSlug, createdOn: today)
            expenses.append(expense)
            // A price rise is one subscription's history, dated by the charge it began with.
            priceHistory[expense.id] = series.priceChanges.map { change in
                PriceChange(
                    old: Money(minorUnits: change.fromMinor, currency: currency),
                    new: Money(minorUnits: change.toMinor, currency: currency),
                    changedOn: change.date)
            }
        }
        // The charges are payments: of the plans the statement adds, and of those it found
        // already tracked. A tracked plan's next charge moves on past the latest one, as
        // `paid` moves it; all in one change, undone together.
        var payments = proposals.trackedPayments
        for (number, expense) in zip(numbers, expenses) {
            payments += StatementPayments.payments(
                of: proposals.proposals[number - 1].series.paidCharges, plan: expense.id,
                currency: currency, today: today)
        }
        var latestPaid: [UUID: CivilDate] = [:]
        for payment in proposals.trackedPayments {
            latestPaid[payment.expenseID] = max(
                latestPaid[payment.expenseID] ?? payment.paidOn, payment.paidOn)
        }
        var recorded: [Payment] = []
        if !expenses.isEmpty || !payments.isEmpty {
            let store = try session.writableStore()
            recorded = try store.record(
                payments: payments, priceHistory: priceHistory, failing: CommandFailure.store
            ) { (ledger: inout ExpenseLedger) throws(CommandFailure) in
                do throws(DomainError) {
                    for expense in expenses {
                        _ = try ledger.add(expense, asOf: today)
                    }
                    // Along each plan's own calendar, its charge day kept, as `paid` does.
                    for (id, day) in latestPaid {
                        try ledger.coverCharge(of: id, paidOn: day, today: today)
                    }
                } catch {
                    throw .domain(error)
                }
            }
        }
        // `--yes`, `--pick` and `--min-confidence` have not shown the table yet; a ticked
        // answer was given below it.
        let answered: Bool
        switch choice {
        case .sure, .atLeast, .given: answered = false
        case .picked, .ask, .none: answered = true
        }
        return CommandOutcome(
            .report(
                ImportReport.statementImported(
                    proposals, picked: numbers, tableShown: answered,
                    payments: StatementPaymentsRecorded(
                        recorded, proposals: proposals, added: Array(zip(numbers, expenses)))
                )))
    }

    /// Reads and analyses the statement, names each series after its brand and marks the
    /// ones the profile already has (same brand, or same name, amount and period), saying
    /// where the statement and the profile disagree.
    func statementProposals(_ source: BillSource) throws(CommandFailure) -> StatementProposals {
        let reading = try readBills(source)
        let currency = reading.currency
        // A page's stated subscriptions come as they are; a field read unsure caps its
        // proposal at medium, so `--yes` never saves it.
        let series =
            reading.judged(
                RecurringSeriesFinder.find(in: reading.charges, statementEnd: reading.lastDate))
            + reading.stated
        let ledger = try session.readLedger()
        var proposals: [StatementProposals.Proposal] = []
        for var found in series {
            let lines = Set(found.charges.map(\.line))
            let doubts = reading.doubts.filter { lines.contains($0.line) }
            if !doubts.isEmpty { found = found.capped(at: .medium) }
            let brand =
                reading.mail != nil ? Self.mailBrand(found) : Self.brand(for: found.merchant)
            let name = brand?.name ?? found.merchant.label
            let tracked = ledger.expenses.first { expense in
                guard expense.isActive, !expense.isGroup else { return false }
                if let slug = brand?.slug ?? brand?.id, expense.brandSlug == slug { return true }
                return NameKey(expense.name) == NameKey(name)
                    || (expense.amount.minorUnits == found.amountMinor
                        && expense.period == found.period
                        && NameKey(expense.name).folded.count >= 3
                        && NameKey(found.merchant.label).folded.contains(
                            NameKey(expense.name).folded))
            }
            var proposal = StatementProposals.Proposal(
                series: found, name: name, brandSlug: brand?.slug ?? brand?.id,
                category: brand?.category?.rawValue, tracked: tracked?.name,
                disagreement: tracked.flatMap {
                    StatementDisagreement(
                        series: found, currency: currency, tracked: $0, today: today)
                })
            proposal.doubts = doubts
            if let tracked {
                // A tracked plan's charges are its payments: those recorded already (by an
                // earlier import, or typed with `paid`) are left out before anyone is asked.
                let recorded =
                    try session.reading { store throws(StoreError) in
                        try store.payments(of: tracked.id)
                    } ?? []
                proposal.trackedID = tracked.id
                proposal.paymentsToRecord = StatementPayments.payments(
                    of: found.paidCharges, plan: tracked.id, currency: currency, today: today,
                    existing: recorded)
            }
            proposals.append(proposal)
        }
        return StatementProposals(
            path: source.displayPath, reading: reading, proposals: proposals,
            profileCurrency: words.settings.defaultCurrency, today: today)
    }

    /// The charges a source of bills holds, read as one statement.
    func readBills(_ source: BillSource) throws(CommandFailure) -> StatementReading {
        switch source {
        case .statement(let path): try readStatement(path)
        case .images(let paths): try readImages(paths)
        case .mail(let paths): try readMail(paths)
        }
    }

    /// The file's bytes in whichever format and encoding they are: a workbook, else text
    /// decoded from what the bytes show, then read by the format the content shows.
    func readStatement(_ path: String) throws(CommandFailure) -> StatementReading {
        // The file's bytes once, not also as the `Data` they came in: a 100 MB file is held
        // as bytes, as text and as a reader's copy, and a fourth copy took 100 MB more.
        let bytes = try [UInt8](Self.importedFileData(path))
        let context = StatementContext(
            defaultCurrency: words.settings.defaultCurrency,
            preferredOrder: DateOrder(locale: words.settings.dateLocaleIdentifier) == .monthDayYear
                ? .monthFirst : .dayFirst,
            words: StatementWords(
                headings: words.library.statementHeadingWords,
                cells: words.library.statementCellWords))
        // A workbook is a zip archive: its first bytes say so, whatever the file is called.
        if bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
            do throws(StatementError) {
                let sheet: Worksheet
                do throws(SpreadsheetError) {
                    sheet = try WorkbookReader().firstWorksheet(in: bytes)
                } catch {
                    throw error.statementError
                }
                let table = sheet.rows.map {
                    StatementReader.TableRow(line: $0.number, cells: $0.cells)
                }
                let rows = try StatementReader.read(table: table, format: .xlsx, context: context)
                return try StatementReading(rows, encoding: nil, context: context)
            } catch {
                throw .statement(error, path: path)
            }
        }
        // A PDF statement is read from its text layer; a protected one asks its password at
        // the terminal, once, and keeps it only while the file is read.
        if PDFStatement.looksLike(bytes) {
            // The password typed for a protected file, kept while this file is read.
            var password: String?
            do throws(StatementError) {
                let rows: StatementRows
                do throws(StatementError) {
                    let table = try PDFReadingChild.table(
                        bytes, password: nil, words: context.words)
                    rows = try PDFStatement.read(table: table, context: context)
                } catch .pdfNeedsPassword {
                    let prompt = words.text(
                        .statementPdfPasswordPrompt, ["path": .userText(path)])
                    password = TerminalPassword.ask(prompt)
                    guard let password else { throw .pdfNeedsPassword }
                    let table = try PDFReadingChild.table(
                        bytes, password: password, words: context.words)
                    rows = try PDFStatement.read(table: table, context: context)
                }
                return try StatementReading(rows, encoding: nil, context: context)
            } catch .pdfNoText, .noHeader {
                // A scan, or a bill rather than a statement (an invoice with its code): its
                // pages are images of bills, read by OCR and their invoice codes.
                return try readScannedPDF(bytes, path: path, password: password)
            } catch {
                throw .statement(error, path: path)
            }
        }
        // Excel's binary workbook (.xls) is an OLE2 compound file, known by its signature.
        if bytes.starts(with: [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]) {
            throw .statement(.legacyWorkbook, path: path)
        }
        guard let (text, encoding) = TextEncoding.decode(bytes) else {
            throw .unreadableFile(path: path)
        }
        do throws(StatementError) {
            return try StatementFile.read(text, encoding: encoding, context: context)
        } catch {
            throw .statement(error, path: path)
        }
    }

    /// The brand a merchant names: its words exactly, or its first words, or one word of
    /// four letters or more ("Spotify Ab" → Spotify, "Apple Bill" → Apple).
    /// A Chinese name is written without spaces, so its first characters are tried too
    /// ("腾讯视频会员中心" → 腾讯视频), down to two.
    static func brand(for merchant: MerchantName) -> Brand? {
        let catalog = BrandCatalog.shared
        let words = merchant.label.split(separator: " ").map(String.init)
        for count in stride(from: words.count, through: 1, by: -1) {
            let phrase = words.prefix(count).joined(separator: " ")
            let chinese = phrase.unicodeScalars.contains(where: MerchantName.isHan)
            if count == 1, phrase.count < (chinese ? 2 : 4) { continue }
            if let found = catalog.brandNamed(phrase) { return found.brand }
            guard count == 1, chinese else { continue }
            for length in stride(from: phrase.count - 1, through: 2, by: -1) {
                if let found = catalog.brandNamed(String(phrase.prefix(length))) {
                    return found.brand
                }
            }
        }
        return nil
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
            .report(ImportReport.imported(report, path: path, ledger: try session.readLedger())))
    }
}
