import SubDomain

/// One movement of any statement, as its format gives it, before deciding what is a charge:
/// every reader (CSV, Norma 43, OFX, QIF, CAMT.053, MT940, the wallets' bills, XLSX) turns a
/// file into these, and one rule (`StatementCharges`) picks the charges from them.
public struct StatementRow: Hashable, Sendable {
    /// Which way the money went.
    public enum Direction: Hashable, Sendable {
        /// Money out of the account: a purchase, a direct debit, a fee.
        case out
        /// Money in: a salary, a transfer received, a refund.
        case into
    }

    /// What became of the movement, as the statement says.
    public enum Status: Hashable, Sendable {
        /// Settled: the only status that can be a charge.
        case booked
        /// Authorised but not settled ("Pending", 待处理, "pendiente"): may change or vanish.
        case pending
        /// Cancelled, reversed, closed or failed (交易关闭, 已全额退款, "Reversed").
        case reversed
        /// Refused by the bank ("Declined", 支付失败).
        case declined
        /// Money back for an earlier charge (退款); it cancels that charge.
        case refund
        /// Neither income nor spending by the wallet's own account (不计收支): a transfer
        /// between one's own accounts, a top-up, a withdrawal.
        case notCounted
    }

    /// The line of the file the row starts on (1-based), for messages; for a spreadsheet,
    /// its row number.
    public let line: Int
    /// The day the movement was booked (else the day it happened).
    public let date: CivilDate
    /// The magnitude, in minor units of the statement's currency: always > 0.
    public let amountMinor: Int64
    public let direction: Direction
    public let status: Status
    /// The merchant or the bank's free text, as written (trimmed).
    public let description: String
    /// The statement's own identifier of the movement (an order number, a FITID), if any.
    public let reference: String?
    /// For a refund, the identifier of the charge it refunds, when the statement says.
    public let refundOf: String?

    public init(
        line: Int, date: CivilDate, amountMinor: Int64, direction: Direction,
        status: Status = .booked, description: String, reference: String? = nil,
        refundOf: String? = nil
    ) {
        self.line = line
        self.date = date
        self.amountMinor = amountMinor
        self.direction = direction
        self.status = status
        self.description = description
        self.reference = reference
        self.refundOf = refundOf
    }
}
