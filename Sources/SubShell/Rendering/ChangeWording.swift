import FoundationEssentials
import SubDomain
import SubLocalization
import SubRecords

/// Words for what history recorded and what an undo put back, and for an undo's refusal
/// (a price's movement is `PriceWording`'s): all from the catalogs, values formatted by the locale (money, dates,
/// periods), names sanitized.
struct ChangeWording {
    let localizer: Localizer

    // MARK: History

    /// `history`: a heading per change ("Cambio 12 · 29 nov 2026, 09:14"), then one line per
    /// expense it touched and per setting.
    func history(
        _ changes: [HistoryChange], subject: RecurringExpense?, ledger: ExpenseLedger
    ) -> [String] {
        guard !changes.isEmpty else {
            if let subject {
                return [localizer.text(.historyNoneFor, ["name": .userText(subject.name)])]
            }
            return [localizer.text(.historyNone)]
        }
        let names = Self.names(in: changes, ledger: ledger)
        let currencies = Self.currencies(in: changes)
        var lines: [String] = []
        for change in changes {
            lines.append(
                localizer.text(
                    .historyHeading,
                    ["id": .text(String(change.changeID)), "when": .text(when(change.changedAt))]))
            for unit in Self.units(of: change) {
                let currency = unit.currency(ledger: ledger, known: currencies)
                for line in words(for: unit, names: names, currency: currency) {
                    lines.append("  " + line)
                }
            }
        }
        return lines
    }

    /// "29 nov 2026, 09:14" in the local time zone (TZ), from a history time in UTC.
    func when(_ timestamp: String) -> String {
        let characters = Array(timestamp)
        guard characters.count >= 19, let day = CivilDate(iso: String(characters[0..<10])),
            let hours = Int(String(characters[11..<13])),
            let minutes = Int(String(characters[14..<16])),
            let seconds = Int(String(characters[17..<19]))
        else { return TerminalSanitizer.clean(timestamp) }
        let instant = Date(
            timeIntervalSince1970: TimeInterval(day.daysSinceEpoch) * 86_400
                + TimeInterval(hours * 3600 + minutes * 60 + seconds))
        guard let local = LocalCalendar.wallTime(of: instant) else {
            return TerminalSanitizer.clean(timestamp)
        }
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return localizer.date(local.day) + ", " + two(local.hour) + ":" + two(local.minute)
    }

    private func words(for unit: ChangeUnit, names: [UUID: String], currency: CurrencyCode?)
        -> [String]
    {
        switch unit.kind {
        case .ledger:
            return unit.entries.map { entry in
                if entry.field == PaymentHistoryValue.field {
                    return paymentWords(entry, names: names)
                }
                return localizer.text(
                    .historyKillCount,
                    [
                        "old": .text(entry.oldValue ?? "0"),
                        "new": .count(Int(entry.newValue ?? "") ?? 0),
                    ])
            }
        case .setting:
            return unit.entries.map { entry in
                localizer.text(
                    .historySetting,
                    [
                        "setting": .text(settingName(entry.field)),
                        "old": .text(settingValue(entry.field, entry.oldValue)),
                        "new": .text(settingValue(entry.field, entry.newValue)),
                    ])
            }
        default:
            break
        }
        let name = unit.expenseID.flatMap { names[$0] } ?? "?"
        let values = unit.values
        switch unit.kind {
        case .insert:
            let period = values.new[ExpenseColumn.period.rawValue].flatMap { $0 }
                .flatMap(Period.init(identifier:))
            return [
                localizer.text(
                    .historyAdded,
                    [
                        "name": .userText(name),
                        "amount": .text(
                            value(
                                .amountMinor, values.new[ExpenseColumn.amountMinor.rawValue] ?? nil,
                                currency: currency)),
                        "period": .text(period.map(localizer.period) ?? ""),
                    ])
            ]
        case .delete:
            return [localizer.text(.historyDeleted, ["name": .userText(name)])]
        default:
            break
        }
        var lines: [String] = []
        if unit.kind == .archive {
            lines.append(localizer.text(.historyArchived, ["name": .userText(name)]))
        }
        if unit.kind == .restore {
            lines.append(localizer.text(.historyRestored, ["name": .userText(name)]))
        }
        for entry in unit.entries where Self.isWorded(entry.column, kind: unit.kind) {
            switch entry.column {
            case .name?:
                lines.append(
                    localizer.text(
                        .historyRenamed,
                        [
                            "old": .userText(entry.oldValue ?? ""),
                            "new": .userText(entry.newValue ?? ""),
                        ]))
            case .parentID?:
                if let old = entry.oldValue.flatMap(UUID.init(uuidString:)) {
                    lines.append(
                        localizer.text(
                            .historyLeftGroup,
                            ["name": .userText(name), "group": .userText(names[old] ?? "?")]))
                }
                if let new = entry.newValue.flatMap(UUID.init(uuidString:)) {
                    lines.append(
                        localizer.text(
                            .historyJoinedGroup,
                            ["name": .userText(name), "group": .userText(names[new] ?? "?")]))
                }
            default:
                let oldCurrency =
                    values.old[ExpenseColumn.currency.rawValue].flatMap { $0 }
                    .flatMap { try? CurrencyCode($0) }
                    ?? currency
                lines.append(
                    localizer.text(
                        .historyField,
                        [
                            "name": .userText(name), "field": .text(fieldName(entry.field)),
                            "old": .text(
                                value(entry.column, entry.oldValue, currency: oldCurrency)),
                            "new": .text(value(entry.column, entry.newValue, currency: currency)),
                        ]))
            }
        }
        return lines
    }

