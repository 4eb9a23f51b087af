import Foundation
import SubDomain

/// Export and import of a profile's expenses as SubHub JSON or CSV.
///
/// Both formats are lossless: every field of every expense, archived ones and groups
/// included, and the kill count (JSON: a document key; CSV: a last column, filled on the
/// first row). Import checks every row against the domain rules and is all or nothing.
public enum ExpenseExchange {
    /// The version written into JSON exports.
    public static let formatVersion = 1

    // MARK: Export

    public static func export(_ ledger: ExpenseLedger, as format: ExchangeFormat) -> String {
        switch format {
        case .json: exportJSON(ledger)
        case .csv: exportCSV(ledger)
        }
    }

    /// The expenses in the order they are written: groups first, then everything else, each
    /// part in ledger order. Import adds groups before their members, so this is also the
    /// order an imported profile holds them in, and export → import → export gives the same
    /// bytes (without it, a member listed before its group came back in another order).
    static func exportOrder(_ ledger: ExpenseLedger) -> [RecurringExpense] {
        ledger.expenses.filter(\.isGroup) + ledger.expenses.filter { !$0.isGroup }
    }

    static func exportJSON(_ ledger: ExpenseLedger) -> String {
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
        let document: [String: Any] = [
            "format": "subhub", "version": formatVersion, "kill_count": ledger.killCount,
            "expenses": rows,
        ]
        let data =
            (try? JSONSerialization.data(
                withJSONObject: document,
                options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
            ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The CSV column that carries the lifetime kill count. It is not an `ExchangeField`
    /// because it belongs to the profile, not to an expense: only the first row fills it,
    /// and a profile with kills but no expenses gets a row holding nothing else.
    static let killCountColumn = "kill_count"

    static func exportCSV(_ ledger: ExpenseLedger) -> String {
        let header = ExchangeField.allCases.map(\.rawValue) + [killCountColumn]
        var lines = [header.joined(separator: ",")]
        let killCount = String(ledger.killCount)
        for (offset, expense) in exportOrder(ledger).enumerated() {
            let cells = fields(of: expense).map { CSVCodec.escape($0.1 ?? "") }
            lines.append((cells + [offset == 0 ? killCount : ""]).joined(separator: ","))
        }
        if ledger.expenses.isEmpty, ledger.killCount > 0 {
            let empty = Array(repeating: "", count: ExchangeField.allCases.count)
            lines.append((empty + [killCount]).joined(separator: ","))
        }
        return lines.joined(separator: "\r\n") + "\r\n"
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
        ]
    }

    // MARK: Import

    /// What a file holds once every row has been read.
    public struct Batch: Sendable {
        public var expenses: [RecurringExpense]
        public var killCount: Int
    }

    /// Reads a JSON or CSV export. Every row is checked; all problems are reported together.
    public static func parse(_ text: String, as format: ExchangeFormat) throws(ExchangeError)
        -> Batch
    {
        let rows: [[ExchangeField: String]]
        var killCount = 0
        switch format {
        case .json:
            (rows, killCount) = try parseJSONRows(text)
        case .csv:
            (rows, killCount) = try parseCSVRows(text)
        }
        var expenses: [RecurringExpense] = []
        var problems: [ExchangeError.RowProblem] = []
        for (index, row) in rows.enumerated() {
            switch ExchangeRowReader.expense(from: row) {
            case .success(let expense): expenses.append(expense)
            case .failure(let rowProblems):
                problems += rowProblems.problems.map { .init(row: index + 1, problem: $0) }
            }
        }
        guard problems.isEmpty else { throw .invalidRows(problems) }
        return Batch(expenses: expenses, killCount: killCount)
    }

    /// Adds a parsed batch to a ledger, all or nothing. Groups go in before their children;
    /// every domain rule is checked, and a row that breaks one names its row number.
    public static func merge(
        _ batch: Batch, into ledger: inout ExpenseLedger, asOf today: CivilDate
    )
        throws(ExchangeError)
    {
        var updated = ledger
        var problems: [ExchangeError.RowProblem] = []
        var seen = Set(ledger.expenses.map(\.id))
        let groupIDs = Set(batch.expenses.filter(\.isGroup).map(\.id))
            .union(ledger.expenses.filter(\.isGroup).map(\.id))
        let order = batch.expenses.indices.sorted { lhs, rhs in
            let l = batch.expenses[lhs].isGroup, r = batch.expenses[rhs].isGroup
            return l != r ? l : lhs < rhs
        }
        for index in order {
            let expense = batch.expenses[index]
            let row = index + 1
            guard seen.insert(expense.id).inserted else {
                problems.append(
                    .init(row: row, problem: .duplicateID(expense.id.uuidString.lowercased())))
                continue
            }
            if let parent = expense.parentID, !groupIDs.contains(parent) {
                problems.append(
                    .init(row: row, problem: .unknownParent(parent.uuidString.lowercased())))
                continue
            }
            do {
                _ = try updated.add(expense, asOf: today)
            } catch {
                problems.append(.init(row: row, problem: .rule(error)))
            }
        }
        guard problems.isEmpty else {
            throw .invalidRows(problems.sorted { $0.row < $1.row })
        }
        updated.recordImportedKills(batch.killCount)
        ledger = updated
    }

    // MARK: Formats

    static func parseJSONRows(_ text: String) throws(ExchangeError) -> (
        [[ExchangeField: String]], Int
    ) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)),
            let document = object as? [String: Any], document["format"] as? String == "subhub",
            let rows = document["expenses"] as? [Any]
        else { throw .malformedDocument(format: .json) }
        let version = (document["version"] as? NSNumber)?.intValue ?? 0
        guard version >= 1 else { throw .malformedDocument(format: .json) }
        guard version <= formatVersion else { throw .unsupportedVersion(version) }
        let killCount = max(0, (document["kill_count"] as? NSNumber)?.intValue ?? 0)
        var result: [[ExchangeField: String]] = []
        for case let row in rows {
            guard let dictionary = row as? [String: Any] else {
                result.append([:])
                continue
            }
            var fields: [ExchangeField: String] = [:]
            for field in ExchangeField.allCases {
                switch dictionary[field.rawValue] {
                case let flag as Bool where field.isBoolean: fields[field] = flag ? "true" : "false"
                case let text as String: fields[field] = text
                case let number as NSNumber: fields[field] = number.stringValue
                default: break
                }
            }
            result.append(fields)
        }
        return (result, killCount)
    }

    /// The expense rows and the kill count (0 for files written before CSV carried it).
    static func parseCSVRows(_ text: String) throws(ExchangeError)
        -> ([[ExchangeField: String]], Int)
    {
        guard let table = CSVCodec.parse(text), let header = table.first else {
            throw .malformedDocument(format: .csv)
        }
        let names = header.map { $0.trimmingCharacters(in: .whitespaces) }
        let columns = names.map { ExchangeField(rawValue: $0) }
        guard columns.contains(.name), columns.contains(.amountMinor) else {
            throw .malformedDocument(format: .csv)
        }
        let killCountIndex = names.firstIndex(of: killCountColumn)
        var killCount: Int?
        var rows: [[ExchangeField: String]] = []
        for cells in table.dropFirst() where cells != [""] {
            var holdsKillCount = false
            if let killCountIndex, killCountIndex < cells.count, !cells[killCountIndex].isEmpty {
                // One count per file: two rows claiming it would be two profiles pasted together.
                guard killCount == nil, let count = Int(cells[killCountIndex]), count >= 0 else {
                    throw .malformedDocument(format: .csv)
                }
                killCount = count
                holdsKillCount = true
            }
            var fields: [ExchangeField: String] = [:]
            for (column, cell) in zip(columns, cells) {
                if let column, !cell.isEmpty { fields[column] = cell }
            }
            // The row a profile with no expenses writes for its kill count alone.
            if fields.isEmpty, holdsKillCount { continue }
            rows.append(fields)
        }
        return (rows, killCount ?? 0)
    }
}

extension ExchangeField {
    /// Numeric columns are JSON numbers; the rest are strings.
    var isNumeric: Bool { self == .amountMinor || self == .sharedWith || self == .anchorDay }
    /// Yes-or-no columns are JSON booleans, and `true` or `false` in CSV.
    var isBoolean: Bool { self == .archivedWithGroup }
}
