import SubJSON

/// What a family command found, worded by itself: its lines for people and its JSON, from
/// the presenter's setting. The presenter prints them as it prints every result.
public protocol CommandReport: Sendable {
    func lines(_ setting: ReportSetting) -> [String]
    func json(_ setting: ReportSetting) -> OrderedJSON
}
