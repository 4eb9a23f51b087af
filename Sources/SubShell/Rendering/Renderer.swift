import FoundationEssentials
import SubBrands
import SubBrandsCore
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

    /// The renderer of a report's setting.
    public init(_ setting: ReportSetting) {
        self.init(
            localizer: setting.localizer, today: setting.today, colors: setting.colors,
            width: setting.width)
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
            // Bills that vary count at the mean of what was paid: how much of the figure
            // that is, so the total is never read as exact when part of it is not.
            if total.estimatedMinor > 0 {
                line += " · " + localizer.text(.totalEstimated, ["amount": .money(total.estimated)])
            }
            lines.append(line)
        }
        if summary.archivedCount > 0 {
            lines.append(localizer.text(.totalArchived, ["count": .count(summary.archivedCount)]))
        }
        if let estimate = summary.estimate {
            lines += RatesWording(localizer: localizer, today: today).estimate(estimate)
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
        groupStatus(
            group,
            members: ListedItem.GroupMembers(
                monthly: ledger.childrenMonthly(of: group),
                count: ledger.activeChildren(of: group).count))
    }

    /// The same from what the group's active members add up to and how many they are.
    func groupStatus(_ group: RecurringExpense, members: ListedItem.GroupMembers) -> String {
        let children = members.monthly
        if group.groupMode == .automatic {
            return localizer.text(.listGroupAutomatic, ["count": .count(members.count)])
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

    /// `prices`: its recorded price changes, newest first; with any, a price line follows
    /// the amount ("9,99 € desde el 3 mar 2026 · antes 7,99 € (hasta el 2 mar 2026)").
    /// `yourNames`: the names that mean the user as its payer.
    public func detail(
        of expense: RecurringExpense, in ledger: ExpenseLedger, prices: [PriceChange] = [],
        yourNames: [String] = [], payments: [Payment] = []
    ) -> [String] {
        var fields: [(MessageKey, String)] = []
        fields.append(
            (
                .showAmount,
                localizer.text(
                    .shellAmountPerPeriod,
                    [
                        "amount": .text(estimated(expense.chargeAmount, expense.isEstimate)),
                        "period": .period(expense.period),
                    ])
            ))
        if expense.varies { fields.append((.showVaries, variesLine(expense, payments))) }
        if let line = PriceWording(localizer: localizer).priceLine(
            current: expense.amount, changes: prices)
        {
            fields.append((.showPrice, line))
        }
        fields.append(
            (
                .showMonthly,
                estimated(ledger.effectiveMonthly(of: expense), expense.isEstimate)
            ))
        fields += paymentLines(payments)
        if expense.sharedWith > 1 {
            fields.append(
                (
                    .showShared,
                    localizer.text(
                        .listShared,
                        [
                            "count": .count(expense.sharedWith),
                            "amount": .money(ledger.effectiveShare(of: expense)),
                        ])
                ))
        }
        let progress = BillingCalendar.progress(of: expense, on: today)
        let ended = expense.isActive && progress?.hasEnded == true
        fields.append(
            (
                .showStatus,
                localizer.text(
                    ended ? .statusEnded : expense.isActive ? .statusActive : .statusArchived)
            ))
        if let progress { fields.append(endLine(progress)) }
        if expense.isActive, !ended {
            let next = BillingCalendar.nextCharge(of: expense, onOrAfter: today)
            fields.append(
                (
                    .showNextCharge,
                    localizer.text(
                        .shellParenthetical,
                        [
                            "text": .date(next),
                            "detail": .relativeDate(next, today: today),
                        ])
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
        if let card = expense.paidWith {
            fields.append((.showPaidWith, TerminalSanitizer.clean(card)))
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
        // The brand by its name (Netflix), never its slug; a slug the catalog no longer
        // knows is all there is to show.
        if let slug = expense.brandSlug {
            fields.append((.showBrand, BrandCatalog.shared.brand(id: slug)?.name ?? slug))
        }
        fields.append((.showConfirmed, localizer.date(expense.confirmedOn)))
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
        case .priceRose(let change):
            PriceWording(localizer: localizer).priceRose(change)
        case .cardExpires(let card, let expires, let chargeOn):
            localizer.text(
                .risksReasonCardExpires,
                [
                    "card": .userText(card), "date": .date(chargeOn),
                    "month": .text(localizer.month(expires.firstDay)),
                ])
        case .cancelBySoon(let cancelBy, let chargeOn, let daysLeft):
            localizer.text(
                .risksReasonCancelBySoon,
                [
                    "days_left": .count(daysLeft), "date": .date(cancelBy),
                    "when": .relativeDate(cancelBy, today: today), "charge": .date(chargeOn),
                ])
        case .paymentAboveEstimate(let paid, let estimate, let paidOn):
            localizer.text(
                .risksReasonPaymentAboveEstimate,
                ["paid": .money(paid), "estimate": .money(estimate), "date": .date(paidOn)])
        case .chargedMore(let name, let charged, let amount):
            localizer.text(
                .risksReasonChargedMore,
                [
                    "name": .userText(name), "charged": .money(charged), "amount": .money(amount),
                    // As the reader types an amount: the locale's decimal mark, no grouping.
                    "typed": .text(
                        DecimalText.text(
                            minorUnits: charged.minorUnits, digits: charged.currency.minorDigits
                        ).replacingAll(".", with: localizer.formatter.moneyDecimalSeparator)),
                ])
        }
    }

    /// "cancela como muy tarde el 5 dic 2026 (dentro de 6 días) para evitar el cargo del 5 ene 2027",
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
}

extension Renderer {
    /// `money`, said as an estimate (`≈ 60,00 €`) when `isEstimate`: a bill that varies.
    func estimated(_ money: Money, _ isEstimate: Bool) -> String {
        isEstimate
            ? localizer.text(.estimateApprox, ["amount": .money(money)]) : localizer.money(money)
    }

    /// What a varying plan's charge is taken to be: the mean of how many payments, or the
    /// amount typed while none is recorded.
    func variesLine(_ expense: RecurringExpense, _ payments: [Payment]) -> String {
        let counted = min(
            PaymentLog.estimateWindow, payments.count { $0.amount.currency == expense.currency })
        return counted == 0
            ? localizer.text(.showVariesTyped)
            : localizer.text(.showVariesMean, ["count": .count(counted)])
    }

    /// `show`'s payment lines: what was paid in all per currency, and the last three.
    func paymentLines(_ payments: [Payment]) -> [(MessageKey, String)] {
        guard !payments.isEmpty else { return [] }
        let sums = PaymentSums(payments).lines.map {
            localizer.text(
                .showPaymentsValue, ["count": .count($0.count), "amount": .money($0.amount)])
        }
        let last = PaymentLog.newestFirst(payments).prefix(3).map {
            localizer.text(
                .showPaymentItem, ["amount": .money($0.amount), "date": .date($0.paidOn)])
        }
        return [(.showPayments, localizer.list(sums)), (.showLastPayments, localizer.list(last))]
    }

    /// `show`'s line for a plan that ends: "payment 3 of 12" for one set by a number of
    /// payments, else the day of its last charge and how many are left; once it has ended,
    /// the day it ended.
    func endLine(_ progress: PlanProgress) -> (MessageKey, String) {
        if progress.hasEnded { return (.showEndedOn, localizer.date(progress.endsOn)) }
        if let number = progress.nextPaymentNumber, let planned = progress.plannedPayments {
            return (
                .showEndsOn,
                localizer.text(
                    .showPaymentOf,
                    [
                        "date": .date(progress.endsOn), "number": .count(number),
                        "count": .count(planned),
                    ])
            )
        }
        return (
            .showEndsOn,
            localizer.text(
                .showPaymentsLeft,
                ["date": .date(progress.endsOn), "count": .count(progress.paymentsLeft)])
        )
    }
}
