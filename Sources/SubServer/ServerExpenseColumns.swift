import SubRecords

/// How the server's `expenses` columns (the local table's names, `ExpenseRecord.fieldNames`)
/// travel as text: each parameter is cast to its column's type in the SQL (`$3::date`), and
/// each column is read back in a form `ExpenseRecord.decoded()` accepts whatever the session's
/// settings (`DateStyle`) say. Column names are program constants, never outside text.
///
/// A column not listed in `types` is `text` on the server: `notice_period` (`30d`), `paid_by`
/// and `reminder_offsets` (`7,3,1` or `off`, ServerSchema.version3) travel as they are stored.
enum ServerExpenseColumns {
    static let names = ExpenseRecord.fieldNames

    /// The server type of every column that is not `text`.
    private static let types: [ExpenseColumn: String] = [
        .id: "uuid", .amountMinor: "bigint", .nextCharge: "date", .trialEnds: "date",
        .archivedOn: "date", .parentID: "uuid", .sharedWith: "integer",
        .lastConfirmed: "date", .createdOn: "date", .archivedWithGroup: "boolean",
        .anchorDay: "smallint", .varies: "boolean", .endsOn: "date", .plannedPayments: "integer",
    ]

    static func type(of column: String) -> String {
        ExpenseColumn(rawValue: column).flatMap { types[$0] } ?? "text"
    }

    /// `$n::type` for `column`.
    static func parameter(_ number: Int, for column: String) -> String {
        "$\(number)::" + type(of: column)
    }

    /// The select list, in `names` order, every column as text. Dates go through `to_char`
    /// so a session's `DateStyle` cannot change them; a row another app inserted without an
    /// `anchor_day` reads as the day of its next charge, as the local store would set it.
    static let selectList: String = names.map { column in
        switch ExpenseColumn(rawValue: column) {
        case .anchorDay?:
            "coalesce(anchor_day, extract(day FROM next_charge)::smallint)::text"
        case _ where type(of: column) == "date": "to_char(\(column), 'YYYY-MM-DD')"
        default: column + "::text"
        }
    }.joined(separator: ", ")

    /// The canonical record of a row read with `selectList` (its first `names.count`
    /// columns): the server's text (lower-case ids, its own spelling of values) becomes the
    /// text a local expense produces, so records from both sides compare equal.
    static func record(from row: ArraySlice<String?>) throws(ServerError) -> ExpenseRecord {
        do throws(ExpenseRecordError) {
            let raw = try ExpenseRecord(values: Array(row.prefix(names.count)))
            return ExpenseRecord(try raw.decoded())
        } catch {
            switch error {
            case .invalid(let field): throw .unreadableRow(field: field)
            case .wrongShape: throw .unreadableRow(field: "")
            }
        }
    }

    /// A PostgreSQL array literal of `values` (`{"a",NULL}`), for `unnest($n::text[])`: a
    /// whole upload travels in one parameter per column instead of one per value.
    static func arrayLiteral(_ values: [String?]) -> String {
        var literal = "{"
        literal.reserveCapacity(values.count * 16)
        for (index, value) in values.enumerated() {
            if index > 0 { literal.append(",") }
            guard let value else {
                literal.append("NULL")
                continue
            }
            literal.append("\"")
            for character in value.unicodeScalars {
                if character == "\"" || character == "\\" { literal.append("\\") }
                literal.unicodeScalars.append(character)
            }
            literal.append("\"")
        }
        literal.append("}")
        return literal
    }
}
