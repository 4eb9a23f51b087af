import SubBrands
import SubBrandsCore
import SubDomain
import SubLocalization

/// Turns what `add` was told into a complete expense, in two steps: before the write
/// transaction, `prepare` checks the name and amount are there and looks the brand up, once;
/// inside it, `draft` finds the group and applies `AddTerms`. A recognized brand fills in
/// what the user left out (period, category, brand, members of the plan named), the group
/// given by name lends its currency and period, and the currency is otherwise the one typed
/// or the locale's: a brand never chooses the user's currency.
struct AddResolver {
    let session: Session

    struct Draft {
        var expense: RecurringExpense
        var warnings: [DomainWarning]
        /// How the typed values were read where that took a guess.
        var notes: [LocalizedMessage] = []
        /// An automatic group that has never had a member: the plan is added on its own
        /// terms and then joins it, so the group takes its currency, period and next charge
        /// as `group add` does (one rule for both ways in), and says so.
        var joinsEmptyGroup: RecurringExpense? = nil
    }

    /// The request with its name and amount, and the brand its name means: looked up here
    /// (once per command, before any transaction) unless `brand` was looked up already.
    func prepare(_ request: AddRequest, brand: AddBrand? = nil) throws(CommandFailure)
        -> PreparedAdd
    {
        let required: (name: String, amount: TypedAmount)
        do throws(UsageError) {
            required = try request.requiredArguments()
        } catch {
            throw .invalidValue(error)
        }
        return PreparedAdd(
            request: request, name: required.name, amount: required.amount,
            brand: brand ?? self.brand(for: required.name))
    }

    /// What the catalog says of a typed name: one look for the brand it names, and only when
    /// it names none, one search for the brand it seems a typo of.
    func brand(for typedName: String) -> AddBrand {
        let named = session.brands.brandNamed(typedName)
        return AddBrand(named: named, near: named == nil ? nearBrand(for: typedName) : nil)
    }

    /// The group `name` means, as an add takes it: `lends`, the group whose currency and
    /// period the plan takes; `joinsEmpty`, an automatic group without members, which lends
    /// nothing and takes the plan's terms instead.
    func groupTerms(_ name: String?, in ledger: ExpenseLedger) throws(CommandFailure) -> (
        lends: RecurringExpense?, joinsEmpty: RecurringExpense?
    ) {
        guard let name else { return (nil, nil) }
        let group: RecurringExpense
        switch ledger.lookup(name, strictness: .exact) {
        case .found(let found):
            guard found.isGroup else { throw .domain(.notAGroup(name: found.name)) }
            group = found
        case .notFound(let suggestions):
            throw .notFound(name: name, suggestions: suggestions.map { Candidate($0, in: ledger) })
        case .ambiguous(let candidates):
            throw .ambiguous(name: name, candidates: candidates.map { Candidate($0, in: ledger) })
        }
        if group.groupMode == .automatic, ledger.children(of: group).isEmpty {
            return (nil, group)
        }
        return (group, nil)
    }

    /// `AddTerms` in this session's locale and day.
    func terms(of add: PreparedAdd, group: RecurringExpense?) -> AddTerms {
        AddTerms(add, group: group, localCurrency: localCurrency, today: session.today)
    }

    /// The locale's currency: what an amount typed without one is in, when no group lends one.
    var localCurrency: CurrencyCode { session.localizer.settings.defaultCurrency }

    /// The expense `add` saves, against `ledger` (inside the write transaction): nothing here
    /// reads the amount's text or looks a brand up again.
    /// Sets the end `--until` or `--payments` gives `expense` (neither: none), by the
    /// domain's calendar (`BillingCalendar.end`); `edit … until|payments` takes the same
    /// path. A group or a member of one cannot end on its own.
    static func applyEnd(
        until: CivilDate?, payments: Int?, to expense: inout RecurringExpense,
        today: CivilDate
    ) throws(CommandFailure) {
        let term: PlanEndTerm
        switch (until, payments) {
        case (nil, nil): return
        case (let day?, nil): term = .until(day)
        case (nil, let count?): term = .payments(count)
        case (_?, _?): throw .planEnd(.untilAndPayments)
        }
        guard !expense.isGroup, expense.parentID == nil else {
            throw .planEnd(.inGroup(name: expense.name))
        }
        do throws(PlanEndError) {
            (expense.endsOn, expense.plannedPayments) = try BillingCalendar.end(
                of: expense, term, today: today)
        } catch {
            throw .planEnd(error)
        }
    }

