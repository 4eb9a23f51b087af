import SubDomain
import SubJSON
import SubLocalization

/// What `edit`, `archive`, `restore`, `delete` and `confirm` changed, with the ledger as it
/// is afterwards so `--json` can show each changed item with its group and id.
enum ChangeReport: CommandReport {
    /// `priceChange`: the amount moved (`edit NAME amount …`), for "sube 2,00 € (+15 %)".
    case edited(RecurringExpense, ledger: ExpenseLedger, priceChange: PriceChange? = nil)
    /// `monthlyDrop`: how much each currency's monthly total really fell (from the domain);
    /// `cancelAt`: where to cancel it for real, when a link is known; `achievements`: those
    /// this kill earned.
    case archived(
        CascadeResult, monthlyDrop: [Money], killCount: Int, cancelAt: String?,
        ledger: ExpenseLedger, achievements: [Achievement])
    case restored(CascadeResult, ledger: ExpenseLedger)
    /// The ledger as it was before, where the deleted item still has its group and id.
    case deleted(CascadeResult, ledgerBefore: ExpenseLedger)
    case confirmed(RecurringExpense, ledger: ExpenseLedger)

    func lines(_ setting: ReportSetting) -> [String] {
        let localizer = setting.localizer
        func members(_ key: MessageKey, _ cascade: CascadeResult) -> [String] {
            guard !cascade.cascaded.isEmpty else { return [] }
            return [localizer.text(key, ["names": .userList(cascade.cascaded.map(\.name))])]
        }
        switch self {
        case .edited(let expense, _, let priceChange):
            return [localizer.text(.resultEdited, ["name": .userText(expense.name)])]
                + (priceChange.map { [PriceWording(localizer: localizer).edited($0)] } ?? [])
        case .archived(let cascade, _, _, _, _, _)
        where cascade.target.endedBeforeArchived:
            // It had ended by itself: nothing fell, nothing was killed.
            return [
                localizer.text(
                    .resultArchivedEnded,
                    [
                        "name": .userText(cascade.target.name),
                        "date": .date(cascade.target.endsOn ?? setting.today),
                    ])
            ]
        case .archived(let cascade, let drop, let kills, let cancelAt, _, let achievements):
            return [
                localizer.text(
                    .resultArchived,
                    [
                        "name": .userText(cascade.target.name),
                        "monthly": .text(localizer.list(drop.map(localizer.money))),
                        "count": .count(kills),
                    ])
            ] + members(.resultArchivedMembers, cascade)
                // Archiving here does not cancel the plan: say where to do that.
                + (cancelAt.map { [localizer.text(.resultCancelAt, ["url": .userText($0)])] } ?? [])
                + achievements.map {
                    localizer.text(
                        .resultAchievement,
                        ["what": .text(AchievementWording(localizer: localizer).words($0))])
                }
        case .restored(let cascade, _):
            return [localizer.text(.resultRestored, ["name": .userText(cascade.target.name)])]
                + members(.resultRestoredMembers, cascade)
        case .deleted(let cascade, _):
            return [localizer.text(.resultDeleted, ["name": .userText(cascade.target.name)])]
                + members(.resultDeletedMembers, cascade)
        case .confirmed(let expense, _):
            return [localizer.text(.resultConfirmed, ["name": .userText(expense.name)])]
        }
    }

    func json(_ setting: ReportSetting) -> OrderedJSON {
        switch self {
        case .edited(let expense, let ledger, _), .confirmed(let expense, let ledger):
            JSONReports.changed([expense], in: ledger, today: setting.today)
        case .archived(let cascade, _, _, _, let ledger, let achievements):
            JSONReports.changed(
                [cascade.target] + cascade.cascaded, in: ledger, today: setting.today,
                adding: [("achievements", AchievementWording.json(achievements))])
        case .restored(let cascade, let ledger):
            JSONReports.changed(
                [cascade.target] + cascade.cascaded, in: ledger, today: setting.today)
        case .deleted(let cascade, let before):
            JSONReports.changed([cascade.target], in: before, today: setting.today)
        }
    }
}
