import SubDomain
import SubFormats
import SubJSON
import SubLocalization

/// Words `rates`, its subcommands, the estimate `total --in` and the headline add, and their
/// failures; and their `--json` shapes. Rates are shown as published (`1,0812` with the
/// reader's decimal mark), never through a double.
struct RatesWording {
    let localizer: Localizer
    let today: CivilDate

    // MARK: rates

    func lines(for report: RatesReport) -> [String] {
        var lines: [String] = []
        switch report.change {
        case .listed: break
        case .set(let currencies, let date):
            lines.append(
                localizer.text(
                    .ratesSetDone, ["count": .count(currencies.count), "date": .date(date)]))
        case .imported(let currencies, let path, let skipped):
            lines.append(
                localizer.text(
                    .ratesImported, ["count": .count(currencies.count), "file": .userText(path)]))
            if !skipped.isEmpty {
                lines.append(localizer.text(.ratesSkipped, ["codes": .list(skipped)]))
            }
        case .estimateCurrency(let currency?):
            return [localizer.text(.ratesBaseChosen, ["currency": .text(currency.code)])]
        case .estimateCurrency(nil):
            return [localizer.text(.ratesBaseOff)]
        case .cleared(let count):
            return [localizer.text(.ratesCleared, ["count": .count(count)])]
        }
        return lines + table(report)
    }

    /// The table, aligned: `  USD  1,0812  28 nov 2026  BCE`, old rates marked.
    private func table(_ report: RatesReport) -> [String] {
        guard !report.table.isEmpty else { return [localizer.text(.ratesNone)] }
        let rows = report.table.rates.map { rate in
            [
                rate.currency.code, localizer.formatter.decimalText(rate.value.plainText),
                localizer.date(rate.date),
                rate.isStale(asOf: today)
                    ? localizer.text(
                        .shellParenthetical,
                        [
                            "text": .text(source(rate.source)),
                            "detail": .text(localizer.text(.ratesStaleMark)),
                        ])
                    : source(rate.source),
            ]
        }
        let widths = (0..<3).map { column in rows.map { DisplayWidth.of($0[column]) }.max() ?? 0 }
        var lines = [localizer.text(.ratesHeading, ["base": .text(report.table.base.code)])]
        for row in rows {
            // Rates are right-aligned so their decimal marks tend to line up.
            let rate = String(repeating: " ", count: widths[1] - DisplayWidth.of(row[1])) + row[1]
            lines.append(
                "  " + row[0] + "  " + rate + "  " + DisplayWidth.padded(row[2], to: widths[2])
                    + "  " + row[3])
        }
        lines.append(
            report.estimateCurrency.map {
                localizer.text(.ratesEstimateIn, ["currency": .text($0.code)])
            } ?? localizer.text(.ratesEstimateOff))
        return lines
    }

    func source(_ source: RateSource) -> String {
        switch source {
        case .ecb: localizer.text(.ratesSourceEcb)
        case .manual: localizer.text(.ratesSourceManual)
        }
    }

    // MARK: The estimate

    /// "≈ 163,20 € al mes en EUR, al cambio del 28 nov 2026 (BCE)", then what was left out
    /// and which rates are old.
    func estimate(_ estimate: CurrencyEstimate) -> [String] {
        var line = ratedLine(
            estimate, amount: estimate.monthly,
            keys: (.ratesEstimateLine, .ratesEstimateLineRange, .ratesEstimatePlain))
        if estimate.share != estimate.monthly {
            line += " · " + localizer.text(.ratesEstimateShare, ["amount": .money(estimate.share)])
        }
        // Nothing converted (no rate for the target, or for any currency): no figure, only
        // why; a "≈ 0,00" would be a number nobody pays.
        return (estimate.parts.isEmpty ? [] : [line]) + caveats(estimate)
    }

    /// An estimate's figure `amount` in the words of `keys`: with the day of its rates (one
    /// day, a range of days, or none when it converted nothing) and their sources.
    func ratedLine(
        _ estimate: some RatedEstimate, amount: Money,
        keys: (line: MessageKey, range: MessageKey, plain: MessageKey)
    ) -> String {
        var arguments: [String: MessageArgument] = [
            "amount": .money(amount), "currency": .text(estimate.target.code),
            "sources": .text(localizer.list(estimate.sources.map(source))),
        ]
        switch (estimate.oldestDate, estimate.newestDate) {
        case (let oldest?, let newest?) where oldest == newest:
            arguments["date"] = .date(oldest)
            return localizer.text(keys.line, arguments)
        case (let oldest?, let newest?):
            arguments["oldest"] = .date(oldest)
            arguments["newest"] = .date(newest)
            return localizer.text(keys.range, arguments)
        default:
            return localizer.text(keys.plain, arguments)
        }
    }

    /// What an estimate left out, and which of its rates are old: after its figures.
    func caveats(_ estimate: some RatedEstimate) -> [String] {
        var lines: [String] = []
        if estimate.targetUnrated, !estimate.missing.isEmpty {
            lines.append(
                localizer.text(
                    .ratesEstimateTargetUnrated, ["currency": .text(estimate.target.code)]))
        } else if !estimate.missing.isEmpty {
            lines.append(
                localizer.text(
                    .ratesEstimateMissing, ["currencies": .list(estimate.missing.map(\.code))]))
        }
        if !estimate.tooLarge.isEmpty {
            lines.append(
                localizer.text(
                    .ratesEstimateTooLarge, ["currencies": .list(estimate.tooLarge.map(\.code))]))
        }
        let stale = estimate.staleRates(asOf: today)
        if !stale.isEmpty {
            let named = stale.map {
                localizer.text(
                    .ratesEstimateStaleRate,
                    ["code": .text($0.currency.code), "date": .date($0.date)])
            }
            lines.append(
                localizer.text(
                    .ratesEstimateStale,
                    [
                        "count": .count(ExchangeRate.staleAfterDays),
                        "rates": .text(localizer.list(named)),
                    ]
                ))
        }
        return lines
    }

