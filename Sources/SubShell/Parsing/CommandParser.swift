import SubDomain
import SubLocalization

/// Turns the words of a command line into a typed `Command`, by the command's entry in
/// `CommandTable`.
///
/// Command and subcommand words are the canonical English names or any loaded language's
/// aliases; option names are canonical (`--next`, `--yes`). Each value is read by its kind
/// with the user's conventions (`12,99`, `15/12`, `mensual`) through `ValueReader`.
public struct CommandParser {
    public let reader: ValueReader
    /// In the interactive shell a command that asks for what is missing (`add`) may come
    /// incomplete; everywhere else a missing argument is a usage error.
    public let allowsIncomplete: Bool

    public init(reader: ValueReader, allowsIncomplete: Bool = false) {
        self.reader = reader
        self.allowsIncomplete = allowsIncomplete
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
        // `add --help` is `help add`, as in every command-line tool: never a usage error.
        if words.dropFirst().contains(where: GlobalOption.help.spec.matches) {
            return .help(topic: first)
        }
        let spec = CommandTable.spec(for: name)
        var rest = Array(words.dropFirst())
        let grammar: CommandSpec.Grammar
        if let single = spec.grammar {
            grammar = single
        } else {
            if let index = rest.firstIndex(where: { !Self.looksLikeOption($0) }) {
                let word = rest[index]
                if let match = spec.subcommands.first(where: { reader.subcommand(word, is: $0.0) })
                {
                    rest.remove(at: index)
                    grammar = match.1
                } else if let fallback = spec.withoutSubcommand, !fallback.positionals.isEmpty {
                    // `import FILE` beside `import wallos PATH`: the word is the argument.
                    grammar = fallback
                } else {
                    throw .unknownSubcommand(command: name, word: word)
                }
            } else if let fallback = spec.withoutSubcommand {
                grammar = fallback
            } else {
                throw .missingSubcommand(command: name)
            }
        }
        let values = try read(
            rest, by: grammar, command: name, incomplete: allowsIncomplete && spec.asksForMissing)
        return try grammar.build(values)
    }

    /// Options wherever they stand, then the positionals in their order.
    private func read(
        _ words: [String], by grammar: CommandSpec.Grammar, command: CommandName, incomplete: Bool
    )
        throws(UsageError) -> ArgumentValues
    {
        var values = ArgumentValues()
        var positionals: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            guard Self.looksLikeOption(word) else {
                positionals.append(word)
                continue
            }
            let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                .map(String.init)
            guard let option = grammar.option(named: parts[0]) else {
                throw .unknownOption(command: command, option: parts[0])
            }
            guard let (_, kind) = option.value else {
                if parts.count == 2 { throw .unexpectedArgument(command: command, word: word) }
                values.flags.insert(option.name)
                continue
            }
            var text: String
            if parts.count == 2 {
                text = parts[1]
            } else {
                guard index < words.count else {
                    throw .optionNeedsValue(command: command, option: option.name)
                }
                text = words[index]
                index += 1
            }
            // `--notice 1 mes` unquoted: a bare count takes the unit word after it.
            if kind == .notice, !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }),
                index < words.count, !Self.looksLikeOption(words[index])
            {
                text += " " + words[index]
                index += 1
            }
            values.set(
                option: option.name, try reader.read(text, as: kind, argument: .option(option.name))
            )
        }

        var next = 0
        // An optional positional that let its word go to a later one (below), and the word.
        var passedOver: (spec: PositionalSpec, word: String)?
        /// Reads `text` as `spec`; when it fails on the word an optional positional passed
        /// over and the word looks like what that one takes (`add S 5 BTC`: a currency code
        /// this program does not know, not a period), that one explains it instead.
        func read(_ text: String, _ spec: PositionalSpec, startingWith first: String)
            throws(UsageError) -> ParsedValue
        {
            do {
                return try self.read(text, spec, values, .positional(spec.name))
            } catch {
                if let passedOver, passedOver.word == first,
                    reader.resembles(first, as: passedOver.spec.kind)
                {
                    _ = try self.read(
                        first, passedOver.spec, values, .positional(passedOver.spec.name))
                }
                throw error
            }
        }
        for spec in grammar.positionals {
            let remaining = positionals[next...]
            switch spec.arity {
            case .one:
                guard let word = remaining.first else {
                    if incomplete { continue }
                    throw .missingArgument(command: command, argument: spec.name)
                }
                values.set(spec.name, [try read(word, spec, startingWith: word)])
                next += 1
            case .optional:
                guard let word = remaining.first else { continue }
                // A later positional may want the word instead (`add X 12 mensual`: not a
                // currency, so the period); the last one takes it and explains a bad value.
                let isLast = spec == grammar.positionals.last
                if !isLast, !reader.accepts(word, as: spec.kind) {
                    passedOver = (spec, word)
                    continue
                }
                values.set(spec.name, [try read(word, spec, startingWith: word)])
                next += 1
            case .joined(let required):
                guard let first = remaining.first else {
                    if required && !incomplete {
                        throw .missingArgument(command: command, argument: spec.name)
                    }
                    continue
                }
                values.set(
                    spec.name,
                    [try read(remaining.joined(separator: " "), spec, startingWith: first)])
                next = positionals.count
            case .list(let minimum):
                guard remaining.count >= minimum else {
                    throw .missingArgument(command: command, argument: spec.name)
                }
                var list: [ParsedValue] = []
                for word in remaining { list.append(try read(word, spec, startingWith: word)) }
                values.set(spec.name, list)
                next = positionals.count
            }
        }
        if next < positionals.count {
            throw .unexpectedArgument(command: command, word: positionals[next])
        }
        return values
    }

    private func read(
        _ word: String, _ spec: PositionalSpec, _ values: ArgumentValues,
        _ reference: ArgumentReference
    )
        throws(UsageError) -> ParsedValue
    {
        if spec.kind == .fieldValue {
            // The value of `edit NAME FIELD VALUE` is read by the field's own kind later, when
            // the subscription (and so its currency) is known; `-` clears.
            return .text(word)
        }
        return try reader.read(word, as: spec.kind, argument: reference)
    }

    /// `--next` and `-y` are options; `-5` or `-` alone are values.
    static func looksLikeOption(_ word: String) -> Bool {
        guard word.hasPrefix("-"), word.count > 1 else { return false }
        let second = word[word.index(after: word.startIndex)]
        return !second.isNumber
    }
}
