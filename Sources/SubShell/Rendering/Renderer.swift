import Foundation
import SubBrands
import SubDomain
import SubLocalization

/// Words the results of read commands for people: sections, aligned columns, relative dates,
/// all from the catalogs and the locale's formats. Names from data are sanitized.
public struct Renderer {
    public let localizer: Localizer
    public let today: CivilDate
    public let colors: ColorCapability
    /// The terminal's columns, when the output is a terminal: `list` fits its lines to them.
    public let width: Int?

    public init(
        localizer: Localizer, today: CivilDate, colors: ColorCapability, width: Int? = nil
    ) {
        self.localizer = localizer
        self.today = today
        self.colors = colors
        self.width = width
    }

    // MARK: Totals

    /// One line per currency, largest first: "226,49 € al mes · 13 activas".
    public func totals(_ summary: TotalsSummary) -> [String] {
        let totals = summary.totals.filter { $0.monthlyMinor > 0 || $0.activeCount > 0 }
        var lines: [String] = []
        if totals.isEmpty { lines.append(localizer.text(.totalNone)) }
        for total in totals {
            var line = localizer.text(
                .totalLine, ["amount": .money(total.monthly), "count": .count(total.activeCount)])
            if total.shareMinor != total.monthlyMinor {
                line += " · " + localizer.text(.totalShare, ["amount": .money(total.share)])
            }
            lines.append(line)
        }
        if summary.archivedCount > 0 {
            lines.append(localizer.text(.totalArchived, ["count": .count(summary.archivedCount)]))
        }
        return lines
    }

    // MARK: List

    /// Sections by period (shortest first), groups with their children indented and their
    /// cap status, archived items last with what they saved.
    public func list(_ ledger: ExpenseLedger) -> [String] {
        guard !ledger.expenses.isEmpty else { return [localizer.text(.listEmpty)] }
        let assessments = RiskAssessor.assess(ledger, asOf: today)
        var levels: [UUID: RiskAssessment.Level] = [:]
        for assessment in assessments { levels[assessment.expense.id] = assessment.level }

        var rows: [ListRow] = []
        let active = ledger.topLevel.filter(\.isActive)
        let periods = Set(active.map(\.period)).sorted { $0.approximateDays < $1.approximateDays }
        for period in periods {
            if !rows.isEmpty { rows.append(.blank) }
            rows.append(.heading(Self.capitalized(localizer.period(period))))
            let items = active.filter { $0.period == period }.sorted(by: Self.byName)
            for item in items {
                rows.append(row(for: item, in: ledger, indent: 0, level: levels[item.id]))
                guard item.isGroup else { continue }
                for child in ledger.children(of: item).filter(\.isActive).sorted(by: Self.byName) {
                    rows.append(row(for: child, in: ledger, indent: 1, level: levels[child.id]))
                }
            }
        }
        // Each archived item once, children included (isLive per item rebuilt the group index
        // every time: quadratic on a large profile, and the filter kept archived items only).
        let archived = ledger.expenses.filter { $0.status == .archived }.sorted(by: Self.byName)
        if !archived.isEmpty {
            if !rows.isEmpty { rows.append(.blank) }
            rows.append(.heading(localizer.text(.listSectionArchived)))
            for item in archived { rows.append(archivedRow(for: item, in: ledger)) }
        }
        return ListRow.layout(rows, width: width)
    }

