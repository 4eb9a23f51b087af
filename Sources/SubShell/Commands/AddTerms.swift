import SubBrands
import SubDomain
import SubLocalization

/// What an `add` takes for what it was not told, by one rule for the one-line `add`, the
/// dialogue's proposals, the period question and the starter pack: the currency the amount
/// names, else the one typed, else the group's, else the locale's; the period typed, else
/// the group's, else the brand's whose price is nearest the amount, else the brand's usual
/// one, else monthly; the first charge typed, else the trial's end, else one period from
/// today. A brand never chooses the user's currency.
struct AddTerms {
    /// The amount in its currency, or why it does not fit it (too many decimals, a sign
    /// that names another currency than the one typed).
    let amount: Result<ParsedAmount, AmountParseError>
    /// The currency saved: the amount's own, else the one it is read in.
    let currency: CurrencyCode
    /// The brand's period whose price is nearest the amount, when neither the request nor a
    /// group gives one.
    let guess: PeriodGuess?
    let period: Period
    /// The first charge, before a typed day is read against the period (`ChargeDayReading`).
    let nextCharge: CivilDate

    /// - Parameter group: the group that lends its currency and period; not an empty
    ///   automatic one, which takes the plan's instead (`AddResolver.groupTerms`).
    init(
        _ add: PreparedAdd, group: RecurringExpense?, localCurrency: CurrencyCode,
        today: CivilDate
    ) {
        let request = add.request
        let readIn = Self.currency(readingIn: request, group: group, localCurrency: localCurrency)
        amount = add.amount.money(in: readIn, typedBeside: request.currency)
        let parsed = try? amount.get()
        currency = parsed?.money.currency ?? readIn
        guess =
            request.period == nil && group == nil
            ? parsed.flatMap { add.brand.named?.likelyPeriod(for: $0.money) } : nil
        period =
            request.period ?? group?.period ?? guess?.period ?? add.brand.named?.brand.usualPeriod
            ?? .monthly
        nextCharge =
            request.nextCharge?.date ?? request.trialEnds?.date ?? period.advance(today, by: 1)
    }

    /// The currency an amount is read in unless it names its own: the one typed, else the
    /// group's, else the locale's. The dialogue proposes a brand's price in it before an
    /// amount is typed.
    static func currency(
        readingIn request: AddRequest, group: RecurringExpense?, localCurrency: CurrencyCode
    ) -> CurrencyCode {
        request.currency ?? group?.currency ?? localCurrency
    }
}
