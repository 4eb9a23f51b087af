import FoundationEssentials
import SubDomain

/// An expense as the text of its columns, by column name: the form a row takes on the way to
/// and from the household's server, and the unit conflicts are found in (one field = one
/// column). The names are the local table's synced columns (`ExpenseColumns.syncedNames`),
/// which the server's `expenses` table shares; a local-only column (the card a plan is paid
/// with) is not part of it, so no push carries it and no pull can clear it.
public struct ExpenseRecord: Hashable, Sendable {
    /// Every column, in a fixed order; `values[i]` belongs to `fieldNames[i]`.
    public static let fieldNames: [String] = ExpenseColumns.syncedNames

    /// Column text in `fieldNames` order; `nil` is SQL NULL. Booleans are `true`/`false`,
    /// numbers decimal, dates ISO, ids upper-case UUIDs.
    public private(set) var values: [String?]

    public init(_ expense: RecurringExpense) {
        values = ExpenseColumns.values(of: expense).prefix(Self.fieldNames.count).enumerated().map {
            index, value in
            // archived_with_group is 0/1 in SQLite and a boolean on the server.
            if Self.fieldNames[index] == ExpenseColumn.archivedWithGroup.rawValue
                || Self.fieldNames[index] == ExpenseColumn.varies.rawValue
            {
                return ExpenseColumns.historyText(value) == "1" ? "true" : "false"
            }
            return ExpenseColumns.historyText(value)
        }
    }

    /// A record from text read elsewhere (the server, the outbox); `decoded()` validates it.
    public init(values: [String?]) throws(ExpenseRecordError) {
        guard values.count == Self.fieldNames.count else { throw .wrongShape }
        self.values = values
    }

    public subscript(field: String) -> String? {
        guard let index = Self.fieldNames.firstIndex(of: field) else { return nil }
        return values[index]
    }

    public subscript(column: ExpenseColumn) -> String? { self[column.rawValue] }

    /// The fields whose text differs between `self` and `other`.
    public func changedFields(comparedWith other: ExpenseRecord) -> [String] {
        zip(Self.fieldNames, zip(values, other.values)).compactMap { name, pair in
            pair.0 == pair.1 ? nil : name
        }
    }

    /// `self` with `fields` taken from `other`.
    public func replacing(_ fields: [String], from other: ExpenseRecord) -> ExpenseRecord {
        var copy = self
        for field in fields {
            guard let index = Self.fieldNames.firstIndex(of: field) else { continue }
            copy.values[index] = other.values[index]
        }
        return copy
    }

    public var id: UUID? { self["id"].flatMap(UUID.init(uuidString:)) }

    /// The expense, every field held to `ReadableRow`: what passes is a row the local store
    /// keeps; what does not names its first unreadable column. For rows from elsewhere (the
    /// server, the outbox on its way there).
    public func decoded() throws(ExpenseRecordError) -> RecurringExpense {
        try decoded(readable: true)
    }

    /// The expense as this profile's own store once kept it (its history): held only to the
    /// store's table rules, so that undo still restores a row saved before a `ReadableRow`
    /// limit existed.
    package func decodedAsStored() throws(ExpenseRecordError) -> RecurringExpense {
        try decoded(readable: false)
    }

