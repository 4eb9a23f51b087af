/// The grammar of `onboard [PICKS] [--yes]`.
extension CommandTable {
    /// `onboard [PICKS] [--yes]`: the picks are numbers, ranges and names separated by commas
    /// (`1-3,5,Filmin`), the rest of the line.
    static let onboard = CommandSpec(
        .onboard,
        .init(
            [.init(.picks, .text, .joined(required: false))],
            options: [.yes]
        ) { values throws(UsageError) in
            .onboard(picks: values.text(.picks), confirmed: values.flag(.yes))
        },
        access: .writesLedger, json: true)
}

/// The starter pack's commands as the parser, the shell's dialogue and the tests write them.
extension Command {
    static func onboard(picks: String?, confirmed: Bool) -> Command {
        .family(AnyFamilyCommand(OnboardCommand(.offer(picks: picks, confirmed: confirmed))))
    }

    /// The shell's starter-pack dialogue, confirmed: every pick with its answers, added in
    /// one transaction.
    static func onboardChosen(_ requests: [AddRequest]) -> Command {
        .family(AnyFamilyCommand(OnboardCommand(.chosen(requests))))
    }

    /// `onboard [PICKS]` not confirmed yet, which the shell answers with its dialogue.
    var unconfirmedOnboard: OnboardCommand? {
        guard case .family(let command) = self, let onboard = command.base as? OnboardCommand,
            case .offer(_, confirmed: false) = onboard.action
        else { return nil }
        return onboard
    }
}