    // MARK: JSON

    /// `rates --json`: the base, the headline's currency and every rate as exact decimal
    /// text (a JSON number would be read back as a double).
    /// After `rates set` and `rates import`, `changed` names the currencies written (and
    /// `skipped` the file's retired codes); after `rates clear`, `cleared` counts them.
    static func json(_ report: RatesReport, today: CivilDate) -> OrderedJSON {
        var members: [(String, OrderedJSON)] = [
            ("base", .string(report.table.base.code)),
            ("estimate_currency", .optional(report.estimateCurrency?.code)),
            ("rates", .array(report.table.rates.map { rateJSON($0, today: today) })),
        ]
        switch report.change {
        case .listed, .estimateCurrency: break
        case .set(let currencies, _):
            members.append(("changed", .array(currencies.map { .string($0.code) })))
        case .imported(let currencies, _, let skipped):
            members.append(("changed", .array(currencies.map { .string($0.code) })))
            members.append(("skipped", .array(skipped.map { .string($0) })))
        case .cleared(let count):
            members.append(("cleared", .int(Int64(count))))
        }
        return .object(members)
    }

    static func rateJSON(_ rate: ExchangeRate, today: CivilDate) -> OrderedJSON {
        .object([
            ("currency", .string(rate.currency.code)),
            ("rate", .string(rate.value.plainText)),
            ("date", .string(rate.date.iso)),
            ("source", .string(rate.source.rawValue)),
            ("stale", .bool(rate.isStale(asOf: today))),
        ])
    }

    /// The estimate beside the exact totals: its figure, each currency's part, the rates it
    /// used with their days and sources, and what it left out.
    static func json(_ estimate: CurrencyEstimate, today: CivilDate) -> OrderedJSON {
        rated(
            estimate,
            figures: [
                ("monthly_minor", .int(estimate.monthly.minorUnits)),
                ("share_minor", .int(estimate.share.minorUnits)),
            ],
            parts: estimate.parts.map { part in
                .object([
                    ("currency", .string(part.total.currency.code)),
                    ("monthly_minor", .int(part.total.monthlyMinor)),
                    ("converted_monthly_minor", .int(part.monthly.minorUnits)),
                    ("converted_share_minor", .int(part.share.minorUnits)),
                ])
            }, today: today)
    }

    /// An estimate's `--json` object, in one shape whatever it converted: its currency, its
    /// `figures`, the base and rounding, its `parts`, the rates it used and what it left out.
    static func rated(
        _ estimate: some RatedEstimate, figures: [(String, OrderedJSON)], parts: [OrderedJSON],
        today: CivilDate
    ) -> OrderedJSON {
        .object(
            [("currency", .string(estimate.target.code))] + figures + [
                ("base", .string(estimate.base.code)),
                ("rounding", .string("half-away-from-zero")),
                ("parts", .array(parts)),
                ("rates", .array(estimate.ratesUsed.map { rateJSON($0, today: today) })),
                ("oldest_rate_date", .optional(estimate.oldestDate?.iso)),
                ("missing", .array(estimate.missing.map { .string($0.code) })),
                ("too_large", .array(estimate.tooLarge.map { .string($0.code) })),
                ("stale", .bool(!estimate.staleRates(asOf: today).isEmpty)),
            ])
    }

    // MARK: Failures

    func failure(_ error: RateError) -> String {
        switch error {
        case .rateForBase(let code):
            localizer.text(.ratesErrorForBase, ["code": .text(code.code)])
        case .baseMismatch(let stored, let given):
            localizer.text(
                .ratesErrorBaseMismatch, ["stored": .text(stored.code), "given": .text(given.code)])
        case .duplicateCurrency(let code):
            localizer.text(.ratesErrorDuplicate, ["code": .text(code.code)])
        }
    }

    func failure(_ error: RateFileError, path: String) -> String {
        var arguments: [String: MessageArgument] = [
            "file": .userText(path), "line": .text(String(error.line)),
        ]
        switch error.reason {
        case .notRateFile: return localizer.text(.ratesFileNotRateFile, arguments)
        case .badHeader(let cell):
            arguments["cell"] = .userText(cell)
            return localizer.text(.ratesFileBadHeader, arguments)
        case .badDate(let text):
            arguments["text"] = .userText(text)
            return localizer.text(.ratesFileBadDate, arguments)
        case .badRate(let currency, let text):
            arguments["code"] = .userText(currency)
            arguments["text"] = .userText(text)
            return localizer.text(.ratesFileBadRate, arguments)
        case .cellCount(let expected, let found):
            arguments["expected"] = .count(expected)
            arguments["found"] = .count(found)
            return localizer.text(.ratesFileCellCount, arguments)
        case .rateWithoutDay: return localizer.text(.ratesFileRateWithoutDay, arguments)
        case .malformedXML: return localizer.text(.ratesFileMalformedXml, arguments)
        case .noRates: return localizer.text(.ratesFileNoRates, arguments)
        }
    }
}