    private func row(
        for expense: RecurringExpense, in ledger: ExpenseLedger, indent: Int,
        level: RiskAssessment.Level?
    ) -> ListRow {
        var notes: [String] = []
        if expense.isActive {
            notes.append(when(BillingCalendar.nextCharge(of: expense, onOrAfter: today)))
        }
        if expense.isGroup { notes.append(groupStatus(expense, in: ledger)) }
        if let trialEnds = expense.trialEnds, trialEnds >= today {
            notes.append(localizer.text(.listTrial, ["date": .date(trialEnds)]))
        }
        if expense.sharedWith > 1 {
            notes.append(
                localizer.text(
                    .listShared,
                    [
                        "count": .count(expense.sharedWith),
                        "amount": .money(expense.perPersonMonthly),
                    ]))
        }
        var mark = ""
        switch level {
        case .high?: mark = localizer.text(.listMarkHigh)
        case .medium?: mark = localizer.text(.listMarkMedium)
        default: break
        }
        return .item(
            indent: indent, swatch: swatch(for: expense),
            name: TerminalSanitizer.clean(expense.name),
            charged: localizer.money(expense.amount) + localizer.perPeriodSuffix(expense.period),
            monthly: localizer.money(ledger.effectiveMonthly(of: expense))
                + localizer.perPeriodSuffix(.monthly),
            mark: mark, notes: notes.joined(separator: " · "))
    }

    private func archivedRow(for expense: RecurringExpense, in ledger: ExpenseLedger) -> ListRow {
        var notes: [String] = []
        if let archivedOn = expense.archivedOn {
            notes.append(localizer.text(.listArchivedOn, ["date": .date(archivedOn)]))
        }
        let saved = ledger.savedSoFar(of: expense, asOf: today)
        if saved.minorUnits > 0 {
            notes.append(localizer.text(.listSaved, ["amount": .money(saved)]))
        }
        return .item(
            indent: 0, swatch: "", name: TerminalSanitizer.clean(expense.name),
            charged: localizer.money(expense.amount) + localizer.perPeriodSuffix(expense.period),
            monthly: "", mark: "", notes: notes.joined(separator: " · "))
    }

    /// "mañana" or "dentro de 3 días" for the next two weeks; the date itself beyond, where
    /// "dentro de 365 días" would make the reader count.
    func when(_ date: CivilDate) -> String {
        today.days(until: date) < 14
            ? localizer.relativeDate(date, from: today) : localizer.date(date)
    }

    /// "auto" / "cap 30,00 €, used 25,00 €" / "over its cap of 30,00 € by 3,00 €".
    func groupStatus(_ group: RecurringExpense, in ledger: ExpenseLedger) -> String {
        let children = ledger.childrenMonthly(of: group)
        if group.groupMode == .automatic {
            return localizer.text(
                .listGroupAutomatic, ["count": .count(ledger.activeChildren(of: group).count)])
        }
        let cap = group.monthlyEstimate
        if children.minorUnits > cap.minorUnits {
            return localizer.text(
                .listGroupOverCap,
                [
                    "cap": .money(cap),
                    "excess": .money(
                        Money(
                            minorUnits: children.minorUnits - cap.minorUnits, currency: cap.currency
                        )),
                ])
        }
        return localizer.text(.listGroupWithinCap, ["cap": .money(cap), "used": .money(children)])
    }

    /// A small block in the brand's colour, when the terminal can show it.
    func swatch(for expense: RecurringExpense) -> String {
        // Only here, with colour wanted, is the brand catalog loaded: never at start-up.
        guard colors != .none, let slug = expense.brandSlug,
            let hex = BrandCatalog.shared.brand(id: slug)?.hex,
            let color = BrandColor(hex: hex)
        else { return "" }
        return color.swatch(for: colors) + " "
    }

    static func byName(_ lhs: RecurringExpense, _ rhs: RecurringExpense) -> Bool {
        NameKey(lhs.name).folded < NameKey(rhs.name).folded
    }

