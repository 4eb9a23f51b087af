import SubDomain
import SubLocalization

/// `rates`: the exchange rates behind `total --in` and the headline's estimate.
extension CommandTable {
    /// `rates` lists the profile's exchange rates; `rates set USD=1.0812 [--base EUR] [--date
    /// DAY]` types some, `rates import FILE` reads an ECB reference-rate file, `rates base
    /// EUR|off` picks the currency the headline estimates in, `rates clear` forgets them.
    /// A rate is the ECB's direction: 1 unit of the base = RATE units of the currency.
    static let rates = CommandSpec(
        .rates,
        subcommands: [
            (
                .ratesSet,
                .init(
                    [.init(.rates, .rateQuote, .list(minimum: 1))],
                    options: [
                        .value("--base", .currency, .currency), .value("--date", .date, .date),
                    ]
                ) { values throws(UsageError) in
                    let quotes = values.values(.rates).compactMap { value -> RateQuote? in
                        if case .rateQuote(let quote) = value { return quote }
                        return nil
                    }
                    var base: CurrencyCode?
                    if case .currency(let code)? = values.option("--base") { base = code }
                    var date: CivilDate?
                    if case .date(let day)? = values.option("--date") { date = day.date }
                    return .family(
                        AnyFamilyCommand(RatesCommand(.set(quotes, base: base, date: date))))
                }
            ),
            (
                .ratesImport,
                .init([.init(.file, .file)]) { values throws(UsageError) in
                    .family(
                        AnyFamilyCommand(RatesCommand(.importFile(path: values.text(.file) ?? ""))))
                }
            ),
            (
                .ratesBase,
                .init([.init(.target, .currencyOrOff)]) { values throws(UsageError) in
                    if case .currency(let code)? = values.value(.target) {
                        return .family(AnyFamilyCommand(RatesCommand(.base(code))))
                    }
                    return .family(AnyFamilyCommand(RatesCommand(.base(nil))))
                }
            ),
            (
                .ratesClear,
                .init { _ throws(UsageError) in .family(AnyFamilyCommand(RatesCommand(.clear))) }
            ),
        ],
        withoutSubcommand: .init { _ throws(UsageError) in
            .family(AnyFamilyCommand(RatesCommand(.list)))
        },
        access: .writesElsewhere, json: true)
}
