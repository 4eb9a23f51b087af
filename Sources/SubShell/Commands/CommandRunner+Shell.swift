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
}