    func draft(_ add: PreparedAdd, ledger: ExpenseLedger) throws(CommandFailure) -> Draft {
        let request = add.request
        let suggestion = add.brand.named
        let brand = suggestion?.brand
        let (group, emptyGroup) = try groupTerms(request.group, in: ledger)
        let terms = terms(of: add, group: group)
        let parsed: ParsedAmount
        do throws(AmountParseError) {
            parsed = try terms.amount.get()
        } catch {
            throw .refusedAmount(error)
        }
        let amount = parsed.money
        let guess = terms.guess
        let period = terms.period
        var nextCharge = terms.nextCharge
        // Without a date of its own, charges fall on the day it was added: added on 31 Jan,
        // the first charge is 28 Feb and the next 31 Mar, not the 28th forever.
        var anchorDay =
            request.nextCharge == nil && request.trialEnds == nil ? session.today.day : nil
        var dateNotes: [LocalizedMessage] = []
        if let typed = request.nextCharge {
            let read = ChargeDayReading(typed: typed, period: period, today: session.today)
            nextCharge = read.date
            if read.date != typed.date { anchorDay = typed.date.day }
            dateNotes += read.notes
        }
        if let trial = request.trialEnds {
            dateNotes += ChargeDayReading.trialNotes(trial, period: period, today: session.today)
        }

        var expense = RecurringExpense(
            name: Self.storedName(typed: add.name, brand: brand), amount: amount, period: period,
            nextCharge: nextCharge, anchorDay: anchorDay, trialEnds: request.trialEnds?.date,
            parentID: group?.id,
            // A plan's size is not how many share it: alone unless told (and then said).
            sharedWith: request.sharedWith ?? 1,
            category: request.category.map {
                CategoryWording.identifier($0, localizer: session.localizer)
            } ?? brand?.category?.rawValue,
            brandSlug: brand?.slug ?? brand?.id,
            notes: request.notes, manageURL: request.url, createdOn: session.today,
            noticePeriod: request.notice, paidBy: request.paidBy.map(session.payerName),
            reminderOffsets: request.reminderOffsets, paidWith: request.paidWith,
            varies: request.varies ?? false)
        try Self.applyEnd(
            until: request.until?.date, payments: request.payments, to: &expense,
            today: session.today)

        var warnings: [DomainWarning] = []
        if let suggestion,
            let warning = BrandCatalog.referenceWarning(
                amount: amount, period: period, suggestion: suggestion)
        {
            warnings.append(warning)
        }
        var notes = parsed.warning.map { [$0.localizedMessage] } ?? []
        notes += dateNotes
        if let near = add.brand.near {
            notes.append(brandHint(typed: add.name, brand: near))
        }
        notes += Self.assumptions(
            of: expense, request: request, group: group, suggestion: suggestion, guess: guess,
            currencyTyped: request.currency != nil || parsed.detectedCurrency != nil,
            usage: UsageText(localizer: session.localizer))
        return Draft(
            expense: expense, warnings: warnings, notes: notes, joinsEmptyGroup: emptyGroup)
    }

