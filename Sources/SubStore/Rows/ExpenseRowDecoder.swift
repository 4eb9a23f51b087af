import FoundationEssentials
import SubDomain
import SubRecords

/// Turns rows of `ExpenseColumns.selectAll` back into expenses, fast and without trusting them.
///
/// Loading ten thousand rows must take milliseconds, so ids and dates are parsed straight from
/// SQLite's bytes (no intermediate `String`), and currencies and periods, which repeat, are
/// parsed once per distinct text. Every value is validated: a damaged row becomes
/// `StoreError.corruptRow`, never a crash or a silently wrong expense.
struct ExpenseRowDecoder {
    let path: String
    private var currencies: [(bytes: [UInt8], value: CurrencyCode)] = []
    private var periods: [(bytes: [UInt8], value: Period)] = []

    init(path: String) {
        self.path = path
    }

    /// The current row of `statement` as (position, expense).
    mutating func decode(_ statement: SQLiteConnection.Statement) throws(StoreError)
        -> (position: Int64, expense: RecurringExpense)
    {
        // Column numbers follow ExpenseColumns.selectAll: position, then `names`.
        guard let id = statement.withUTF8(1, TextParsing.uuid) ?? nil else {
            throw corrupt(statement, "id")
        }
        // The id's text is built only for an error report: formatting a UUID for every row
        // would cost more than decoding the rest of it.
        let idText = LazyIDText(id: id)
        guard statement.isInteger(0) else { throw corrupt(idText, "position") }
        let position = statement.int64(0)
        guard let name = statement.text(2) else { throw corrupt(idText, "name") }
        guard statement.isInteger(3) else { throw corrupt(idText, "amount_minor") }
        let amountMinor = statement.int64(3)
        guard let currency = cachedCurrency(statement, column: 4) else {
            throw corrupt(idText, "currency")
        }
        guard let period = cachedPeriod(statement, column: 5) else {
            throw corrupt(idText, "period")
        }
        guard let nextCharge = statement.withUTF8(6, TextParsing.date) ?? nil else {
            throw corrupt(idText, "next_charge")
        }
        let trialEnds = try optionalDate(statement, 7, idText, "trial_ends")
        guard let statusText = statement.text(8),
            let status = RecurringExpense.Status(rawValue: statusText)
        else { throw corrupt(idText, "status") }
        let archivedOn = try optionalDate(statement, 9, idText, "archived_on")
        var parentID: UUID?
        if !statement.isNull(10) {
            guard let parsed = statement.withUTF8(10, TextParsing.uuid) ?? nil else {
                throw corrupt(idText, "parent_id")
            }
            parentID = parsed
        }
        var groupMode: GroupTotalMode?
        if let modeText = statement.text(11) {
            guard let mode = GroupTotalMode(rawValue: modeText) else {
                throw corrupt(idText, "group_mode")
            }
            groupMode = mode
        }
        guard statement.isInteger(12), let sharedWith = Int(exactly: statement.int64(12)),
            sharedWith >= 1
        else { throw corrupt(idText, "shared_with") }
        let lastConfirmed = try optionalDate(statement, 15, idText, "last_confirmed")
        guard let createdOn = statement.withUTF8(17, TextParsing.date) ?? nil else {
            throw corrupt(idText, "created_on")
        }
        guard statement.isInteger(18), (0...1).contains(statement.int64(18)) else {
            throw corrupt(idText, "archived_with_group")
        }
        guard statement.isInteger(19), let anchorDay = Int(exactly: statement.int64(19)),
            (1...31).contains(anchorDay)
        else { throw corrupt(idText, "anchor_day") }
        var notice: NoticePeriod?
        if let text = statement.text(21) {
            guard let read = NoticePeriod(identifier: text) else {
                throw corrupt(idText, "notice_period")
            }
            notice = read
        }
        var reminderOffsets: [Int]?
        if let text = statement.text(23) {
            guard let read = ReminderSchedule.offsets(identifier: text) else {
                throw corrupt(idText, "reminder_offsets")
            }
            reminderOffsets = read
        }
        guard statement.isInteger(24), (0...1).contains(statement.int64(24)) else {
            throw corrupt(idText, "varies")
        }
        let endsOn = try optionalDate(statement, 25, idText, "ends_on")
        var plannedPayments: Int?
        if !statement.isNull(26) {
            guard statement.isInteger(26), let count = Int(exactly: statement.int64(26)),
                ReadableRow.acceptsPlannedPayments(count)
            else { throw corrupt(idText, "planned_payments") }
            plannedPayments = count
        }
        let expense = RecurringExpense(
            id: id, name: name, amount: Money(minorUnits: amountMinor, currency: currency),
            period: period, nextCharge: nextCharge, anchorDay: anchorDay, trialEnds: trialEnds,
            status: status,
            archivedOn: archivedOn, archivedWithGroup: statement.int64(18) == 1,
            parentID: parentID, groupMode: groupMode,
            sharedWith: sharedWith, category: statement.text(13), brandSlug: statement.text(14),
            lastConfirmed: lastConfirmed, notes: statement.text(16),
            manageURL: statement.text(20), createdOn: createdOn, noticePeriod: notice,
            paidBy: statement.text(22), reminderOffsets: reminderOffsets,
            paidWith: statement.text(27), varies: statement.int64(24) == 1, endsOn: endsOn,
            plannedPayments: plannedPayments)
        return (position, expense)
    }

    /// An expense id whose text is made only when a column of its row turns out corrupt.
    private struct LazyIDText {
        let id: UUID
        var text: String { id.uuidString }
    }

    private func optionalDate(
        _ statement: SQLiteConnection.Statement, _ column: Int32, _ id: LazyIDText, _ name: String
    ) throws(StoreError) -> CivilDate? {
        if statement.isNull(column) { return nil }
        guard let date = statement.withUTF8(column, TextParsing.date) ?? nil else {
            throw corrupt(id, name)
        }
        return date
    }

    private mutating func cachedCurrency(_ statement: SQLiteConnection.Statement, column: Int32)
        -> CurrencyCode?
    {
        let cache = currencies
        let found: CurrencyCode?? = statement.withUTF8(column) { bytes in
            if let hit = cache.first(where: { $0.bytes.elementsEqual(bytes) }) { return hit.value }
            return nil
        }
        guard let found else { return nil }  // NULL
        if let found { return found }
        guard let text = statement.text(column), text.utf8.count == 3,
            text == text.uppercased(), let code = try? CurrencyCode(text)
        else { return nil }
        currencies.append((Array(text.utf8), code))
        return code
    }

    mutating func cachedPeriod(_ statement: SQLiteConnection.Statement, column: Int32)
        -> Period?
    {
        let cache = periods
        let found: Period?? = statement.withUTF8(column) { bytes in
            if let hit = cache.first(where: { $0.bytes.elementsEqual(bytes) }) { return hit.value }
            return nil
        }
        guard let found else { return nil }
        if let found { return found }
        guard let text = statement.text(column), let period = Period(identifier: text),
            period.identifier == text
        else { return nil }
        periods.append((Array(text.utf8), period))
        return period
    }

    private func corrupt(_ statement: SQLiteConnection.Statement, _ column: String) -> StoreError {
        .corruptRow(path: path, id: statement.text(1) ?? "", column: column)
    }

    private func corrupt(_ id: LazyIDText, _ column: String) -> StoreError {
        .corruptRow(path: path, id: id.text, column: column)
    }
}
