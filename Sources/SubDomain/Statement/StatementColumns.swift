import Foundation

/// Which column of a statement holds what, found from the header's words in Spanish or
/// English ("Fecha", "Concepto", "Importe"; "Date", "Payee", "Debit", "Credit"…).
struct StatementColumns: Hashable, Sendable {
    var date: Int?
    var description: Int?
    var amount: Int?
    var debit: Int?
    var credit: Int?

    /// Whether the header names enough to read charges: a date and money out.
    var isUsable: Bool { date != nil && (amount != nil || debit != nil) }

    /// How many columns were recognised: the better of two readings of one line.
    var recognised: Int { [date, description, amount, debit, credit].compactMap { $0 }.count }

    init?(header cells: [String]) {
        var valueDate: Int?
        var descriptionRank = Int.max
        for (index, cell) in cells.enumerated() {
            let name = Self.fold(cell)
            guard !name.isEmpty else { continue }
            if name.contains("fecha") || name.contains("date") || name == "f. operacion" {
                if name.contains("valor") || name.contains("value") {
                    valueDate = valueDate ?? index
                } else if date == nil {
                    date = index
                }
            } else if Self.debitWords.contains(where: name.contains) || name == "debe" {
                debit = debit ?? index
            } else if Self.creditWords.contains(where: name.contains) || name == "haber" {
                credit = credit ?? index
            } else if Self.amountWords.contains(where: name.contains) {
                amount = amount ?? index
            } else if let rank = Self.descriptionWords.firstIndex(where: name.contains),
                rank < descriptionRank
            {
                description = index
                descriptionRank = rank
            }
        }
        date = date ?? valueDate
        guard isUsable else { return nil }
    }

    static func fold(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: "\"")))
            .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    static let debitWords = [
        "cargo", "debit", "withdrawal", "paid out", "money out", "gasto", "salida",
    ]
    static let creditWords = [
        "abono", "credit", "deposit", "paid in", "money in", "ingreso", "entrada",
    ]
    static let amountWords = ["importe", "amount", "monto", "cantidad"]
    /// In order of preference: the merchant's own column before a free-text one.
    static let descriptionWords = [
        "payee", "comercio", "merchant", "beneficiario", "concepto", "descripcion",
        "description", "detalle", "details", "movimiento", "narrative", "memo", "name",
        "transaction",
    ]
}
