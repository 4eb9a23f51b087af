import SubDomain
import SubJSON
import SubLocalization
import SubRecords

/// The words of `import wallos` and `import statement`: summaries, the proposals table and
/// their failures. Names from the files are the user's data and are sanitized.
struct ImportWording {
    let localizer: Localizer

    private func text(_ key: MessageKey, _ arguments: [String: MessageArgument] = [:]) -> String {
        localizer.text(key, arguments)
    }

    // MARK: SubHub's own files

    /// `import FILE`: how many came in (or that nothing new did), and which rows were there
    /// already.
    func imported(_ report: ExchangeImportReport, path: String) -> [String] {
        let file = MessageArgument.userText(path)
        var lines = [
            report.imported.isEmpty && !report.alreadyThere.isEmpty
                ? text(.resultImportedNothingNew, ["file": file])
                : text(.resultImported, ["count": .count(report.imported.count), "file": file])
        ]
        if !report.alreadyThere.isEmpty {
            lines.append(
                text(
                    .resultImportAlreadyThere,
                    [
                        "count": .count(report.alreadyThere.count),
                        "names": .userList(report.alreadyThere),
                    ]))
        }
        return lines
    }

    /// `--json import FILE`: the items added (as `list --json` gives them) and the rows left
    /// out, each with its reason.
    func json(_ report: ExchangeImportReport, ledger: ExpenseLedger, today: CivilDate)
        -> OrderedJSON
    {
        .object([
            (
                "imported",
                .array(
                    report.imported.map { added in
                        JSONReports.item(
                            ledger.expense(withID: added.id) ?? added, in: ledger, today: today)
                    })
            ),
            (
                "skipped",
                .array(
                    report.alreadyThere.map {
                        .object([("name", .string($0)), ("reason", .string("already_there"))])
                    })
            ),
        ])
    }

    // MARK: Wallos

    /// What came in, what was there already, and what Wallos keeps that SubHub does not.
    func wallos(_ report: WallosImportReport) -> [String] {
        var lines: [String] = []
        if let user = report.user { lines.append(text(.wallosUser, ["user": .userText(user)])) }
        lines.append(text(.wallosImported, ["count": .count(report.imported.count)]))
        if report.archivedCount > 0 {
            lines.append(text(.wallosArchived, ["count": .count(report.archivedCount)]))
        }
        if !report.alreadyThere.isEmpty {
            lines.append(
                text(
                    .wallosAlreadyThere,
                    [
                        "count": .count(report.alreadyThere.count),
                        "names": .userList(report.alreadyThere),
                    ]))
        }
        if !report.droppedLinks.isEmpty {
            lines.append(text(.wallosLinkDropped, ["names": .userList(report.droppedLinks)]))
        }
        if let currency = report.assumedCurrency {
            lines.append(text(.wallosAssumedCurrency, ["currency": .text(currency.code)]))
        }
        var items: [String] = []
        if report.paymentMethods > 0 {
            items.append(text(.wallosPaymentMethods, ["count": .count(report.paymentMethods)]))
        }
        if report.notifications > 0 {
            items.append(text(.wallosNotifications, ["count": .count(report.notifications)]))
        }
        if report.logos > 0 { items.append(text(.wallosLogos, ["count": .count(report.logos)])) }
        items.append(text(.wallosChannels))
        lines.append(text(.wallosNotCarried, ["items": .text(localizer.list(items))]))
        return lines
    }

    func failure(_ error: WallosError) -> [String] {
        switch error {
        case .unreadable(let path): return [text(.wallosUnreadable, ["path": .userText(path)])]
        case .notWallos(let path): return [text(.wallosNotWallos, ["path": .userText(path)])]
        case .userRequired(let users):
            return [text(.wallosUserRequired, ["users": .userList(users)])]
        case .unknownUser(let name, let users):
            return [text(.wallosUnknownUser, ["name": .userText(name), "users": .userList(users)])]
        case .ambiguousCurrencies(let count):
            return [text(.wallosAmbiguousCurrencies, ["count": .count(count)])]
        case .invalidRows(let problems):
            return [text(.wallosInvalidRows, ["count": .count(problems.count)])]
                + problems.map { problem in
                    "  "
                        + text(
                            .wallosRow,
                            [
                                "name": .userText(problem.name), "row": .count(Int(problem.row)),
                                "problem": .text(wording(problem.problem)),
                            ])
                }
        }
    }

