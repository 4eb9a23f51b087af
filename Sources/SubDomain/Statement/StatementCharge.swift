/// One money movement out of the account, read from a bank statement.
public struct StatementCharge: Hashable, Sendable {
    /// The line of the file it was read from (1-based), for messages.
    public let line: Int
    public let date: CivilDate
    /// The bank's description, as written.
    public let description: String
    /// What left the account, in minor units of the statement's currency (always > 0).
    public let amountMinor: Int64

    public init(line: Int, date: CivilDate, description: String, amountMinor: Int64) {
        self.line = line
        self.date = date
        self.description = description
        self.amountMinor = amountMinor
    }
}
