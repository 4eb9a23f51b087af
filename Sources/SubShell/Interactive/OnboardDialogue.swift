import SubBrands
import SubBrandsCore
import SubDomain
import SubLocalization
import SubRecords
import SubStore

/// The starter pack in the shell: the numbered checklist, a pick by numbers, ranges or
/// Tab-completed names, then only the amount and the next charge of each pick (defaults in
/// brackets, as in `add`: the reference price in the locale's currency, one period from
/// today), a summary and one question. It returns what to add and writes nothing itself:
/// the shell runs the answer as one command, one transaction. Ctrl-C anywhere, or "no" at
/// the end, returns `nil`.
struct OnboardDialogue {
    let session: Session
    let reader: LineReading
    let output: OutputSink

    /// Set (to anything but empty) to keep the shell from offering the starter pack.
    static let disablingVariable = "SUBHUB_NO_ONBOARDING"

    private var words: Localizer { session.localizer }

    private var wording: StarterPackWording {
        StarterPackWording(localizer: words, colors: session.colors, json: false)
    }

    /// Whether the shell should offer the pack at start: the profile holds no subscription at
    /// all (archived ones count), the user never declined, and the environment allows it.
    static func shouldOffer(session: Session) -> Bool {
        if let value = session.environment[disablingVariable], !value.isEmpty { return false }
        // Two small queries, never the ledger: this runs before the first prompt. No
        // database yet reads as nothing there and nothing declined.
        let answer: (count: Int, declined: Bool)?
        do throws(CommandFailure) {
            answer = try session.reading { store throws(StoreError) in
                (try store.expenseCount(), try store.starterPackDeclined())
            }
        } catch {
            return false  // a damaged profile gets its clear error from the first command
        }
        guard let answer else { return true }
        return answer.count == 0 && !answer.declined
    }

    /// Asks whether to start from the pack. Yes (or Enter) runs the dialogue; no is
    /// remembered so the shell never asks again; Ctrl-C leaves it for the next start.
    func offer() -> [AddRequest]? {
        let offer = StarterPackOffer(environment: session.environment, settings: words.settings)
        while true {
            guard case .line(let answer) = reader.readLine(prompt: wording.offerQuestion(offer))
            else {
                output.line()
                return nil
            }
            if answer.trimmingSpaces().isEmpty { return run(offer) }
            switch words.parseYesNo(answer) {
            case .success(true): return run(offer)
            case .success(false):
                decline()
                return nil
            case .failure(let error): output.line(words.text(error))
            }
        }
    }

    /// The dialogue itself, with `picks` answering the pick step when given (`onboard 1-3`).
    func run(_ offer: StarterPackOffer, picks: String? = nil) -> [AddRequest]? {
        BrandCatalog.shared.loadIfNeeded()
        output.line(wording.title(offer))
        output.lines(wording.itemLines(offer))
        guard let chosen = pick(from: offer, initial: picks) else { return nil }
        let items = chosen.map { offer.items[$0] }
        output.line(
            words.text(
                .onboardPicked,
                ["count": .count(items.count), "names": .userList(items.map(\.brand.name))]))
        output.line(words.text(.onboardSteps))
        guard let requests = askAmountsAndDates(for: items, currency: offer.currency) else {
            output.line(words.text(.dialogueCancelled))
            return nil
        }
        return confirm(requests) ? requests : nil
    }

    /// Says no for good: kept in the profile's settings (the profile is created for it).
    private func decline() {
        do throws(CommandFailure) {
            let store = try session.writableStore()
            do throws(StoreError) {
                try store.declineStarterPack()
            } catch {
                throw .store(error)
            }
            output.line(
                words.text(
                    .onboardDeclined,
                    ["command": .text(UsageText(localizer: words).commandWord(.onboard))]))
        } catch {
            for line in FailureWording(localizer: words).lines(for: error) { output.line(line) }
        }
    }

    /// The picked positions, asked until they read; `nil` when nothing is picked or Ctrl-C.
    private func pick(from offer: StarterPackOffer, initial: String?) -> [Int]? {
        var pending = initial
        if pending == nil { output.line(words.text(.onboardIntro)) }
        let names = offer.names
        while true {
            let answer: String
            if let given = pending {
                answer = given
                pending = nil
            } else {
                let previous = reader.completer
                let brandNames = offer.items.map(\.brand.name)
                reader.completer = { StarterPickCompletion.complete($0, names: brandNames) }
                let input = reader.readLine(prompt: words.text(.onboardPick))
                reader.completer = previous
                guard case .line(let line) = input else {
                    // Ctrl-D leaves the cursor after the prompt: the answer line ends first.
                    if case .endOfInput = input { output.line() }
                    output.line(words.text(.dialogueCancelled))
                    return nil
                }
                answer = line
            }
            do throws(UsageError) {
                let picked = try StarterPicks.parse(answer, names: names)
                guard !picked.isEmpty else {
                    output.line(words.text(.onboardNothingPicked))
                    return nil
                }
                return picked
            } catch {
                let failure = CommandFailure.invalidValue(error)
                for line in FailureWording(localizer: words).lines(for: failure) {
                    output.line(line)
                }
            }
        }
    }

