import Foundation
import SubDomain
import SubLocalization

extension Renderer {
    /// Sections by period (shortest first), groups with their children indented and their
    /// cap status, archived items last with what they saved.
    public func list(_ ledger: ExpenseLedger) -> [String] {
        var lines: [String] = []
        list(ledger) { lines.append($0) }
        return lines
    }

    /// `list` handed to `write` as UTF-8 blocks of whole lines, each ending with a newline:
    /// the first block leaves as soon as the columns are measured, before the notes of the
    /// rows after it are worded.
    public func list(_ ledger: ExpenseLedger, write: ([UInt8]) -> Void) {
        var block: [UInt8] = []
        block.reserveCapacity(Self.blockBytes + 4_096)
        list(ledger) { (line: String) in
            block += line.utf8
            block.append(0x0A)
            if block.count >= Self.blockBytes {
                write(block)
                block.removeAll(keepingCapacity: true)
            }
        }
        if !block.isEmpty { write(block) }
    }

    /// Each line of `list` to `emit`, in order. The rows are made without their notes, the
    /// columns measured over all of them (notes are last and never aligned), and each row's
    /// notes are worded as it is emitted. Words shared by many rows (a period's suffix, a
    /// date) are worded once.
    func list(_ ledger: ExpenseLedger, line emit: (String) -> Void) {
        guard !ledger.expenses.isEmpty else {
            emit(localizer.text(.listEmpty))
            return
        }
        var levels: [UUID: RiskAssessment.Level] = [:]
        for assessment in RiskAssessor.assessInListOrder(
            chargedItems: ledger.chargedItems, asOf: today)
        {
            levels[assessment.expense.id] = assessment.level
        }
        var suffixes: [Period: String] = [:]
        func suffix(_ period: Period) -> String {
            if let known = suffixes[period] { return known }
            let text = localizer.perPeriodSuffix(period)
            suffixes[period] = text
            return text
        }
        let marks: [RiskAssessment.Level: String] = [
            .high: localizer.text(.listMarkHigh), .medium: localizer.text(.listMarkMedium),
        ]

        var rows: [ListRow] = []
        // The expense of each item row, and whether it is shown as archived.
        var sources: [(expense: RecurringExpense, archived: Bool)?] = []
        func add(_ row: ListRow, _ source: (RecurringExpense, Bool)? = nil) {
            rows.append(row)
            sources.append(source)
        }
        func item(_ expense: RecurringExpense, indent: Int) -> ListRow {
            .item(
                indent: indent, swatch: swatch(for: expense),
                name: TerminalSanitizer.clean(expense.name),
                charged: localizer.money(expense.amount) + suffix(expense.period),
                monthly: localizer.money(ledger.effectiveMonthly(of: expense))
                    + suffix(.monthly),
                mark: levels[expense.id].flatMap { marks[$0] } ?? "", notes: "")
        }
        let active = ledger.topLevel.filter(\.isActive)
        let periods = Set(active.map(\.period)).sorted { $0.approximateDays < $1.approximateDays }
        for period in periods {
            if !rows.isEmpty { add(.blank) }
            add(.heading(Self.capitalized(localizer.period(period))))
            for expense in Self.sortedByName(active.filter { $0.period == period }) {
                add(item(expense, indent: 0), (expense, false))
                guard expense.isGroup else { continue }
                for child in Self.sortedByName(ledger.children(of: expense).filter(\.isActive)) {
                    add(item(child, indent: 1), (child, false))
                }
            }
        }
        // Each archived item once, children included (isLive per item rebuilt the group index
        // every time: quadratic on a large profile, and the filter kept archived items only).
        let archived = Self.sortedByName(ledger.expenses.filter { $0.status == .archived })
        if !archived.isEmpty {
            if !rows.isEmpty { add(.blank) }
            add(.heading(localizer.text(.listSectionArchived)))
            for expense in archived {
                add(
                    .item(
                        indent: 0, swatch: "", name: TerminalSanitizer.clean(expense.name),
                        charged: localizer.money(expense.amount) + suffix(expense.period),
                        monthly: "", mark: "", notes: ""),
                    (expense, true))
            }
        }

        let columns = ListRow.columns(of: rows, width: width)
        // Notes that depend on a date alone, worded once per date.
        var charges: [CivilDate: String] = [:]
        var trials: [CivilDate: String] = [:]
        var archivals: [CivilDate: String] = [:]
        func once(
            _ cache: inout [CivilDate: String], _ date: CivilDate, _ word: (CivilDate) -> String
        ) -> String {
            if let known = cache[date] { return known }
            let text = word(date)
            cache[date] = text
            return text
        }
        let trialNote = { (date: CivilDate) in localizer.text(.listTrial, ["date": .date(date)]) }
        let archivedNote = { (date: CivilDate) in
            localizer.text(.listArchivedOn, ["date": .date(date)])
        }
        for (row, source) in zip(rows, sources) {
            guard let source,
                case .item(
                    let indent, let swatch, let name, let charged, let monthly, let mark, _) =
                    row
            else {
                emit(ListRow.line(row, in: columns))
                continue
            }
            let expense = source.expense
            var notes: [String] = []
            if source.archived {
                if let archivedOn = expense.archivedOn {
                    notes.append(once(&archivals, archivedOn, archivedNote))
                }
                let saved = ledger.savedSoFar(of: expense, asOf: today)
                if saved.minorUnits > 0 {
                    notes.append(localizer.text(.listSaved, ["amount": .money(saved)]))
                }
            } else {
                if expense.isActive {
                    let next = BillingCalendar.nextCharge(of: expense, onOrAfter: today)
                    notes.append(once(&charges, next, when))
                }
                if expense.isGroup { notes.append(groupStatus(expense, in: ledger)) }
                if let trialEnds = expense.trialEnds, trialEnds >= today {
                    notes.append(once(&trials, trialEnds, trialNote))
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
            }
            emit(
                ListRow.line(
                    .item(
                        indent: indent, swatch: swatch, name: name, charged: charged,
                        monthly: monthly, mark: mark, notes: notes.joined(separator: " · ")),
                    in: columns))
        }
    }

    /// `expenses` by folded name (each name folded once), equal names in their order.
    static func sortedByName(_ expenses: [RecurringExpense]) -> [RecurringExpense] {
        expenses.indices.map { (key: NameKey(expenses[$0].name).folded, index: $0) }
            .sorted { $0.key != $1.key ? $0.key < $1.key : $0.index < $1.index }
            .map { expenses[$0.index] }
    }
}
