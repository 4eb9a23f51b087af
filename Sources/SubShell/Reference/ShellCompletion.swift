import SubDomain
import SubLocalization
import SubStore

/// `subhub __complete SHELL -- WORDS…`: what the completion scripts of `subhub completions`
/// call on Tab, with the words typed after `subhub` up to the cursor (the last one being the
/// word under it, maybe empty). It answers one candidate per line from the interactive
/// shell's `CompletionEngine`, so both complete alike: commands in the user's language (the
/// English names when none of those fits), subcommands, options, values by kind, brands after
/// `add`, the profile's names. Global options before the command are completed here from
/// their table; `--lang`, `--data-dir` and `--profile` among them are honoured.
///
/// It stays quick: no store is opened unless a profile's names are asked for, or the profile
/// keeps a language choice (`lang es`), which one small query reads.
enum ShellCompletion {
    static let callbackCommand = "__complete"
    /// More candidates than anyone scrolls through are not printed.
    static let limit = 2_000

    /// A word offered to the calling shell, with what it means when the shell shows that.
    struct Offer: Equatable {
        var word: String
        var description: String?
    }

    static func run(
        _ arguments: [String], environment: [String: String], localizer: Localizer,
        output: OutputSink
    ) -> Int32 {
        guard let first = arguments.first, let shell = CompletionShell(rawValue: first) else {
            return 2
        }
        var words = Array(arguments.dropFirst())
        if words.first == "--" { words.removeFirst() }
        let found = candidates(for: words, environment: environment, localizer: localizer)
        for candidate in found.prefix(limit) { output.line(line(for: candidate, shell: shell)) }
        return 0
    }

    /// How one candidate is written for `shell`: bash takes the word as it goes on the line
    /// (escaped), zsh and fish a word and a description separated by a tab.
    static func line(for candidate: Offer, shell: CompletionShell) -> String {
        let word = candidate.word.filter { $0 != "\n" && $0 != "\t" }
        switch shell {
        case .bash: return bashEscaped(word)
        case .zsh, .fish:
            guard let description = candidate.description else { return word }
            return word + "\t" + description.filter { $0 != "\n" && $0 != "\t" }
        }
    }

    /// What fits the last of `words` (the words after `subhub`, up to the cursor).
    static func candidates(
        for words: [String], environment: [String: String], localizer base: Localizer
    ) -> [Offer] {
        let current = words.last ?? ""
        let before = Array(words.dropLast())

        // The global options before the command, and where the command begins.
        var options = GlobalOptions()
        var pending: GlobalOptionSpec?
        var commandStart: Int?
        var index = 0
        while index < before.count {
            let word = before[index]
            if let spec = pending {
                options.apply(spec, value: word)
                pending = nil
            } else if word == "--" {
                commandStart = index + 1
                break
            } else if word.hasPrefix("-"), word != "-" {
                let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
                if let spec = GlobalOptions.spec(named: parts[0]), spec.value != nil {
                    if parts.count == 2 {
                        options.apply(spec, value: parts[1])
                    } else {
                        pending = spec
                    }
                }
            } else {
                commandStart = index
                break
            }
            index += 1
        }

        var localizer = base
        if let language = options.language, let switched = base.switching(to: language) {
            localizer = switched
        }
        let location = try? StoreLocation(
            environment: environment, dataDirectory: options.dataDirectory,
            profile: options.profile)
        let session = location.map {
            Session(
                environment: environment, options: options, localizer: localizer,
                today: CivilDate(daysSinceEpoch: 0), location: $0, colors: .none)
        }
        defer { session?.closeStore() }
        if options.language == nil, let stored = session?.storedLanguage() {
            _ = session?.switchLanguage(to: stored)
        }
        if let session { localizer = session.localizer }
        let names = session.map(NameCache.init(session:))
        let engine = CompletionEngine(
            localizer: localizer,
            matchingNames: { names?.candidates(matching: $0) ?? Candidates([]) },
            cardNames: { names?.cardNames() ?? [] })

        guard let commandStart else {
            return globalCandidates(
                current: current, pending: pending, engine: engine, localizer: localizer)
        }
        return commandCandidates(
            before: Array(before[commandStart...]), current: current, engine: engine)
    }

