import FoundationEssentials
import SubDomain
import SubJSON
import SubRecords

/// Export and import of a profile's expenses as SubHub JSON or CSV.
///
/// Both formats carry every field of every expense, archived ones and groups included, and
/// the kill count (JSON: a document key; CSV: a last column, filled on the first row). CSV
/// is written for a spreadsheet in the user's language or plainly for scripts, and read in
/// either form and any language (`ExpenseExchange+CSV`). JSON
/// is the lossless one: it also carries each expense's price history, the profile's
/// reminder offsets and language, its exchange rates and estimate currency and its cards'
/// expiry months (`ExchangeProfile`); files written before it did still import. Import checks every row against the domain rules and is all or nothing; rows the
/// profile already has are left out and reported (`merge`).
///
/// CSV cells that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR first)
/// are written with a `'` before them, which import removes again (see `CSVWriter`).
public enum ExpenseExchange {
    /// The version written into JSON exports.
    ///
    /// Raised only when a file's meaning changes for a reader that does not know the change.
    /// Members added beside the expenses (price history, reminders, language, rates, estimate
    /// currency, card expiries) keep version 1: a reader that predates a member leaves it
    /// alone, as `jsonProfile` does every key it does not know, and still imports every
    /// subscription, where a new version would make it refuse the whole file.
    public static let formatVersion = 1

    // MARK: Export

    /// The document; JSON also carries `profile` (price history, reminders, language, rates,
    /// card expiries), CSV does not. CSV is written in `dialect`: a spreadsheet's in the user's language, or
    /// `.plain` for scripts. `today`: the day CSV's monthly column is read on, which leaves
    /// out the plans that have ended by then, as `total` does; without one, every active
    /// plan's figure is written.
    public static func export(
        _ ledger: ExpenseLedger, as format: ExchangeFormat, profile: ExchangeProfile = .init(),
        dialect: CSVDialect = .plain, asOf today: CivilDate? = nil
    ) -> String {
        switch format {
        case .json: exportJSON(ledger, profile: profile)
        case .csv: exportCSV(ledger, dialect: dialect, asOf: today)
        }
    }

    /// The expenses in the order they are written: groups first, then everything else, each
    /// part in ledger order. Import adds groups before their members, so this is also the
    /// order an imported profile holds them in, and export → import → export gives the same
    /// bytes (without it, a member listed before its group came back in another order).
    static func exportOrder(_ ledger: ExpenseLedger) -> [RecurringExpense] {
        ledger.expenses.filter(\.isGroup) + ledger.expenses.filter { !$0.isGroup }
    }

    /// Every field of an expense as text; `nil` for an absent optional.
    static func fields(of expense: RecurringExpense) -> [(ExchangeField, String?)] {
        [
            (.id, expense.id.uuidString.lowercased()),
            (.name, expense.name),
            (.amountMinor, String(expense.amount.minorUnits)),
            (.currency, expense.currency.code),
            (.period, expense.period.identifier),
            (.nextCharge, expense.nextCharge.iso),
            (.trialEnds, expense.trialEnds?.iso),
            (.status, expense.status.rawValue),
            (.archivedOn, expense.archivedOn?.iso),
            (.parentID, expense.parentID?.uuidString.lowercased()),
            (.groupMode, expense.groupMode?.rawValue),
            (.sharedWith, String(expense.sharedWith)),
            (.category, expense.category),
            (.brandSlug, expense.brandSlug),
            (.lastConfirmed, expense.lastConfirmed?.iso),
            (.notes, expense.notes),
            (.createdOn, expense.createdOn.iso),
            (.archivedWithGroup, expense.archivedWithGroup ? "true" : "false"),
            (.anchorDay, String(expense.anchorDay)),
            (.manageURL, expense.manageURL),
            (.noticePeriod, expense.noticePeriod?.identifier),
            (.paidBy, expense.paidBy),
            (.reminderOffsets, expense.reminderOffsets.map(ReminderSchedule.identifier(of:))),
            (.paidWith, expense.paidWith),
            (.varies, expense.varies ? "true" : "false"),
            (.endsOn, expense.endsOn?.iso),
            (.plannedPayments, expense.plannedPayments.map(String.init)),
        ]
    }

