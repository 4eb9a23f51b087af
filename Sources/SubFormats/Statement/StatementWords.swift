/// What a statement's cells say in words: a row's status ("Pending", 交易成功, 已全额退款) and
/// the wallets' direction (支出, 收入, 不计收支).
enum StatementWords {
    /// The status a cell names for a row going `direction`; `nil` for a word not known,
    /// which is read as booked: banks name settled rows in many ways, and an unknown word
    /// must not lose a charge.
    static func status(_ cell: String, direction: StatementRow.Direction?) -> StatementRow.Status? {
        let word = StatementColumns.fold(cell)
        guard !word.isEmpty else { return nil }
        if word.contains("退款") {
            // Money coming back (退款成功, 已退款) is the refund; on a charge, 已全额退款 says
            // it was all given back, and a partial 已退款(¥5.00) leaves it a charge whose
            // refund comes as its own row.
            if direction != .out { return .refund }
            return word.contains("全额") ? .reversed : nil
        }
        if pendingWords.contains(where: word.contains) { return .pending }
        if declinedWords.contains(where: word.contains) { return .declined }
        if reversedWords.contains(where: word.contains) { return .reversed }
        return nil
    }

    /// Whether a date cell names a status instead of a date ("Pending" before settlement).
    /// A cell with a digit is a date, and is not folded: this runs on every row.
    static func isPending(_ cell: String) -> Bool {
        !cell.utf8.contains { (0x30...0x39).contains($0) }
            && status(cell, direction: nil) == .pending
    }

    static func direction(_ cell: String) -> StatementRow.Direction? {
        switch StatementColumns.fold(cell) {
        case "支出", "debit", "dr", "d", "cargo", "out": .out
        case "收入", "credit", "cr", "c", "abono", "in": .into
        default: nil
        }
    }

    /// The wallets' "neither in nor out": a top-up, a transfer between one's own accounts.
    static func isNeutral(_ cell: String) -> Bool {
        let word = StatementColumns.fold(cell)
        return word == "不计收支" || word == "/" || word == "中性交易"
    }

    static let pendingWords = [
        "pending", "pendiente", "authori", "autoriza", "in progress", "en proceso", "待处理",
        "处理中", "等待", "待付款", "待支付", "未到账",
    ]
    static let declinedWords = [
        "declined", "rejected", "rechaza", "denegad", "failed", "fallid", "支付失败", "失败",
    ]
    static let reversedWords = [
        "reversed", "reverted", "revers", "cancel", "anulad", "devuelt", "void", "交易关闭", "已关闭",
        "已撤销", "已取消",
    ]
}
