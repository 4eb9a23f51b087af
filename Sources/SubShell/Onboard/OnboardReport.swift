import SubDomain
import SubJSON

/// What `onboard` offers, or added.
enum OnboardReport: CommandReport {
    /// `onboard` without picks: the starter pack to choose from.
    case starterPack(StarterPackOffer)
    /// `onboard` with picks, confirmed: what was added, in the pack's order.
    case onboarded([RecurringExpense], ledger: ExpenseLedger)

    func lines(_ setting: ReportSetting) -> [String] {
        let wording = StarterPackWording(
            localizer: setting.localizer, colors: setting.colors, json: false)
        switch self {
        case .starterPack(let offer): return wording.listing(offer)
        case .onboarded(let expenses, _): return wording.added(expenses)
        }
    }

    func json(_ setting: ReportSetting) -> OrderedJSON {
        switch self {
        case .starterPack(let offer):
            StarterPackWording(localizer: setting.localizer, colors: setting.colors, json: true)
                .jsonDocument(offer)
        case .onboarded(let expenses, let ledger):
            JSONReports.changed(expenses, in: ledger, today: setting.today)
        }
    }
}