    // MARK: Import

    /// The largest lifetime kill count an import accepts. No person kills a million
    /// subscriptions; a file that claims more is damaged or forged, and a count near Int.max
    /// once made every later `archive` overflow.
    public static let killCountLimit = 1_000_000

    /// What a file holds once every row has been read.
    public struct Batch: ExpenseImport {
        /// Every row, in file order, read or not.
        let rows: [ExchangeRowReader.ReadRow]
        public let killCount: Int
        /// The price history, reminders and language a JSON export carries (none for CSV
        /// and for files written before JSON carried them).
        public let profile: ExchangeProfile

        /// The expenses of the rows that read cleanly, in file order.
        public var expenses: [RecurringExpense] { rows.compactMap(\.expense) }

        /// What is wrong with the rows on their own; `merge` reports these together with
        /// what only the ledger can show.
        public var problems: [ExchangeError.RowProblem] {
            rows.flatMap { row in row.problems.map { .init(row: row.number, problem: $0) } }
        }

        /// `ExpenseExchange.merge` of this batch: what the store runs in its transaction.
        public func merge(into ledger: inout ExpenseLedger, asOf today: CivilDate)
            throws(ExchangeError) -> ExchangeImportReport
        {
            try ExpenseExchange.merge(self, into: &ledger, asOf: today)
        }
    }

    /// Reads a JSON or CSV export.
    ///
    /// Throws only for the document as a whole (not ours, a newer version, a kill count that
    /// is not a whole number within `killCountLimit`). Problems of single rows stay in the
    /// batch and `merge` reports them with the rule problems, so one run lists them all.
    /// A UTF-8 byte-order mark, as spreadsheet programs write it, is skipped. CSV headings
    /// and values may be in any language `vocabulary` knows; JSON's are identifiers only.
    public static func parse(
        _ text: String, as format: ExchangeFormat, vocabulary: CSVVocabulary = .identifiers
    ) throws(ExchangeError) -> Batch {
        var content = Substring(text)
        if content.unicodeScalars.first == "\u{FEFF}" {
            content = Substring(content.unicodeScalars.dropFirst())
        }
        let cells: [ExchangeRowReader.Cells]
        let killCount: Int
        var profile = ExchangeProfile()
        switch format {
        case .json:
            let document = try jsonDocument(String(content))
            (cells, killCount) = try jsonRows(of: document)
            profile = try jsonProfile(of: document)
        case .csv:
            (cells, killCount) = try parseCSVRows(String(content), vocabulary: vocabulary)
        }
        let rows = cells.enumerated().map { index, row in
            ExchangeRowReader.read(
                row, number: index + 1, vocabulary: format == .csv ? vocabulary : .identifiers)
        }
        return Batch(rows: rows, killCount: killCount, profile: profile)
    }

