import FoundationEssentials

extension ExpenseLedger {
    /// Adds an expense (a group too, when `groupMode` is set), joining its group if
    /// `parentID` names one.
    public mutating func add(_ newExpense: RecurringExpense, asOf today: CivilDate)
        throws(DomainError) -> Outcome<RecurringExpense>
    {
        let candidate = Self.preparedForAdding(newExpense)
        try validate(candidate, replacing: nil)
        try checkTotalLimit(adding: [candidate], removing: [])
        var warnings = warningsForNewName(candidate.name, excluding: candidate.id)
        warnings += dateWarnings(for: candidate, asOf: today)
        appendExpense(candidate)
        warnings += settleGroup(of: candidate)
        return Outcome(expense(withID: candidate.id) ?? candidate, warnings: warnings)
    }

    /// Throws what `add` would throw adding `newExpense` to a ledger holding nothing else:
    /// the rules of one expense on its own (its name, amount, members, payer, dates), with
    /// no other expense and no group to meet. An import asks this of each row before the
    /// rows meet; a ledger made and added to per row cost it a second per 100,000 rows.
    public static func checkAlone(_ newExpense: RecurringExpense) throws(DomainError) {
        try alone.validate(preparedForAdding(newExpense), replacing: nil)
    }

    /// The ledger `checkAlone` checks against: none of the expense's neighbours.
    private static let alone = ExpenseLedger()

    /// `newExpense` as `add` takes it in: its name and settings cleaned, the group marker
    /// kept only where it means something.
    private static func preparedForAdding(_ newExpense: RecurringExpense) -> RecurringExpense {
        var candidate = newExpense
        candidate.name = cleanName(newExpense.name)
        normalizeSettings(of: &candidate)
        candidate.archivedWithGroup = keepsGroupMarker(candidate)
        return candidate
    }

    /// Replaces an expense with an edited copy (same id), checking every rule again.
    /// An automatic group's amount follows its children: editing it by hand is refused.
    public mutating func update(_ edited: RecurringExpense, asOf today: CivilDate)
        throws(DomainError) -> Outcome<RecurringExpense>
    {
        guard let index = position(of: edited.id) else {
            throw .expenseNotFound(name: edited.name, shortID: shortID(of: edited.id))
        }
        let original = expenses[index]
        var candidate = edited
        candidate.name = Self.cleanName(edited.name)
        Self.normalizeSettings(of: &candidate)
        if candidate.nextCharge != original.nextCharge, candidate.anchorDay == original.anchorDay {
            // A next charge set by hand is the new first charge, so its day is the new anchor.
            candidate.anchorDay = candidate.nextCharge.day
        }
        if candidate.period != original.period, candidate.anchorDay == original.anchorDay,
            !candidate.nextChargeKeepsAnchorDay
        {
            // Weeks and days keep no anchor, so a weekly plan's (the day it was added) is
            // stale: made monthly or yearly, it charges from its next charge on.
            candidate.anchorDay = candidate.nextCharge.day
        }
        candidate.archivedWithGroup = Self.keepsGroupMarker(candidate)
        if candidate.groupMode == .automatic, original.groupMode == .automatic,
            candidate.amount.minorUnits != original.amount.minorUnits
        {
            throw .automaticGroupAmount(name: original.name)
        }
        try validate(candidate, replacing: original)
        try checkTotalLimit(adding: [candidate], removing: [original])
        var warnings: [DomainWarning] = []
        if NameKey(candidate.name) != NameKey(original.name) {
            warnings += warningsForNewName(candidate.name, excluding: candidate.id)
        }
        if candidate.nextCharge != original.nextCharge || candidate.trialEnds != original.trialEnds
        {
            warnings += dateWarnings(for: candidate, asOf: today)
        }
        modifyExpense(at: index) { $0 = candidate }
        warnings += settleGroup(of: candidate)
        if let oldParent = original.parentID, oldParent != candidate.parentID {
            _ = settleGroup(withID: oldParent)
        }
        return Outcome(expense(withID: candidate.id) ?? candidate, warnings: warnings)
    }

