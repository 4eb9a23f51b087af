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

    // MARK: List (rows and columns in Renderer+List.swift)

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

    static func capitalized(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    // MARK: One item

    public func detail(of expense: RecurringExpense, in ledger: ExpenseLedger) -> [String] {
        var fields: [(MessageKey, String)] = []
        fields.append(
            (.showAmount, localizer.money(expense.amount) + " " + localizer.period(expense.period)))
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
        }
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
