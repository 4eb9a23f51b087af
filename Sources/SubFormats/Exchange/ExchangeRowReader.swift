import FoundationEssentials
import SubDomain
import SubJSON
import SubRecords

/// Turns one row of an import (field name → text) into an expense, collecting every
/// problem of the row instead of stopping at the first.
enum ExchangeRowReader {
    /// One row as the file gave it.
    struct Cells: Equatable {
        /// The text of each field that is present (an empty CSV cell or a JSON `null` is not).
        var text: [ExchangeField: String] = [:]
        /// Fields present with the wrong JSON type (`"amount_minor": true`), as they were
        /// written; the row reports them instead of reading them.
        var wronglyTyped: [ExchangeField: String] = [:]
        /// The decimal mark of the amount when it is a decimal number (CSV's `amount`);
        /// `nil` when it is a whole number of minor units (JSON, older CSV's `amount_minor`).
        var amountDecimalMark: Character?
        /// Whether no amount of the file showed that mark, so the delimiter chose it: an
        /// amount whose value depends on the choice is then refused, naming both readings.
        var amountDecimalMarkIsGuessed = false
        /// A JSON row's `payments` as written (CSV carries none): read once the row's id is
        /// known (`ExchangePayment`).
        var payments: JSONValue?
    }

    /// One row once read: the expense when every field is right, else what is wrong.
    struct ReadRow: Sendable {
        /// Numbered from 1, as the problems name it.
        let number: Int
        /// The id the row gives, when it is readable (to find duplicates of broken rows too).
        let id: UUID?
        let expense: RecurringExpense?
        let problems: [ExchangeError.Problem]
        /// The row's payments, of `expense`, oldest first as the file lists them.
        var payments: [Payment] = []
    }

    /// - Parameter vocabulary: the words periods, notices, statuses and dates may be written
    ///   in, beyond their identifiers.
    static func read(_ cells: Cells, number: Int, vocabulary: CSVVocabulary = .identifiers)
        -> ReadRow
    {
        var problems: [ExchangeError.Problem] = []

        func present(_ field: ExchangeField) -> String? {
            if let written = cells.wronglyTyped[field] {
                problems.append(.invalidValue(field, written))
                return nil
            }
            return cells.text[field]
        }
        func required<T>(_ field: ExchangeField, _ read: (String) -> T?) -> T? {
            guard cells.wronglyTyped[field] != nil || cells.text[field] != nil else {
                problems.append(.missingField(field))
                return nil
            }
            return optional(field, read) ?? nil
        }
        /// `.some(nil)` for an absent field, `nil` for a wrong one.
        func optional<T>(_ field: ExchangeField, _ read: (String) -> T?) -> T?? {
            if cells.wronglyTyped[field] != nil {
                _ = present(field)
                return nil
            }
            guard let text = cells.text[field] else { return .some(nil) }
            guard let value = read(text) else {
                problems.append(.invalidValue(field, text))
                return nil
            }
            return .some(value)
        }

        let id = optional(.id) { UUID(uuidString: $0) }
        let name = required(.name) { $0 }
        // The currency's decimals, when it reads; its problems are reported below, in order.
        let readCurrency = cells.text[.currency].flatMap { try? CurrencyCode($0) }
        let digits = readCurrency?.minorDigits ?? 2
        var amount: Int64?
        if cells.amountDecimalMarkIsGuessed, let text = cells.text[.amountMinor],
            let mark = cells.amountDecimalMark, let readCurrency,
            let readings = CSVDecimalMark.readings(of: text, guessed: mark, digits: digits)
        {
            problems.append(
                .ambiguousAmount(
                    text, decimals: Money(minorUnits: readings.decimals, currency: readCurrency),
                    whole: Money(minorUnits: readings.whole, currency: readCurrency)))
        } else {
            amount = required(.amountMinor) { text in
                guard let mark = cells.amountDecimalMark else {
                    return Int64(text.trimmingSpaces())
                }
                return CSVDecimalMark.minorUnits(text, mark: mark, digits: digits)
            }
        }
        var currency: CurrencyCode?
        if let code = required(.currency, { $0 }) {
            do throws(DomainError) {
                currency = try CurrencyCode(code)
            } catch {
                problems.append(.rule(error))
            }
        }
        let period = required(.period, vocabulary.period)
        let nextCharge = required(.nextCharge, vocabulary.date)
        let trialEnds = optional(.trialEnds, vocabulary.date)
        let status = optional(.status, vocabulary.status)
        let archivedOn = optional(.archivedOn, vocabulary.date)
        let parentID = optional(.parentID) { UUID(uuidString: $0) }
        let groupMode = optional(.groupMode) {
            GroupTotalMode(rawValue: vocabulary.identifier(.groupMode, $0))
        }
        let sharedWith = optional(.sharedWith) { Int($0.trimmingSpaces()) }
        let category = present(.category).map { vocabulary.identifier(.category, $0) }
        let brandSlug = present(.brandSlug)
        let lastConfirmed = optional(.lastConfirmed, vocabulary.date)
        let notes = present(.notes)
        let createdOn = optional(.createdOn, vocabulary.date)
        let archivedWithGroup = optional(.archivedWithGroup) {
            flag(vocabulary.identifier(.archivedWithGroup, $0))
        }
        // The domain checks the day against the next charge (invalidAnchorDay).
        let anchorDay = optional(.anchorDay) { Int($0.trimmingSpaces()) }
        let notice = optional(.noticePeriod, vocabulary.notice)
        let paidBy = present(.paidBy)
        let paidWith = present(.paidWith)
        // A spreadsheet may have put spaces after the commas.
        let reminderOffsets = optional(.reminderOffsets) {
            ReminderSchedule.offsets(identifier: $0.filter { $0 != " " }.lowercased())
        }
        let varies = optional(.varies) { flag(vocabulary.identifier(.varies, $0)) }
        let endsOn = optional(.endsOn) { text in
            vocabulary.date(text).flatMap { ReadableRow.acceptsDate($0) ? $0 : nil }
        }
        var plannedPayments = optional(.plannedPayments) { text in
            Int(text.trimmingSpaces()).flatMap { ReadableRow.acceptsPlannedPayments($0) ? $0 : nil }
        }
        // A count of payments is how a plan that ends was told to end: without its last
        // charge it says nothing.
        if let count = plannedPayments ?? nil, (endsOn ?? nil) == nil {
            problems.append(.invalidValue(.plannedPayments, String(count)))
            plannedPayments = nil
        }
        let rowID = (id ?? nil) ?? UUID()
        var payments: [Payment] = []
        switch cells.payments {
        case nil, .null?: break
        case .array(let entries)?:
            for (index, entry) in entries.enumerated() {
                switch ExchangePayment.read(entry, number: index + 1, expenseID: rowID) {
                case .payment(let payment): payments.append(payment)
                case .problem(let problem): problems.append(problem)
                }
            }
        case let other?:
            problems.append(
                .invalidPayment(
                    number: nil, member: ExchangePayment.key,
                    value: ExpenseExchange.quoted(other)))
        }

        problems += ruleProblems(
            name: name,
            amount: amount.map { Money(minorUnits: $0, currency: currency ?? .eur) },
            groupMode: groupMode ?? nil, sharedWith: sharedWith ?? nil, paidBy: paidBy,
            paidWith: paidWith)

        guard problems.isEmpty, let name, let amount, let currency, let period, let nextCharge
        else { return ReadRow(number: number, id: id ?? nil, expense: nil, problems: problems) }
        let resolvedStatus = (status ?? nil) ?? .active
        let expense = RecurringExpense(
            id: rowID, name: name,
            amount: Money(minorUnits: amount, currency: currency), period: period,
            nextCharge: nextCharge, anchorDay: anchorDay ?? nil, trialEnds: trialEnds ?? nil,
            status: resolvedStatus,
            archivedOn: resolvedStatus == .archived ? ((archivedOn ?? nil) ?? nextCharge) : nil,
            archivedWithGroup: (archivedWithGroup ?? nil) ?? false,
            parentID: parentID ?? nil, groupMode: groupMode ?? nil,
            sharedWith: (sharedWith ?? nil) ?? 1, category: category, brandSlug: brandSlug,
            lastConfirmed: lastConfirmed ?? nil, notes: notes, manageURL: present(.manageURL),
            createdOn: (createdOn ?? nil) ?? nextCharge, noticePeriod: notice ?? nil,
            paidBy: paidBy,
            reminderOffsets: reminderOffsets ?? nil, paidWith: paidWith,
            varies: (varies ?? nil) ?? false, endsOn: endsOn ?? nil,
            plannedPayments: plannedPayments ?? nil)
        return ReadRow(
            number: number, id: id ?? nil, expense: expense, problems: [], payments: payments)
    }