    /// Archives ("kills") an expense: it stays listed, counts nowhere, and adds to the kill
    /// count until it is restored. See `archiveWithMembers(_:on:)` for groups.
    public mutating func archive(_ id: UUID, on day: CivilDate) throws(DomainError)
        -> Outcome<RecurringExpense>
    {
        let outcome = try archiveWithMembers(id, on: day)
        return Outcome(outcome.value.target, warnings: outcome.warnings)
    }

    /// Archives an expense and, when it is a group, its active members the same day.
    ///
    /// A member left active inside an archived group would be a live charge counted nowhere,
    /// so the group takes its members with it and marks them `archivedWithGroup`. A kill is
    /// counted per member archived this way; the group itself counts only when it had no
    /// active member, because a group with members is charged through them.
    public mutating func archiveWithMembers(_ id: UUID, on day: CivilDate) throws(DomainError)
        -> Outcome<CascadeResult>
    {
        guard let index = position(of: id) else {
            throw notFound(id)
        }
        guard expenses[index].isActive else {
            return Outcome(CascadeResult(target: expenses[index]))
        }
        try day.checkedAccepted()
        // A plan past its last charge ended by itself: archiving it is no kill.
        let ended = !expenses[index].isGroup && expenses[index].hasEnded(on: day)
        modifyExpense(at: index) {
            $0.status = .archived
            $0.archivedOn = day
        }
        var cascadedIDs: [UUID] = []
        if expenses[index].isGroup {
            for member in children(ofGroupWithID: id) where member.isActive {
                guard let memberIndex = position(of: member.id) else { continue }
                modifyExpense(at: memberIndex) {
                    $0.status = .archived
                    $0.archivedOn = day
                    $0.archivedWithGroup = true
                }
                cascadedIDs.append(member.id)
            }
        }
        let (kills, overflow) = killCount.addingReportingOverflow(
            ended ? 0 : Self.kills(cascadedCount: cascadedIDs.count))
        killCount = overflow ? .max : kills
        _ = settleGroup(of: expenses[index])
        let cascaded = cascadedIDs.compactMap(expense(withID:))
        return Outcome(CascadeResult(target: expenses[index], cascaded: cascaded))
    }

    /// Brings an archived expense back. See `restoreWithMembers(_:)` for groups.
    public mutating func restore(_ id: UUID) throws(DomainError) -> Outcome<RecurringExpense> {
        let outcome = try restoreWithMembers(id)
        return Outcome(outcome.value.target, warnings: outcome.warnings)
    }

    /// Brings an archived expense back; a group brings back exactly the members archived
    /// with it, not those the user had archived on their own before.
    ///
    /// The kills the archive counted are taken back, by the same rule: the kill count is of
    /// subscriptions killed and still killed (plus those deleted after being killed), so an
    /// archive, restore, archive of one item is one kill, not two.
    ///
    /// A member of an archived group is refused (`archivedTarget`, naming the group): alone
    /// it would be a live charge inside a group that counts nowhere. The group rules are
    /// checked again, so a group may come back over its cap (a warning).
    public mutating func restoreWithMembers(_ id: UUID) throws(DomainError)
        -> Outcome<CascadeResult>
    {
        guard let index = position(of: id) else {
            throw notFound(id)
        }
        guard !expenses[index].isActive else {
            return Outcome(CascadeResult(target: expenses[index]))
        }
        if let parentID = expenses[index].parentID, let group = expense(withID: parentID),
            !group.isActive
        {
            throw .archivedTarget(name: group.name)
        }
        try checkRestoring(expenses[index])
        var warnings = duplicateNameWarnings(for: expenses[index])
        // One archived after it ended was no kill, so its restore takes none back.
        let ended = !expenses[index].isGroup && expenses[index].endedBeforeArchived
        bringBack(at: index)
        var cascadedIDs: [UUID] = []
        if expenses[index].isGroup {
            for member in children(ofGroupWithID: id) where member.archivedWithGroup {
                guard let memberIndex = position(of: member.id) else { continue }
                warnings += duplicateNameWarnings(for: member)
                bringBack(at: memberIndex)
                cascadedIDs.append(member.id)
            }
        }
        killCount = max(
            0, killCount - (ended ? 0 : Self.kills(cascadedCount: cascadedIDs.count)))
        warnings += settleGroup(of: expenses[index])
        let cascaded = cascadedIDs.compactMap(expense(withID:))
        return Outcome(
            CascadeResult(target: expenses[index], cascaded: cascaded),
            warnings: warnings)
    }

