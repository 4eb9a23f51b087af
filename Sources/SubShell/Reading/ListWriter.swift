import FoundationEssentials
import SubDomain
import SubLocalization

/// Words `list`'s entries into lines, one entry at a time, aligned to columns measured
/// beforehand (`Renderer.listWriter`). Words shared by many rows (a period's suffix, a
/// date) are worded once.
struct ListWriter {
    let renderer: Renderer
    let columns: ListRow.Columns
    let marks: [RiskAssessment.Level: String]
    var suffixes: [Period: String]
    private var charges: [CivilDate: String] = [:]
    private var trials: [CivilDate: String] = [:]
    private var archivals: [CivilDate: String] = [:]
    private var anyLine = false
    /// Whether a section heading needs a blank line before it: not the first of the list,
    /// nor the first of a part of `list --by`.
    private var separatesSections = false

    init(
        renderer: Renderer, columns: ListRow.Columns, marks: [RiskAssessment.Level: String],
        suffixes: [Period: String]
    ) {
        self.renderer = renderer
        self.columns = columns
        self.marks = marks
        self.suffixes = suffixes
    }

    private var localizer: Localizer { renderer.localizer }

    /// The lines of `entry` (a blank line before every section but the first).
    mutating func add(_ entry: ListEntry, _ emit: (String) -> Void) {
        switch entry {
        case .section(let period):
            if separatesSections { emit("") }
            emit(Renderer.capitalized(localizer.period(period)))
        case .endedSection:
            if separatesSections { emit("") }
            emit(localizer.text(.listSectionEnded))
        case .archivedSection:
            if separatesSections { emit("") }
            emit(localizer.text(.listSectionArchived))
        case .item(let item):
            emit(line(for: item))
        }
        anyLine = true
        separatesSections = true
    }

    /// The next section is the first of a new part (`list --by`): no blank line before it.
    mutating func restartSections() {
        separatesSections = false
    }

    /// What an empty list says, when nothing was added.
    func finish(_ emit: (String) -> Void) {
        if !anyLine { emit(localizer.text(.listEmpty)) }
    }

    private mutating func line(for item: ListedItem) -> String {
        let expense = item.expense
        let (localizer, today) = (renderer.localizer, renderer.today)
        var notes: [String] = []
        if item.isArchived {
            if let archivedOn = expense.archivedOn {
                notes.append(
                    Self.once(&archivals, archivedOn) {
                        localizer.text(.listArchivedOn, ["date": .date($0)])
                    })
            }
            if let saved = item.savedSoFar, saved.minorUnits > 0 {
                notes.append(localizer.text(.listSaved, ["amount": .money(saved)]))
            }
        } else if let endsOn = expense.endsOn, expense.hasEnded(on: today) {
            notes.append(localizer.text(.listEndedOn, ["date": .date(endsOn)]))
        } else {
            if expense.isActive {
                let next =
                    item.members?.nextCharge
                    ?? BillingCalendar.nextCharge(of: expense, onOrAfter: today)
                notes.append(Self.once(&charges, next, renderer.when))
            }
            if expense.isGroup, let members = item.members {
                notes.append(renderer.groupStatus(expense, members: members))
            }
            if let trialEnds = expense.trialEnds, trialEnds >= today {
                notes.append(
                    Self.once(&trials, trialEnds) {
                        localizer.text(.listTrial, ["date": .date($0)])
                    })
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
        // A bill that varies is shown at the mean of what was paid, said as an estimate.
        let charged =
            estimated(expense.isEstimate ? expense.chargeAmount : expense.amount, expense)
            + suffix(expense.period)
        let monthly =
            item.effectiveMonthly.map { estimated($0, expense) + suffix(.monthly) } ?? ""
        return ListRow.line(
            .item(
                indent: item.indent,
                swatch: item.isArchived ? "" : renderer.swatch(for: expense),
                name: TerminalSanitizer.clean(expense.name), charged: charged, monthly: monthly,
                mark: item.level.flatMap { marks[$0] } ?? "", notes: notes.joined(separator: " · ")),
            in: columns)
    }

    private func estimated(_ money: Money, _ expense: RecurringExpense) -> String {
        expense.isEstimate
            ? localizer.text(.estimateApprox, ["amount": .money(money)]) : localizer.money(money)
    }

    private mutating func suffix(_ period: Period) -> String {
        if let known = suffixes[period] { return known }
        let text = localizer.perPeriodSuffix(period)
        suffixes[period] = text
        return text
    }

    private static func once(
        _ cache: inout [CivilDate: String], _ date: CivilDate, _ word: (CivilDate) -> String
    ) -> String {
        if let known = cache[date] { return known }
        let text = word(date)
        cache[date] = text
        return text
    }
}
