import SubDomain
import SubJSON
import SubLocalization
import SubRecords

/// The words of `import FILE` and `import wallos`: summaries and failures. Names from the
/// files are the user's data and are sanitized.
struct ImportWording {
    let localizer: Localizer

    private func text(_ key: MessageKey, _ arguments: [String: MessageArgument] = [:]) -> String {
        localizer.text(key, arguments)
    }

    // MARK: SubHub's own files

    /// `import FILE`: how many came in (or that nothing new did, or that a file without
    /// subscriptions gave its settings), and which rows were there already.
    func imported(_ report: ExchangeImportReport, path: String) -> [String] {
        let file = MessageArgument.userText(path)
        let first: String
        if report.imported.isEmpty, !report.payments.isEmpty {
            // Plans already there with payments the profile lacked: the payments line says
            // what came in.
            first = text(.resultImportPayments, ["count": .count(report.payments.count)])
        } else if report.imported.isEmpty, !report.alreadyThere.isEmpty {
            first = text(.resultImportedNothingNew, ["file": file])
        } else if report.imported.isEmpty, report.settingsChanged {
            // An export of a profile with rates or cards but no subscriptions: "nothing to
            // import" would hide what was taken.
            first = text(.resultImportedSettingsOnly, ["file": file])
        } else {
            first = text(.resultImported, ["count": .count(report.imported.count), "file": file])
        }
        var lines = [first]
        if !report.imported.isEmpty, !report.payments.isEmpty {
            lines.append(text(.resultImportPayments, ["count": .count(report.payments.count)]))
        }
        if report.paymentsAlreadyThere > 0 {
            lines.append(
                text(
                    .resultImportPaymentsAlreadyThere,
                    ["count": .count(report.paymentsAlreadyThere)]))
        }
        if !report.alreadyThere.isEmpty {
            lines.append(
                text(
                    .resultImportAlreadyThere,
                    [
                        "count": .count(report.alreadyThere.count),
                        "names": .userList(report.alreadyThere),
                    ]))
        }
        if let leftOut = report.ratesLeftOut {
            lines.append(
                text(
                    .resultImportRatesLeftOut,
                    [
                        "count": .count(leftOut.count), "given": .text(leftOut.fileBase.code),
                        "stored": .text(leftOut.profileBase.code),
                    ]))
        }
        return lines
    }

    /// `--json import FILE`: the items added (as `list --json` gives them), the rows left
    /// out, each with its reason, the file's rates when they were left out (`null` when
    /// there were none to leave out), and how many payments were recorded and how many the
    /// profile held already.
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
            (
                "rates_left_out",
                report.ratesLeftOut.map { leftOut in
                    .object([
                        ("count", .int(Int64(leftOut.count))),
                        ("base", .string(leftOut.fileBase.code)),
                        ("profile_base", .string(leftOut.profileBase.code)),
                        ("reason", .string("base_mismatch")),
                    ])
                } ?? .null
            ),
            ("payments_recorded", .int(Int64(report.payments.count))),
            ("payments_already_there", .int(Int64(report.paymentsAlreadyThere))),
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
        case .tooManyRows(let path, let limit):
            return [text(.wallosTooManyRows, ["path": .userText(path), "limit": .count(limit)])]
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
}
