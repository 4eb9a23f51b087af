import Foundation
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
    /// `.plain` for scripts.
    public static func export(
        _ ledger: ExpenseLedger, as format: ExchangeFormat, profile: ExchangeProfile = .init(),
        dialect: CSVDialect = .plain
    ) -> String {
        switch format {
        case .json: exportJSON(ledger, profile: profile)
        case .csv: exportCSV(ledger, dialect: dialect)
        }
    }

    /// The expenses in the order they are written: groups first, then everything else, each
    /// part in ledger order. Import adds groups before their members, so this is also the
    /// order an imported profile holds them in, and export → import → export gives the same
    /// bytes (without it, a member listed before its group came back in another order).
    static func exportOrder(_ ledger: ExpenseLedger) -> [RecurringExpense] {
        ledger.expenses.filter(\.isGroup) + ledger.expenses.filter { !$0.isGroup }
    }

    /// The JSON export, written directly: `JSONSerialization` took 23 s for 100,000 rows
    /// (an `NSDictionary` per row). The bytes are the ones it wrote (sorted keys, two-space
    /// indent, `"key" : value`), which `exportJSONBySerialization` keeps as the reference.
    static func exportJSON(_ ledger: ExpenseLedger, profile: ExchangeProfile = .init()) -> String {
        let expenses = exportOrder(ledger)
        guard !expenses.isEmpty else { return exportJSONBySerialization(ledger, profile: profile) }
        // Keys in sorted order, as JSONSerialization writes them: where each one stands in
        // `fields(of:)` (the same for every expense) and its line's beginning, worked out
        // once rather than a dictionary and a key's escaping per row (a fifth of the export).
        let order = fields(of: expenses[0]).enumerated()
            .sorted { $0.element.0.rawValue < $1.element.0.rawValue }
        let keys: [(position: Int, field: ExchangeField, prefix: String)] = order.map {
            var prefix = "      "
            JSONString.append($0.element.0.rawValue, to: &prefix)
            return ($0.offset, $0.element.0, prefix + " : ")
        }
        var output = "{\n" + cardsAndRatesMembers(profile) + "  \"expenses\" : [\n"
        for (offset, expense) in expenses.enumerated() {
            let values = fields(of: expense)
            output += "    {\n"
            for (index, key) in keys.enumerated() {
                output += key.prefix
                if let value = values[key.position].1 {
                    if key.field.isBoolean || key.field.isNumeric {
                        output += value
                    } else {
                        JSONString.append(value, to: &output)
                    }
                } else {
                    output += "null"
                }
                output += index == keys.count - 1 ? "\n" : ",\n"
            }
            output += offset == expenses.count - 1 ? "    }\n" : "    },\n"
        }
        output += "  ],\n  \"format\" : \"subhub\",\n"
        output += "  \"kill_count\" : \(ledger.killCount),\n  \"language\" : "
        if let language = profile.language {
            JSONString.append(language, to: &output)
        } else {
            output += "null"
        }
        output += ",\n  \"price_history\" : ["
        let steps = priceSteps(expenses, profile)
        output += steps.isEmpty ? "\n\n  ]" : "\n"
        for (offset, (id, step)) in steps.enumerated() {
            output += "    {\n      \"changed_on\" : \"\(step.changedOn.iso)\",\n"
            output += "      \"expense_id\" : \"\(id.uuidString.lowercased())\",\n"
            output += "      \"new_currency\" : \"\(step.new.currency.code)\",\n"
            output += "      \"new_minor\" : \(step.new.minorUnits),\n"
            output += "      \"old_currency\" : \"\(step.old.currency.code)\",\n"
            output += "      \"old_minor\" : \(step.old.minorUnits)\n"
            output += offset == steps.count - 1 ? "    }\n  ]" : "    },\n"
        }
        output += ",\n  \"reminder_offsets\" : "
        if let offsets = profile.reminderOffsets {
            output += offsets.isEmpty ? "[\n\n  ]" : "[\n"
            for (index, offset) in offsets.enumerated() {
                output += "    \(offset)" + (index == offsets.count - 1 ? "\n  ]" : ",\n")
            }
        } else {
            output += "null"
        }
        output += ",\n  \"version\" : \(formatVersion)\n}\n"
        return output
    }

    /// The members that sort before `expenses`: `card_expiries`, `estimate_currency` and
    /// `exchange_rates`, each followed by its comma, as JSONSerialization writes them.
    static func cardsAndRatesMembers(_ profile: ExchangeProfile) -> String {
        var output = "  \"card_expiries\" : ["
        let cards = profile.cardsInExportOrder
        output += cards.isEmpty ? "\n\n  ]" : "\n"
        for (index, card) in cards.enumerated() {
            output += "    {\n      \"card\" : "
            JSONString.append(card.name, to: &output)
            output += ",\n      \"expires\" : \"\(card.expiry.identifier)\"\n"
            output += index == cards.count - 1 ? "    }\n  ]" : "    },\n"
        }
        output += ",\n  \"estimate_currency\" : "
        output += profile.estimateCurrency.map { "\"\($0.code)\"" } ?? "null"
        output += ",\n  \"exchange_rates\" : "
        if let table = profile.rates, !table.isEmpty {
            output += "{\n    \"base\" : \"\(table.base.code)\",\n    \"rates\" : [\n"
            for (index, rate) in table.rates.enumerated() {
                output += "      {\n        \"currency\" : \"\(rate.currency.code)\",\n"
                output += "        \"date\" : \"\(rate.date.iso)\",\n"
                output += "        \"rate\" : \"\(rate.value.plainText)\",\n"
                output += "        \"source\" : \"\(rate.source.rawValue)\"\n"
                output += index == table.rates.count - 1 ? "      }\n    ]\n  }" : "      },\n"
            }
        } else {
            output += "null"
        }
        return output + ",\n"
    }

    /// The price history steps to write: expense by expense in export order, each one's
    /// oldest first.
    static func priceSteps(_ expenses: [RecurringExpense], _ profile: ExchangeProfile)
        -> [(UUID, PriceChange)]
    {
        guard !profile.priceHistory.isEmpty else { return [] }
        return expenses.flatMap { expense in
            (profile.priceHistory[expense.id] ?? []).map { (expense.id, $0) }
        }
    }

    /// The same document through JSONSerialization: the reference the direct writer is tested
    /// against, byte for byte.
    static func exportJSONBySerialization(
        _ ledger: ExpenseLedger, profile: ExchangeProfile = .init()
    ) -> String {
        let rows: [[String: Any]] = exportOrder(ledger).map { expense in
            var row: [String: Any] = [:]
            for (field, value) in fields(of: expense) {
                if let value, field.isBoolean {
                    row[field.rawValue] = value == "true"
                } else if let value {
                    let number = field.isNumeric ? Int64(value).map { NSNumber(value: $0) } : nil
                    row[field.rawValue] = number ?? value
                } else {
                    row[field.rawValue] = NSNull()
                }
            }
            return row
        }
        let steps: [[String: Any]] = priceSteps(exportOrder(ledger), profile).map { id, step in
            [
                "expense_id": id.uuidString.lowercased(), "changed_on": step.changedOn.iso,
                "old_minor": NSNumber(value: step.old.minorUnits),
                "old_currency": step.old.currency.code,
                "new_minor": NSNumber(value: step.new.minorUnits),
                "new_currency": step.new.currency.code,
            ]
        }
        let rates: Any =
            profile.rates.flatMap { table in
                table.isEmpty
                    ? nil
                    : [
                        "base": table.base.code,
                        "rates": table.rates.map { rate in
                            [
                                "currency": rate.currency.code, "rate": rate.value.plainText,
                                "date": rate.date.iso, "source": rate.source.rawValue,
                            ]
                        },
                    ] as [String: Any]
            } ?? NSNull()
        let document: [String: Any] = [
            "format": "subhub", "version": formatVersion, "kill_count": ledger.killCount,
            "expenses": rows, "price_history": steps,
            "language": profile.language.map { $0 as Any } ?? NSNull(),
            "reminder_offsets": profile.reminderOffsets.map { $0 as Any } ?? NSNull(),
            "card_expiries": profile.cardsInExportOrder.map {
                ["card": $0.name, "expires": $0.expiry.identifier]
            },
            "estimate_currency": profile.estimateCurrency.map { $0.code as Any } ?? NSNull(),
            "exchange_rates": rates,
        ]
        let data =
            (try? JSONSerialization.data(
                withJSONObject: document,
                options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
            ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
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
        ]
    }

    // MARK: Import

    /// The largest lifetime kill count an import accepts. No person kills a million
    /// subscriptions; a file that claims more is damaged or forged, and a count near Int.max
    /// once made every later `archive` overflow.
    public static let killCountLimit = 1_000_000

    /// What a file holds once every row has been read.
    public struct Batch: Sendable {
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
            let document = JSONParser.parse(String(content), loneSurrogate: .refused)
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
    /// importing the same file twice adds nothing the second time. Each profile row stands for
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
        return ExchangeImportReport(imported: imported, alreadyThere: alreadyThere)
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
        try jsonRows(of: JSONParser.parse(text, loneSurrogate: .refused))
    }

    /// The rows and the kill count of a parsed document (`nil`: not JSON at all).
    static func jsonRows(of document: JSONValue?) throws(ExchangeError) -> (
        [ExchangeRowReader.Cells], Int
    ) {
        guard let document = document?.valuesByName, case .array(let rows)? = document["expenses"]
        else { throw .malformedDocument(format: .json) }
        guard case .string("subhub")? = document["format"] else {
            throw .malformedDocument(format: .json)
        }
        guard let version = document["version"]?.number?.int64, version >= 1 else {
            throw .malformedDocument(format: .json)
        }
        guard version <= formatVersion else { throw .unsupportedVersion(Int(version)) }
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

    /// The price history, reminder offsets, language, exchange rates, estimate currency and
    /// card expiries of a JSON document (`jsonRows` has checked its shape). Absent keys, as in
    /// files written before they existed, and `null` mean nothing to take; anything else that
    /// does not read refuses the whole file.
    static func jsonProfile(of document: JSONValue?) throws(ExchangeError) -> ExchangeProfile {
        let malformed = ExchangeError.malformedDocument(format: .json)
        guard let document = document?.valuesByName else { throw malformed }
        var profile = ExchangeProfile()
        switch document["exchange_rates"] {
        case nil, .null?: break
        case let value?:
            guard let table = rateTable(value) else { throw malformed }
            profile.rates = table
        }
        switch document["estimate_currency"] {
        case nil, .null?: break
        case .string(let code)?:
            guard let currency = try? CurrencyCode(code) else { throw malformed }
            profile.estimateCurrency = currency
        default: throw malformed
        }
        switch document["card_expiries"] {
        case nil, .null?: break
        case .array(let entries)?:
            var cards: [(name: String, expiry: CardExpiry)] = []
            var seen: Set<String> = []
            for entry in entries {
                guard let fields = entry.valuesByName, let name = fields["card"]?.string,
                    let text = fields["expires"]?.string,
                    let expiry = CardExpiry(text: text), expiry.identifier == text,
                    isCardName(name), seen.insert(NameKey.fold(name)).inserted
                else { throw malformed }
                cards.append((name, expiry))
            }
            profile.cardExpiries = CardExpiries(cards)
        default: throw malformed
        }
        switch document["language"] {
        case nil, .null?: break
        case .string(let code)?
        where (1...35).contains(code.count)
            && code.unicodeScalars.allSatisfy({
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || $0 == "-" || $0 == "_"
            }):
            profile.language = code
        default: throw malformed
        }
        switch document["reminder_offsets"] {
        case nil, .null?: break
        case .array(let values)?:
            let offsets = values.compactMap { $0.number?.int64.flatMap { Int(exactly: $0) } }
            guard offsets.count == values.count, (try? ReminderSchedule(offsets: offsets)) != nil
            else { throw malformed }
            profile.reminderOffsets = offsets
        default: throw malformed
        }
        switch document["price_history"] {
        case nil, .null?: break
        case .array(let steps)?:
            for step in steps {
                guard let fields = step.valuesByName,
                    let id = fields["expense_id"]?.string.flatMap(UUID.init(uuidString:)),
                    let day = fields["changed_on"]?.string.flatMap(CivilDate.init(iso:)),
                    let old = money(fields["old_minor"], fields["old_currency"]),
                    let new = money(fields["new_minor"], fields["new_currency"])
                else { throw malformed }
                profile.priceHistory[id, default: []].append(
                    PriceChange(old: old, new: new, changedOn: day))
            }
            for (id, steps) in profile.priceHistory {
                profile.priceHistory[id] = steps.sorted { $0.changedOn < $1.changedOn }
            }
        default: throw malformed
        }
        return profile
    }

    /// `exchange_rates`: `{"base": "EUR", "rates": [{"currency", "rate", "date", "source"}]}`,
    /// each rate as the exact decimal text it was published with (a JSON number would be a
    /// binary double to most readers), written as `RateValue.plainText` writes it, against a
    /// base it is not, each currency once. `nil` for anything else.
    private static func rateTable(_ value: JSONValue) -> RateTable? {
        guard let fields = value.valuesByName,
            let base = fields["base"]?.string.flatMap({ try? CurrencyCode($0) }),
            case .array(let entries)? = fields["rates"]
        else { return nil }
        var rates: [ExchangeRate] = []
        for entry in entries {
            guard let fields = entry.valuesByName,
                let currency = fields["currency"]?.string.flatMap({ try? CurrencyCode($0) }),
                currency != base,
                !rates.contains(where: { $0.currency == currency }),
                let text = fields["rate"]?.string, let rate = try? RateValue(reading: text),
                rate.plainText == text,
                let date = fields["date"]?.string.flatMap(CivilDate.init(iso:)),
                let source = fields["source"]?.string.flatMap(RateSource.init(rawValue:))
            else { return nil }
            rates.append(ExchangeRate(currency: currency, value: rate, date: date, source: source))
        }
        return RateTable(base: base, rates: rates)
    }

    /// A card name as `card expires` stores one: visible, within the payment method's limit,
    /// its spaces single.
    private static func isCardName(_ name: String) -> Bool {
        VisibleText.hasVisibleCharacter(name)
            && name.unicodeScalars.count <= RecurringExpense.paymentMethodLimit
            && name.split(whereSeparator: \.isWhitespace).joined(separator: " ") == name
    }

    /// A price of the price history: whole minor units, not negative, in a known currency.
    private static func money(_ minor: JSONValue?, _ code: JSONValue?) -> Money? {
        guard let units = minor?.number?.int64, units >= 0,
            let currency = code?.string.flatMap({ try? CurrencyCode($0) })
        else { return nil }
        return Money(minorUnits: units, currency: currency)
    }

    /// Each field by the name a JSON row gives it, with its place in `allCases`.
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
        for member in members.reversed() {
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
    private static func quoted(_ value: JSONValue) -> String {
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
    var isNumeric: Bool { self == .amountMinor || self == .sharedWith || self == .anchorDay }
    /// Yes-or-no columns are JSON booleans, and `true` or `false` in CSV.
    var isBoolean: Bool { self == .archivedWithGroup }
}
