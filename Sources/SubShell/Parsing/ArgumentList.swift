import SubLocalization

/// The words after a command, consumed as options and positionals are read.
struct ArgumentList {
    private var words: [String]
    let command: CommandName

    init(_ words: [String], command: CommandName) {
        self.words = words
        self.command = command
    }

    /// Removes `--flag` wherever it is; true when it was there.
    mutating func takeFlag(_ names: String...) -> Bool {
        guard let index = words.firstIndex(where: { names.contains($0) }) else { return false }
        words.remove(at: index)
        return true
    }

    /// Removes `--option VALUE` or `--option=VALUE` and returns the value.
    mutating func optionValue(_ name: String) throws(UsageError) -> String? {
        if let index = words.firstIndex(where: { $0.hasPrefix(name + "=") }) {
            let value = String(words[index].dropFirst(name.count + 1))
            words.remove(at: index)
            return value
        }
        guard let index = words.firstIndex(of: name) else { return nil }
        guard index + 1 < words.count else {
            throw .optionNeedsValue(command: command, option: name)
        }
        let value = words[index + 1]
        words.removeSubrange(index...index + 1)
        return value
    }

    /// The next positional word, if any.
    mutating func optionalPositional() -> String? {
        guard let index = words.firstIndex(where: { !Self.looksLikeOption($0) }) else { return nil }
        return words.remove(at: index)
    }

    mutating func nextPositional(_ argument: UsageError.ArgumentName) throws(UsageError) -> String {
        guard let word = optionalPositional() else {
            throw .missingArgument(command: command, argument: argument)
        }
        return word
    }

    mutating func takeRemainingPositionals() -> [String] {
        var result: [String] = []
        while let word = optionalPositional() { result.append(word) }
        return result
    }

    /// The remaining positionals joined by spaces: `show Movistar Plus+` works unquoted.
    mutating func remainingAsName(_ argument: UsageError.ArgumentName) throws(UsageError) -> String {
        let rest = takeRemainingPositionals()
        guard !rest.isEmpty else { throw .missingArgument(command: command, argument: argument) }
        return rest.joined(separator: " ")
    }

    /// Fails on anything left over: an unknown option or an extra word.
    func finish() throws(UsageError) {
        guard let word = words.first else { return }
        if Self.looksLikeOption(word) { throw .unknownOption(command: command, option: word) }
        throw .unexpectedArgument(command: command, word: word)
    }

    /// `--next` and `-y` are options; `-5` or `-` alone are values.
    static func looksLikeOption(_ word: String) -> Bool {
        guard word.hasPrefix("-"), word.count > 1 else { return false }
        let second = word[word.index(after: word.startIndex)]
        return !second.isNumber
    }
}