    /// Before the command: a global option's value, a global option, or a command word.
    private static func globalCandidates(
        current: String, pending: GlobalOptionSpec?, engine: CompletionEngine,
        localizer: Localizer
    ) -> [Offer] {
        let folded = TextFolding.fold(current)
        if let pending {
            let offered =
                pending.value == .language
                ? localizer.library.catalogs.keys.sorted() : pending.choices
            return offered.filter { TextFolding.fold($0).hasPrefix(folded) }
                .map { Offer(word: $0) }
        }
        if current.hasPrefix("-") {
            return GlobalOptions.specs.filter { $0.name.hasPrefix(current) }.map {
                Offer(word: $0.name, description: localizer.text($0.summary))
            }
        }
        let completion = engine.complete(current)
        return completion.candidates.map { word in
            Offer(
                word: word,
                description: localizer.command(named: word).map {
                    localizer.text(.helpSummary($0))
                })
        }
    }

    /// After the command: the engine reads the line as SubHub's shell would have it. A
    /// candidate that replaces more than the word under the cursor (a name with spaces typed
    /// unquoted: `show Movistar P`) is cut to what goes in place of that word.
    private static func commandCandidates(
        before: [String], current: String, engine: CompletionEngine
    ) -> [Offer] {
        let typed = before.map { Tokenizer.quoted(unquoted($0)) }
        let line = (typed + [current]).joined(separator: " ")
        let completion = engine.complete(line)
        let currentText = unquoted(current)
        let quote = current.first.flatMap { "'\"".contains($0) ? $0 : nil }
        let partial = unquoted(completion.partial)
        let lead =
            partial.count > currentText.count
            ? String(partial.prefix(partial.count - currentText.count)) : ""
        let foldedLead = TextFolding.fold(lead)
        var found: [Offer] = []
        for candidate in completion.candidates {
            var word = candidate
            if !lead.isEmpty {
                guard TextFolding.fold(String(word.prefix(lead.count))) == foldedLead else {
                    continue
                }
                word = String(word.dropFirst(lead.count))
            }
            if currentText.isEmpty || !word.isEmpty {
                found.append(Offer(word: quote.map { String($0) + word } ?? word))
            }
        }
        return found
    }

    /// A word as the shell handed it, quotes and backslashes removed (fish hands them removed
    /// already; bash and zsh as typed).
    private static func unquoted(_ word: String) -> String {
        Tokenizer.scan(word).words.map(\.text).joined(separator: " ")
    }

    /// A candidate as bash puts it on the line: shell characters escaped with a backslash,
    /// unless the word under the cursor opened a quote (the candidate then starts with it).
    static func bashEscaped(_ word: String) -> String {
        if word.first == "'" || word.first == "\"" { return word }
        var escaped = ""
        for character in word {
            if character.isWhitespace || "\\'\"$`;&|<>()*?[]!#{}~^".contains(character) {
                escaped.append("\\")
            }
            escaped.append(character)
        }
        return escaped
    }
}

extension GlobalOptions {
    static func spec(named word: String) -> GlobalOptionSpec? { GlobalOption.named(word)?.spec }

    /// The options whose values change what completion offers: the language and which
    /// profile's names.
    static let honouredWhileCompleting: Set<GlobalOption> = [.dataDirectory, .profile, .language]

    /// Keeps the value of a global option read while completing, when it is one of
    /// `honouredWhileCompleting`.
    mutating func apply(_ spec: GlobalOptionSpec, value: String) {
        guard let option = GlobalOption.named(spec.name),
            Self.honouredWhileCompleting.contains(option)
        else { return }
        try? spec.apply(value, to: &self)
    }
}
