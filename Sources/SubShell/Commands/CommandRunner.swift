import Foundation
import SubDomain
import SubLocalization
import SubStore

/// Carries out typed commands against the session's profile and prints what happened.
///
/// The same runner serves one-shot, script and interactive modes. Each command that changes
/// data is one store transaction; warnings are printed and never stop a command; a failure
/// is printed with its localized reason and nothing is written.
public struct CommandRunner {
    public let session: Session

    public init(session: Session) {
        self.session = session
    }

    var words: Localizer { session.localizer }
    var output: OutputSink { session.output }
    var today: CivilDate { session.today }
    var renderer: Renderer {
        Renderer(localizer: session.localizer, today: session.today, colors: session.colors)
    }

    /// Runs `command`, returning the process exit status it deserves: 0, 1 when it could not
    /// be carried out, 2 when what was typed is itself wrong (a missing argument or a value
    /// that does not read, found only when the command runs), like the parser's usage errors.
    @discardableResult
    public func run(_ command: Command) -> Int32 {
        do {
            try execute(command)
            return 0
        } catch {
            report(error)
            if case .invalidValue = error { return 2 }
            return 1
        }
    }

    /// Prints a failure on standard error, worded from the catalogs.
    public func report(_ failure: CommandFailure) {
        for line in FailureWording(localizer: words).lines(for: failure) {
            output.errorLine((session.errorContext ?? "") + line)
        }
    }

    func warn(_ warnings: [DomainWarning]) {
        for warning in warnings {
            output.errorLine(
                (session.errorContext ?? "") + words.text(.prefixWarning)
                    + TerminalSanitizer.clean(words.text(warning)))
        }
    }

    /// How a typed value was read, when reading it took a guess ("I read 1.234 as 1234,00 €").
    func note(_ messages: [LocalizedMessage]) {
        for message in messages {
            output.errorLine(
                (session.errorContext ?? "") + words.text(.prefixWarning)
                    + TerminalSanitizer.clean(words.text(message)))
        }
    }

    private func execute(_ command: Command) throws(CommandFailure) {
        switch command {
        case .add(let request): try add(request)
        case .list: try list()
        case .total: try total()
        case .show(let name): try show(name)
        case .edit(let name, let field, let value): try edit(name, field: field, value: value)
        case .archive(let name): try archive(name)
        case .restore(let name): try restore(name)
        case .delete(let name, let confirmed): try delete(name, confirmed: confirmed)
        case .groupNew(let name, let cap, let members):
            try createGroup(name, cap: cap, members: members)
        case .groupAdd(let group, let members): try addToGroup(group, members: members)
        case .groupRemove(let member): try removeFromGroup(member)
        case .confirm(let name): try confirm(name)
        case .risks: try risks()
        case .upcoming(let days): try upcoming(days: days)
        case .export(let format, let file): try export(format, to: file)
        case .importFile(let path): try importFile(path)
        case .profileDelete(let name, let confirmed): try deleteProfile(name, confirmed: confirmed)
        case .help(let topic): try help(topic)
        case .brands(let query): brands(query)
        case .lang(let code): try switchLanguage(code)
        case .catalogCheck: try catalogCheck()
        case .quit: break
        }
    }

    // MARK: Finding things by name

    /// The expense a typed name or id means, or a failure that lists the candidates. A
    /// command that changes data takes only an exact name, an id or a unique id prefix
    /// (`exact`); anything looser becomes a "did you mean" that changes nothing.
    func find(_ name: String, in ledger: ExpenseLedger, exact: Bool = true) throws(CommandFailure)
        -> RecurringExpense
    {
        switch ledger.lookup(name, strictness: exact ? .exact : .loose) {
        case .found(let expense): return expense
        case .notFound(let suggestions):
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

    /// Asks a yes/no question when someone can answer; `nil` when nobody can.
    func askYesNo(_ question: String) -> Bool? {
        guard let prompter = session.prompter else { return nil }
        guard let answer = prompter.ask(question) else { return false }
        if case .success(let yes) = words.parseYesNo(answer) {
            return yes
        }
        return false
    }
}