    private func decoded(readable: Bool) throws(ExpenseRecordError) -> RecurringExpense {
        func holds(_ accepted: Bool, _ field: String) throws(ExpenseRecordError) {
            if readable, !accepted { throw .invalid(field: field) }
        }
        func text(_ field: String) throws(ExpenseRecordError) -> String {
            guard let value = self[field] else { throw .invalid(field: field) }
            return value
        }
        func date(_ field: String) throws(ExpenseRecordError) -> CivilDate {
            guard let date = CivilDate(iso: try text(field)) else { throw .invalid(field: field) }
            try holds(ReadableRow.acceptsDate(date), field)
            return date
        }
        func optionalText(_ field: String, _ accepts: (String) -> Bool) throws(ExpenseRecordError)
            -> String?
        {
            guard let value = self[field] else { return nil }
            try holds(accepts(value), field)
            return value
        }
        func optionalDate(_ field: String) throws(ExpenseRecordError) -> CivilDate? {
            guard self[field] != nil else { return nil }
            return try date(field)
        }
        func integer(_ field: String) throws(ExpenseRecordError) -> Int64 {
            guard let number = Int64(try text(field)) else { throw .invalid(field: field) }
            return number
        }
        guard let id = UUID(uuidString: try text("id")) else { throw .invalid(field: "id") }
        let name = try text("name")
        guard !name.trimmingWhitespace().isEmpty else { throw .invalid(field: "name") }
        try holds(ReadableRow.acceptsName(name), "name")
        guard let currency = try? CurrencyCode(try text("currency")) else {
            throw .invalid(field: "currency")
        }
        guard let period = Period(identifier: try text("period")) else {
            throw .invalid(field: "period")
        }
        guard let status = RecurringExpense.Status(rawValue: try text("status")) else {
            throw .invalid(field: "status")
        }
        var parentID: UUID?
        if let parentText = self["parent_id"] {
            guard let parsed = UUID(uuidString: parentText) else {
                throw .invalid(field: "parent_id")
            }
            parentID = parsed
        }
        var groupMode: GroupTotalMode?
        if let modeText = self["group_mode"] {
            guard let mode = GroupTotalMode(rawValue: modeText) else {
                throw .invalid(field: "group_mode")
            }
            groupMode = mode
        }
        let amount = try integer("amount_minor")
        guard amount >= 0 else { throw .invalid(field: "amount_minor") }
        try holds(ReadableRow.acceptsAmount(amount, groupMode: groupMode), "amount_minor")
        let sharedWith = try integer("shared_with")
        guard RecurringExpense.memberLimit.contains(Int(clamping: sharedWith)) else {
            throw .invalid(field: "shared_with")
        }
        let anchorDay = try integer("anchor_day")
        guard (1...31).contains(anchorDay) else { throw .invalid(field: "anchor_day") }
        var notice: NoticePeriod?
        if let text = self["notice_period"] {
            guard let read = NoticePeriod(identifier: text) else {
                throw .invalid(field: "notice_period")
            }
            notice = read
        }
        var reminderOffsets: [Int]?
        if let text = self["reminder_offsets"] {
            guard let read = ReminderSchedule.offsets(identifier: text) else {
                throw .invalid(field: "reminder_offsets")
            }
            reminderOffsets = read
        }
        let archivedWithGroup: Bool
        switch try text("archived_with_group") {
        case "true", "t", "1": archivedWithGroup = true
        case "false", "f", "0": archivedWithGroup = false
        default: throw .invalid(field: "archived_with_group")
        }
        // A record written before a plan could vary has no text here: it did not.
        let varies: Bool
        switch self["varies"] {
        case "true", "t", "1": varies = true
        case "false", "f", "0", nil: varies = false
        default: throw .invalid(field: "varies")
        }
        let endsOn = try optionalDate("ends_on")
        var plannedPayments: Int?
        if let text = self["planned_payments"] {
            guard let count = Int(text), ReadableRow.acceptsPlannedPayments(count) else {
                throw .invalid(field: "planned_payments")
            }
            plannedPayments = count
        }
        let archivedOn = try optionalDate("archived_on")
        try holds(
            ReadableRow.acceptsArchive(
                status: status, archivedOn: archivedOn, withGroup: archivedWithGroup),
            archivedWithGroup ? "archived_with_group" : "archived_on")
        try holds(parentID != id, "parent_id")
        let category = try optionalText("category", ReadableRow.acceptsText)
        let brandSlug = try optionalText("brand_slug", ReadableRow.acceptsText)
        let notes = try optionalText("notes", ReadableRow.acceptsText)
        let manageURL = try optionalText("manage_url", ReadableRow.acceptsManageURL)
        let paidBy = try optionalText("paid_by", ReadableRow.acceptsPayer)
        if let paidBy, paidBy.trimmingSpaces().isEmpty { throw .invalid(field: "paid_by") }
        return RecurringExpense(
            id: id, name: name, amount: Money(minorUnits: amount, currency: currency),
            period: period, nextCharge: try date("next_charge"), anchorDay: Int(anchorDay),
            trialEnds: try optionalDate("trial_ends"), status: status,
            archivedOn: archivedOn, archivedWithGroup: archivedWithGroup,
            parentID: parentID, groupMode: groupMode, sharedWith: Int(sharedWith),
            category: category, brandSlug: brandSlug,
            lastConfirmed: try optionalDate("last_confirmed"), notes: notes,
            manageURL: manageURL, createdOn: try date("created_on"),
            noticePeriod: notice, paidBy: paidBy, reminderOffsets: reminderOffsets,
            varies: varies, endsOn: endsOn, plannedPayments: plannedPayments)
    }
}

/// Why column text could not become an expense.
public enum ExpenseRecordError: Error, Hashable, Sendable {
    case wrongShape
    case invalid(field: String)
}
