/// A bank statement once read: its charges, and how the file was understood, so the user can
/// be told (the delimiter, the date order and why, the lines skipped).
public struct StatementReading: Hashable, Sendable {
    /// Money out of the account, in file order.
    public let charges: [StatementCharge]
    /// `;`, `,` or a tab.
    public let delimiter: Character
    public let dateOrder: StatementDateOrder
    public let dateEvidence: StatementDateEvidence
    /// The decimal separator of the amounts (`,` for `1.234,56`, `.` for `1,234.56`).
    public let decimalSeparator: Character
    /// The lines before the header: the bank's block of account details, skipped.
    public let skippedLines: Int
    /// Rows that brought money in: never a subscription, left out.
    public let creditCount: Int
    /// The first and last day the statement covers (of every row read, credits included).
    public let firstDate: CivilDate?
    public let lastDate: CivilDate?
}
