import Glibc
import SubBrands
import SubBrandsCore
import SubDomain
import SubFormats
import SubLocalization

/// `import mail PATH...`: the receipts in Maildir folders, mbox files and `.eml` files, read
/// as one statement of charges, one per receipt, so that they give the same proposals,
/// question and payments as a bank statement.
extension CommandRunner {
    func readMail(_ paths: [String]) throws(CommandFailure) -> StatementReading {
        for path in paths where access(path, F_OK) != 0 {
            throw .missingFile(path: path)
        }
        let context = MailContext(
            statement: StatementContext(
                defaultCurrency: words.settings.defaultCurrency,
                preferredOrder: DateOrder(locale: words.settings.dateLocaleIdentifier)
                    == .monthDayYear ? .monthFirst : .dayFirst,
                // An attached PDF statement's table is read by every catalog's words.
                words: StatementWords(
                    headings: words.library.statementHeadingWords,
                    cells: words.library.statementCellWords)),
            words: MailWords(
                words: words.library.mailWords, currencies: words.library.mailCurrencyWords),
            brandDomains: Self.mailBrands)
        let read: (rows: StatementRows, tally: MailTally)
        do throws(MailError) {
            // A PDF statement attached to a message is read as `import statement` reads one,
            // in the bounded child process; a protected one is passed over (nobody is asked
            // a password per message).
            let statementContext = context.statement
            read = try MailImport.read(paths: paths, context: context) { bytes in
                do throws(StatementError) {
                    let table = try PDFReadingChild.table(
                        bytes, password: nil, words: statementContext.words)
                    let rows = try PDFStatement.read(table: table, context: statementContext)
                    let reading = try StatementReading(
                        rows, encoding: nil, context: statementContext)
                    return (reading.charges, reading.currency)
                } catch {
                    return nil
                }
            }
        } catch {
            throw .family(MailFailure.mail(error))
        }
        do throws(StatementError) {
            var reading = try StatementReading(read.rows, encoding: nil, context: context.statement)
            reading.mail = read.tally
            return reading
        } catch {
            throw .statement(error, path: paths.first ?? "")
        }
    }

    /// The brand a receipt's series is: its merchant is the brand's own name when the sender
    /// was known ("Disney+", which a bank's description would lose its "+" in), else the
    /// sender's name, looked up as a statement's.
    static func mailBrand(_ series: RecurringSeries) -> Brand? {
        if let description = series.charges.first?.description,
            let found = BrandCatalog.shared.brandNamed(description)
        {
            return found.brand
        }
        return brand(for: series.merchant)
    }

    /// The curated brands by the domains their receipts come from (`mail_domains` in
    /// `Data/brands/curated.json`).
    static var mailBrands: [String: [MailBrand]] {
        var brands: [String: [MailBrand]] = [:]
        for brand in BrandCatalog.shared.curatedBrands {
            for domain in brand.mailDomains {
                brands[domain, default: []].append(
                    MailBrand(name: brand.name, aliases: brand.aliases))
            }
        }
        return brands
    }
}

extension StatementReading {
    /// The series as this source vouches for them: a receipt from a sender no brand is known
    /// to mail from is less sure, and so is its series; surest first again.
    func judged(_ series: [RecurringSeries]) -> [RecurringSeries] {
        guard let lessSure = mail?.lessSureMerchants, !lessSure.isEmpty else { return series }
        let keys = Set(lessSure.map { MerchantName(description: $0).key })
        return series.map { keys.contains($0.merchant.key) ? $0.lessSure() : $0 }
            .enumerated().sorted {
                ($0.element.confidence, $1.offset) > ($1.element.confidence, $0.offset)
            }.map(\.element)
    }
}

/// Why `import mail` read nothing: a path that is not mail, a library missing, a limit.
/// With `--json` its code is `mail.` and the error's case (`mail.not_maildir`).
enum MailFailure: FamilyFailure {
    case mail(MailError)

    func lines(_ localizer: Localizer) -> [String] {
        let error: MailError
        switch self {
        case .mail(let mail): error = mail
        }
        return switch error {
        case .libraryMissing: [localizer.text(.mailLibraryMissing)]
        case .htmlLibraryMissing: [localizer.text(.mailHtmlLibraryMissing)]
        case .notMaildir(let path): [localizer.text(.mailNotMaildir, ["path": .userText(path)])]
        case .fileTooLarge(let path, let limit):
            [
                localizer.text(
                    .mailFileTooLarge,
                    ["path": .userText(path), "limit": .count(limit / 1_048_576)])
            ]
        case .tooManyMessages(let limit):
            [localizer.text(.mailTooManyMessages, ["limit": .count(limit)])]
        case .unreadable(let path):
            [localizer.text(.mailUnreadablePath, ["path": .userText(path)])]
        case .noReceipts(let messages, let unreadable, let tooManyParts):
            [localizer.text(.mailNoReceipts, ["count": .count(messages)])]
                + (unreadable > 0
                    ? [localizer.text(.mailUnreadable, ["count": .count(unreadable)])] : [])
                + (tooManyParts > 0
                    ? [
                        localizer.text(
                            .mailTooManyParts,
                            [
                                "count": .count(tooManyParts),
                                "limit": .count(ReadingLimits.mailBoundaryLines),
                            ])
                    ] : [])
        }
    }
}
