import SubDomain

/// The words a statement table is read by: which column a heading names ("Fecha",
/// "Payee", 交易时间) and what a row's cells say in words, its status ("Pending",
/// 交易成功, 已全额退款) and the wallets' direction (支出, 收入, 不计收支).
///
/// They come from the catalogs' input words (`statement_headings`, `statement_cells`), every
/// language's at once: a statement is in its bank's language, not the reader's, and a new
/// language's banks need only its catalog. A word matches a heading or cell that contains
/// it, case and accents aside; written `=word`, only one that is exactly it (`=d` is a
/// direction, not every cell with a d in it). A word's place in its own catalog's list
/// ranks it, which matters only for the description: see `descriptionRank`.
public struct StatementWords: Hashable, Sendable {
    /// What a column heading may name, by its key in `statement_headings`.
    public enum Heading: String, CaseIterable, Hashable, Sendable {
        case date
        /// Among several date columns, the one the money moved on ("Completed Date" after
        /// "Started Date"; 付款时间 after 交易创建时间).
        case preferredDate = "preferred_date"
        /// A date heading that also has one of these is the value date, read only when the
        /// table has no other date.
        case valueDate = "value_date"
        case debit
        case credit
        case amount
        /// A column that says which way the money went, not how much (收/支).
        case direction
        /// What became of the movement (交易状态, "State": COMPLETED, PENDING…).
        case status
        /// The statement's identifier of the movement (交易订单号, "Transaction ID").
        case reference
        case currency
        /// The wallets' product line (商品说明): read when the merchant's column is empty.
        case detail
        /// The merchant's own column (交易对方, "Payee"): preferred to any free text.
        case payee
        /// The bank's free text ("Concepto", "Description"), in order of preference.
        case description
    }

    /// What a cell may say in words, by its key in `statement_cells`.
    public enum Cell: String, CaseIterable, Hashable, Sendable {
        /// Not settled yet (a status, or a date cell that has no date yet).
        case pending
        case declined
        /// Cancelled or reversed by the bank, or a wallet's closed trade.
        case reversed
        /// Money given back (退款): a refund row, or on a charge, see `fullRefund`.
        case refund
        /// On a charge with a refund word: all of it was given back (已全额退款); a charge
        /// partly refunded stays a charge, its refund comes as a row of its own.
        case fullRefund = "full_refund"
        /// The direction column's words for money out and money in.
        case out
        case into = "in"
        /// The wallets' "neither in nor out": a top-up, a transfer between one's own
        /// accounts (不计收支).
        case neutral
    }

    /// One word as it matches: folded, whether it must be the whole text, and its place in
    /// its catalog's list of its kind.
    struct Word: Hashable, Sendable {
        let text: String
        let whole: Bool
        let place: Int

        init(_ written: String, place: Int) {
            whole = written.hasPrefix("=")
            text = StatementWords.fold(whole ? String(written.dropFirst()) : written)
            self.place = place
        }

        func matches(_ folded: String) -> Bool {
            whole ? folded == text : folded.contains(text)
        }
    }

    private let headings: [Heading: [Word]]
    private let cells: [Cell: [Word]]

    /// Each catalog's words by kind, as the catalogs list them
    /// (`CatalogLibrary.statementHeadingWords` and `statementCellWords`); kinds the reader
    /// does not know are left out. With none, no table's header is found: only the formats
    /// that name their own fields read.
    public init(headings: [[String: [String]]] = [], cells: [[String: [String]]] = []) {
        self.headings = Self.words(headings)
        self.cells = Self.words(cells)
    }

    /// The words of every catalog by kind, each with its place in its own catalog's list.
    private static func words<Kind: RawRepresentable<String> & Hashable>(
        _ catalogs: [[String: [String]]]
    ) -> [Kind: [Word]] {
        var words: [Kind: [Word]] = [:]
        for catalog in catalogs {
            for (key, list) in catalog {
                guard let kind = Kind(rawValue: key) else { continue }
                words[kind, default: []] += list.enumerated().map { Word($1, place: $0) }
                    .filter { !$0.text.isEmpty }
            }
        }
        return words
    }

    /// `text` as words and headings are compared: without surrounding spaces and quotes,
    /// case and accents aside.
    static func fold(_ text: String) -> String {
        text.trimming { $0 == "\"" || $0.properties.isWhitespace }
            .folded([.caseInsensitive, .diacriticInsensitive])
    }

    // MARK: Headings

    /// Whether the folded heading `name` names a column of `kind`.
    func names(_ kind: Heading, _ name: String) -> Bool {
        headings[kind]?.contains { $0.matches(name) } ?? false
    }

    /// How much the folded heading `name` is the movement's text, lower first; `nil` when it
    /// is no text column. The merchant's own column (`payee`) ranks before any free text
    /// (`description`); within each, the place in its catalog's list of the first word the
    /// heading has: "Concepto" (first of Spanish) before "Memo" (fourth of English).
    func descriptionRank(of name: String) -> (kind: Int, place: Int)? {
        for (order, kind) in [Heading.payee, .description].enumerated() {
            let places = (headings[kind] ?? []).lazy.filter { $0.matches(name) }.map(\.place)
            if let place = places.min() { return (order, place) }
        }
        return nil
    }

    // MARK: Cells

    /// The status a cell names for a row going `direction`; `nil` for a word not known,
    /// which is read as booked: banks name settled rows in many ways, and an unknown word
    /// must not lose a charge.
    func status(_ cell: String, direction: StatementRow.Direction?) -> StatementRow.Status? {
        let word = Self.fold(cell)
        guard !word.isEmpty else { return nil }
        if says(.refund, word) {
            // Money coming back (退款成功, 已退款) is the refund; on a charge, 已全额退款 says
            // it was all given back, and a partial 已退款(¥5.00) leaves it a charge whose
            // refund comes as its own row.
            if direction != .out { return .refund }
            return says(.fullRefund, word) ? .reversed : nil
        }
        if says(.pending, word) { return .pending }
        if says(.declined, word) { return .declined }
        if says(.reversed, word) { return .reversed }
        return nil
    }

    /// Whether a date cell names a status instead of a date ("Pending" before settlement).
    /// A cell with a digit is a date, and is not folded: this runs on every row.
    func isPending(_ cell: String) -> Bool {
        !cell.utf8.contains { (0x30...0x39).contains($0) }
            && status(cell, direction: nil) == .pending
    }

    /// Which way a direction cell says the money went; `nil` for neither.
    func direction(_ cell: String) -> StatementRow.Direction? {
        let word = Self.fold(cell)
        if says(.out, word) { return .out }
        if says(.into, word) { return .into }
        return nil
    }

    /// The wallets' "neither in nor out": a top-up, a transfer between one's own accounts.
    func isNeutral(_ cell: String) -> Bool {
        says(.neutral, Self.fold(cell))
    }

    /// Whether the folded cell `word` says `kind`.
    private func says(_ kind: Cell, _ word: String) -> Bool {
        cells[kind]?.contains { $0.matches(word) } ?? false
    }
}
