import SubDomain
import SubFormats
import SubJSON
import SubLocalization
import SubRecords

/// The words of `import statement`: how the file was understood, the proposals table, the
/// disagreements with what is tracked, and the failures. The bank's texts are the user's
/// data and are sanitized.
struct StatementWording {
    let localizer: Localizer

    private func text(_ key: MessageKey, _ arguments: [String: MessageArgument] = [:]) -> String {
        localizer.text(key, arguments)
    }

    /// How the file was read, then the proposals as a table.
    func proposals(_ found: StatementProposals) -> [String] {
        let reading = found.reading
        var lines: [String] = []
        if let first = reading.firstDate, let last = reading.lastDate {
            lines.append(
                text(
                    .statementRead,
                    [
                        "count": .count(reading.charges.count), "first": .date(first),
                        "last": .date(last),
                    ]))
        }
        lines += understood(reading, profileCurrency: found.profileCurrency)
        lines += reading.unread.map { text(.statementImageUnread, ["path": .userText($0)]) }
        guard !found.proposals.isEmpty else { return lines + [text(.statementNone)] }
        var rows: [[String]] = [
            [
                text(.statementColumnNumber), text(.statementColumnName),
                text(.statementColumnPeriod), text(.statementColumnAmount),
                text(.statementColumnLast), text(.statementColumnNext),
                text(.statementColumnConfidence),
            ]
        ]
        for (index, proposal) in found.proposals.enumerated() {
            let series = proposal.series
            var judgement = [confidence(series.confidence)]
            if series.stated { judgement.append(text(.statementImageStated)) }
            if !proposal.doubts.isEmpty { judgement.append(text(.statementImageNotSure)) }
            let amountUnsure = proposal.doubts.contains { $0.field == .amount }
            if let tracked = proposal.tracked {
                judgement.append(text(.statementTracked) + " (\(TerminalSanitizer.clean(tracked)))")
            }
            if let change = series.priceChanges.last {
                judgement.append(
                    text(
                        change.toMinor > change.fromMinor ? .statementRose : .statementFell,
                        [
                            "from": .money(
                                Money(minorUnits: change.fromMinor, currency: found.currency)),
                            "to": .money(
                                Money(minorUnits: change.toMinor, currency: found.currency)),
                            "date": .date(change.date),
                        ]))
            }
            rows.append([
                String(index + 1), TerminalSanitizer.clean(proposal.name),
                localizer.period(series.period),
                localizer.money(Money(minorUnits: series.amountMinor, currency: found.currency))
                    + (amountUnsure ? " ?" : ""),
                series.stated ? "—" : localizer.date(series.lastCharge),
                localizer.date(series.nextCharge(onOrAfter: found.today)),
                judgement.joined(separator: " · "),
            ])
        }
        let widths = (0..<7).map { column in rows.map { DisplayWidth.of($0[column]) }.max() ?? 0 }
        for row in rows {
            var cells: [String] = []
            for (column, cell) in row.enumerated() {
                switch column {
                case 0, 3: cells.append(DisplayWidth.leftPadded(cell, to: widths[column]))
                case 6: cells.append(cell)
                default: cells.append(DisplayWidth.padded(cell, to: widths[column]))
                }
            }
            lines.append("  " + cells.joined(separator: "  "))
        }
        for (index, proposal) in found.proposals.enumerated() {
            lines += proposal.doubts.map {
                doubt(index + 1, proposal, $0, currency: found.currency)
            }
        }
        for proposal in found.proposals {
            if let disagreement = proposal.disagreement { lines += disagrees(disagreement) }
        }
        return lines
    }

    /// A field of a bill's image the OCR was not sure of: what it read, and what else the
    /// image shows, asked before anything is saved.
    private func doubt(
        _ number: Int, _ proposal: StatementProposals.Proposal, _ doubt: ReadingDoubt,
        currency: CurrencyCode
    ) -> String {
        let charge = proposal.series.charges.first { $0.line == doubt.line }
        var arguments: [String: MessageArgument] = [
            "number": .text(String(number)), "name": .userText(proposal.name),
            "file": .userText(doubt.file),
        ]
        switch doubt.field {
        case .amount:
            arguments["amount"] = .money(
                Money(
                    minorUnits: charge?.amountMinor ?? proposal.series.amountMinor,
                    currency: currency))
            guard !doubt.otherAmounts.isEmpty else {
                return text(.statementImageUnsureAmount, arguments)
            }
            arguments["others"] = .text(
                doubt.otherAmounts.map {
                    localizer.money(Money(minorUnits: $0, currency: currency))
                }
                .joined(separator: ", "))
            return text(.statementImageUnsureAmountChoice, arguments)
        case .date:
            arguments["date"] = .date(charge?.date ?? proposal.series.lastCharge)
            return text(.statementImageUnsureDate, arguments)
        case .period:
            return text(.statementImageUnsurePeriod, arguments)
        }
    }

