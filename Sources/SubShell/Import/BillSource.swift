/// Where the bills of an import come from. Every source is read into one `StatementReading`
/// and gives the same proposals, question and payments as a bank statement; the question's
/// answer reads the same source again.
enum BillSource: Hashable, Sendable {
    /// A bank's or wallet's statement in any format `StatementFile` reads, a workbook, or a
    /// PDF statement.
    case statement(path: String)
    /// Screenshots, photos or scans of bills (PNG, JPEG, WebP), read together.
    case images(paths: [String])
    /// Receipts in the mail: Maildir folders, mbox files, `.eml` files.
    case mail(paths: [String])

    /// The subcommand that reads this source: what a refused question names.
    var subcommand: Subcommand {
        switch self {
        case .statement: .importStatement
        case .images: .importImage
        case .mail: .importMail
        }
    }

    /// The file named in the report: the first one given.
    var displayPath: String {
        switch self {
        case .statement(let path): path
        case .images(let paths): paths.first ?? ""
        case .mail(let paths): paths.first ?? ""
        }
    }
}
