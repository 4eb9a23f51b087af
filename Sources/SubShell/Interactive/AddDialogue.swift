import SubBrands
import SubBrandsCore
import SubDomain
import SubLocalization

/// `add` with missing arguments asks step by step, like `hledger add`. The steps are the
/// arguments of `add` in `CommandTable` (in `CommandTable.addDialogue`'s order), each read
/// and completed by its kind, so an answer is accepted exactly when the same word on the
/// command line would be. Each step shows its default in brackets and Enter takes it; `<`
/// goes back one step keeping every answer; a bad answer explains itself and asks again
/// (the group too: its currency and period are checked by the domain right there); Ctrl-C
/// cancels without saving. Arguments already given answer their steps.
///
/// The currency, the period and the next charge proposed are `AddTerms`', the one-line
/// `add`'s own rule, and Enter on them leaves them to it: a group answered later still lends
/// its currency and period, as `--group` does on the command line. The brand is looked up
/// once per name typed.
struct AddDialogue {
    let session: Session
    let reader: LineReading
    let output: OutputSink
    let nameCache: NameCache

    /// The steps whose proposal `AddTerms` makes.
    static let proposedByTheTerms: Set<AddStep> = [
        .positional(.currency), .positional(.period), .option(.next),
    ]

    /// The completed request, or `nil` when the user cancelled.
    func run(_ initial: AddRequest) -> AddRequest? {
        var request = initial
        let words = session.localizer
        let out = output
        let resolver = AddResolver(session: session)
        // One look in the catalog per name typed, kept while the name stays.
        var looked: (name: String, brand: AddBrand)?
        func brand(of request: AddRequest) -> AddBrand? {
            guard let name = request.name else { return nil }
            if let looked, looked.name == name { return looked.brand }
            let found = resolver.brand(for: name)
            looked = (name, found)
            return found
        }
        // Steps whose proposal Enter took: they follow the terms until every answer is in.
        var leftToTheTerms: Set<AddStep> = []
        out.line(words.text(.dialogueIntro))
        let steps = CommandTable.addDialogue.filter { !initial.has($0) }
        var index = 0
        while index < steps.count {
            let step = steps[index]
            let kind = step.kind
            let defaultAnswer = self.defaultAnswer(
                for: step, request: request, brand: brand(of: request))
            let label = words.text(step.label)
            let prompt = defaultAnswer.map { "\(label) [\($0.shown)]: " } ?? "\(label): "
            let previousCompleter = reader.completer
            let engine = CompletionEngine(
                localizer: words,
                matchingNames: { nameCache.candidates(matching: $0, groupsOnly: kind == .group) })
            reader.completer = { text in engine.completeAnswer(text, kind: kind) }
            let input = reader.readLine(prompt: prompt)
            reader.completer = previousCompleter
            guard case .line(let rawAnswer) = input else {
                // Ctrl-D leaves the cursor after the prompt: the answer line ends first.
                if case .endOfInput = input { out.line() }
                out.line(words.text(.dialogueCancelled))
                return nil
            }
            let answer = rawAnswer.trimmingSpaces()
            if answer == "<" {
                index = max(0, index - 1)
                continue
            }
            // Enter on a proposal of the terms leaves the step to them: the resolver computes
            // the same value then, with every later answer known (a group lends its currency
            // and period; the day added on stays the anchor: 31 Jan → 28 Feb → 31 Mar).
            if answer.isEmpty, Self.proposedByTheTerms.contains(step), !request.has(step) {
                leftToTheTerms.insert(step)
                index += 1
                continue
            }
            do {
                try apply(
                    answer.isEmpty ? defaultAnswer?.value : answer, to: step, kind: kind,
                    request: &request, brand: brand(of: request))
            } catch {
                for line in FailureWording(localizer: words).lines(for: error) { out.line(line) }
                continue
            }
            leftToTheTerms.remove(step)
            if step == .positional(.name), let name = brand(of: request)?.named?.brand.name {
                out.line(words.text(.dialogueRecognized, ["brand": .userText(name)]))
            }
            index += 1
        }
        let completed = settled(request, leftToTheTerms, brand: brand(of: request))
        return confirm(completed, brand: brand(of: completed)) ? completed : nil
    }

