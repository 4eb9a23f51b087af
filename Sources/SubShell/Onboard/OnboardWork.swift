import SubBrandsCore
import SubDomain
import SubLocalization

extension CommandRunner {
    /// `onboard`: without picks, the starter pack to choose from; with picks, those brands at
    /// their reference prices, the next charge one period from today (as `add` would), once
    /// confirmed. A pick without a reference price in the locale's currency refuses the whole
    /// command: there is no amount to propose, and nothing is added.
    func onboard(picks: String?, confirmed: Bool) throws(CommandFailure) -> CommandOutcome {
        let offer = StarterPackOffer(environment: session.environment, settings: words.settings)
        guard let picks else { return CommandOutcome(.report(OnboardReport.starterPack(offer))) }
        let chosen: [StarterPackOffer.Item]
        do throws(UsageError) {
            chosen = try StarterPicks.parse(picks, names: offer.names).map { offer.items[$0] }
        } catch {
            throw .invalidValue(error)
        }
        guard !chosen.isEmpty else {
            throw .invalidValue(.missingArgument(command: .onboard, argument: .picks))
        }
        let unpriced = chosen.filter { $0.reference == nil }.map(\.brand.name)
        guard unpriced.isEmpty else {
            throw .invalidValue(
                .invalidValue(
                    LocalizedMessage(
                        .onboardNoReference,
                        [
                            "count": .count(unpriced.count), "names": .userList(unpriced),
                            "currency": .text(offer.currency.code),
                        ])))
        }
        let reader = ValueReader(localizer: words, today: today)
        var requests: [AddRequest] = []
        for item in chosen {
            let amount: TypedAmount
            do throws(UsageError) {
                amount = try reader.typedAmount(words.money(item.reference!))
            } catch {
                throw .invalidValue(error)
            }
            requests.append(StarterPackOffer.request(for: item, amount: amount))
        }
        guard confirmed else {
            let ledger = try session.readLedger()
            let resolver = AddResolver(session: session)
            var drafts: [RecurringExpense] = []
            for request in requests {
                drafts.append(
                    try resolver.draft(try resolver.prepare(request), ledger: ledger).expense)
            }
            return CommandOutcome(
                .needsConfirmation(
                    Confirmation(
                        .onboard(drafts), confirmed: .onboard(picks: picks, confirmed: true))
                ))
        }
        return try addStarter(requests)
    }

    /// Adds every request as `add` would, all in one transaction: one refused, none added.
    /// Every request is prepared (its brand looked up) before the transaction.
    func addStarter(_ requests: [AddRequest]) throws(CommandFailure) -> CommandOutcome {
        let resolver = AddResolver(session: session)
        var prepared: [PreparedAdd] = []
        for request in requests { prepared.append(try resolver.prepare(request)) }
        let (added, warnings, ledger) = try session.writeChecked {
            (ledger: inout ExpenseLedger) throws(CommandFailure) in
            var added: [RecurringExpense] = []
            var warnings: [DomainWarning] = []
            for add in prepared {
                let draft = try resolver.draft(add, ledger: ledger)
                do throws(DomainError) {
                    let outcome = try ledger.add(draft.expense, asOf: today)
                    added.append(outcome.value)
                    warnings += draft.warnings + outcome.warnings
                } catch {
                    throw .domain(error)
                }
            }
            return (added, warnings, ledger)
        }
        return CommandOutcome(
            .report(OnboardReport.onboarded(added, ledger: ledger)), warnings: warnings)
    }
}
