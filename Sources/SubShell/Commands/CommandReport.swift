import SubJSON

/// What a family command found, worded by itself: its lines for people and its JSON, from
/// the presenter's setting. The presenter prints them as it prints every result.
public protocol CommandReport: Sendable {
    func lines(_ setting: ReportSetting) -> [String]
    func json(_ setting: ReportSetting) -> OrderedJSON
    /// The failure to end with once the report is shown (exit status 1): what it lists
    /// went wrong, and a script or timer must see that. `nil` by default.
    var failureAfterShowing: CommandFailure? { get }
}

extension CommandReport {
    public var failureAfterShowing: CommandFailure? { nil }
}