    /// The request with the currency and period whose proposals Enter took fixed as the
    /// terms give them now that every answer is in: the add then saves what the summary
    /// shows, and asks nothing more.
    private func settled(_ request: AddRequest, _ left: Set<AddStep>, brand: AddBrand?)
        -> AddRequest
    {
        let resolver = AddResolver(session: session)
        guard let brand, let add = try? resolver.prepare(request, brand: brand) else {
            return request
        }
        let terms = resolver.terms(of: add, group: lendingGroup(of: request))
        var settled = request
        if left.contains(.positional(.currency)) { settled.currency = terms.currency }
        if left.contains(.positional(.period)) { settled.period = terms.period }
        return settled
    }

    /// The group the request names, when it lends its currency and period; `nil` for one
    /// that lends nothing or that its step will refuse.
    private func lendingGroup(of request: AddRequest) -> RecurringExpense? {
        guard request.group != nil, let ledger = try? session.readLedger() else { return nil }
        return (try? AddResolver(session: session).groupTerms(request.group, in: ledger))?.lends
    }

    /// Reads one answer into the request; a bad answer throws its reason and changes nothing.
    private func apply(
        _ value: String?, to step: AddStep, kind: ValueKind, request: inout AddRequest,
        brand: AddBrand?
    )
        throws(CommandFailure)
    {
        let values = ValueReader(localizer: session.localizer, today: session.today)
        if value == nil || value == "-" {
            // The name and the amount cannot be cleared: `add` cannot do without them.
            if case .positional(let positional) = step, positional.spec.argument.isRequired {
                throw .invalidValue(
                    .missingArgument(command: .add, argument: positional.spec.argument.name))
            }
            request.set(step, to: nil)
            return
        }
        guard let value else { return }
        var updated = request
        do throws(UsageError) {
            if kind == .amount {
                // Read once, checked in the currency it would be read in now.
                let currency = AddTerms.currency(
                    readingIn: request, group: lendingGroup(of: request),
                    localCurrency: AddResolver(session: session).localCurrency)
                updated.amount = try values.typedAmount(value, checkedIn: currency)
            } else {
                updated.set(
                    step,
                    to: try values.read(
                        value, as: kind, argument: .option(session.localizer.text(step.label))))
            }
        } catch {
            throw .invalidValue(error)
        }
        if kind == .group {
            // The group must exist and take this subscription: the domain's own rules decide,
            // now, instead of after every other answer.
            try checkGroup(of: updated, brand: brand)
        }
        request = updated
    }

    /// The group step comes after the name and the amount (`CommandTable.addDialogue`), so
    /// both are known here and the draft is the subscription the user is building.
    private func checkGroup(of request: AddRequest, brand: AddBrand?) throws(CommandFailure) {
        let resolver = AddResolver(session: session)
        guard let brand, let add = try? resolver.prepare(request, brand: brand) else { return }
        let ledger = try session.readLedger()
        let draft = try resolver.draft(add, ledger: ledger)
        var trial = ledger
        do throws(DomainError) {
            _ = try trial.add(draft.expense, asOf: session.today)
        } catch {
            throw .domain(error)
        }
    }