    /// How the file was understood: its format and encoding when not a plain UTF-8 table,
    /// the currency when the file names one other than the profile's, the date order and
    /// why, the lines skipped, and the rows that were not charges for a reason the user may
    /// wonder about (money in never is one, and is only counted in `--json`).
    private func understood(_ reading: StatementReading, profileCurrency: CurrencyCode) -> [String]
    {
        var lines: [String] = []
        let format = formatName(reading.format)
        if let encoding = reading.encoding, encoding != .utf8 {
            lines.append(
                text(
                    .statementReadAsEncoded,
                    ["format": .text(format), "encoding": .text(Self.encodingName(encoding))]))
        } else if reading.format != .csv {
            lines.append(text(.statementReadAs, ["format": .text(format)]))
        }
        if let mail = reading.mail { lines += self.mail(mail, currency: reading.currency) }
        if reading.currencyFromFile, reading.currency != profileCurrency {
            lines.append(
                text(.statementCurrencyFromFile, ["currency": .text(reading.currency.code)]))
        }
        if let layout = reading.layout {
            let order: String
            switch layout.dateOrder {
            case .dayFirst: order = text(.statementDayFirst)
            case .monthFirst: order = text(.statementMonthFirst)
            case .yearFirst: order = text(.statementYearFirst)
            }
            switch layout.dateEvidence {
            case .unambiguousDate(let line, let date):
                lines.append(
                    text(
                        .statementDatesUnambiguous,
                        ["order": .text(order), "text": .userText(date), "line": .count(line)]))
            case .rowOrder: lines.append(text(.statementDatesRowOrder, ["order": .text(order)]))
            case .assumed: lines.append(text(.statementDatesAssumed, ["order": .text(order)]))
            case .isoDates: lines.append(text(.statementDatesIso, ["order": .text(order)]))
            }
            if layout.skippedLines > 0 {
                lines.append(text(.statementSkipped, ["count": .count(layout.skippedLines)]))
            }
        }
        let leftOut = reading.leftOut
        let reasons: [(Int, MessageKey)] = [
            (leftOut.pending, .statementLeftOutPending),
            (leftOut.reversed, .statementLeftOutReversed),
            (leftOut.declined, .statementLeftOutDeclined),
            (leftOut.refunded, .statementLeftOutRefunded),
            (leftOut.notCounted, .statementLeftOutNotCounted),
            (leftOut.duplicates, .statementLeftOutDuplicates),
            // Money in is no charge either: counted here, as every other row left out.
            (leftOut.credits, .statementLeftOutCredits),
        ]
        let said = reasons.filter { $0.0 > 0 }.map {
            LocalizedMessage($0.1, ["count": .count($0.0)])
        }
        if !said.isEmpty { lines.append(text(.statementLeftOut, ["reasons": .messages(said)])) }
        return lines
    }

    /// How many messages were read and were receipts, and what was left out and why.
    private func mail(_ tally: MailTally, currency: CurrencyCode) -> [String] {
        var lines = [
            text(
                .mailRead,
                [
                    "count": .count(tally.messages),
                    "receipts": .messages([
                        LocalizedMessage(.mailReceipts, ["count": .count(tally.receipts)])
                    ]),
                ])
        ]
        if tally.unreadable > 0 {
            lines.append(text(.mailUnreadable, ["count": .count(tally.unreadable)]))
        }
        if tally.tooManyParts > 0 {
            lines.append(
                text(
                    .mailTooManyParts,
                    [
                        "count": .count(tally.tooManyParts),
                        "limit": .count(ReadingLimits.mailBoundaryLines),
                    ]))
        }
        if tally.otherCurrency > 0 {
            lines.append(
                text(
                    .mailOtherCurrency,
                    ["count": .count(tally.otherCurrency), "currency": .text(currency.code)]))
        }
        if tally.pdfStatements > 0 {
            lines.append(text(.mailPdfStatements, ["count": .count(tally.pdfStatements)]))
        }
        if tally.pdfAttachments > 0 {
            lines.append(text(.mailPdfAttachments, ["count": .count(tally.pdfAttachments)]))
        }
        if !tally.lessSureMerchants.isEmpty {
            lines.append(
                text(.mailLessSure, ["names": .userList(tally.lessSureMerchants.sorted())]))
        }
        return lines
    }