    static func capitalized(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    // MARK: One item

    /// `prices`: its recorded price changes, newest first; with any, a price line follows
    /// the amount ("9,99 € desde el 3 mar 2026 · antes 7,99 € (hasta el 2 mar 2026)").
    /// `yourNames`: the names that mean the user as its payer.
    public func detail(
        of expense: RecurringExpense, in ledger: ExpenseLedger, prices: [PriceChange] = [],
        yourNames: [String] = []
    ) -> [String] {
        var fields: [(MessageKey, String)] = []
        fields.append(
            (.showAmount, localizer.money(expense.amount) + " " + localizer.period(expense.period)))
        if let line = ChangeWording(localizer: localizer).priceLine(
            current: expense.amount, changes: prices)
        {
            fields.append((.showPrice, line))
        }
        fields.append((.showMonthly, localizer.money(ledger.effectiveMonthly(of: expense))))
        if expense.sharedWith > 1 {
            fields.append(
                (
                    .showShared,
                    localizer.text(
                        .listShared,
                        [
                            "count": .count(expense.sharedWith),
                            "amount": .money(expense.perPersonMonthly),
                        ])
                ))
        }
        fields.append(
            (.showStatus, localizer.text(expense.isActive ? .statusActive : .statusArchived)))
        if expense.isActive {
            let next = BillingCalendar.nextCharge(of: expense, onOrAfter: today)
            fields.append(
                (
                    .showNextCharge,
                    localizer.date(next) + " (" + localizer.relativeDate(next, from: today) + ")"
                ))
        } else if let archivedOn = expense.archivedOn {
            fields.append((.showArchivedOn, localizer.date(archivedOn)))
            fields.append(
                (.showSaved, localizer.money(ledger.savedSoFar(of: expense, asOf: today))))
        }
        if let trialEnds = expense.trialEnds {
            fields.append((.showTrialEnds, localizer.date(trialEnds)))
        }
        if let notice = expense.noticePeriod {
            fields.append((.showNotice, localizer.notice(notice)))
            if expense.isActive,
                let deadline = BillingCalendar.cancellationDeadline(of: expense, onOrAfter: today)
            {
                fields.append((.showCancelBy, cancelBy(deadline, key: .showCancelByValue)))
            }
        }
        if let payer = expense.paidBy {
            let isYou = yourNames.contains { NameKey($0) == NameKey(payer) }
            fields.append(
                (
                    .showPaidBy,
                    isYou
                        ? localizer.text(.showPaidByYou, ["name": .userText(payer)])
                        : TerminalSanitizer.clean(payer)
                ))
        }
        // Only a subscription's own: the profile's are `remind`'s to show.
        if let own = expense.reminderOffsets {
            fields.append((.showReminders, reminderDays(own)))
        }
        if expense.isGroup {
            fields.append((.showGroup, groupStatus(expense, in: ledger)))
            let members = ledger.children(of: expense).map { TerminalSanitizer.clean($0.name) }
            if !members.isEmpty { fields.append((.showMembers, localizer.list(members))) }
        }
        if let parentID = expense.parentID, let parent = ledger.expense(withID: parentID) {
            fields.append((.showInGroup, TerminalSanitizer.clean(parent.name)))
        }
        if let category = expense.category {
            fields.append((.showCategory, CategoryWording.name(category, localizer: localizer)))
        }
        if let slug = expense.brandSlug { fields.append((.showBrand, slug)) }
        fields.append((.showConfirmed, localizer.date(expense.lastConfirmed ?? expense.createdOn)))
        if let notes = expense.notes { fields.append((.showNotes, TerminalSanitizer.clean(notes))) }
        if let url = ManageLink.url(for: expense) {
            fields.append((.showManage, TerminalSanitizer.clean(url)))
        }
        let labels = fields.map { localizer.text($0.0) }
        let width = labels.map(DisplayWidth.of).max() ?? 0
        var lines = [swatch(for: expense) + TerminalSanitizer.clean(expense.name)]
        for (label, field) in zip(labels, fields) {
            lines.append("  " + DisplayWidth.padded(label, to: width) + "  " + field.1)
        }
        return lines
    }

    // MARK: Risks and charges

    public func risks(_ assessments: [RiskAssessment]) -> [String] {
        guard !assessments.isEmpty else { return [localizer.text(.risksNone)] }
        var lines: [String] = []
        // Thousands of items share a reason ("not confirmed since 2 Aug 2026"): each distinct
        // one is worded once, and the two marks and levels once in all.
        var worded: [RiskReason: String] = [:]
        let heads = [RiskAssessment.Level.high, .medium].map { level in
            (
                level,
                localizer.text(level == .high ? .listMarkHigh : .listMarkMedium),
                localizer.text(level == .high ? .risksLevelHigh : .risksLevelMedium)
            )
        }
        for assessment in assessments {
            let head = assessment.level == .high ? heads[0] : heads[1]
            lines.append(
                "\(head.1) \(TerminalSanitizer.clean(assessment.expense.name)) — \(head.2)")
            for reason in assessment.reasons {
                let text =
                    worded[reason]
                    ?? {
                        let text = self.reason(reason)
                        worded[reason] = text
                        return text
                    }()
                lines.append("    " + text)
            }
        }
        return lines
    }

    public func reason(_ reason: RiskReason) -> String {
        switch reason {
        case .trialChargeSoon(let chargeOn, let daysLeft):
            localizer.text(
                .risksReasonTrialChargeSoon,
                [
                    "days_left": .count(daysLeft), "date": .date(chargeOn),
                    "when": .relativeDate(chargeOn, today: today),
                ])
        case .aboveAverage(let monthly, let mean):
            localizer.text(
                .risksReasonAboveAverage, ["monthly": .money(monthly), "mean": .money(mean)])
        case .notConfirmed(let since, let months):
            localizer.text(
                .risksReasonNotConfirmed, ["count": .count(months), "date": .date(since)])
        case .priceRose(let change):
            ChangeWording(localizer: localizer).priceRose(change)
        case .cancelBySoon(let cancelBy, let chargeOn, let daysLeft):
            localizer.text(
                .risksReasonCancelBySoon,
                [
                    "days_left": .count(daysLeft), "date": .date(cancelBy),
                    "when": .relativeDate(cancelBy, today: today), "charge": .date(chargeOn),
                ])
        }
    }

    /// "cancela antes del 5 dic 2026 (dentro de 6 días) para evitar el cargo del 5 ene 2027",
    /// in the words of `key` (which takes `date`, `when`, `charge`, `name` and `days_left`).
    func cancelBy(_ deadline: CancellationDeadline, key: MessageKey) -> String {
        localizer.text(
            key,
            [
                "name": .userText(deadline.name), "date": .date(deadline.cancelBy),
                "days_left": .count(today.days(until: deadline.cancelBy)),
                "when": .relativeDate(deadline.cancelBy, today: today),
                "charge": .date(deadline.chargeOn),
            ])
    }

    /// The last days to cancel that fall in `upcoming`'s days, after its charges.
    public func deadlines(_ deadlines: [CancellationDeadline]) -> [String] {
        guard !deadlines.isEmpty else { return [] }
        return [localizer.text(.upcomingCancelHeading)]
            + deadlines.map { "  " + cancelBy($0, key: .upcomingCancelBy) }
    }

    /// "7, 3 y 1 días antes", "3 días antes y el mismo día", "ninguno".
    func reminderDays(_ offsets: [Int]) -> String {
        guard !offsets.isEmpty else { return localizer.text(.remindersNone) }
        let before = offsets.filter { $0 > 0 }.sorted(by: >)
        var parts: [String] = []
        if let largest = before.first {
            parts.append(
                localizer.text(
                    .remindersDaysBefore,
                    [
                        "days": .text(localizer.list(before.map(localizer.count))),
                        // One number reads "1 día"; several read "7, 3 y 1 días".
                        "count": .count(before.count == 1 ? largest : max(largest, 2)),
                    ]))
        }
        if offsets.contains(0) { parts.append(localizer.text(.remindersOnTheDay)) }
        return localizer.list(parts)
    }

    /// What `remind` answers: the profile's offsets.
    public func profileReminders(_ offsets: [Int]) -> String {
        offsets.isEmpty
            ? localizer.text(.resultRemindersOff)
            : localizer.text(.resultReminders, ["reminders": .text(reminderDays(offsets))])
    }

    public func upcoming(_ charges: [ScheduledCharge], days: Int) -> [String] {
        guard !charges.isEmpty else {
            return [localizer.text(.upcomingNone, ["count": .count(days)])]
        }
        var lines = [localizer.text(.upcomingHeading, ["count": .count(days)])]
        lines.reserveCapacity(charges.count + 2)
        // A year of charges repeats a few hundred days, names and amounts a million times:
        // each distinct one is formatted, measured and padded once (formatting through ICU is
        // the cost here), and a line is three pieces joined.
        var dateSlot: [CivilDate: Int] = [:]
        var dates: [(date: String, near: String)] = []
        var moneySlot: [Money: Int] = [:]
        var amounts: [(money: Money, text: String, count: Int64)] = []
        var nameSlot: [String: Int] = [:]
        var names: [String] = []
        var slots: [(date: Int32, name: Int32, amount: Int32)] = []
        slots.reserveCapacity(charges.count)
        for charge in charges {
            let date =
                dateSlot[charge.date]
                ?? {
                    dates.append(
                        (
                            localizer.date(charge.date),
                            localizer.relativeDate(charge.date, from: today)
                        ))
                    dateSlot[charge.date] = dates.count - 1
                    return dates.count - 1
                }()
            let amount =
                moneySlot[charge.amount]
                ?? {
                    amounts.append((charge.amount, localizer.money(charge.amount), 0))
                    moneySlot[charge.amount] = amounts.count - 1
                    return amounts.count - 1
                }()
            amounts[amount].count += 1
            let name =
                nameSlot[charge.name]
                ?? {
                    names.append(TerminalSanitizer.clean(charge.name))
                    nameSlot[charge.name] = names.count - 1
                    return names.count - 1
                }()
            slots.append((Int32(date), Int32(name), Int32(amount)))
        }
        let dateWidth = dates.map { DisplayWidth.of($0.date) }.max() ?? 0
        let relativeWidth = dates.map { DisplayWidth.of($0.near) }.max() ?? 0
        let nameWidth = min(32, names.map(DisplayWidth.of).max() ?? 0)
        let amountWidth = amounts.map { DisplayWidth.of($0.text) }.max() ?? 0
        let dateColumns = dates.map {
            "  " + DisplayWidth.padded($0.date, to: dateWidth) + "  "
                + DisplayWidth.padded($0.near, to: relativeWidth) + "  "
        }
        let nameColumns = names.map {
            DisplayWidth.padded(DisplayWidth.truncated($0, to: nameWidth), to: nameWidth) + "  "
        }
        let amountColumns = amounts.map { DisplayWidth.leftPadded($0.text, to: amountWidth) }
        for slot in slots {
            lines.append(
                dateColumns[Int(slot.date)] + nameColumns[Int(slot.name)]
                    + amountColumns[Int(slot.amount)])
        }
        var sums: [CurrencyCode: Int64] = [:]
        for amount in amounts {
            sums[amount.money.currency, default: 0] += amount.money.minorUnits * amount.count
        }
        let totals = sums.map { Money(minorUnits: $0.value, currency: $0.key) }
            .sorted {
                $0.minorUnits != $1.minorUnits
                    ? $0.minorUnits > $1.minorUnits : $0.currency < $1.currency
            }
        lines.append(
            localizer.text(.upcomingTotal, ["amounts": .list(totals.map(localizer.money))]))
        return lines
    }

    /// "Añadida Netflix: 12,99 € mensual (12,99 € al mes)."
    public func added(_ expense: RecurringExpense) -> String {
        localizer.text(
            .resultAdded,
            [
                "name": .userText(expense.name),
                "amount": .money(expense.amount),
                "period": .period(expense.period), "monthly": .money(expense.monthlyEstimate),
            ])
    }
}