    /// The domain rules that concern one field alone, for each field that could be read.
    ///
    /// The domain is asked, not copied: each field in turn is put into an expense that is
    /// valid in every other respect and checked as `add` checks it in an empty ledger
    /// (`ExpenseLedger.checkAlone`). So a row's blank name and its zero amount are reported
    /// together, even when another field of the row cannot be read at all, and a limit
    /// changed in the domain is a limit changed here. Rules between rows (groups, duplicate
    /// ids) are `merge`'s.
    private static func ruleProblems(
        name: String?, amount: Money?, groupMode: GroupTotalMode?, sharedWith: Int?,
        paidBy: String?, paidWith: String?
    ) -> [ExchangeError.Problem] {
        var changes: [(inout RecurringExpense) -> Void] = []
        if let name { changes.append { $0.name = name } }
        if let amount {
            // An automatic group may sum to zero; the group mode decides which rule applies.
            changes.append {
                $0.amount = amount
                $0.groupMode = groupMode
            }
        }
        if let sharedWith { changes.append { $0.sharedWith = sharedWith } }
        if let paidBy { changes.append { $0.paidBy = paidBy } }
        if let paidWith { changes.append { $0.paidWith = paidWith } }
        return changes.compactMap { change -> ExchangeError.Problem? in
            var probe = probeTemplate
            change(&probe)
            do throws(DomainError) {
                try ExpenseLedger.checkAlone(probe)
                return nil
            } catch {
                return .rule(error)
            }
        }
    }

    /// A valid expense, changed one field at a time by `ruleProblems`.
    private static let probeTemplate: RecurringExpense = {
        let day = CivilDate(iso: "2000-01-01")!
        return RecurringExpense(
            name: "probe", amount: Money(minorUnits: 1, currency: .eur), period: .monthly,
            nextCharge: day, createdOn: day)
    }()

    /// `true` or `false`, as written; `1` and `0` as a spreadsheet may rewrite them.
    private static func flag(_ text: String) -> Bool? {
        switch text.trimmingSpaces().lowercased() {
        case "true", "1": true
        case "false", "0": false
        default: nil
        }
    }
}
