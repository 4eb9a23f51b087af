import SubBrands
import SubDomain
import SubLocalization

/// What a report is worded with: the reader's language, the day, the terminal's colours and
/// columns (`nil` for pipes and files).
public struct ReportSetting: Sendable {
    public let localizer: Localizer
    public let today: CivilDate
    public let colors: ColorCapability
    public let width: Int?

    public init(localizer: Localizer, today: CivilDate, colors: ColorCapability, width: Int?) {
        self.localizer = localizer
        self.today = today
        self.colors = colors
        self.width = width
    }
}
