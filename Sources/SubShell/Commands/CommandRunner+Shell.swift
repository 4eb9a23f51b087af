import SubDomain
import SubLocalization
import SubRecords
import SubStore

extension CommandRunner {
    /// `help` or `help COMMAND` (a command word in any language).
    func help(_ topic: String?) throws(CommandFailure) -> CommandOutcome {
        guard let topic else { return CommandOutcome(.help(nil)) }
        guard let command = words.command(named: topic) else {
            throw .invalidValue(
                .unknownCommand(
                    topic,
                    suggestion: ValueReader(localizer: words, today: today).closestCommand(
                        to: topic)))
        }
        return CommandOutcome(.help(command))
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
        return CommandOutcome(.language(session.localizer.language))
    }

    /// `remind` shows the profile's reminder offsets; `remind 7,3,1` sets them and `remind
    /// off` turns them off (each subscription may still have its own, `--remind`).
    func remind(_ offsets: [Int]?) throws(CommandFailure) -> CommandOutcome {
        if let offsets {
            let schedule: ReminderSchedule
            do throws(DomainError) {
                schedule = try ReminderSchedule(offsets: offsets)
            } catch {
                throw .domain(error)
            }
            let store = try session.writableStore()
            do throws(StoreError) {
                try store.setReminderOffsets(schedule.offsets)
            } catch {
                throw .store(error)
            }
        }
        return CommandOutcome(.reminders(session.reminderOffsets()))
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
            .catalogCheck(
                CatalogCheckReport(
                    loadProblems: library.problems,
                    findings: CatalogCheck.run(
                        library, requiredKeys: MessageKey.all + MessageKey.requiredShellKeys,
                        requiredCommands: CommandName.allCases.map(\.rawValue)),
                    languages: library.catalogs.keys.sorted())))
    }
}
