import SubDomain

/// Why an import was refused. Nothing is imported when any of these is thrown.
public enum ExchangeError: Error, Hashable, Sendable {
    /// The text is not JSON (or not our JSON shape), or not CSV with our header.
    case malformedDocument(format: ExchangeFormat)
    /// A SubHub export from a newer program.
    case unsupportedVersion(Int)
    /// One or more rows are wrong; every problem is listed, numbered from 1.
    case invalidRows([RowProblem])
    /// More than `limit` rows (`ReadingLimits.rows`): no ledger is exported that large.
    case tooManyRows(limit: Int)
    /// More than `limit` cells of a CSV export, or values of a JSON one, together.
    case tooManyCells(limit: Int)
    /// More than `limit` payments in a JSON export, all plans together
    /// (`ReadingLimits.payments`).
    case tooManyPayments(limit: Int)
    /// A CSV field longer than `limit` bytes, from `line` on.
    case fieldTooLong(line: Int, limit: Int)
    /// A CSV line of more than `limit` columns.
    case tooManyColumns(line: Int, limit: Int)

    public struct RowProblem: Hashable, Sendable {
        public var row: Int
        public var problem: Problem

        public init(row: Int, problem: Problem) {
            self.row = row
            self.problem = problem
        }
    }

    public enum Problem: Hashable, Sendable {
        case missingField(ExchangeField)
        case invalidValue(ExchangeField, String)
        /// An id already in the profile or earlier in the file.
        case duplicateID(String)
        /// `parent_id` names no group in the file or the profile.
        case unknownParent(String)
        /// An amount whose value depends on a decimal mark nothing in the file showed:
        /// `1.500` in a file where no other amount says whether `.` or `,` is the decimal
        /// mark. Refused naming both readings (with the mark as decimal, then as grouping).
        case ambiguousAmount(String, decimals: Money, whole: Money)
        /// A plan's payments that do not read: `number` (from 1) names the payment and
        /// `member` its member as the file writes it (`on`, `amount_minor`); without a
        /// number, `payments` itself is no list.
        case invalidPayment(number: Int?, member: String, value: String)
        /// The row breaks a domain rule (currency mismatch in a group, amount ≤ 0, …).
        case rule(DomainError)
    }
}

/// The two export formats.
public enum ExchangeFormat: String, CaseIterable, Sendable {
    case json, csv
}
