/// Why a bank statement could not be read. Nothing is imported when any of these occurs.
public enum StatementError: Error, Hashable, Sendable {
    /// No line names a date column and an amount column (or debit/credit columns).
    case noHeader
    /// The header was found but no row below it holds a charge.
    case noCharges
    /// A row whose date cell is not a date.
    case unreadableDate(line: Int, text: String)
    /// A row whose amount cell is not a number.
    case unreadableAmount(line: Int, text: String)
    /// Some dates can only be day-first and others only month-first.
    case mixedDateOrders(dayFirstLine: Int, monthFirstLine: Int)
}
