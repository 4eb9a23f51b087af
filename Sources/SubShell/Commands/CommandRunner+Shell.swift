import SubBrands
import SubDomain
import SubLocalization
import SubStore

extension CommandRunner {
    /// `help` lists the commands with one line each, named in the reader's language; `help
    /// COMMAND` shows its usage line (built from the command table) and what it does.
    func help(_ topic: String?) throws(CommandFailure) {
        let usage = UsageText(localizer: words)
        if let topic {
            guard let command = words.command(named: topic) else {
                throw .invalidValue(
                    .unknownCommand(
                        topic,
                        suggestion: ValueReader(localizer: words, today: today).closestCommand(
                            to: topic)))
            }
            output.line(usage.line(for: command))
            output.line(words.text(.helpDetail(command)))
            let aliases = aliases(of: command)
            if !aliases.isEmpty {
                output.line(words.text(.helpAliases, ["aliases": .list(aliases)]))
            }
            return
        }
        output.line(words.text(.helpIntro))
        let shown = CommandTable.all.map(\.name).filter { $0 != .exit }
        let names = shown.map(usage.commandWord)
        let width = names.map(DisplayWidth.of).max() ?? 0
        for (command, name) in zip(shown, names) {
            output.line(
                "  " + DisplayWidth.padded(name, to: width) + "  "
                    + words.text(.helpSummary(command)))
        }
        output.line(words.text(.helpOutro))
    }

    /// The other words that name a command: the reader's language's other aliases, then the
    /// canonical English name when it is not the one shown.
    func aliases(of command: CommandName) -> [String] {
        guard let catalog = words.library.catalogs[words.language] else { return [] }
        let shown = UsageText(localizer: words).commandWord(command)
        var names = catalog.input.commandAliases[command.rawValue] ?? []
        names.append(command.rawValue)
        var seen: Set<String> = [shown]
        return names.filter { seen.insert($0).inserted }
    }

    /// `brands QUERY`: matching brands, strongest first.
    func brands(_ query: String) {
        let matches = BrandCatalog.shared.matches(for: query, limit: 20)
        if session.options.json {
            output.line(
                JSONValue.object([
                    (
                        "brands",
                        .array(
                            matches.map { match in
                                let brand = match.brand
                                return .object([
                                    ("name", .string(brand.name)), ("slug", .optional(brand.slug)),
                                    ("hex", .optional(brand.hex)),
                                    ("category", .optional(brand.category?.rawValue)),
                                    ("manage_url", .optional(brand.manageURL)),
                                    ("usual_period", .optional(brand.usualPeriod?.identifier)),
                                ])
                            })
                    )
                ]).serialized())
            return
        }
        guard !matches.isEmpty else {
            output.line(words.text(.brandsNone, ["query": .text(TerminalSanitizer.clean(query))]))
            return
        }
        let names = matches.map { TerminalSanitizer.clean($0.brand.name) }
        let width = min(32, names.map(DisplayWidth.of).max() ?? 0)
        for (match, name) in zip(matches, names) {
            var line = "  "
            if session.colors != .none, let hex = match.brand.hex, let color = BrandColor(hex: hex)
            {
                line += color.swatch(for: session.colors) + " "
            }
            line += DisplayWidth.padded(DisplayWidth.truncated(name, to: width), to: width)
            var details: [String] = []
            if let category = match.brand.category {
                details.append(CategoryWording.name(category.rawValue, localizer: words))
            }
            if let period = match.brand.usualPeriod { details.append(words.period(period)) }
            if let price = match.brand.referencePrice(in: words.settings.defaultCurrency)
                ?? match.brand.referencePrices.first
            {
                details.append(words.money(price))
            }
            if let url = match.brand.manageURL { details.append(url) }
            if !details.isEmpty { line += "  " + details.joined(separator: " · ") }
            while line.hasSuffix(" ") { line.removeLast() }
            output.line(line)
        }
    }

    /// `lang` shows the language; `lang es` switches to it and keeps the choice in the
    /// profile; `lang auto` forgets the choice and follows the environment again.
    func switchLanguage(_ code: String?) throws(CommandFailure) {
        if let code {
            let chosen: String?
            if TextFolding.fold(code) == "auto" {
                session.followEnvironmentLanguage()
                chosen = nil
            } else {
                guard session.switchLanguage(to: code) else { throw .unknownLanguage(code) }
                chosen = session.localizer.language
            }
            let store = try session.writableStore()
            do throws(StoreError) {
                try store.setPreferredLanguage(chosen)
            } catch {
                throw .store(error)
            }
        }
        output.line(words.text(.resultLanguage, ["language": .text(session.localizer.language)]))
    }

    /// `catalog check`: the translators' check over the embedded catalogs and any in
    /// `SUBHUB_LOCALIZATION_DIR`.
    func catalogCheck() throws(CommandFailure) {
        for problem in words.library.problems { output.errorLine(words.text(problem)) }
        let findings = CatalogCheck.run(words.library)
        for finding in findings { output.line(words.text(finding)) }
        guard findings.isEmpty else { throw .catalogProblems(count: findings.count) }
        output.line(
            words.text(
                .catalogCheckPassed, ["languages": .list(words.library.catalogs.keys.sorted())]))
    }
}
