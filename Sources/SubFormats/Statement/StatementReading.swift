import SubDomain

/// A statement once read: its charges, and how the file was understood, so the user can be
/// told (the format, the encoding, the currency, the table's layout, what was left out).
public struct StatementReading: Hashable, Sendable {
    public let format: StatementFormat
    /// The encoding the text was found in; `nil` for a spreadsheet.
    public let encoding: TextEncoding?
    /// The currency the amounts are in: the file's own, else the profile's.
    public let currency: CurrencyCode
    /// Whether the file named the currency (else it is the profile's, assumed).
    public let currencyFromFile: Bool
    /// How a table was read; `nil` for the formats whose fields are named.
    public let layout: StatementLayout?
    /// Money out that was settled and not refunded, in file order.
    public let charges: [StatementCharge]
    /// The rows that were not charges, and why.
    public let leftOut: StatementLeftOut
    /// The first and last day the statement covers (of every dated row, credits included).
    public let firstDate: CivilDate?
    public let lastDate: CivilDate?
    /// Subscriptions a page lists as they are (a wallet's 自动续费 page, an app store's
    /// subscriptions), proposed without being found in charges.
    public private(set) var stated: [RecurringSeries] = []
    /// The fields of the charges and stated series the reading was not sure of: each one is
    /// asked, and caps its proposal's confidence.
    public private(set) var doubts: [ReadingDoubt] = []
    /// Files that gave no bill (an image with no amount or date read).
    public private(set) var unread: [String] = []
    /// For receipts in the mail: the messages read and what became of them.
    public var mail: MailTally?

    /// Picks the charges out of a format's rows: settled money out, less what a refund gave
    /// back. Throws `.noCharges` when none is left.
    public init(_ rows: StatementRows, encoding: TextEncoding?, context: StatementContext)
        throws(StatementError)
    {
        let selection = StatementCharges.select(rows.rows)
        guard !selection.charges.isEmpty else { throw .noCharges }
        format = rows.format
        self.encoding = encoding
        currency = rows.currency ?? context.defaultCurrency
        currencyFromFile = rows.currency != nil
        layout = rows.layout
        charges = selection.charges
        var leftOut = selection.leftOut
        leftOut.pending += rows.layout?.undatedPending ?? 0
        self.leftOut = leftOut
        firstDate = rows.rows.lazy.map(\.date).min()
        lastDate = rows.rows.lazy.map(\.date).max()
    }
}

extension StatementReading {
    /// A reading of images of bills: receipts' charges (their series found as a statement's)
    /// and the subscriptions pages list. Throws `.noCharges` when there are neither.
    public init(
        format: StatementFormat, currency: CurrencyCode, currencyFromFile: Bool,
        charges: [StatementCharge], stated: [RecurringSeries], doubts: [ReadingDoubt],
        unread: [String]
    ) throws(StatementError) {
        guard !charges.isEmpty || !stated.isEmpty else { throw .noCharges }
        self.format = format
        encoding = nil
        self.currency = currency
        self.currencyFromFile = currencyFromFile
        layout = nil
        self.charges = charges
        leftOut = StatementLeftOut()
        firstDate = charges.lazy.map(\.date).min()
        lastDate = charges.lazy.map(\.date).max()
        self.stated = stated
        self.doubts = doubts
        self.unread = unread
    }
}

/// A field of a bill the reading was not sure of: the charge (or stated series) it belongs
/// to, by its `line`, and what else it might be.
public struct ReadingDoubt: Hashable, Sendable {
    public enum Field: String, Hashable, Sendable {
        case amount, date, period
    }

    /// The `line` of the charge the field belongs to.
    public let line: Int
    /// The file it was read from.
    public let file: String
    public let field: Field
    /// The other amounts (minor units) or dates the image gave for the field.
    public let otherAmounts: [Int64]
    public let otherDates: [CivilDate]

    public init(
        line: Int, file: String, field: Field, otherAmounts: [Int64] = [],
        otherDates: [CivilDate] = []
    ) {
        self.line = line
        self.file = file
        self.field = field
        self.otherAmounts = otherAmounts
        self.otherDates = otherDates
    }
}

/// How many rows of a statement were not charges, by reason: each is said to the user, so a
/// missing charge can be traced to the row that was not one.
public struct StatementLeftOut: Hashable, Sendable {
    /// Money in: a salary, a transfer received. Never a subscription.
    public var credits = 0
    /// Not settled yet ("Pending", 待处理).
    public var pending = 0
    /// Cancelled or reversed by the bank, or a wallet's closed trade.
    public var reversed = 0
    /// Refused.
    public var declined = 0
    /// Charges given back by a refund on the statement (the refund rows are not counted
    /// as credits).
    public var refunded = 0
    /// The wallets' 不计收支: transfers between one's own accounts, top-ups.
    public var notCounted = 0
    /// Charges that repeat an earlier row exactly (day, description, amount and reference):
    /// what two overlapping exports pasted together give.
    public var duplicates = 0

    public init() {}

    public var total: Int {
        credits + pending + reversed + declined + refunded + notCounted + duplicates
    }
}
