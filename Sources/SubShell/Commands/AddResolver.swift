import SubBrands
import SubDomain
import SubLocalization

/// Turns what `add` was told into a complete expense: a recognized brand fills in what the
/// user left out (period, currency, category, brand, members), the locale gives the
/// currency otherwise, and the group given by name lends its currency and period.
struct AddResolver {
    let session: Session

    struct Draft {
        var expense: RecurringExpense
        var warnings: [DomainWarning]
    }

    func draft(from request: AddRequest, name typedName: String, amountText: String,
        ledger: ExpenseLedger) throws(CommandFailure) -> Draft
    {
        let reader = ValueReader(localizer: session.localizer, today: session.today)
        // Only a strong match lends its details: "Cine" must not become Cinema 4D.
        let suggestion = BrandCatalog.shared.suggestion(for: typedName)
            .flatMap { Self.isStrong($0, typed: typedName) ? $0 : nil }
        let brand = suggestion?.brand

        var group: RecurringExpense?
        if let groupName = request.group {
            switch ledger.lookup(groupName) {
            case .found(let found):
                guard found.isGroup else { throw .domain(.notAGroup(name: found.name)) }
                group = found
            case .notFound: throw .notFound(name: groupName)
            case .ambiguous(let candidates): throw .ambiguous(name: groupName, candidates: candidates.map(\.name))
            }
        }

        let currencyHint = request.currency ?? group?.currency ?? preferredCurrency(for: brand)
        let parsed: ParsedAmount
        do {
            parsed = try reader.amount(amountText, currency: currencyHint)
        } catch {
            throw .invalidValue(error)
        }
        let amount = parsed.money
        let period = request.period ?? group?.period ?? brand?.usualPeriod ?? .monthly
        let nextCharge = request.nextCharge ?? request.trialEnds ?? period.advance(session.today, by: 1)

        var expense = RecurringExpense(
            name: Self.storedName(typed: typedName, suggestion: suggestion), amount: amount, period: period,
            nextCharge: nextCharge, trialEnds: request.trialEnds, parentID: group?.id,
            sharedWith: request.sharedWith ?? suggestion?.memberCount ?? 1,
            category: request.category ?? brand?.category?.rawValue, brandSlug: brand?.slug ?? brand?.id,
            notes: request.notes, createdOn: session.today)
        if expense.sharedWith < 1 { expense.sharedWith = 1 }

        var warnings: [DomainWarning] = []
        if let brand, let warning = BrandCatalog.referenceWarning(amount: amount, period: period, brand: brand) {
            warnings.append(warning)
        }
        return Draft(expense: expense, warnings: warnings)
    }

    /// The locale's currency when the brand has a reference price in it or none at all;
    /// otherwise the currency of the brand's first reference price.
    func preferredCurrency(for brand: Brand?) -> CurrencyCode {
        let local = session.localizer.settings.defaultCurrency
        guard let brand, !brand.referencePrices.isEmpty, brand.referencePrice(in: local) == nil else {
            return local
        }
        return brand.referencePrices[0].currency
    }

    /// A strong match (the whole name or alias, one typo, or the name but for symbols such as
    /// "disney" for "Disney+") stores the brand's own name and details, so "netflx" and
    /// "Netflix Premium" both become "Netflix"; anything weaker keeps what was typed and lends
    /// nothing, because "Apple" typed alone is not "Apple Music".
    static func storedName(typed: String, suggestion: BrandSuggestion?) -> String {
        guard let suggestion, isStrong(suggestion, typed: typed) else { return typed }
        return suggestion.brand.name
    }

    static func isStrong(_ suggestion: BrandSuggestion, typed: String) -> Bool {
        switch suggestion.match {
        case .exact, .typo:
            return true
        case .prefix:
            let typedLetters = TextFolding.fold(typed).filter { $0.isLetter || $0.isNumber }
            let brandLetters = TextFolding.fold(suggestion.brand.name).filter { $0.isLetter || $0.isNumber }
            return typedLetters == brandLetters
        case .wordPrefix, .substring:
            return false
        }
    }
}