    /// Columns that follow from another one and would only repeat it in words.
    private static func isWorded(_ column: ExpenseColumn?, kind: HistoryEntry.Kind) -> Bool {
        switch column {
        case .id?, .anchorDay?, .archivedOn?, .archivedWithGroup?, .createdOn?: false
        case .status?: kind != .archive && kind != .restore
        default: true
        }
    }

    // MARK: Undo

    /// `undo`: "Deshechos 2 cambios:" then what each expense and setting went back to.
    func undone(_ report: UndoReport, ledger: ExpenseLedger) -> [String] {
        [localizer.text(.undoHeading, ["count": .count(report.changes.count)])]
            + reverted(report, ledger: ledger, would: false).map { "  " + $0 }
    }

    /// What an undo would do, said before asking.
    func preview(_ report: UndoReport, ledger: ExpenseLedger) -> [String] {
        [localizer.text(.undoPreview, ["count": .count(report.changes.count)])]
            + reverted(report, ledger: ledger, would: true).map { "  " + $0 }
    }

    /// The payments an undo takes back or records again, per plan in the order first met: a
    /// plan's one payment with its amount and day, several (a statement's) by their count.
    private func paymentLines(
        _ payments: [Payment], names: [UUID: String], one: MessageKey, many: MessageKey
    ) -> [String] {
        var order: [UUID] = []
        var byPlan: [UUID: [Payment]] = [:]
        for payment in payments {
            if byPlan[payment.expenseID] == nil { order.append(payment.expenseID) }
            byPlan[payment.expenseID, default: []].append(payment)
        }
        return order.map { plan in
            let paid = byPlan[plan] ?? []
            let name = MessageArgument.userText(names[plan] ?? "")
            guard paid.count == 1, let payment = paid.first else {
                return localizer.text(many, ["name": name, "count": .count(paid.count)])
            }
            return localizer.text(
                one,
                [
                    "name": name, "amount": .text(localizer.money(payment.amount)),
                    "date": .text(localizer.date(payment.paidOn)),
                ])
        }
    }

