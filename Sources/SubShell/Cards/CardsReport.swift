import SubDomain
import SubJSON

/// What `cards` found: each card, then what no card pays (`nil` when every item names one).
struct CardsReport: CommandReport {
    let cards: [CardSummary]
    let withoutCard: TotalsGroup?

    func lines(_ setting: ReportSetting) -> [String] {
        CardWording(renderer: Renderer(setting)).cards(cards, withoutCard: withoutCard)
    }

    func json(_ setting: ReportSetting) -> OrderedJSON {
        CardWording.json(cards, withoutCard: withoutCard)
    }
}
