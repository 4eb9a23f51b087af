import FoundationEssentials
import SubBrands
import SubBrandsCore
import SubDomain
import SubLocalization

/// Carries out typed commands against the session's profile and returns what happened as
/// typed results; it never prints (`Presenter` words the results, `CommandDriver` runs a
/// command in a mode and answers its confirmations).
///
/// The same runner serves one-shot, script and interactive modes. Each command that changes
/// data is one store transaction; a failure is thrown with its typed reason and nothing is
/// written.
public struct CommandRunner {
    public let session: Session

    public init(session: Session) {
        self.session = session
    }

    var words: Localizer { session.localizer }
    var today: CivilDate { session.today }

    /// Runs `command` and returns its result. A destructive command without its confirmation
    /// returns `.needsConfirmation` and changes nothing.
    public func execute(_ command: Command) throws(CommandFailure) -> CommandOutcome {
        switch command {
        case .family(let command):
            guard let command = command.base as? any ShellCommand else {
                preconditionFailure("a family command without its work: \(command.base.name)")
            }
            return try command.run(self)
        case .help(let topic): return try help(topic)
        case .quit: return CommandOutcome(.quit)
        }
    }

    // MARK: Finding things by name

    /// The expense a typed name or id means, or a failure that lists the candidates. A
    /// command that changes data takes only an exact name, an id or a unique id prefix
    /// (`exact`); anything looser becomes a "did you mean" that changes nothing.
    /// - Parameter byBrand: whether a brand's name or alias may name the one subscription of
    ///   that brand. A change undo cannot take back (`delete`) acts only on an exact name,
    ///   an id or an id prefix: there the brand's subscriptions are named instead.
    func find(
        _ name: String, in ledger: ExpenseLedger, exact: Bool = true, byBrand: Bool = true
    ) throws(CommandFailure)
        -> RecurringExpense
    {
        switch ledger.lookup(name, strictness: exact ? .exact : .loose) {
        case .found(let expense): return expense
        case .notFound(let suggestions):
            // "Prime" still finds what `add Prime` saved as Amazon Prime: a brand's own name
            // or alias names the one subscription of that brand.
            if let brand = AddResolver.recognizedSuggestion(for: name), brand.plan == nil {
                let slug = brand.brand.slug ?? brand.brand.id
                let ofBrand = ledger.expenses.filter { $0.brandSlug == slug }
                if !byBrand, !ofBrand.isEmpty {
                    throw .notFound(
                        name: name,
                        suggestions: (ofBrand + suggestions.filter { !ofBrand.contains($0) }).map {
                            Candidate($0, in: ledger)
                        })
                }
                if ofBrand.count == 1 { return ofBrand[0] }
                if ofBrand.count > 1 {
                    throw .ambiguous(
                        name: name, candidates: ofBrand.map { Candidate($0, in: ledger) })
                }
            }
            throw .notFound(name: name, suggestions: suggestions.map { Candidate($0, in: ledger) })
        case .ambiguous(let candidates):
            throw .ambiguous(name: name, candidates: candidates.map { Candidate($0, in: ledger) })
        }
    }

    func findGroup(_ name: String, in ledger: ExpenseLedger) throws(CommandFailure)
        -> RecurringExpense
    {
        let group = try find(name, in: ledger)
        guard group.isGroup else { throw .domain(.notAGroup(name: group.name)) }
        return group
    }
}