    /// What an undo did, or (`would`) what it would do: a preview is said in the
    /// conditional ("Netflix se borraría"), never as if done ("borrada de nuevo").
    private func reverted(_ report: UndoReport, ledger: ExpenseLedger, would: Bool) -> [String] {
        let pick = { (done: MessageKey, conditional: MessageKey) in would ? conditional : done }
        var lines: [String] = []
        var names: [UUID: String] = [:]
        for expense in ledger.expenses { names[expense.id] = expense.name }
        for reversion in report.expenses {
            for expense in [reversion.before, reversion.after].compactMap({ $0 }) {
                names[expense.id] = names[expense.id] ?? expense.name
            }
        }
        for reversion in report.expenses {
            lines += words(for: reversion, names: names, would: would)
        }
        if let kills = report.killCount {
            lines.append(
                localizer.text(
                    pick(.undoKillCount, .undoWouldKillCount), ["count": .count(kills.after)]))
        }
        lines += paymentLines(
            report.paymentsRemoved, names: names,
            one: pick(.undoPaymentRemoved, .undoWouldPaymentRemoved),
            many: pick(.undoPaymentsRemoved, .undoWouldPaymentsRemoved))
        lines += paymentLines(
            report.paymentsRestored, names: names,
            one: pick(.undoPaymentRestored, .undoWouldPaymentRestored),
            many: pick(.undoPaymentsRestored, .undoWouldPaymentsRestored))
        for setting in report.settings {
            lines.append(
                localizer.text(
                    pick(.undoSetting, .undoWouldSetting),
                    [
                        "setting": .text(settingName(setting.key)),
                        "value": .text(settingValue(setting.key, setting.after)),
                    ]))
        }
        if lines.isEmpty { lines.append(localizer.text(.undoNoEffect)) }
        return lines
    }

    private func words(
        for reversion: UndoReport.ExpenseReversion, names: [UUID: String], would: Bool
    ) -> [String] {
        let pick = { (done: MessageKey, conditional: MessageKey) in would ? conditional : done }
        switch (reversion.before, reversion.after) {
        case (let before?, nil):
            let key = pick(.undoRemoved, .undoWouldRemoved)
            return [localizer.text(key, ["name": .userText(before.name)])]
        case (nil, let after?):
            return [
                localizer.text(
                    pick(.undoRecreated, .undoWouldRecreated), ["name": .userText(after.name)])
            ]
        case (let before?, let after?):
            var lines: [String] = []
            let name = after.name
            if before.name != after.name {
                lines.append(
                    localizer.text(
                        pick(.undoRenamed, .undoWouldRenamed),
                        ["old": .userText(before.name), "new": .userText(after.name)]))
            }
            if before.status != after.status {
                lines.append(
                    localizer.text(
                        after.isActive
                            ? pick(.undoRestored, .undoWouldRestored)
                            : pick(.undoArchived, .undoWouldArchived), ["name": .userText(name)]))
            }
            if before.amount != after.amount {
                lines.append(
                    localizer.text(
                        pick(.undoAmount, .undoWouldAmount),
                        ["name": .userText(name), "amount": .money(after.amount)]))
            }
            if before.parentID != after.parentID {
                if let group = after.parentID {
                    lines.append(
                        localizer.text(
                            pick(.undoJoinedGroup, .undoWouldJoinedGroup),
                            ["name": .userText(name), "group": .userText(names[group] ?? "?")]))
                } else if let group = before.parentID {
                    lines.append(
                        localizer.text(
                            pick(.undoLeftGroup, .undoWouldLeftGroup),
                            ["name": .userText(name), "group": .userText(names[group] ?? "?")]))
                }
            }
            let old = Self.columns(before)
            for (index, (column, value)) in Self.columns(after).enumerated()
            where old[index].1 != value && Self.isWorded(column, kind: .update)
                && ![.name, .status, .amountMinor, .currency, .parentID].contains(column)
            {
                let field = fieldName(column.rawValue)
                // A confirmation taken back leaves the day the plan was added as the last
                // one it was known to be wanted (what `show` says); any other field taken
                // back to nothing is said so, never as "(none)".
                let shown =
                    column == .lastConfirmed && value == nil
                    ? localizer.date(after.confirmedOn)
                    : value.map { self.value(column, $0, currency: after.currency) }
                guard let shown else {
                    lines.append(
                        localizer.text(
                            pick(.undoFieldCleared, .undoWouldFieldCleared),
                            ["name": .userText(name), "field": .text(field)]))
                    continue
                }
                lines.append(
                    localizer.text(
                        pick(.undoField, .undoWouldField),
                        ["name": .userText(name), "field": .text(field), "value": .text(shown)]))
            }
            return lines
        case (nil, nil):
            return []
        }
    }