    /// The encodings' own names: the same in every language.
    static func encodingName(_ encoding: TextEncoding) -> String {
        switch encoding {
        case .utf8: "UTF-8"
        case .utf16LittleEndian, .utf16BigEndian: "UTF-16"
        case .gb18030: "GBK/GB18030"
        case .windows1252: "Windows-1252"
        case .latin1: "Latin-1"
        }
    }

    /// Where a tracked subscription and the statement disagree, and the edits that fix it.
    private func disagrees(_ disagreement: StatementDisagreement) -> [String] {
        let name = MessageArgument.userText(disagreement.name)
        var lines: [String] = []
        if let period = disagreement.period {
            lines.append(
                text(
                    .statementDisagreesPeriod,
                    [
                        "name": name, "statement": .period(period.statement),
                        "tracked": .period(period.tracked),
                    ]))
        }
        if let amount = disagreement.amount {
            lines.append(
                text(
                    .statementDisagreesAmount,
                    [
                        "name": name, "statement": .money(amount.statement),
                        "tracked": .money(amount.tracked),
                    ]))
        }
        if let day = disagreement.day {
            lines.append(
                text(
                    .statementDisagreesDay,
                    [
                        "name": name, "statement": .count(day.statement),
                        "tracked": .count(day.tracked),
                    ]
                ))
        }
        lines.append(text(.statementFix))
        lines += disagreement.edits.map { "  " + TerminalSanitizer.clean($0) }
        return lines
    }

    private func confidence(_ level: RecurringSeries.Confidence) -> String {
        switch level {
        case .high: text(.statementHigh)
        case .medium: text(.statementMedium)
        case .low: text(.statementLow)
        }
    }

    /// Where nobody could tick: nothing saved, and how to save the sure ones.
    func hint(_ found: StatementProposals) -> [String] {
        guard !found.proposals.isEmpty else { return [] }
        // No new plan is sure, yet `--yes` would still record the tracked plans' charges.
        let tracked = found.trackedPayments.count
        if found.sureNumbers.isEmpty, tracked > 0 {
            return [text(.statementHintTrackedOnly, ["count": .count(tracked)])]
        }
        return [text(.statementHint, ["count": .count(found.sureNumbers.count)])]
    }

    /// `--json import statement`: how the file was read and every proposal, amounts in minor
    /// units with their currency; `imported` marks the ones saved (none without a choice);
    /// each says how many of its charges a tracked plan has still to record as payments and,
    /// once saved, how many were recorded.
    static func json(
        _ found: StatementProposals, imported: [Int], paymentsRecorded: [Int: Int] = [:]
    ) -> OrderedJSON {
        let reading = found.reading
        let order: String?
        switch reading.layout?.dateOrder {
        case .dayFirst: order = "day_first"
        case .monthFirst: order = "month_first"
        case .yearFirst: order = "year_first"
        case nil: order = nil
        }
        let leftOut = reading.leftOut
        return .object([
            ("format", .string(reading.format.rawValue)),
            ("encoding", .optional(reading.encoding.map(encodingName))),
            ("charges", .int(Int64(reading.charges.count))),
            ("first_date", .optional(reading.firstDate?.iso)),
            ("last_date", .optional(reading.lastDate?.iso)),
            ("date_order", .optional(order)),
            ("currency", .string(found.currency.code)),
            ("currency_from_file", .bool(reading.currencyFromFile)),
            ("mail", mailJSON(reading.mail)),
            (
                "left_out",
                .object([
                    ("pending", .int(Int64(leftOut.pending))),
                    ("reversed", .int(Int64(leftOut.reversed))),
                    ("declined", .int(Int64(leftOut.declined))),
                    ("refunded", .int(Int64(leftOut.refunded))),
                    ("not_counted", .int(Int64(leftOut.notCounted))),
                    ("duplicates", .int(Int64(leftOut.duplicates))),
                    ("credits", .int(Int64(leftOut.credits))),
                ])
            ),
            (
                "proposals",
                .array(
                    found.proposals.enumerated().map { index, proposal in
                        let series = proposal.series
                        return .object([
                            ("number", .int(Int64(index + 1))),
                            ("name", .string(proposal.name)),
                            ("merchant", .string(series.merchant.label)),
                            ("amount_minor", .int(series.amountMinor)),
                            ("currency", .string(found.currency.code)),
                            ("period", .string(series.period.identifier)),
                            ("confidence", .string(confidenceWord(series.confidence))),
                            (
                                "first_charge",
                                .optional(series.stated ? nil : series.firstCharge.iso)
                            ),
                            ("last_charge", .optional(series.stated ? nil : series.lastCharge.iso)),
                            ("next_charge", .string(series.nextCharge(onOrAfter: found.today).iso)),
                            ("charges", .int(Int64(series.paidCharges.count))),
                            ("stated", .bool(series.stated)),
                            (
                                "doubts",
                                .array(
                                    proposal.doubts.map { doubt in
                                        .object([
                                            ("field", .string(doubt.field.rawValue)),
                                            ("file", .string(doubt.file)),
                                            (
                                                "other_amounts_minor",
                                                .array(doubt.otherAmounts.map { .int($0) })
                                            ),
                                            (
                                                "other_dates",
                                                .array(doubt.otherDates.map { .string($0.iso) })
                                            ),
                                        ])
                                    })
                            ),
                            (
                                "price_changes",
                                .array(
                                    series.priceChanges.map { change in
                                        .object([
                                            ("date", .string(change.date.iso)),
                                            ("from_minor", .int(change.fromMinor)),
                                            ("to_minor", .int(change.toMinor)),
                                        ])
                                    })
                            ),
                            ("brand_slug", .optional(proposal.brandSlug)),
                            ("tracked", .optional(proposal.tracked)),
                            ("disagreement", disagreementJSON(proposal.disagreement)),
                            ("imported", .bool(imported.contains(index + 1))),
                            ("payments_to_record", .int(Int64(proposal.paymentsToRecord.count))),
                            ("payments_recorded", .int(Int64(paymentsRecorded[index + 1] ?? 0))),
                        ])
                    })
            ),
        ])
    }