    /// Adds a parsed batch to a ledger, all or nothing, and says what it added and what it
    /// left out.
    ///
    /// A row the profile already has (same name, case and accents aside, amount, currency and
    /// period: `RecurringExpense.importIdentity`) is left out and named in the report, so
    /// importing the same file twice adds nothing the second time. Its payments go to the
    /// profile's row, in the report's `payments`, with those of the rows added. Each profile row stands for
    /// one file row: two identical rows in the file against one in the profile add one.
    ///
    /// Every other problem is reported in one pass, by row number: those found reading the
    /// rows, ids already in the profile or repeated in the file, parents that are no group,
    /// and every domain rule the readable rows break once added (groups go in before their
    /// children). A batch with no rows changes nothing, not even the kill count: the user is
    /// told there was nothing to import. Neither does one whose every row was already there:
    /// its kill count was counted the first time.
    ///
    /// No imported expense was created or confirmed after `today`: a hand-written file without
    /// `created_on` takes its next charge's day only when that day is not ahead, and a later
    /// `created_on` or `last_confirmed` becomes `today` (a future confirmation hid a plan from
    /// the "forgotten" risk).
    @discardableResult
    public static func merge(
        _ batch: Batch, into ledger: inout ExpenseLedger, asOf today: CivilDate
    )
        throws(ExchangeError) -> ExchangeImportReport
    {
        guard !batch.rows.isEmpty else {
            return ExchangeImportReport(imported: [], alreadyThere: [])
        }
        var problems = batch.problems
        var seen = Set(ledger.expenses.map(\.id))
        var existing: [String: [UUID]] = [:]
        for expense in ledger.expenses {
            existing[expense.importIdentity, default: []].append(expense.id)
        }
        // A left-out row's id stands for the profile's row, so its children find their group.
        var standIns: [UUID: UUID] = [:]
        var alreadyThere: [String] = []
        // Rows whose own problems are already reported: their children are not checked
        // against them, which would only repeat the same problem in other words.
        var unverifiable = Set<UUID>()
        var addable: [(row: Int, expense: RecurringExpense)] = []
        for row in batch.rows {
            if let expense = row.expense, let match = existing[expense.importIdentity]?.first {
                existing[expense.importIdentity]?.removeFirst()
                standIns[expense.id] = match
                alreadyThere.append(expense.name)
            } else if let id = row.id, !seen.insert(id).inserted {
                problems.append(
                    .init(row: row.number, problem: .duplicateID(id.uuidString.lowercased())))
                unverifiable.insert(id)
            } else if var expense = row.expense {
                expense.createdOn = min(expense.createdOn, today)
                expense.lastConfirmed = expense.lastConfirmed.map { min($0, today) }
                addable.append((row.number, expense))
            } else if let id = row.id {
                unverifiable.insert(id)
            }
        }
        addable = addable.map { row, expense in
            var expense = expense
            if let parent = expense.parentID { expense.parentID = standIns[parent] ?? parent }
            return (row, expense)
        }
        let groupIDs = Set(addable.map(\.expense).filter(\.isGroup).map(\.id))
            .union(ledger.expenses.filter(\.isGroup).map(\.id))
        let groupsFirst = addable.filter(\.expense.isGroup) + addable.filter { !$0.expense.isGroup }
        var updated = ledger
        var imported: [RecurringExpense] = []
        for (row, expense) in groupsFirst {
            if let parent = expense.parentID, !groupIDs.contains(parent) {
                if !unverifiable.contains(parent) {
                    problems.append(
                        .init(row: row, problem: .unknownParent(parent.uuidString.lowercased())))
                }
                continue
            }
            do {
                imported.append(try updated.add(expense, asOf: today).value)
            } catch {
                problems.append(.init(row: row, problem: .rule(error)))
            }
        }
        guard problems.isEmpty else {
            // By row, and within a row in the order found (reading first, then the rules).
            let ordered = problems.enumerated().sorted { lhs, rhs in
                (lhs.element.row, lhs.offset) < (rhs.element.row, rhs.offset)
            }
            throw .invalidRows(ordered.map(\.element))
        }
        if !imported.isEmpty { updated.recordImportedKills(batch.killCount) }
        ledger = updated
        var report = ExchangeImportReport(imported: imported, alreadyThere: alreadyThere)
        // A row left out lends its payments to the profile's row that stood in for it: the
        // store records those it does not hold already (`Payment.importIdentity`).
        report.payments = batch.rows.flatMap { row in
            row.payments.map { payment in
                var payment = payment
                payment.expenseID = standIns[payment.expenseID] ?? payment.expenseID
                return payment
            }
        }
        return report
    }

    // MARK: Formats

    /// The rows of a JSON export, each field checked for its JSON type, and the kill count.
    ///
    /// Read by SubJSON's `JSONParser`, whose numbers keep their text, so `1`, `1.0` and
    /// `true` stay apart (JSONSerialization's `NSNumber` once let a boolean become an
    /// amount). A lone surrogate is refused, and a key given twice keeps its last value, as
    /// when JSONSerialization read these files.
    static func parseJSONRows(_ text: String) throws(ExchangeError) -> (
        [ExchangeRowReader.Cells], Int
    ) {
        try jsonRows(of: jsonDocument(text))
    }

    /// The document `text` holds (`nil`: not JSON at all), its values bounded before they
    /// are held, as a statement's cells are.
    static func jsonDocument(_ text: String) throws(ExchangeError) -> JSONValue? {
        switch JSONParser.parse(text, loneSurrogate: .refused, maximumValues: ReadingLimits.cells)
        {
        case .value(let value): return value
        case .invalid: return nil
        case .tooManyValues: throw .tooManyCells(limit: ReadingLimits.cells)
        }
    }

