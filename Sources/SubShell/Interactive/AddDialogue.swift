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
struct AddDialogue {
    let session: Session
    let reader: LineReading
    let output: OutputSink
    let nameCache: NameCache

    /// The completed request, or `nil` when the user cancelled.
    func run(_ initial: AddRequest) -> AddRequest? {
        var request = initial
        let words = session.localizer
        let out = output
        out.line(words.text(.dialogueIntro))
        let steps = CommandTable.addDialogue.filter { !initial.has($0) }
        var index = 0
        while index < steps.count {
            let step = steps[index]
            let kind = step.kind
            let defaultAnswer = self.defaultAnswer(for: step, request: request)
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
            // Enter on the proposed next charge leaves it to the resolver, which computes the
            // same day and keeps the day added on as the anchor (31 Jan → 28 Feb → 31 Mar).
            if answer.isEmpty, step == .option(.next), request.nextCharge == nil {
                index += 1
                continue
            }
            do {
                try apply(
                    answer.isEmpty ? defaultAnswer?.value : answer, to: step, kind: kind,
                    request: &request)
            } catch {
                for line in FailureWording(localizer: words).lines(for: error) { out.line(line) }
                continue
            }
            if step == .positional(.name), let name = request.name,
                let brand = AddResolver.recognizedBrand(for: name)
            {
                out.line(
                    words.text(
                        .dialogueRecognized, ["brand": .userText(brand.name)]))
            }
            index += 1
        }
        return confirm(request) ? request : nil
    }

    /// Reads one answer into the request; a bad answer throws its reason and changes nothing.
    private func apply(
        _ value: String?, to step: AddStep, kind: ValueKind, request: inout AddRequest
    )
        throws(CommandFailure)
    {
        let values = ValueReader(localizer: session.localizer, today: session.today)
        let clears = value == nil || value == "-"
        if clears {
            switch step {
            case .positional(.name):
                throw .invalidValue(.missingArgument(command: .add, argument: .name))
            case .positional(.amount):
                throw .invalidValue(.missingArgument(command: .add, argument: .amount))
            default:
                request.set(step, to: nil)
                return
            }
        }
        guard let value else { return }
        var updated = request
        do throws(UsageError) {
            if kind == .amount {
                _ = try values.amount(value, currency: request.currency)
            }
            updated.set(
                step,
                to: try values.read(
                    value, as: kind,
                    argument: .option(session.localizer.text(step.label))))
        } catch {
            throw .invalidValue(error)
        }
        if kind == .group {
            // The group must exist and take this subscription: the domain's own rules decide,
            // now, instead of after every other answer.
            try checkGroup(of: updated)
        }
        request = updated
    }

    /// The group step comes after the name and the amount (`CommandTable.addDialogue`), so
    /// both are known here and the draft is the subscription the user is building.
    private func checkGroup(of request: AddRequest) throws(CommandFailure) {
        guard let name = request.name, let amountText = request.amountText else { return }
        let ledger = try session.readLedger()
        let draft = try AddResolver(session: session).draft(
            from: request, name: name, amountText: amountText, ledger: ledger)
        var trial = ledger
        do throws(DomainError) {
            _ = try trial.add(draft.expense, asOf: session.today)
        } catch {
            throw .domain(error)
        }
    }

    /// Shows the summary with its monthly figure and every warning, then asks to save.
    private func confirm(_ request: AddRequest) -> Bool {
        let words = session.localizer
        let out = output
        guard let name = request.name, let amountText = request.amountText else { return false }
        do {
            let ledger = try session.readLedger()
            let draft = try AddResolver(session: session).draft(
                from: request, name: name, amountText: amountText, ledger: ledger)
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

    private func defaultAnswer(for step: AddStep, request: AddRequest) -> DefaultAnswer? {
        let words = session.localizer
        let recognized = request.name.flatMap(AddResolver.recognizedBrand)
        let resolver = AddResolver(session: session)
        let currency = request.currency ?? resolver.defaultCurrency
        // With an amount given, the period proposed is the one nearest the brand's price.
        let typedAmount = request.amountText.flatMap {
            try? ValueReader(localizer: words, today: session.today).amount($0, currency: currency)
                .money
        }
        var guess: PeriodGuess?
        if let typedAmount, let name = request.name,
            let suggestion = AddResolver.recognizedSuggestion(for: name)
        {
            guess = suggestion.likelyPeriod(for: typedAmount)
        }
        let period = request.period ?? guess?.period ?? recognized?.usualPeriod ?? .monthly
        let none = DefaultAnswer(value: "-", shown: words.text(.dialogueNone))
        switch step {
        case .positional(.name):
            return request.name.map { DefaultAnswer(value: $0, shown: TerminalSanitizer.clean($0)) }
        case .positional(.amount):
            if let amountText = request.amountText {
                return DefaultAnswer(value: amountText, shown: amountText)
            }
            guard
                let price = recognized.flatMap({
                    resolver.referencePrice(of: $0, typedName: request.name ?? "", in: currency)
                })
            else { return nil }
            let shown = words.money(price)
            return DefaultAnswer(value: shown, shown: shown)
        case .positional(.currency):
            let detected = request.amountText.flatMap {
                try? ValueReader(localizer: words, today: session.today).amount(
                    $0, currency: currency
                ).detectedCurrency
            }
            let code = (detected ?? currency).code
            return DefaultAnswer(value: code, shown: code)
        case .positional(.period):
            return DefaultAnswer(value: words.period(period), shown: words.period(period))
        case .option(.trialEnds):
            guard let trial = request.trialEnds?.date else { return none }
            return DefaultAnswer(value: trial.iso, shown: words.date(trial))
        case .option(.next):
            // A trial's end is the first charge unless the user says otherwise.
            let date =
                request.nextCharge?.date ?? request.trialEnds?.date
                ?? period.advance(session.today, by: 1)
            return DefaultAnswer(value: date.iso, shown: words.date(date))
        case .option(.notice):
            guard let notice = request.notice else {
                return DefaultAnswer(value: "-", shown: words.text(.dialogueNoNotice))
            }
            return DefaultAnswer(value: notice.identifier, shown: words.notice(notice))
        case .option(.shared):
            let count = request.sharedWith ?? resolver.memberCount(for: request.name ?? "")
            return DefaultAnswer(value: String(count), shown: words.count(count))
        case .option(.category):
            guard let category = request.category ?? recognized?.category?.rawValue else {
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
            .option(.remind):
            // Not asked: only the command line gives them.
            return nil
        }
    }
}