    /// What a mail import read; `null` for a statement.
    static func mailJSON(_ tally: MailTally?) -> OrderedJSON {
        guard let tally else { return .null }
        return .object([
            ("messages", .int(Int64(tally.messages))),
            ("receipts", .int(Int64(tally.receipts))),
            ("unreadable", .int(Int64(tally.unreadable))),
            ("too_many_parts", .int(Int64(tally.tooManyParts))),
            ("other_currency", .int(Int64(tally.otherCurrency))),
            ("pdf_attachments", .int(Int64(tally.pdfAttachments))),
            ("pdf_statements", .int(Int64(tally.pdfStatements))),
            ("less_sure", .array(tally.lessSureMerchants.sorted().map { .string($0) })),
        ])
    }

    /// Where the statement and the tracked subscription differ, statement side first, and
    /// the edits that would make them agree; `null` when they agree.
    static func disagreementJSON(_ disagreement: StatementDisagreement?) -> OrderedJSON {
        guard let disagreement else { return .null }
        var fields: [(String, OrderedJSON)] = []
        if let amount = disagreement.amount {
            fields.append(("amount_minor", .int(amount.statement.minorUnits)))
            fields.append(("tracked_amount_minor", .int(amount.tracked.minorUnits)))
            fields.append(("tracked_currency", .string(amount.tracked.currency.code)))
        }
        if let day = disagreement.day {
            fields.append(("day", .int(Int64(day.statement))))
            fields.append(("tracked_day", .int(Int64(day.tracked))))
        }
        if let period = disagreement.period {
            fields.append(("period", .string(period.statement.identifier)))
            fields.append(("tracked_period", .string(period.tracked.identifier)))
        }
        fields.append(("edits", .array(disagreement.edits.map { .string($0) })))
        return .object(fields)
    }

    /// The confidence as `--min-confidence` spells it.
    static func confidenceWord(_ level: RecurringSeries.Confidence) -> String {
        switch level {
        case .high: "high"
        case .medium: "medium"
        case .low: "low"
        }
    }

    func question(_ found: StatementProposals) -> String {
        let sure = found.sureNumbers.map(String.init).joined(separator: ",")
        return text(.statementQuestion, ["sure": .text(sure.isEmpty ? "-" : sure)])
    }

    func imported(_ found: StatementProposals, picked: [Int]) -> [String] {
        let names = picked.map { found.proposals[$0 - 1].name }
        var lines = [
            text(
                found.reading.mail == nil ? .statementImported : .mailImported,
                ["count": .count(names.count), "names": .userList(names)])
        ]
        let tracked = found.proposals.compactMap(\.tracked)
        if !tracked.isEmpty {
            lines.append(
                text(
                    .statementAlreadyThere,
                    ["count": .count(tracked.count), "names": .userList(tracked)]))
        }
        return lines
    }