    /// Refuses a restore that would take a total past its limit, or an automatic group's
    /// amount past the largest amount, before anything changes.
    private func checkRestoring(_ target: RecurringExpense) throws(DomainError) {
        var back = [target]
        if target.isGroup {
            back += children(ofGroupWithID: target.id).filter(\.archivedWithGroup)
        }
        let active = back.map { expense in
            var restored = expense
            restored.status = .active
            return restored
        }
        try checkTotalLimit(adding: active, removing: [])
        if target.groupMode == .automatic {
            try Self.checkAutomaticSum(of: target, members: active.dropFirst().map(\.amount))
        } else if let parentID = target.parentID, let group = expense(withID: parentID),
            group.groupMode == .automatic
        {
            let others = activeChildren(of: group).filter { $0.id != target.id }.map(\.amount)
            try Self.checkAutomaticSum(of: group, members: others + [target.amount])
        }
    }

    /// Refuses when the active expenses of a currency would weigh more than
    /// `Money.maximumTotalMinorUnits` (a year of charges, or the amounts, summed; see
    /// `LedgerIndex.Load`) with `added` in and `removed` out. A change that makes nothing
    /// heavier always passes, so a file over the limit can still be brought under it.
    func checkTotalLimit(adding added: [RecurringExpense], removing removed: [RecurringExpense])
        throws(DomainError)
    {
        var change: [CurrencyCode: LedgerIndex.Load] = [:]
        for expense in added {
            change[expense.currency, default: .init()] =
                change[expense.currency, default: .init()] + .init(of: expense)
        }
        for expense in removed {
            change[expense.currency, default: .init()] =
                change[expense.currency, default: .init()] - .init(of: expense)
        }
        for (currency, delta) in change where delta.yearly > 0 || delta.amounts > 0 {
            let projected = lookupIndex.loadByCurrency[currency, default: .init()] + delta
            guard projected.fitsTotalLimit else {
                throw .totalOverLimit(
                    limit: Money(minorUnits: Money.maximumTotalMinorUnits, currency: currency))
            }
        }
    }

    /// The kills one archive or restore counts: one per member that went with the group, or
    /// one for the item itself when nothing went with it (a group with no active member is
    /// charged itself). Archive and restore use this one rule, so a restore takes back
    /// exactly what its archive added.
    ///
    /// Known limit: when every member archived with a group was later deleted or taken out
    /// of it, restoring the group takes back one kill that its archive did not count.
    private static func kills(cascadedCount: Int) -> Int { max(1, cascadedCount) }

    private mutating func bringBack(at index: Int) {
        modifyExpense(at: index) {
            $0.status = .active
            $0.archivedOn = nil
            $0.archivedWithGroup = false
        }
    }

    /// The warning that another active expense already has this name, if one does.
    private func duplicateNameWarnings(for expense: RecurringExpense) -> [DomainWarning] {
        warningsForNewName(expense.name, excluding: expense.id)
            .filter { if case .duplicateActiveName = $0 { true } else { false } }
    }

    /// Deletes an expense for good. See `deleteReleasingMembers(_:)` for groups.
    public mutating func delete(_ id: UUID) throws(DomainError) -> RecurringExpense {
        try deleteReleasingMembers(id).target
    }

    /// Deletes an expense for good. Deleting a group keeps its members as standalone
    /// expenses (removing a container never loses what was in it) and names them in
    /// `cascaded`; a member archived with the group stays archived, now on its own.
    public mutating func deleteReleasingMembers(_ id: UUID) throws(DomainError) -> CascadeResult {
        guard let index = position(of: id) else {
            throw notFound(id)
        }
        let removed = removeExpense(at: index)
        var released: [RecurringExpense] = []
        for member in children(ofGroupWithID: id) {
            guard let memberIndex = position(of: member.id) else { continue }
            modifyExpense(at: memberIndex) {
                $0.parentID = nil
                $0.archivedWithGroup = false
            }
            released.append(expenses[memberIndex])
        }
        if let parentID = removed.parentID { _ = settleGroup(withID: parentID) }
        return CascadeResult(target: removed, cascaded: released)
    }

