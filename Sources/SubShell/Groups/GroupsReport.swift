import SubDomain
import SubJSON
import SubLocalization

/// What a group command changed, with the ledger as it is afterwards.
enum GroupsReport: CommandReport {
    case groupCreated(
        RecurringExpense, memberCount: Int, moved: [GroupMove], ledger: ExpenseLedger)
    case groupExtended(
        RecurringExpense, addedCount: Int, moved: [GroupMove], ledger: ExpenseLedger)
    case removedFromGroup(RecurringExpense, groupName: String, ledger: ExpenseLedger)

    func lines(_ setting: ReportSetting) -> [String] {
        let localizer = setting.localizer
        /// "Netflix left Familia." for each member a group command took from another group.
        func moves(_ moved: [GroupMove]) -> [String] {
            moved.map { move in
                localizer.text(
                    .resultGroupMoved,
                    ["name": .userText(move.member), "from": .userText(move.from)])
            }
        }
        switch self {
        case .groupCreated(let group, let count, let moved, _):
            return [
                localizer.text(
                    .resultGroupCreated, ["name": .userText(group.name), "count": .count(count)])
            ] + moves(moved)
        case .groupExtended(let group, let count, let moved, _):
            return [
                localizer.text(
                    .resultGroupAdded, ["name": .userText(group.name), "count": .count(count)])
            ] + moves(moved)
        case .removedFromGroup(let member, let groupName, _):
            return [
                localizer.text(
                    .resultGroupRemoved,
                    ["name": .userText(member.name), "group": .userText(groupName)])
            ]
        }
    }

    func json(_ setting: ReportSetting) -> OrderedJSON {
        switch self {
        case .groupCreated(let group, _, _, let ledger),
            .groupExtended(let group, _, _, let ledger):
            JSONReports.changed(
                [group] + ledger.children(of: group), in: ledger, today: setting.today)
        case .removedFromGroup(let member, _, let ledger):
            JSONReports.changed([member], in: ledger, today: setting.today)
        }
    }
}
