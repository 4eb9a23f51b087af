import SubLocalization

/// A failure only one command folder raises, worded by that folder (`CommandFailure.family`).
/// `--json`'s code comes from its case names like every other failure's
/// (`reminder_channel_not_found`), so moving a failure into its folder changes no code.
public protocol FamilyFailure: Error, Sendable {
    /// The failure's lines, without the "error: " the presenter puts first.
    func lines(_ localizer: Localizer) -> [String]
}
