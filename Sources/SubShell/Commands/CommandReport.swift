import SubJSON

/// What a family command found, worded by itself: its lines for people and its JSON, from
/// the presenter's setting. The presenter prints them as it prints every result.
public protocol CommandReport: Sendable {
    func lines(_ setting: ReportSetting) -> [String]
    func json(_ setting: ReportSetting) -> OrderedJSON
    /// The failure to end with once the report is shown (exit status 1): what it lists
    /// went wrong, and a script or timer must see that. `nil` by default.
    var failureAfterShowing: CommandFailure? { get }
    /// Writes the report: by default its lines, or its JSON. A long one streams itself in
    /// blocks rather than holding a million lines.
    func write(_ setting: ReportSetting, json: Bool, to out: OutputSink) throws(CommandFailure)
}

extension CommandReport {
    public var failureAfterShowing: CommandFailure? { nil }

    public func write(_ setting: ReportSetting, json: Bool, to out: OutputSink)
        throws(CommandFailure)
    {
        out.lines(json ? [self.json(setting).serialized()] : lines(setting))
    }
}