    /// What the one-line `add` took from a brand or a guess, said in one line with how to
    /// change it. The "Added" line already states every value (the name as saved, the amount
    /// in its currency, the period); this line says why where it was not the plain default:
    /// a period other than monthly chosen from the brand (its usual one, or the one whose
    /// price is nearest the amount), a close call nobody could be asked about, and a shared
    /// plan counted as the user's alone. Empty in the ordinary case.
    static func assumptions(
        of expense: RecurringExpense, request: AddRequest, group: RecurringExpense?,
        suggestion: BrandSuggestion?, guess: PeriodGuess?, currencyTyped: Bool, usage: UsageText
    ) -> [LocalizedMessage] {
        var choices: [LocalizedMessage] = []
        // Each choice with the line that undoes it, typed as the reader would type it.
        var commands: [String] = []
        func edit(_ field: EditField, _ value: String) -> String {
            func word(_ text: String) -> String { text.contains(" ") ? "\"\(text)\"" : text }
            return [
                usage.commandWord(.edit), word(expense.name), usage.fieldWord(field), word(value),
            ]
            .joined(separator: " ")
        }
        let otherPeriod = guess?.alternative ?? (expense.period == .monthly ? .annual : .monthly)
        if request.period == nil, group == nil, let brand = suggestion?.brand {
            let period: MessageArgument = .period(expense.period)
            if let guess, guess.period != .monthly || guess.alternative != nil {
                choices.append(
                    LocalizedMessage(
                        .resultAssumedNearestPrice,
                        [
                            "period": period, "brand": .userText(brand.name),
                            "reference": .money(guess.reference),
                        ]))
                commands.append(edit(.period, usage.localizer.period(otherPeriod)))
            } else if guess == nil, expense.period != .monthly, brand.usualPeriod == expense.period
            {
                choices.append(
                    LocalizedMessage(
                        .resultAssumedBrandPeriod,
                        ["period": period, "brand": .userText(brand.name)]))
                commands.append(edit(.period, usage.localizer.period(otherPeriod)))
            }
        }
        if request.sharedWith == nil, let brand = suggestion?.brand,
            let members = suggestion?.memberCount, members > 1
        {
            choices.append(
                LocalizedMessage(
                    .resultAssumedPlanMembers,
                    ["brand": .userText(brand.name), "count": .count(members)]))
            commands.append(edit(.shared, String(members)))
        }
        guard !choices.isEmpty else { return [] }
        return [
            LocalizedMessage(
                .resultAssumedLine,
                ["choices": .messages(choices), "commands": .userList(commands)])
        ]
    }

    /// The brand a name typed with one typo or in another spelling seems to mean (`Netflx`,
    /// `Spotfy`, `Disney Plus`), as `brands` finds it: only ever said, never taken, since
    /// the name may be something else.
    func nearBrand(for typedName: String) -> Brand? {
        // Under four letters a name is no brand's typo but a name of its own (`E`, `X`, `网飞`
        // stay unbranded on purpose).
        let squashed = Self.squash(typedName)
        guard squashed.count >= 4,
            let match = session.brands.matches(for: typedName, limit: 1).first
        else { return nil }
        let sameSpelling = ([match.brand.name] + match.brand.aliases).contains {
            Self.squash($0) == squashed
        }
        return match.kind == .typo || sameSpelling ? match.brand : nil
    }

    /// Letters and digits only, lower-case, `+` read as "plus": `Disney Plus` is `Disney+`.
    private static func squash(_ text: String) -> String {
        TextFolding.fold(text).replacingAll("+", with: "plus").filter {
            $0.isLetter || $0.isNumber
        }
    }

    /// "«Netflx» no es una marca que conozca. ¿Querías decir Netflix? Para que sea
    /// Netflix: editar Netflx nombre Netflix"
    private func brandHint(typed: String, brand: Brand) -> LocalizedMessage {
        let usage = UsageText(localizer: session.localizer)
        func word(_ text: String) -> String { text.contains(" ") ? "\"\(text)\"" : text }
        let command = [
            usage.commandWord(.edit), word(typed), usage.fieldWord(.name), word(brand.name),
        ].joined(separator: " ")
        return LocalizedMessage(
            .resultBrandHint,
            [
                "typed": .userText(typed), "brand": .userText(brand.name),
                "command": .userText(command),
            ])
    }

    /// The brand a typed name names, only when it is the brand's name or one of its aliases
    /// (case and accents aside), optionally with plan words: "Cine" is not Cinema 4D, "E" is
    /// not "/e/", and a name of one or two characters is never a brand.
    static func recognizedBrand(for typedName: String) -> Brand? {
        recognizedSuggestion(for: typedName)?.brand
    }

    static func recognizedSuggestion(for typedName: String) -> BrandSuggestion? {
        BrandCatalog.shared.brandNamed(typedName)
    }

    /// The name is kept as typed unless it is the brand's own name or an alias: then the
    /// brand's spelling ("netflix" → "Netflix").
    static func storedName(typed: String, brand: Brand?) -> String {
        guard let brand else { return typed }
        let folded = TextFolding.fold(typed)
        let names = ([brand.name] + brand.aliases).map(TextFolding.fold)
        return names.contains(folded) ? brand.name : typed
    }
}