    /// Records that the user still wants this expense (resets the "not confirmed" risk).
    public mutating func confirm(_ id: UUID, on day: CivilDate) throws(DomainError)
        -> RecurringExpense
    {
        guard let index = position(of: id) else {
            throw notFound(id)
        }
        let confirmedOn = try day.checkedAccepted()
        modifyExpense(at: index) { $0.lastConfirmed = confirmedOn }
        return expenses[index]
    }

    // MARK: Rules

    /// The refusal for an id that is not in the ledger: its short prefix, never the whole id.
    func notFound(_ id: UUID) -> DomainError {
        .expenseNotFound(name: nil, shortID: shortID(of: id))
    }

    /// Trims surrounding white space and collapses inner runs of it.
    static func cleanName(_ name: String) -> String {
        name.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The payer's name and the payment method cleaned like a name, and the reminder offsets without repeats,
    /// largest first, so equal settings are stored (and compared) as the same text.
    static func normalizeSettings(of expense: inout RecurringExpense) {
        expense.paidBy = expense.paidBy.map(cleanName)
        expense.paidWith = expense.paidWith.map(cleanName)
        expense.reminderOffsets = expense.reminderOffsets.map { Array(Set($0)).sorted(by: >) }
    }

    /// The "archived with its group" marker means something only on an archived member; on
    /// anything else (an import, an edit) it is dropped rather than refused.
    static func keepsGroupMarker(_ expense: RecurringExpense) -> Bool {
        expense.archivedWithGroup && !expense.isActive && expense.parentID != nil
    }

    /// Every rule an expense must satisfy to be stored. `replacing` is the stored version
    /// when editing, so the expense is not compared against itself.
    func validate(_ candidate: RecurringExpense, replacing original: RecurringExpense?)
        throws(DomainError)
    {
        if original == nil, expense(withID: candidate.id) != nil {
            throw .duplicateID(name: candidate.name, shortID: shortID(of: candidate.id))
        }
        guard !candidate.name.isEmpty else { throw .emptyName }
        guard VisibleText.hasVisibleCharacter(candidate.name) else { throw .invisibleName }
        // Only what is typed now is held to the limits: a name stored before them still reads.
        if candidate.name != original?.name,
            candidate.name.unicodeScalars.count > RecurringExpense.nameLimit
        {
            throw .nameTooLong
        }
        if let notes = candidate.notes, notes != original?.notes,
            notes.unicodeScalars.count > RecurringExpense.notesLimit
        {
            throw .notesTooLong
        }
        try Self.checkDates(of: candidate)
        if let manageURL = candidate.manageURL { try ManageURLRule.validate(manageURL) }
        if let paidBy = candidate.paidBy {
            guard VisibleText.hasVisibleCharacter(paidBy),
                paidBy.unicodeScalars.count <= RecurringExpense.payerNameLimit
            else { throw .invalidPayerName }
        }
        if let paidWith = candidate.paidWith {
            guard VisibleText.hasVisibleCharacter(paidWith),
                paidWith.unicodeScalars.count <= RecurringExpense.paymentMethodLimit
            else { throw .invalidPaymentMethod }
        }
        if let offsets = candidate.reminderOffsets { _ = try ReminderSchedule(offsets: offsets) }
        let automaticGroup = candidate.groupMode == .automatic
        if automaticGroup {
            guard candidate.amount.minorUnits >= 0 else { throw .nonPositiveAmount }
            guard candidate.amount.minorUnits <= Money.maximumMinorUnits else {
                throw .amountOverflow
            }
        } else {
            _ = try candidate.amount.validatedAsCharge()
        }
        guard RecurringExpense.memberLimit.contains(candidate.sharedWith) else {
            throw .invalidMemberCount(candidate.sharedWith)
        }
        if let parentID = candidate.parentID {
            guard parentID != candidate.id, let group = expense(withID: parentID) else {
                throw notFound(parentID)
            }
            guard group.isGroup else { throw .notAGroup(name: group.name) }
            guard group.parentID == nil, !candidate.isGroup else {
                throw .nestedGroup(name: candidate.name)
            }
            try Self.checkMembership(of: candidate, in: group)
            let joins = original?.parentID != parentID || original?.isActive != true
            if candidate.isActive, joins, !group.isActive {
                // It would be a live charge inside a group that counts nowhere.
                throw .archivedTarget(name: group.name)
            }
            if candidate.isActive, group.groupMode == .automatic,
                joins || candidate.amount.minorUnits > (original?.amount.minorUnits ?? 0)
            {
                let others = children(ofGroupWithID: parentID).filter {
                    $0.isActive && $0.id != candidate.id
                }
                try Self.checkAutomaticSum(
                    of: group, members: others.map(\.amount) + [candidate.amount])
            }
        }
        if candidate.isGroup {
            guard candidate.parentID == nil else { throw .nestedGroup(name: candidate.name) }
            for child in children(ofGroupWithID: candidate.id) {
                try Self.checkMembership(of: child, in: candidate)
            }
        } else if let original, original.isGroup, hasChildren(original.id) {
            // A group with children cannot stop being a group: the children would be orphans.
            throw .nestedGroup(name: original.name)
        }
    }

    /// Every date on an expense must lie in `CivilDate.acceptedRange`, so that a year of
    /// charges after it is still a real date; and the next charge must fall on the anchor day.
    static func checkDates(of candidate: RecurringExpense) throws(DomainError) {
        try candidate.nextCharge.checkedAccepted()
        let others = [
            candidate.trialEnds, candidate.archivedOn, candidate.lastConfirmed,
            candidate.createdOn,
        ]
        for case let date? in others { try date.checkedAccepted() }
        guard candidate.nextChargeKeepsAnchorDay else {
            throw .invalidAnchorDay(day: candidate.anchorDay, nextCharge: candidate.nextCharge)
        }
    }

    /// Warnings about a name being entered: already active, or archived before.
    func warningsForNewName(_ name: String, excluding id: UUID) -> [DomainWarning] {
        let sameName = expenses(named: NameKey(name)).filter { $0.id != id }
        var warnings: [DomainWarning] = []
        if sameName.contains(where: \.isActive) {
            warnings.append(.duplicateActiveName(name: name))
        }
        let archivedDates = sameName.compactMap { $0.isActive ? nil : $0.archivedOn }
        if let lastArchived = archivedDates.max() {
            warnings.append(.previouslyArchived(name: name, archivedOn: lastArchived))
        }
        return warnings
    }

    /// Warnings about dates: a next charge already past, a charge before the free trial
    /// ends, a trial about to end.
    func dateWarnings(for expense: RecurringExpense, asOf today: CivilDate) -> [DomainWarning] {
        var warnings: [DomainWarning] = []
        if expense.nextCharge < today {
            warnings.append(.nextChargeInPast(name: expense.name, date: expense.nextCharge))
        }
        if let trialEnds = expense.trialEnds, expense.nextCharge < trialEnds {
            warnings.append(
                .chargeBeforeTrialEnds(
                    name: expense.name, nextCharge: expense.nextCharge, trialEnds: trialEnds))
        }
        if let trialEnds = expense.trialEnds {
            let daysLeft = today.days(until: trialEnds)
            if (0..<RiskAssessor.trialWindowDays).contains(daysLeft) {
                warnings.append(
                    .trialEndingSoon(
                        name: expense.name, trialEnds: trialEnds,
                        daysLeft: daysLeft))
            }
        }
        return warnings
    }

}

extension ExpenseLedger {
    /// Adds the kills recorded in an imported profile to this one's lifetime count.
    public mutating func recordImportedKills(_ count: Int) {
        // Saturating: a count from a damaged file must not trap every later archive.
        let (sum, overflow) = killCount.addingReportingOverflow(max(0, count))
        killCount = overflow ? .max : sum
    }
}
