import SubBrands
import SubDomain
import SubLocalization

/// `add` with missing arguments asks step by step, like `hledger add`: name (Tab completes
/// brands; a known brand proposes defaults), amount, currency, period, next charge, trial
/// end, shared members, category and group. Each step shows its default in brackets and
/// Enter takes it; `<` goes back one step; a bad answer explains itself and asks again;
/// Ctrl-C cancels without saving. Arguments already given answer their steps.
struct AddDialogue {
    let session: Session
    let reader: LineReading

    enum Step: Int, CaseIterable {
        case name, amount, currency, period, next, trial, shared, category, group
    }

    /// The completed request, or `nil` when the user cancelled.
    func run(_ initial: AddRequest) -> AddRequest? {
        var request = initial
        let words = session.localizer
        let values = ValueReader(localizer: words, today: session.today)
        let out = session.output
        out.line(words.text(.dialogueIntro))
        var preAnswered = Set<Step>()
        if initial.name != nil { preAnswered.insert(.name) }
        if initial.amountText != nil { preAnswered.insert(.amount) }
        if initial.currency != nil { preAnswered.insert(.currency) }
        if initial.period != nil { preAnswered.insert(.period) }
        if initial.nextCharge != nil { preAnswered.insert(.next) }
        if initial.trialEnds != nil { preAnswered.insert(.trial) }
        if initial.sharedWith != nil { preAnswered.insert(.shared) }
        if initial.category != nil { preAnswered.insert(.category) }
        if initial.group != nil { preAnswered.insert(.group) }

        var suggestion = initial.name.flatMap { BrandCatalog.shared.suggestion(for: $0) }
        var index = 0
        let steps = Step.allCases
        while index < steps.count {
            let step = steps[index]
            if preAnswered.contains(step) {
                index += 1
                continue
            }
            let defaultAnswer = self.defaultAnswer(for: step, request: request, suggestion: suggestion)
            let label = words.text(Self.key(for: step))
            let prompt = defaultAnswer.map { "\(label) [\($0.shown)]: " } ?? "\(label): "
            let previousCompleter = reader.completer
            if step == .name {
                reader.completer = { text in
                    CompletionEngine(localizer: words, names: { [] }).completeBrandAnswer(text)
                }
            }
            let input = reader.readLine(prompt: prompt)
            reader.completer = previousCompleter
            guard case .line(let rawAnswer) = input else {
                out.line(words.text(.dialogueCancelled))
                return nil
            }
            let answer = rawAnswer.trimmingCharacters(in: .whitespaces)
            if answer == "<" {
                if index > 0 {
                    index -= 1
                    preAnswered.remove(steps[index])
                }
                continue
            }
            let value = answer.isEmpty ? defaultAnswer?.value : answer
            do {
                try apply(value, to: step, request: &request, values: values)
            } catch {
                for line in FailureWording(localizer: words).lines(for: error) { out.line(line) }
                continue
            }
            if step == .name, let name = request.name {
                suggestion = BrandCatalog.shared.suggestion(for: name)
                if let brand = suggestion?.brand, suggestion?.match == .exact || suggestion?.match == .typo {
                    request.name = brand.name
                    out.line(words.text(.dialogueRecognized, ["brand": .text(TerminalSanitizer.clean(brand.name))]))
                }
            }
            index += 1
        }
        return confirm(request) ? request : nil
    }

