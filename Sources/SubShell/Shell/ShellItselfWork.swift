import SubBrands
import SubDomain
import SubLocalization
import SubStore
import SubRecords

/// The work of `lang`, `brands`, `catalog check`, `version`, `completions` and `manpage`.
extension CommandRunner {
    /// `brands QUERY`: the catalog's brands that match, best first.
    func brands(_ query: String) -> CommandOutcome {
        CommandOutcome(
            .report(
                ShellItselfReport.brands(
                    query: query, matches: BrandCatalog.shared.matches(for: query, limit: 20))))
    }

    /// `lang` shows the language; `lang es` switches to it and keeps the choice in the
    /// profile; `lang auto` forgets the choice and follows the environment again.
    func switchLanguage(_ code: String?) throws(CommandFailure) -> CommandOutcome {
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
        return CommandOutcome(.report(ShellItselfReport.language(session.localizer.language)))
    }

    /// `manpage [--lang CODE]`: the manual page in that language (the session's otherwise).
    func manualPage(_ language: String?) throws(CommandFailure) -> CommandOutcome {
        var localizer = words
        if let language {
            guard let switched = words.switching(to: language) else {
                throw .unknownLanguage(language)
            }
            localizer = switched
        }
        return CommandOutcome(.exportDocument(ManualPage(localizer: localizer).text))
    }

    /// `catalog check`: the translators' check over the embedded catalogs and any in
    /// `SUBHUB_LOCALIZATION_DIR`.
    func catalogCheck() -> CommandOutcome {
        let library = words.library
        return CommandOutcome(
            .report(
                ShellItselfReport.catalogCheck(
                    CatalogCheckReport(
                        loadProblems: library.problems,
                        findings: CatalogCheck.run(
                            library, requiredKeys: MessageKey.all + MessageKey.requiredShellKeys,
                            requiredCommands: CommandName.allCases.map(\.rawValue)),
                        languages: library.catalogs.keys.sorted()))))
    }
}
