/// Which column of a statement holds what, found from the header's words in any language a
/// catalog lists them in (`StatementWords`: "Fecha", "Concepto", "Importe"; "Date", "Payee",
/// "Debit", "Credit"; 交易时间, 交易对方, 商品说明, 收/支, 金额, 交易状态…).
struct StatementColumns: Hashable, Sendable {
    var date: Int?
    /// The merchant or the bank's text (交易对方, "Payee", "Concepto").
    var description: Int?
    /// A second text used when the first is empty: the wallets' product line (商品说明).
    var detail: Int?
    var amount: Int?
    var debit: Int?
    var credit: Int?
    /// Which way the money went, in words (收/支: 支出, 收入, 不计收支).
    var direction: Int?
    /// What became of the movement (交易状态, 当前状态, "State": COMPLETED, PENDING…).
    var status: Int?
    /// The statement's identifier of the movement (交易订单号, "Transaction ID").
    var reference: Int?
    /// The currency of each row ("Currency", "Moneda", 币种).
    var currency: Int?

    /// Whether the header names enough to read charges: a date and money out.
    var isUsable: Bool { date != nil && (amount != nil || debit != nil) }

    /// How many columns were recognised: the better of two readings of one line.
    var recognised: Int {
        [date, description, detail, amount, debit, credit, direction, status, reference, currency]
            .compactMap { $0 }.count
    }

    /// The columns `cells` name, by `words`; `nil` unless they name a date and money out.
    init?(header cells: [String], words: StatementWords) {
        var valueDate: Int?
        var descriptionRank = (kind: Int.max, place: Int.max)
        for (index, cell) in cells.enumerated() {
            let name = StatementWords.fold(cell)
            guard !name.isEmpty else { continue }
            if words.names(.direction, name) {
                direction = direction ?? index
            } else if words.names(.status, name) {
                status = status ?? index
            } else if words.names(.reference, name) {
                reference = reference ?? index
            } else if words.names(.currency, name) {
                currency = currency ?? index
            } else if words.names(.date, name) {
                if words.names(.valueDate, name) {
                    valueDate = valueDate ?? index
                } else if date == nil || words.names(.preferredDate, name) {
                    date = index
                }
            } else if words.names(.debit, name) {
                debit = debit ?? index
            } else if words.names(.credit, name) {
                credit = credit ?? index
            } else if words.names(.amount, name) {
                amount = amount ?? index
            } else if words.names(.detail, name) {
                detail = detail ?? index
            } else if let rank = words.descriptionRank(of: name), rank < descriptionRank {
                description = index
                descriptionRank = rank
            }
        }
        date = date ?? valueDate
        if description == nil {
            description = detail
            detail = nil
        }
        // Without a merchant or free-text heading, a "Reference" column is the text the bank
        // gives the movement (a UK current account's): read as its description too, or
        // every charge came out nameless and `--yes` failed on "the name cannot be empty".
        if description == nil { description = reference }
        guard isUsable else { return nil }
    }
}
