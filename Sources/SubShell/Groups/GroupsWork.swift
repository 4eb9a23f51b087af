import FoundationEssentials
import SubDomain
import SubLocalization

extension CommandRunner {
    /// `group new NAME (--cap AMOUNT | --auto) [MEMBER…]`. The group takes the currency and
    /// period of its first member; without members, the cap's currency (or the locale's) and
    /// monthly.
    func createGroup(_ name: String, cap: GroupsCommand.Cap, members: [String])
        throws(CommandFailure) -> CommandOutcome
    {
        let reader = ValueReader(localizer: words, today: today)
        var moved: [GroupMove] = []
        let (outcome, ledger) = try session.writeChecked {
            (ledger: inout ExpenseLedger) throws(CommandFailure) in
            var memberIDs: [UUID] = []
            var firstMember: RecurringExpense?
            for memberName in members {
                let member = try find(memberName, in: ledger)
                firstMember = firstMember ?? member
                memberIDs.append(member.id)
            }
            moved = Self.moves(of: memberIDs, into: nil, in: ledger)
            var currency = firstMember?.currency ?? words.settings.defaultCurrency
            var amount = Money(minorUnits: 0, currency: currency)
            var mode = GroupTotalMode.automatic
            if case .manual(let text) = cap {
                let parsed: ParsedAmount
                do throws(UsageError) {
                    parsed = try reader.amount(text, currency: firstMember == nil ? nil : currency)
                } catch {
                    throw .invalidValue(error)
                }
                amount = parsed.money
                currency = amount.currency
                mode = .manual
            }
            let group = RecurringExpense(
                name: name, amount: amount, period: firstMember?.period ?? .monthly,
                nextCharge: firstMember?.nextCharge ?? today,
                // The member's anchor day, not its next charge's: Feb 28 of a plan on the 29th.
                anchorDay: firstMember?.anchorDay, groupMode: mode, createdOn: today)
            do throws(DomainError) {
                return (try ledger.createGroup(group, members: memberIDs, asOf: today), ledger)
            } catch {
                throw .domain(error)
            }
        }
        return CommandOutcome(
            .report(
                GroupsReport.groupCreated(
                    outcome.value, memberCount: members.count, moved: moved, ledger: ledger)),
            warnings: outcome.warnings)
    }

    func addToGroup(_ groupName: String, members: [String]) throws(CommandFailure)
        -> CommandOutcome
    {
        var moved: [GroupMove] = []
        var before: RecurringExpense?
        let (outcome, ledger) = try session.writeChecked {
            (ledger: inout ExpenseLedger) throws(CommandFailure) in
            let group = try findGroup(groupName, in: ledger)
            before = group
            var ids: [UUID] = []
            for member in members { ids.append(try find(member, in: ledger).id) }
            moved = Self.moves(of: ids, into: group.id, in: ledger)
            do throws(DomainError) {
                return (try ledger.addToGroup(group.id, members: ids), ledger)
            } catch {
                throw .domain(error)
            }
        }
        // An empty automatic group takes its first member's currency and period
        // (`ExpenseLedger.addToGroup`): a choice made for the user, so it is said.
        let group = outcome.value
        let notes =
            before.flatMap { GroupAdoption.note(before: $0, after: group) }.map { [$0] } ?? []
        return CommandOutcome(
            .report(
                GroupsReport.groupExtended(
                    group, addedCount: members.count, moved: moved, ledger: ledger)),
            warnings: outcome.warnings, notes: notes)
    }

    /// The members of `ids` that are in a group other than `groupID` (a new group: `nil`),
    /// with that group's name, before they move.
    static func moves(of ids: [UUID], into groupID: UUID?, in ledger: ExpenseLedger)
        -> [GroupMove]
    {
        ids.compactMap { id in
            guard let member = ledger.expense(withID: id), let parentID = member.parentID,
                parentID != groupID, let from = ledger.expense(withID: parentID)
            else { return nil }
            return GroupMove(member: member.name, from: from.name)
        }
    }

    func removeFromGroup(_ memberName: String) throws(CommandFailure) -> CommandOutcome {
        let (member, groupName, ledger) = try session.writeChecked {
            (ledger: inout ExpenseLedger) throws(CommandFailure) in
            let member = try find(memberName, in: ledger)
            guard let parentID = member.parentID, let group = ledger.expense(withID: parentID)
            else {
                throw .family(GroupsFailure.missingGroup(name: member.name))
            }
            do throws(DomainError) {
                return (try ledger.removeFromGroup(member.id).value, group.name, ledger)
            } catch {
                throw .domain(error)
            }
        }
        return CommandOutcome(
            .report(GroupsReport.removedFromGroup(member, groupName: groupName, ledger: ledger)))
    }
}
