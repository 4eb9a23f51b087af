import SubDomain
import SubLocalization

/// The work of `add` (`AddCommand`).
extension CommandRunner {
    /// `add`: the name and amount are checked and the brand looked up (unless `brand` was,
    /// for the question its answer runs this add) before the write transaction opens; inside
    /// it only the group and the domain's rules are left.
    func add(_ request: AddRequest, brand: AddBrand?) throws(CommandFailure) -> CommandOutcome {
        let resolver = AddResolver(session: session)
        let prepared = try resolver.prepare(request, brand: brand)
        if let question = Self.periodQuestion(for: prepared, resolver: resolver) {
            return CommandOutcome(.needsConfirmation(question))
        }
        let (outcome, notes, ledger) = try session.writeChecked {
            (ledger: inout ExpenseLedger) throws(CommandFailure) in
            let draft = try resolver.draft(prepared, ledger: ledger)
            do throws(DomainError) {
                var added = try ledger.add(draft.expense, asOf: today)
                var notes = draft.notes
                if let group = draft.joinsEmptyGroup {
                    let joined = try ledger.addToGroup(group.id, members: [added.value.id])
                    added = Outcome(
                        ledger.expense(withID: added.value.id) ?? added.value,
                        warnings: added.warnings + joined.warnings)
                    if let adopted = GroupAdoption.note(before: group, after: joined.value) {
                        notes.append(adopted)
                    }
                }
                return (
                    Outcome(added.value, warnings: draft.warnings + added.warnings), notes, ledger
                )
            } catch {
                throw .domain(error)
            }
        }
        let name = prepared.name
        let typedName = NameKey.fold(name) == NameKey.fold(outcome.value.name) ? nil : name
        return CommandOutcome(
            .report(AddedReport(expense: outcome.value, typedName: typedName, ledger: ledger)),
            warnings: outcome.warnings, notes: notes)
    }

    /// The question to ask before adding a brand whose typed amount is nearly as near the
    /// price of two of its periods (no period, no group typed): `nil` when one is clearly
    /// nearest, or the question was already answered or cannot be.
    private static func periodQuestion(for add: PreparedAdd, resolver: AddResolver)
        -> Confirmation?
    {
        let request = add.request
        guard request.mayAskPeriod, request.period == nil, request.group == nil,
            let named = add.brand.named
        else { return nil }
        let terms = resolver.terms(of: add, group: nil)
        guard let amount = try? terms.amount.get().money, let guess = terms.guess,
            let other = guess.alternative
        else { return nil }
        let brand = add.brand
        let choosing: @Sendable (Period) -> Command = { period in
            var chosen = request
            chosen.period = period
            return .family(AnyFamilyCommand(AddCommand(chosen, brand: brand)))
        }
        let question = PeriodQuestion(
            brand: named.brand.name, amount: amount, nearest: guess.period, other: other,
            choosing: choosing,
            // Nobody to ask: the nearest period, which the add then says it assumed.
            unanswered: .family(
                AnyFamilyCommand(AddCommand(request.withoutAskingThePeriod(), brand: brand))))
        return Confirmation(.family(question), confirmed: choosing(guess.period))
    }
}
