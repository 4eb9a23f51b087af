import SubDomain

/// What one format's reader found in a file: the rows, and the currency when the file says
/// it (OFX `CURDEF`, CAMT `Ccy`, MT940's balance, Norma 43's ISO number, CNY for the
/// wallets). Amounts are in that currency's minor units, else in the context's default's.
public struct StatementRows: Hashable, Sendable {
    public let format: StatementFormat
    /// The statement's currency, when the file names it.
    public let currency: CurrencyCode?
    public let rows: [StatementRow]
    /// How a table (CSV, XLSX, the wallets' bills) was understood; `nil` for formats whose
    /// fields are named by the format itself.
    public let layout: StatementLayout?

    public init(
        format: StatementFormat, currency: CurrencyCode?, rows: [StatementRow],
        layout: StatementLayout? = nil
    ) {
        self.format = format
        self.currency = currency
        self.rows = rows
        self.layout = layout
    }
}

/// How a table was read: what the user is told so a wrong guess can be seen.
public struct StatementLayout: Hashable, Sendable {
    /// `;`, `,` or a tab; `nil` for a spreadsheet.
    public let delimiter: Character?
    public let dateOrder: StatementDateOrder
    public let dateEvidence: StatementDateEvidence
    /// The decimal separator of the amounts (`,` for `1.234,56`, `.` for `1,234.56`).
    public let decimalSeparator: Character
    /// The lines before the header: the bank's or wallet's block of account details.
    public let skippedLines: Int
    /// Rows whose date cell said "Pending": not settled, so no date yet and no charge.
    public let undatedPending: Int

    public init(
        delimiter: Character?, dateOrder: StatementDateOrder,
        dateEvidence: StatementDateEvidence, decimalSeparator: Character, skippedLines: Int,
        undatedPending: Int = 0
    ) {
        self.delimiter = delimiter
        self.dateOrder = dateOrder
        self.dateEvidence = dateEvidence
        self.decimalSeparator = decimalSeparator
        self.skippedLines = skippedLines
        self.undatedPending = undatedPending
    }
}

/// What a reader needs beyond the file: the currency to assume when the file names none
/// (its decimals fix the minor units), the user's own date order, used only when the
/// dates cannot decide, and the words a table's headings and cells are read by (the
/// catalogs'; without them only the formats that name their own fields read).
public struct StatementContext: Hashable, Sendable {
    public let defaultCurrency: CurrencyCode
    public let preferredOrder: StatementDateOrder
    public let words: StatementWords

    public init(
        defaultCurrency: CurrencyCode, preferredOrder: StatementDateOrder = .dayFirst,
        words: StatementWords = StatementWords()
    ) {
        self.defaultCurrency = defaultCurrency
        self.preferredOrder = preferredOrder
        self.words = words
    }
}