    /// An expense's fields as stored text, in column order.
    private static func columns(_ expense: RecurringExpense) -> [(ExpenseColumn, String?)] {
        Array(
            zip(
                ExpenseColumn.allCases,
                ExpenseColumns.values(of: expense).map(ExpenseColumns.historyText)))
    }

    /// Each expense's name: from the ledger when it still exists, else the newest name
    /// history holds for it (a deleted one's row keeps it).
    static func names(in changes: [HistoryChange], ledger: ExpenseLedger) -> [UUID: String] {
        var names: [UUID: String] = [:]
        for change in changes.reversed() {
            for entry in change.entries where entry.column == .name {
                guard let id = entry.expenseID, let name = entry.newValue ?? entry.oldValue
                else { continue }
                names[id] = name
            }
        }
        for expense in ledger.expenses { names[expense.id] = expense.name }
        return names
    }

    /// Each expense's newest currency in history, for amounts of expenses deleted since.
    static func currencies(in changes: [HistoryChange]) -> [UUID: CurrencyCode] {
        var currencies: [UUID: CurrencyCode] = [:]
        for change in changes.reversed() {
            for entry in change.entries where entry.column == .currency {
                guard let id = entry.expenseID,
                    let code = (entry.newValue ?? entry.oldValue).flatMap({ try? CurrencyCode($0) })
                else { continue }
                currencies[id] = code
            }
        }
        return currencies
    }

    /// A change's entries, one unit per expense (and per setting or ledger kind).
    static func units(of change: HistoryChange) -> [ChangeUnit] {
        var units: [ChangeUnit] = []
        for entry in change.entries {
            if let index = units.firstIndex(where: {
                $0.expenseID == entry.expenseID && $0.kind == entry.kind
            }) {
                units[index].entries.append(entry)
            } else {
                units.append(
                    ChangeUnit(expenseID: entry.expenseID, kind: entry.kind, entries: [entry]))
            }
        }
        return units
    }

    // MARK: Refusals

    func refusal(_ refusal: UndoRefusal) -> String {
        switch refusal {
        case .nothingToUndo:
            return localizer.text(.failureUndoNothing)
        case .notEnoughHistory(let requested, let available):
            return localizer.text(
                .failureUndoNotEnough,
                ["available": .count(available), "requested": .text(String(requested))])
        case .changedElsewhere(let name, let field):
            if name.isEmpty {
                return localizer.text(
                    .failureUndoSettingElsewhere, ["setting": .text(settingName(field))])
            }
            if field == "*" {
                return localizer.text(.failureUndoRowElsewhere, ["name": .userText(name)])
            }
            return localizer.text(
                .failureUndoChangedElsewhere,
                ["name": .userText(name), "field": .text(fieldName(field))])
        case .unknownField(let field):
            return localizer.text(.failureUndoUnknownField, ["field": .userText(field)])
        }
    }

    /// A payment recorded or taken back, with its plan's name.
    private func paymentWords(_ entry: HistoryEntry, names: [UUID: String]) -> String {
        let recorded = entry.newValue != nil
        guard let payment = (entry.newValue ?? entry.oldValue).flatMap(PaymentHistoryValue.payment)
        else { return TerminalSanitizer.clean(entry.newValue ?? entry.oldValue ?? "") }
        let name = names[payment.expenseID] ?? localizer.text(.historyEmpty)
        return localizer.text(
            recorded ? .historyPaymentRecorded : .historyPaymentRemoved,
            [
                "name": .userText(name), "amount": .text(localizer.money(payment.amount)),
                "date": .text(localizer.date(payment.paidOn)),
            ])
    }

