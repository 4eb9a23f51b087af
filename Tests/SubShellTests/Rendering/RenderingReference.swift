import Foundation
import SubDomain
import SubLocalization

@testable import SubShell

/// The renderers as they were before they wrote bytes (before output was streamed), kept verbatim as the
/// reference the fast paths are compared with on random ledgers.
enum RenderingReference {
    /// A `ScheduledCharge` as the reference lists it (its initializer is the domain's own).
    struct Charge: Equatable {
        var expenseID: UUID
        var name: String
        var date: CivilDate
        var amount: Money
    }

    static func upcoming(
        _ charges: [Charge], days: Int, localizer: Localizer, today: CivilDate
    ) -> [String] {
        guard !charges.isEmpty else {
            return [localizer.text(.upcomingNone, ["count": .count(days)])]
        }
        var lines = [localizer.text(.upcomingHeading, ["count": .count(days)])]
        var dateSlot: [CivilDate: Int] = [:]
        var dates: [(date: String, near: String)] = []
        var moneySlot: [Money: Int] = [:]
        var amounts: [(money: Money, text: String, count: Int64)] = []
        var nameSlot: [String: Int] = [:]
        var names: [String] = []
        var slots: [(date: Int32, name: Int32, amount: Int32)] = []
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
                    amounts.append((charge.amount, localizer.formatter.money(charge.amount), 0))
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
            localizer.text(
                .upcomingTotal, ["amounts": .list(totals.map(localizer.formatter.money))]))
        return lines
    }

    /// The charges as `BillingCalendar.upcoming` listed them before `ChargeSchedule`.
    static func charges(
        chargedItems: [RecurringExpense], from today: CivilDate, days: Int
    ) -> [Charge] {
        guard days >= 0 else { return [] }
        let end = today.addingDays(days)
        let byName = chargedItems.map { (key: NameKey($0.name).folded, expense: $0) }
            .sorted { $0.key < $1.key }
        var buckets = [[Charge]](repeating: [], count: max(0, today.days(until: end)) + 1)
        for (_, expense) in byName {
            BillingCalendar.forEachCharge(of: expense, from: today, through: end) { date in
                buckets[today.days(until: date)].append(
                    Charge(
                        expenseID: expense.id, name: expense.name, date: date,
                        amount: expense.amount))
            }
        }
        return buckets.flatMap { $0 }
    }

    static func risks(_ assessments: [RiskAssessment], renderer: Renderer) -> [String] {
        let localizer = renderer.localizer
        guard !assessments.isEmpty else { return [localizer.text(.risksNone)] }
        var lines: [String] = []
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
                        let text = renderer.reason(reason)
                        worded[reason] = text
                        return text
                    }()
                lines.append("    " + text)
            }
        }
        return lines
    }

    // MARK: list, and ListRow.layout, as they were

    static func byName(_ lhs: RecurringExpense, _ rhs: RecurringExpense) -> Bool {
        NameKey(lhs.name).folded < NameKey(rhs.name).folded
    }

    static func list(_ ledger: ExpenseLedger, renderer: Renderer) -> [String] {
        let localizer = renderer.localizer
        let today = renderer.today
        guard !ledger.expenses.isEmpty else { return [localizer.text(.listEmpty)] }
        let assessments = RiskAssessor.assess(ledger, asOf: today)
        var levels: [UUID: RiskAssessment.Level] = [:]
        for assessment in assessments { levels[assessment.expense.id] = assessment.level }

        var rows: [ListRow] = []
        let active = ledger.topLevel.filter(\.isActive)
        let periods = Set(active.map(\.period)).sorted { $0.approximateDays < $1.approximateDays }
        for period in periods {
            if !rows.isEmpty { rows.append(.blank) }
            rows.append(.heading(Renderer.capitalized(localizer.period(period))))
            let items = active.filter { $0.period == period }.sorted(by: byName)
            for item in items {
                rows.append(row(for: item, in: ledger, indent: 0, level: levels[item.id], renderer))
                guard item.isGroup else { continue }
                for child in ledger.children(of: item).filter(\.isActive).sorted(by: byName) {
                    rows.append(
                        row(for: child, in: ledger, indent: 1, level: levels[child.id], renderer))
                }
            }
        }
        // Each archived item once, children included (isLive per item rebuilt the group index
        // every time: quadratic on a large profile, and the filter kept archived items only).
        let archived = ledger.expenses.filter { $0.status == .archived }.sorted(by: byName)
        if !archived.isEmpty {
            if !rows.isEmpty { rows.append(.blank) }
            rows.append(.heading(localizer.text(.listSectionArchived)))
            for item in archived { rows.append(archivedRow(for: item, in: ledger, renderer)) }
        }
        return layout(rows, width: renderer.width)
    }

    static func row(
        for expense: RecurringExpense, in ledger: ExpenseLedger, indent: Int,
        level: RiskAssessment.Level?, _ renderer: Renderer
    ) -> ListRow {
        let localizer = renderer.localizer
        let today = renderer.today
        var notes: [String] = []
        if expense.isActive {
            // A group is dated by its earliest active member, its own date only without one.
            let dates = (expense.isGroup ? ledger.activeChildren(of: expense) : [])
                .map { BillingCalendar.nextCharge(of: $0, onOrAfter: today) }
            notes.append(
                renderer.when(
                    dates.min() ?? BillingCalendar.nextCharge(of: expense, onOrAfter: today)))
        }
        if expense.isGroup { notes.append(renderer.groupStatus(expense, in: ledger)) }
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
            indent: indent, swatch: renderer.swatch(for: expense),
            name: TerminalSanitizer.clean(expense.name),
            charged: localizer.money(expense.amount) + localizer.perPeriodSuffix(expense.period),
            monthly: localizer.money(ledger.effectiveMonthly(of: expense))
                + localizer.perPeriodSuffix(.monthly),
            mark: mark, notes: notes.joined(separator: " · "))
    }

    static func archivedRow(
        for expense: RecurringExpense, in ledger: ExpenseLedger, _ renderer: Renderer
    ) -> ListRow {
        let localizer = renderer.localizer
        let today = renderer.today
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

    static func layout(_ rows: [ListRow], width: Int?) -> [String] {
        let maximumNameWidth = ListRow.maximumNameWidth
        let minimumNameWidth = ListRow.minimumNameWidth
        let swatchWidth = ListRow.swatchWidth
        var nameWidth = 0, chargedWidth = 0, monthlyWidth = 0, markWidth = 0
        // Rows without a brand colour leave the swatch's room blank, or their columns would
        // start three cells left of the branded rows' on a colour terminal.
        var anySwatch = false
        for case .item(let indent, let swatch, let name, let charged, let monthly, let mark, _)
            in rows
        {
            anySwatch = anySwatch || !swatch.isEmpty
            nameWidth = max(nameWidth, min(maximumNameWidth, DisplayWidth.of(name)) + 2 * indent)
            chargedWidth = max(chargedWidth, DisplayWidth.of(charged))
            monthlyWidth = max(monthlyWidth, DisplayWidth.of(monthly))
            markWidth = max(markWidth, DisplayWidth.of(mark))
        }
        if let width {
            // Room for the fixed columns: indent, swatch, the two amounts and the mark.
            let fixed =
                2 + (anySwatch ? swatchWidth : 0) + 2 + chargedWidth + 2 + monthlyWidth
                + (markWidth > 0 ? 2 + markWidth : 0)
            nameWidth = max(min(nameWidth, width - fixed), minimumNameWidth)
        }
        return rows.map { row in
            switch row {
            case .heading(let text): return text
            case .blank: return ""
            case .item(
                let indent, let swatch, let name, let charged, let monthly, let mark, let notes):
                let prefix = String(repeating: "  ", count: indent)
                let shownName = DisplayWidth.truncated(
                    name, to: min(maximumNameWidth, nameWidth - DisplayWidth.of(prefix)))
                let room =
                    swatch.isEmpty && anySwatch
                    ? String(repeating: " ", count: swatchWidth) : swatch
                var line = "  " + room + DisplayWidth.padded(prefix + shownName, to: nameWidth)
                line += "  " + DisplayWidth.leftPadded(charged, to: chargedWidth)
                line += "  " + DisplayWidth.leftPadded(monthly, to: monthlyWidth)
                if markWidth > 0 { line += "  " + DisplayWidth.padded(mark, to: markWidth) }
                if !notes.isEmpty {
                    // Notes are shown whole, as many as fit with "…" for the rest; beside
                    // the amounts when the first fits there, else on a line of their own.
                    func whole(_ room: Int) -> String? {
                        if DisplayWidth.of(notes) <= room { return notes }
                        var shown: [String] = []
                        for part in notes.components(separatedBy: " · ") {
                            let next = (shown + [part, "…"]).joined(separator: " · ")
                            guard DisplayWidth.of(next) <= room else { break }
                            shown.append(part)
                        }
                        return shown.isEmpty ? nil : (shown + ["…"]).joined(separator: " · ")
                    }
                    let room = width.map { $0 - DisplayWidth.of(line) - 2 } ?? Int.max
                    if room == Int.max {
                        line += "  " + notes
                    } else if room >= minimumNameWidth, let fitted = whole(room) {
                        line += "  " + fitted
                    } else if let width {
                        let indentation = String(repeating: " ", count: 4 + 2 * indent)
                        let below = width - indentation.count
                        line +=
                            "\n" + indentation
                            + (whole(below) ?? DisplayWidth.truncated(notes, to: below))
                    }
                }
                while line.hasSuffix(" ") { line.removeLast() }
                return line
            }
        }
    }
}