    private func wording(_ problem: WallosRowProblem.Problem) -> String {
        switch problem {
        case .unreadablePrice(let value): text(.wallosUnreadablePrice, ["value": .userText(value)])
        case .priceTooPrecise(let value, let currency):
            text(
                .wallosPriceTooPrecise,
                [
                    "value": .userText(value), "currency": .text(currency.code),
                    "digits": .count(currency.minorDigits),
                ])
        case .fractionalFrequency(let value):
            text(.wallosFractionalFrequency, ["value": .userText(value)])
        case .unknownCurrency(let value):
            text(.wallosUnknownCurrency, ["value": .userText(value ?? "")])
        case .unknownCycle(let cycle, let frequency):
            text(
                .wallosUnknownCycle,
                [
                    "cycle": .userText(cycle.map(String.init) ?? "-"),
                    "frequency": .userText(frequency.map(String.init) ?? "-"),
                ])
        case .unreadableDate(let value):
            text(.wallosUnreadableDate, ["value": .userText(value ?? "")])
        case .rule(let error): localizer.text(error)
        }
    }

    // MARK: Statements

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
        let order: String
        switch reading.dateOrder {
        case .dayFirst: order = text(.statementDayFirst)
        case .monthFirst: order = text(.statementMonthFirst)
        case .yearFirst: order = text(.statementYearFirst)
        }
        switch reading.dateEvidence {
        case .unambiguousDate(let line, let date):
            lines.append(
                text(
                    .statementDatesUnambiguous,
                    ["order": .text(order), "text": .userText(date), "line": .count(line)]))
        case .rowOrder: lines.append(text(.statementDatesRowOrder, ["order": .text(order)]))
        case .assumed: lines.append(text(.statementDatesAssumed, ["order": .text(order)]))
        case .isoDates: lines.append(text(.statementDatesIso, ["order": .text(order)]))
        }
        if reading.skippedLines > 0 {
            lines.append(text(.statementSkipped, ["count": .count(reading.skippedLines)]))
        }
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
                localizer.money(Money(minorUnits: series.amountMinor, currency: found.currency)),
                localizer.date(series.lastCharge), localizer.date(series.nextExpected),
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
        return [text(.statementHint, ["count": .count(found.sureNumbers.count)])]
    }

    /// `--json import statement`: how the file was read and every proposal, amounts in minor
    /// units with their currency; `imported` marks the ones saved (none without a choice).
    static func json(_ found: StatementProposals, imported: [Int]) -> OrderedJSON {
        let reading = found.reading
        let order: String
        switch reading.dateOrder {
        case .dayFirst: order = "day_first"
        case .monthFirst: order = "month_first"
        case .yearFirst: order = "year_first"
        }
        return .object([
            ("charges", .int(Int64(reading.charges.count))),
            ("first_date", .optional(reading.firstDate?.iso)),
            ("last_date", .optional(reading.lastDate?.iso)),
            ("date_order", .string(order)),
            ("currency", .string(found.currency.code)),
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
                            ("first_charge", .string(series.firstCharge.iso)),
                            ("last_charge", .string(series.lastCharge.iso)),
                            ("next_charge", .string(series.nextExpected.iso)),
                            ("charges", .int(Int64(series.charges.count))),
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
                            ("imported", .bool(imported.contains(index + 1))),
                        ])
                    })
            ),
        ])
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
            text(.statementImported, ["count": .count(names.count), "names": .userList(names)])
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
        }
    }
}