    // MARK: Values

    /// A column's name in words; a column this program does not know keeps its own name.
    func fieldName(_ column: String) -> String {
        let key: MessageKey? =
            switch ExpenseColumn(rawValue: column) {
            case .name?: .historyFieldsName
            case .amountMinor?: .historyFieldsAmountMinor
            case .currency?: .historyFieldsCurrency
            case .period?: .historyFieldsPeriod
            case .nextCharge?: .historyFieldsNextCharge
            case .trialEnds?: .historyFieldsTrialEnds
            case .status?: .historyFieldsStatus
            case .archivedOn?: .historyFieldsArchivedOn
            case .parentID?: .historyFieldsParentID
            case .groupMode?: .historyFieldsGroupMode
            case .sharedWith?: .historyFieldsSharedWith
            case .category?: .historyFieldsCategory
            case .brandSlug?: .historyFieldsBrandSlug
            case .lastConfirmed?: .historyFieldsLastConfirmed
            case .notes?: .historyFieldsNotes
            case .createdOn?: .historyFieldsCreatedOn
            case .archivedWithGroup?: .historyFieldsArchivedWithGroup
            case .anchorDay?: .historyFieldsAnchorDay
            case .manageURL?: .historyFieldsManageURL
            case .noticePeriod?: .historyFieldsNoticePeriod
            case .paidBy?: .historyFieldsPaidBy
            case .reminderOffsets?: .historyFieldsReminderOffsets
            case .paidWith?: .historyFieldsPaidWith
            case .varies?: .historyFieldsVaries
            case .endsOn?: .historyFieldsEndsOn
            case .plannedPayments?: .historyFieldsPlannedPayments
            case .id?, nil: nil
            }
        return key.map { localizer.text($0) } ?? column
    }

    /// A column's stored text in words: money by the locale, dates, periods, statuses.
    func value(_ column: ExpenseColumn?, _ text: String?, currency: CurrencyCode?) -> String {
        guard let text else { return localizer.text(.historyEmpty) }
        switch column {
        case .amountMinor?:
            guard let minor = Int64(text), let currency else {
                return TerminalSanitizer.clean(text)
            }
            return localizer.money(Money(minorUnits: minor, currency: currency))
        case .period?:
            return Period(identifier: text).map(localizer.period) ?? TerminalSanitizer.clean(text)
        case .status?:
            return localizer.text(text == "archived" ? .statusArchived : .statusActive)
        case .archivedWithGroup?, .varies?:
            return localizer.text(text == "1" ? .historyYes : .historyNo)
        case .category?:
            return CategoryWording.name(text, localizer: localizer)
        case .noticePeriod?:
            return NoticePeriod(identifier: text).map(localizer.notice)
                ?? TerminalSanitizer.clean(text)
        case .reminderOffsets?:
            // A plan's own offsets read like the profile's: "off" is none.
            return settingValue(SettingKey.reminderOffsets.rawValue, text == "off" ? "" : text)
        default:
            if let date = CivilDate(iso: text), text.count == 10 { return localizer.date(date) }
            return TerminalSanitizer.clean(text)
        }
    }

    func settingName(_ key: String) -> String {
        switch SettingKey(rawValue: key) {
        case .reminderOffsets?: localizer.text(.historySettingsReminderOffsets)
        case .preferredLanguage?: localizer.text(.historySettingsPreferredLanguage)
        default: localizer.text(.historySettingsOther, ["key": .userText(key)])
        }
    }

    func settingValue(_ key: String, _ text: String?) -> String {
        guard let text else { return localizer.text(.historyEmpty) }
        guard SettingKey(rawValue: key) == .reminderOffsets else {
            return TerminalSanitizer.clean(text)
        }
        let days = text.split(separator: ",").compactMap { Int($0) }
        guard !days.isEmpty else { return localizer.text(.historyRemindersOff) }
        return localizer.text(
            .historyReminderDays,
            ["count": .count(days.max() ?? 0), "days": .list(days.map { localizer.count($0) })])
    }
}
