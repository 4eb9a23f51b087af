import SubDomain
import SubRecords

/// The client's limits as SQL text, for the server's CHECKs (`ServerSchema.version4`): one
/// definition of what a row may hold, SubDomain's, so every row the server accepts is one
/// every member's client reads. A value the client would refuse (`every-1001-days`, `XXX`,
/// year 20000, a name of zero-width spaces, a `999m` notice) is refused by the server too.
enum ServerLimits {
    /// Every ISO 4217 code the client knows, as a PostgreSQL array literal.
    static var currencies: String { "{" + CurrencyCode.allCodes.joined(separator: ",") + "}" }

    static var namedPeriods: String {
        Period.Named.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
    }

    static var periodCounts: ClosedRange<Int> { Period.countLimit }

    /// The letters of the notice units (`dwm`) and each one's largest count, as CASE arms.
    static var noticeUnits: String { NoticePeriod.Unit.allCases.map(\.rawValue).joined() }
    static var noticeLimits: String {
        NoticePeriod.Unit.allCases.map { "WHEN '\($0.rawValue)' THEN \($0.limit.upperBound)" }
            .joined(separator: " ")
    }

    static var reminderOffsets: ClosedRange<Int> { ReminderSchedule.offsetLimit }
    static var members: ClosedRange<Int> { RecurringExpense.memberLimit }
    static var maximumAmount: Int64 { Money.maximumMinorUnits }
    static var earliestDate: String { CivilDate.earliestAccepted.iso }
    static var latestDate: String { CivilDate.latestAccepted.iso }

    /// A regular-expression bracket body of every scalar that draws nothing
    /// (`VisibleText.isVisible` false), as ranges of `\x` escapes: a name matches
    /// `[^…]` when it has a character that shows.
    static let invisibleCharacters: String = bracketBody { !VisibleText.isVisible($0) }

    /// A bracket body of every scalar a manage link may not hold (`ManageURLRule.isAllowed`
    /// false): a link matches `[…]` when it has one.
    static let forbiddenInLinks: String = bracketBody { !ManageURLRule.isAllowed($0) }

    static var textLimit: Int { ReadableRow.textLimit }
    static var linkLimit: Int { ManageURLRule.maximumLength }
    static var payerLimit: Int { RecurringExpense.payerNameLimit }
    static var maximumTotal: Int64 { Money.maximumTotalMinorUnits }
    static var plannedPayments: ClosedRange<Int> { 1...RecurringExpense.plannedPaymentsLimit }
    static var statementKeyLimit: Int { Payment.statementKeyLimit }
    /// Where a payment's record may come from, as a SQL list (`'typed', 'statement'`).
    static var paymentSources: String {
        Payment.Source.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
    }

    /// The scalars `matches` picks, as ranges of `\x` escapes for a regular expression's
    /// brackets. NUL cannot be in PostgreSQL text; leaving it out keeps `\x0` out of the SQL.
    private static func bracketBody(_ matches: (Unicode.Scalar) -> Bool) -> String {
        var ranges: [ClosedRange<UInt32>] = []
        var start: UInt32?
        var previous: UInt32 = 0
        for value in UInt32(0)...0x10FFFF {
            // Surrogates are not scalars and never appear in text: part of no range.
            guard let scalar = Unicode.Scalar(value) else { continue }
            let picked = value != 0 && matches(scalar)
            if picked, start == nil { start = value }
            if !picked, let first = start {
                ranges.append(first...previous)
                start = nil
            }
            previous = value
        }
        if let first = start { ranges.append(first...0x10FFFF) }
        return ranges.map { range in
            let low = "\\x" + String(range.lowerBound, radix: 16)
            return range.count == 1 ? low : low + "-\\x" + String(range.upperBound, radix: 16)
        }.joined()
    }

    /// `names` (client columns, in `ServerExpenseColumns.names` order) as a column list.
    /// Every function below takes its list: a released migration passes the list it was
    /// released with (`ServerSchema.columnsThroughVersion6`), so its text never changes when
    /// the client gains a column.
    static func columns(_ names: [String]) -> String { names.joined(separator: ", ") }
    static func recordColumns(_ names: [String]) -> String {
        names.map { "r." + $0 }.joined(separator: ", ")
    }
    /// Every client column but the id: a row's id never changes.
    static func updatableColumns(_ names: [String]) -> String {
        names.filter { $0 != ExpenseColumn.id.rawValue }.joined(separator: ", ")
    }
    /// `{"column": "type"}` for the push function's casts.
    static func columnTypes(_ names: [String]) -> String {
        "{"
            + names.map { "\"\($0)\":\"\(ServerExpenseColumns.type(of: $0))\"" }
            .joined(separator: ",") + "}"
    }
}
