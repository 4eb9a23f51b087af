import FoundationEssentials
import SubDomain

/// Which column of a statement holds what, found from the header's words in Spanish, English
/// or Chinese ("Fecha", "Concepto", "Importe"; "Date", "Payee", "Debit", "Credit"; 交易时间,
/// 交易对方, 商品说明, 收/支, 金额, 交易状态…).
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

    init?(header cells: [String]) {
        var valueDate: Int?
        var descriptionRank = Int.max
        for (index, cell) in cells.enumerated() {
            let name = Self.fold(cell)
            guard !name.isEmpty else { continue }
            if Self.directionWords.contains(name) {
                direction = direction ?? index
            } else if Self.statusWords.contains(where: name.contains) {
                status = status ?? index
            } else if Self.referenceWords.contains(where: name.contains) {
                reference = reference ?? index
            } else if Self.currencyWords.contains(name) {
                currency = currency ?? index
            } else if Self.dateWords.contains(where: name.contains) || name == "f. operacion" {
                if name.contains("valor") || name.contains("value") {
                    valueDate = valueDate ?? index
                } else if date == nil || Self.preferredDateWords.contains(where: name.contains) {
                    date = index
                }
            } else if Self.debitWords.contains(where: name.contains) || name == "debe" {
                debit = debit ?? index
            } else if Self.creditWords.contains(where: name.contains) || name == "haber" {
                credit = credit ?? index
            } else if Self.amountWords.contains(where: name.contains) {
                amount = amount ?? index
            } else if Self.detailWords.contains(where: name.contains) {
                detail = detail ?? index
            } else if let rank = Self.descriptionWords.firstIndex(where: name.contains),
                rank < descriptionRank
            {
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

    static func fold(_ text: String) -> String {
        text.trimming { $0 == "\"" || $0.properties.isWhitespace }
            .folded([.caseInsensitive, .diacriticInsensitive])
    }

    static let dateWords = [
        "fecha", "date", "交易时间", "付款时间", "交易创建时间", "日期", "记账时间", "datum", "buchungstag",
    ]
    /// When a wallet gives several times, the one the money moved ("Completed Date" after
    /// "Started Date"; 付款时间 after 交易创建时间).
    static let preferredDateWords = ["completed", "付款时间", "交易时间", "booking", "posted"]
    static let debitWords = [
        "cargo", "debit", "withdrawal", "paid out", "money out", "gasto", "salida", "支出金额",
    ]
    static let creditWords = [
        "abono", "credit", "deposit", "paid in", "money in", "ingreso", "entrada", "收入金额",
    ]
    static let amountWords = [
        "importe", "amount", "monto", "cantidad", "金额", "betrag", "montant", "bedrag", "importo",
    ]
    /// A column that says which way the money went, not how much.
    static let directionWords: Set<String> = ["收/支", "收支", "收/付", "debit/credit", "dr/cr"]
    static let statusWords = ["交易状态", "当前状态", "资金状态", "status", "state", "estado"]
    static let referenceWords = [
        "交易订单号", "交易单号", "交易号", "transaction id", "referencia", "reference",
    ]
    static let currencyWords: Set<String> = ["currency", "moneda", "divisa", "币种", "货币"]
    /// The wallets' product line: the merchant's own column (交易对方) is steadier.
    static let detailWords = ["商品说明", "商品名称", "商品"]
    /// In order of preference: the merchant's own column before a free-text one.
    static let descriptionWords = [
        "交易对方", "payee", "comercio", "merchant", "beneficiario", "concepto", "descripcion",
        "description", "detalle", "details", "movimiento", "narrative", "memo", "name",
        "transaction", "concept", "beschreibung", "verwendungszweck", "buchungstext", "libelle",
        "omschrijving", "descrizione",
    ]
}