    /// Shows the summary with its monthly figure and every warning, then asks to save.
    private func confirm(_ request: AddRequest, brand: AddBrand?) -> Bool {
        let words = session.localizer
        let out = output
        let resolver = AddResolver(session: session)
        guard let brand, let add = try? resolver.prepare(request, brand: brand) else {
            return false
        }
        do {
            let ledger = try session.readLedger()
            let draft = try resolver.draft(add, ledger: ledger)
            var trial = ledger
            let outcome = try? trial.add(draft.expense, asOf: session.today)
            let expense = draft.expense
            out.line(
                words.text(
                    .dialogueSummary,
                    [
                        "name": .userText(expense.name),
                        "amount": .money(expense.amount),
                        "period": .period(expense.period),
                        "monthly": .money(expense.monthlyEstimate),
                        "date": .date(expense.nextCharge),
                    ]))
            for warning in draft.warnings + (outcome?.warnings ?? []) {
                out.line(
                    words.text(.shellPrefixWarning) + TerminalSanitizer.clean(words.text(warning)))
            }
        } catch {
            for line in FailureWording(localizer: words).lines(for: error) { out.line(line) }
            return false
        }
        while true {
            let input = reader.readLine(prompt: words.text(.dialogueSave))
            guard case .line(let answer) = input else {
                if case .endOfInput = input { out.line() }
                out.line(words.text(.dialogueCancelled))
                return false
            }
            if answer.trimmingSpaces().isEmpty { return true }
            switch words.parseYesNo(answer) {
            case .success(true): return true
            case .success(false):
                out.line(words.text(.dialogueCancelled))
                return false
            case .failure(let error): out.line(words.text(error))
            }
        }
    }

    struct DefaultAnswer {
        /// What Enter means, as the step's kind reads it.
        var value: String
        /// What the brackets show.
        var shown: String
    }

    private func defaultAnswer(for step: AddStep, request: AddRequest, brand: AddBrand?)
        -> DefaultAnswer?
    {
        let words = session.localizer
        let resolver = AddResolver(session: session)
        let group = lendingGroup(of: request)
        // From the currency step on, the name and the amount are known: the terms propose.
        let terms = brand.flatMap { brand in
            (try? resolver.prepare(request, brand: brand)).map {
                resolver.terms(of: $0, group: group)
            }
        }
        let named = brand?.named
        let none = DefaultAnswer(value: "-", shown: words.text(.dialogueNone))
        switch step {
        case .positional(.name):
            return request.name.map { DefaultAnswer(value: $0, shown: TerminalSanitizer.clean($0)) }
        case .positional(.amount):
            if let amount = request.amount {
                return DefaultAnswer(value: amount.text, shown: amount.text)
            }
            let currency = AddTerms.currency(
                readingIn: request, group: group, localCurrency: resolver.localCurrency)
            guard let price = named?.referencePrice(in: currency) else { return nil }
            let shown = words.money(price)
            return DefaultAnswer(value: shown, shown: shown)
        case .positional(.currency):
            return terms.map { DefaultAnswer(value: $0.currency.code, shown: $0.currency.code) }
        case .positional(.period):
            return terms.map {
                DefaultAnswer(value: words.period($0.period), shown: words.period($0.period))
            }
        case .option(.trialEnds):
            guard let trial = request.trialEnds?.date else { return none }
            return DefaultAnswer(value: trial.iso, shown: words.date(trial))
        case .option(.next):
            // A trial's end is the first charge unless the user says otherwise.
            return terms.map {
                DefaultAnswer(value: $0.nextCharge.iso, shown: words.date($0.nextCharge))
            }
        case .option(.notice):
            guard let notice = request.notice else {
                return DefaultAnswer(value: "-", shown: words.text(.dialogueNoNotice))
            }
            return DefaultAnswer(value: notice.identifier, shown: words.notice(notice))
        case .option(.shared):
            // The dialogue proposes the members of the plan named, to be seen and taken.
            let count = request.sharedWith ?? named?.memberCount ?? 1
            return DefaultAnswer(value: String(count), shown: words.count(count))
        case .option(.category):
            guard let category = request.category ?? named?.brand.category?.rawValue else {
                return none
            }
            return DefaultAnswer(
                value: category, shown: CategoryWording.name(category, localizer: words))
        case .option(.group):
            // Its own word: "ninguna" agrees with prueba and categoría, a group is "ninguno".
            guard let group = request.group else {
                return DefaultAnswer(value: "-", shown: words.text(.dialogueNoGroup))
            }
            return DefaultAnswer(value: group, shown: TerminalSanitizer.clean(group))
        case .option(.notes), .option(.url), .option(.paidBy), .option(.paidWith),
            .option(.remind), .option(.until), .option(.payments), .option(.varies):
            // Not asked: only the command line gives them.
            return nil
        }
    }
}