    func failure(_ error: StatementError, path: String) -> [String] {
        let file = MessageArgument.userText(path)
        switch error {
        case .noHeader: return [text(.statementNoHeader, ["path": file])]
        case .noCharges: return [text(.statementNoCharges, ["path": file])]
        case .unreadableDate(let line, let value):
            return [
                text(
                    .statementUnreadableDate,
                    ["path": file, "line": .count(line), "text": .userText(value)])
            ]
        case .unreadableAmount(let line, let value):
            return [
                text(
                    .statementUnreadableAmount,
                    ["path": file, "line": .count(line), "text": .userText(value)])
            ]
        case .fieldTooLong(let line, let limit):
            return [
                text(
                    .statementFieldTooLong,
                    ["path": file, "line": .count(line), "limit": .count(limit / 1024)])
            ]
        case .tooManyRows(let limit):
            return [text(.statementTooManyRows, ["path": file, "limit": .count(limit)])]
        case .tooManyCells(let limit):
            return [text(.statementTooManyCells, ["path": file, "limit": .count(limit)])]
        case .nestedTooDeep(let line?, let limit):
            return [
                text(
                    .statementNestedTooDeep,
                    ["path": file, "line": .count(line), "limit": .count(limit)])
            ]
        case .nestedTooDeep(nil, let limit):
            return [
                text(.statementNestedTooDeepInWorkbook, ["path": file, "limit": .count(limit)])
            ]
        case .workbookTooLarge(let limit):
            return [
                text(
                    .statementWorkbookTooLarge,
                    ["path": file, "limit": .count(limit / (1_024 * 1_024))])
            ]
        case .tooManyColumns(let line, let limit):
            return [
                text(
                    .statementTooManyColumns,
                    ["path": file, "line": .count(line), "limit": .count(limit)])
            ]
        case .mixedDateOrders(let dayLine, let monthLine):
            return [
                text(
                    .statementMixedDateOrders,
                    ["path": file, "day_line": .count(dayLine), "month_line": .count(monthLine)])
            ]
        case .malformed(let format, let line):
            return [
                text(
                    .statementMalformed,
                    ["path": file, "line": .count(line), "format": .text(formatName(format))])
            ]
        case .unknownCurrency(let line, let value):
            return [
                text(
                    .statementUnknownCurrency,
                    ["path": file, "line": .count(line), "text": .userText(value)])
            ]
        case .mixedCurrencies(let first, let second):
            return [
                text(
                    .statementMixedCurrencies,
                    ["path": file, "first": .userText(first), "second": .userText(second)])
            ]
        case .spreadsheetLibraryMissing:
            return [text(.statementSpreadsheetLibraryMissing, ["path": file])]
        case .unreadableSpreadsheet:
            return [text(.statementUnreadableSpreadsheet, ["path": file])]
        case .legacyWorkbook:
            return [text(.statementLegacyWorkbook, ["path": file])]
        case .pdfLibraryMissing:
            return [text(.statementPdfLibraryMissing, ["path": file])]
        case .pdfNeedsPassword:
            return [text(.statementPdfNeedsPassword, ["path": file])]
        case .pdfWrongPassword:
            return [text(.statementPdfWrongPassword, ["path": file])]
        case .pdfDamaged:
            return [text(.statementPdfDamaged, ["path": file])]
        case .pdfTooManyPages(let limit):
            return [text(.statementPdfTooManyPages, ["path": file, "limit": .count(limit)])]
        case .pdfTooComplex(let seconds):
            return [text(.statementPdfTooComplex, ["path": file, "seconds": .count(seconds)])]
        case .pdfNoText:
            return [text(.statementPdfNoText, ["path": file])]
        }
    }

    /// The format's name as the user's language says it ("Norma 43", "支付宝账单").
    func formatName(_ format: StatementFormat) -> String {
        switch format {
        case .csv: text(.statementFormatCSV)
        case .norma43: text(.statementFormatNorma43)
        case .ofx: text(.statementFormatOfx)
        case .qif: text(.statementFormatQif)
        case .camt053: text(.statementFormatCamt053)
        case .mt940: text(.statementFormatMt940)
        case .alipay: text(.statementFormatAlipay)
        case .wechat: text(.statementFormatWechat)
        case .xlsx: text(.statementFormatXlsx)
        case .pdf: text(.statementFormatPdf)
        case .image: text(.statementFormatImage)
        case .mail: text(.statementFormatMail)
        }
    }
}
