import SubJSON

/// `rates` worded by the rates' own wording, which the headline's estimate shares.
extension RatesReport: CommandReport {
    public func lines(_ setting: ReportSetting) -> [String] {
        RatesWording(localizer: setting.localizer, today: setting.today).lines(for: self)
    }

    public func json(_ setting: ReportSetting) -> OrderedJSON {
        RatesWording.json(self, today: setting.today)
    }
}
