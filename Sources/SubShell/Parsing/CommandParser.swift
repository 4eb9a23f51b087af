import SubDomain
import SubLocalization
import SubStore

/// Turns the words of a command line into a typed `Command`.
///
/// Command words are the canonical English names or any loaded language's aliases; option
/// names are canonical (`--next`, `--yes`). Values are read with the user's conventions
/// (`12,99`, `15/12`, `mensual`) through `ValueReader`.
public struct CommandParser {
    public let reader: ValueReader

    public init(reader: ValueReader) {
        self.reader = reader
    }

    public func parse(line: String) -> Result<Command?, UsageError> {
        let words: [String]
        do {
            words = try Tokenizer.split(line)
        } catch {
            return .failure(.unterminatedQuote)
        }
        if words.isEmpty { return .success(nil) }
        return parse(words: words).map { $0 }
    }

    public func parse(words: [String]) -> Result<Command, UsageError> {
        do {
            return .success(try command(from: words))
        } catch {
            return .failure(error)
        }
    }

    private func command(from words: [String]) throws(UsageError) -> Command {
        guard let first = words.first else { throw .unknownCommand("", suggestion: nil) }
        guard let name = reader.commandName(first) else {
            throw .unknownCommand(first, suggestion: reader.closestCommand(to: first))
        }
        var arguments = ArgumentList(Array(words.dropFirst()), command: name)
        let command: Command
        switch name {
        case .add: command = .add(try addRequest(&arguments))
        case .list: command = .list
        case .total: command = .total
        case .show: command = .show(name: try arguments.remainingAsName(.name))
        case .edit:
            let target = try arguments.nextPositional(.name)
            let fieldWord = try arguments.nextPositional(.field)
            guard let field = reader.editField(fieldWord) else { throw .unknownField(fieldWord) }
            let value = try arguments.remainingAsName(.value)
            command = .edit(name: target, field: field, value: value)
        case .archive: command = .archive(name: try arguments.remainingAsName(.name))
        case .restore: command = .restore(name: try arguments.remainingAsName(.name))
        case .delete:
            let confirmed = arguments.takeFlag("--yes", "-y")
            command = .delete(name: try arguments.remainingAsName(.name), confirmed: confirmed)
        case .group: command = try groupCommand(&arguments)
        case .confirm: command = .confirm(name: try arguments.remainingAsName(.name))
        case .risks: command = .risks
        case .upcoming:
            var days = 30
            if let word = arguments.optionalPositional() {
                guard let value = Int(word), (1...3660).contains(value) else {
                    throw .invalidCount(option: "DAYS", value: word)
                }
                days = value
            }
            command = .upcoming(days: days)
        case .export:
            let formatWord = try arguments.nextPositional(.format)
            guard let format = ExchangeFormat(rawValue: formatWord.lowercased()) else {
                throw .unknownFormat(formatWord)
            }
            command = .export(format: format, file: arguments.optionalPositional())
        case .import: command = .importFile(path: try arguments.nextPositional(.file))
        case .profile:
            let sub = try arguments.nextPositional(.value)
            guard reader.subcommand(sub, is: .profileDelete) else {
                throw .unknownSubcommand(command: .profile, word: sub)
            }
            let confirmed = arguments.takeFlag("--yes", "-y")
            command = .profileDelete(name: try arguments.nextPositional(.name), confirmed: confirmed)
        case .help: command = .help(topic: arguments.optionalPositional())
        case .brands: command = .brands(query: try arguments.remainingAsName(.query))
        case .lang: command = .lang(code: arguments.optionalPositional())
        case .catalog:
            let sub = try arguments.nextPositional(.value)
            guard reader.subcommand(sub, is: .catalogCheck) else {
                throw .unknownSubcommand(command: .catalog, word: sub)
            }
            command = .catalogCheck
        case .quit, .exit: command = .quit
        }
        try arguments.finish()
        return command
    }

    private func addRequest(_ arguments: inout ArgumentList) throws(UsageError) -> AddRequest {
        var request = AddRequest()
        if let next = try arguments.optionValue("--next") { request.nextCharge = try reader.date(next) }
        if let trial = try arguments.optionValue("--trial-ends") { request.trialEnds = try reader.date(trial) }
        if let shared = try arguments.optionValue("--shared") {
            guard let count = Int(shared), count >= 1 else {
                throw .invalidCount(option: "--shared", value: shared)
            }
            request.sharedWith = count
        }
        request.category = try arguments.optionValue("--category")
        request.group = try arguments.optionValue("--group")
        request.notes = try arguments.optionValue("--notes")
        request.name = arguments.optionalPositional()
        request.amountText = arguments.optionalPositional()
        var rest = arguments.takeRemainingPositionals()
        if let first = rest.first, CurrencyCode.isKnown(first), first.count == 3 {
            request.currency = try? CurrencyCode(first)
            rest.removeFirst()
        }
        if !rest.isEmpty { request.period = try reader.period(rest.joined(separator: " ")) }
        return request
    }

    private func groupCommand(_ arguments: inout ArgumentList) throws(UsageError) -> Command {
        let sub = try arguments.nextPositional(.value)
        if reader.subcommand(sub, is: .groupNew) {
            let automatic = arguments.takeFlag("--auto")
            let cap = try arguments.optionValue("--cap")
            let name = try arguments.nextPositional(.name)
            let members = arguments.takeRemainingPositionals()
            switch (automatic, cap) {
            case (true, nil): return .groupNew(name: name, cap: .automatic, members: members)
            case (false, let cap?): return .groupNew(name: name, cap: .manual(amountText: cap), members: members)
            case (true, _?): throw .unexpectedArgument(command: .group, word: "--cap")
            case (false, nil): throw .missingArgument(command: .group, argument: .cap)
            }
        }
        if reader.subcommand(sub, is: .groupAdd) {
            let group = try arguments.nextPositional(.group)
            let members = arguments.takeRemainingPositionals()
            guard !members.isEmpty else { throw .missingArgument(command: .group, argument: .member) }
            return .groupAdd(group: group, members: members)
        }
        if reader.subcommand(sub, is: .groupRemove) {
            return .groupRemove(member: try arguments.remainingAsName(.member))
        }
        throw .unknownSubcommand(command: .group, word: sub)
    }
}