    /// The rows and the kill count of a parsed document (`nil`: not JSON at all).
    static func jsonRows(of document: JSONValue?) throws(ExchangeError) -> (
        [ExchangeRowReader.Cells], Int
    ) {
        guard let document = document?.valuesByName, case .array(let rows)? = document["expenses"]
        else { throw .malformedDocument(format: .json) }
        guard rows.count <= ReadingLimits.rows else {
            throw .tooManyRows(limit: ReadingLimits.rows)
        }
        guard case .string("subhub")? = document["format"] else {
            throw .malformedDocument(format: .json)
        }
        guard let version = document["version"]?.number?.int64, version >= 1 else {
            throw .malformedDocument(format: .json)
        }
        guard version <= formatVersion else { throw .unsupportedVersion(Int(version)) }
        // Counted before any is read: the values' limit holds the document, this one what
        // the store would be asked to write.
        var payments = 0
        for row in rows {
            payments += row[ExchangePayment.key]?.array?.count ?? 0
            guard payments <= ReadingLimits.payments else {
                throw .tooManyPayments(limit: ReadingLimits.payments)
            }
        }
        var killCount = 0
        switch document["kill_count"] {
        case nil, .null?: break
        case .number(let count)?
        where count.int64.map { (0...Int64(killCountLimit)).contains($0) } ?? false:
            killCount = Int(count.int64 ?? 0)
        default: throw .malformedDocument(format: .json)
        }
        return (rows.map(jsonCells), killCount)
    }

    private static let fieldsByName: [String: (field: ExchangeField, bit: UInt64)] =
        Dictionary(
            uniqueKeysWithValues: ExchangeField.allCases.enumerated().map {
                ($1.rawValue, ($1, 1 << UInt64($0)))
            })

    /// One JSON row: numbers must be integers, flags booleans, everything else strings;
    /// `null` is an absent field. A row that is not an object has no fields at all.
    private static func jsonCells(_ row: JSONValue) -> ExchangeRowReader.Cells {
        var cells = ExchangeRowReader.Cells()
        guard case .object(let members) = row else { return cells }
        // From the last member back, each field once: a key given twice keeps its last value.
        var seen: UInt64 = 0
        var paymentsSeen = false
        for member in members.reversed() {
            if member.key == ExchangePayment.key, !paymentsSeen {
                paymentsSeen = true
                cells.payments = member.value
                continue
            }
            guard let (field, bit) = fieldsByName[member.key], seen & bit == 0 else { continue }
            seen |= bit
            setCell(field, member.value, in: &cells)
        }
        return cells
    }

    /// The cell of `field` given the JSON `value`.
    private static func setCell(
        _ field: ExchangeField, _ value: JSONValue, in cells: inout ExchangeRowReader.Cells
    ) {
        switch value {
        case .null: break
        case .number(let number) where field.isNumeric && number.int64 != nil:
            // The value, not the text: `-0` is `0`.
            cells.text[field] = String(number.int64 ?? 0)
        case .bool(let flag) where field.isBoolean: cells.text[field] = flag ? "true" : "false"
        case .string(let text) where !field.isNumeric && !field.isBoolean:
            cells.text[field] = text
        default: cells.wronglyTyped[field] = quoted(value)
        }
    }

    /// A wrongly typed value as a problem quotes it ("true", "1e+20"). Arrays and objects
    /// are shown by their brackets only: their contents are not the point.
    static func quoted(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number):
            // As the problem has always shown it: Swift's reading of the Double.
            number.int64.map { String($0) } ?? String(describing: number.double)
        case .string(let text): text
        case .array: "[…]"
        case .object: "{…}"
        }
    }
}

extension ExchangeField {
    /// Numeric columns are JSON numbers; the rest are strings.
    var isNumeric: Bool {
        self == .amountMinor || self == .sharedWith || self == .anchorDay
            || self == .plannedPayments
    }
    /// Yes-or-no columns are JSON booleans, and `true` or `false` in CSV.
    var isBoolean: Bool { self == .archivedWithGroup || self == .varies }
}