    /// Two steps per item, the amount then the next charge; `<` goes back one step keeping
    /// the answers. `nil` on Ctrl-C.
    private func askAmountsAndDates(for items: [StarterPackOffer.Item], currency: CurrencyCode)
        -> [AddRequest]?
    {
        let values = ValueReader(localizer: words, today: session.today)
        // Each amount read once: the reference price as the locale writes it, or the answer.
        var amounts: [TypedAmount?] = items.map { item in
            item.reference.flatMap { try? values.typedAmount(words.money($0), checkedIn: currency) }
        }
        var nextCharges: [CivilDate?] = Array(repeating: nil, count: items.count)
        // One look in the catalog per pick, for the next charge `add` would propose.
        let resolver = AddResolver(session: session)
        let brands = items.map { resolver.brand(for: $0.brand.name) }
        var step = 0
        while step < items.count * 2 {
            let item = items[step / 2]
            let name = TerminalSanitizer.clean(item.brand.name)
            let asksAmount = step % 2 == 0
            let shown: String?
            let label: String
            if asksAmount {
                shown = amounts[step / 2]?.text
                label = words.text(.onboardAmount, ["name": .text(name)])
            } else {
                // The amount step came first, so the pick has its amount: `add`'s own terms.
                let proposed = amounts[step / 2].flatMap { amount in
                    try? resolver.prepare(
                        StarterPackOffer.request(for: item, amount: amount),
                        brand: brands[step / 2])
                }.map { resolver.terms(of: $0, group: nil).nextCharge }
                shown = (nextCharges[step / 2] ?? proposed).map(words.date)
                label = words.text(.onboardNext, ["name": .text(name)])
            }
            let prompt = shown.map { "\(label) [\($0)]: " } ?? "\(label): "
            guard case .line(let raw) = reader.readLine(prompt: prompt) else { return nil }
            let answer = raw.trimmingSpaces()
            if answer == "<" {
                step = max(0, step - 1)
                continue
            }
            do throws(UsageError) {
                if asksAmount {
                    if answer.isEmpty {
                        guard amounts[step / 2] != nil else {
                            output.line(
                                words.text(
                                    .onboardNeedsAmount,
                                    ["name": .text(name), "currency": .text(currency.code)]))
                            continue
                        }
                    } else {
                        amounts[step / 2] = try values.typedAmount(answer, checkedIn: currency)
                    }
                } else if !answer.isEmpty {
                    nextCharges[step / 2] = try values.date(answer)
                }
                // Enter on the proposed date leaves it to `add`'s rule (one period from
                // today, the day kept as the anchor), as the `add` dialogue does.
            } catch {
                let failure = CommandFailure.invalidValue(error)
                for line in FailureWording(localizer: words).lines(for: failure) {
                    output.line(line)
                }
                continue
            }
            step += 1
        }
        return items.indices.compactMap { index in
            amounts[index].map {
                StarterPackOffer.request(
                    for: items[index], amount: $0, nextCharge: nextCharges[index])
            }
        }
    }

    /// The summary with every warning `add` would give, then one question.
    private func confirm(_ requests: [AddRequest]) -> Bool {
        let resolver = AddResolver(session: session)
        do throws(CommandFailure) {
            var trial = try session.readLedger()
            var expenses: [RecurringExpense] = []
            var warnings: [DomainWarning] = []
            for request in requests {
                let draft = try resolver.draft(try resolver.prepare(request), ledger: trial)
                expenses.append(draft.expense)
                warnings += draft.warnings
                if let outcome = try? trial.add(draft.expense, asOf: session.today) {
                    warnings += outcome.warnings
                }
            }
            output.lines(wording.summary(expenses))
            for warning in warnings {
                output.line(
                    words.text(.shellPrefixWarning) + TerminalSanitizer.clean(words.text(warning)))
            }
        } catch {
            for line in FailureWording(localizer: words).lines(for: error) { output.line(line) }
            return false
        }
        while true {
            let question = words.text(.onboardSave, ["count": .count(requests.count)])
            let input = reader.readLine(prompt: question)
            guard case .line(let answer) = input else {
                if case .endOfInput = input { output.line() }
                output.line(words.text(.dialogueCancelled))
                return false
            }
            if answer.trimmingSpaces().isEmpty { return true }
            switch words.parseYesNo(answer) {
            case .success(true): return true
            case .success(false):
                output.line(words.text(.dialogueCancelled))
                return false
            case .failure(let error): output.line(words.text(error))
            }
        }
    }
}