    /// Shows the summary with its monthly figure and every warning, then asks to save.
    private func confirm(_ request: AddRequest) -> Bool {
        let words = session.localizer
        let out = session.output
        guard let name = request.name, let amountText = request.amountText else { return false }
        do {
            let ledger = try session.readLedger()
            let draft = try AddResolver(session: session).draft(from: request, name: name, amountText: amountText, ledger: ledger)
            var trial = ledger
            let outcome = try? trial.add(draft.expense, asOf: session.today)
            let expense = draft.expense
            out.line(words.text(.dialogueSummary, [
                "name": .text(TerminalSanitizer.clean(expense.name)), "amount": .money(expense.amount),
                "period": .period(expense.period), "monthly": .money(expense.monthlyEstimate),
                "date": .date(expense.nextCharge),
            ]))
            for warning in draft.warnings + (outcome?.warnings ?? []) {
                out.line(words.text(.prefixWarning) + TerminalSanitizer.clean(words.text(warning)))
            }
        } catch {
            for line in FailureWording(localizer: words).lines(for: error) { out.line(line) }
            return false
        }
        while true {
            guard case .line(let answer) = reader.readLine(prompt: words.text(.dialogueSave)) else {
                out.line(words.text(.dialogueCancelled))
                return false
            }
            if answer.trimmingCharacters(in: .whitespaces).isEmpty { return true }
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
        /// What Enter means, as the step's parser reads it.
        var value: String
        /// What the brackets show.
        var shown: String
    }

    private func defaultAnswer(for step: Step, request: AddRequest, suggestion: BrandSuggestion?) -> DefaultAnswer? {
        let words = session.localizer
        let brand = suggestion?.brand
        let currency = request.currency ?? AddResolver(session: session).preferredCurrency(for: brand)
        let period = request.period ?? brand?.usualPeriod ?? .monthly
        switch step {
        case .name: return request.name.map { DefaultAnswer(value: $0, shown: TerminalSanitizer.clean($0)) }
        case .amount:
            if let amountText = request.amountText { return DefaultAnswer(value: amountText, shown: amountText) }
            guard let price = brand?.referencePrice(in: currency) else { return nil }
            let shown = words.money(price)
            return DefaultAnswer(value: shown, shown: shown)
        case .currency:
            let detected = request.amountText.flatMap { try? ValueReader(localizer: words, today: session.today).amount($0, currency: currency).detectedCurrency }
            let code = (detected ?? currency).code
            return DefaultAnswer(value: code, shown: code)
        case .period:
            return DefaultAnswer(value: words.period(period), shown: words.period(period))
        case .next:
            let date = request.nextCharge ?? request.trialEnds ?? period.advance(session.today, by: 1)
            return DefaultAnswer(value: date.iso, shown: words.date(date))
        case .trial:
            if let trial = request.trialEnds { return DefaultAnswer(value: trial.iso, shown: words.date(trial)) }
            return DefaultAnswer(value: "-", shown: words.text(.dialogueNone))
        case .shared:
            let count = request.sharedWith ?? suggestion?.memberCount ?? 1
            return DefaultAnswer(value: String(count), shown: words.count(count))
        case .category:
            guard let category = request.category ?? brand?.category?.rawValue else {
                return DefaultAnswer(value: "-", shown: words.text(.dialogueNone))
            }
            return DefaultAnswer(value: category, shown: CategoryWording.name(category, localizer: words))
        case .group:
            return DefaultAnswer(value: request.group ?? "-", shown: request.group.map(TerminalSanitizer.clean) ?? words.text(.dialogueNone))
        }
    }

    /// Reads one answer into the request; a bad answer throws its reason.
    private func apply(_ value: String?, to step: Step, request: inout AddRequest, values: ValueReader)
        throws(CommandFailure)
    {
        let none = value == nil || value == "-"
        do throws(UsageError) {
            switch step {
            case .name:
                guard let value, !value.isEmpty else { throw .missingArgument(command: .add, argument: .name) }
                request.name = value
            case .amount:
                guard let value else { throw .missingArgument(command: .add, argument: .amount) }
                _ = try values.amount(value, currency: request.currency)
                request.amountText = value
            case .currency:
                guard let value else { return }
                do {
                    request.currency = try CurrencyCode(value)
                } catch {
                    throw .invalidValue(error.localizedMessage)
                }
            case .period:
                if let value { request.period = try values.period(value) }
            case .next:
                if let value { request.nextCharge = try values.date(value) }
            case .trial:
                request.trialEnds = none ? nil : try values.date(value ?? "")
            case .shared:
                guard let value, let count = Int(value), (1...1000).contains(count) else {
                    throw .invalidCount(option: session.localizer.text(Self.key(for: .shared)), value: value ?? "")
                }
                request.sharedWith = count
            case .category:
                request.category = none ? nil : value
            case .group:
                if none {
                    request.group = nil
                    return
                }
                guard let value else { return }
                let ledger: ExpenseLedger
                do {
                    ledger = try session.readLedger()
                } catch {
                    throw .invalidValue(LocalizedMessage(.failureNotFound, ["name": .text(value)]))
                }
                guard case .found(let group) = ledger.lookup(value), group.isGroup else {
                    throw .invalidValue(LocalizedMessage(.failureNotFound, ["name": .text(value)]))
                }
                request.group = group.name
            }
        } catch {
            throw .invalidValue(error)
        }
    }

    static func key(for step: Step) -> MessageKey {
        switch step {
        case .name: .dialogueName
        case .amount: .dialogueAmount
        case .currency: .dialogueCurrency
        case .period: .dialoguePeriod
        case .next: .dialogueNext
        case .trial: .dialogueTrial
        case .shared: .dialogueShared
        case .category: .dialogueCategory
        case .group: .dialogueGroup
        }
    }
}
