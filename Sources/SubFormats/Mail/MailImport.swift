import Glibc
import SubDomain

/// What reading the mail found, told to the user beside the charges: how many messages were
/// read, how many were receipts, and what was left out and why.
public struct MailTally: Hashable, Sendable {
    /// Every message read, receipts or not.
    public var messages = 0
    /// The messages that were receipts with an amount, in every currency (an attached
    /// statement's charges are counted as `pdfStatements`, not here).
    public var receipts = 0
    /// Messages skipped because a body's charset is unknown or its text is not valid once
    /// converted: never guessed at.
    public var unreadable = 0
    /// Messages left out unparsed for holding more MIME boundaries than
    /// `ReadingLimits.mailBoundaryLines`: no receipt has thousands of parts.
    public var tooManyParts = 0
    /// Receipts in another currency than the import's (the one most receipts are in).
    public var otherCurrency = 0
    /// PDF attachments not read: their message's text was the receipt already, or they
    /// are no statement.
    public var pdfAttachments = 0
    /// PDF statements attached to a message whose text held no receipt, read for their
    /// charges.
    public var pdfStatements = 0
    /// The merchants of receipts from senders no brand is known to mail from: their series
    /// are proposed one confidence lower.
    public var lessSureMerchants: Set<String> = []

    public init() {}
}

/// What a mail import needs beyond the files: the statement context (the profile's
/// currency), the catalogs' mail words and the brands' mail domains.
public struct MailContext: Sendable {
    public let statement: StatementContext
    public let words: MailWords
    /// The brands by the domains their receipts come from.
    public let brandDomains: [String: [MailBrand]]

    public init(
        statement: StatementContext, words: MailWords, brandDomains: [String: [MailBrand]]
    ) {
        self.statement = statement
        self.words = words
        self.brandDomains = brandDomains
    }
}

/// `import mail PATH...`: Maildir folders, mbox files and `.eml` files read into one
/// statement of charges, one per receipt, in the currency most receipts are in.
public enum MailImport {
    /// The charges of every receipt in `paths`, and what was read.
    /// - Throws: `MailError` for a path that cannot be read as mail (not a Maildir, too
    ///   large), GMime missing, or no receipt at all.
    /// - Parameter library: the GMime to open; tests name one that is not there.
    /// - Parameter attachedPDF: reads a PDF attached to a message whose text holds no
    ///   receipt, as the PDF statement it may be: its charges and their currency, or `nil`
    ///   when it is no statement. The shell reads it in a bounded process of its own.
    public static func read(
        paths: [String], context: MailContext, library: String = MailReader.systemLibrary,
        attachedPDF: (([UInt8]) -> (charges: [StatementCharge], currency: CurrencyCode)?)? = nil
    ) throws(MailError) -> (rows: StatementRows, tally: MailTally) {
        guard MailReader.isAvailable(library: library) else { throw .libraryMissing }
        var files: [(path: String, layout: MailReader.Layout)] = []
        for path in paths {
            files += try Self.files(at: path)
        }
        let reader = ReceiptReader(words: context.words, brandDomains: context.brandDomains)
        var tally = MailTally()
        var receipts: [Receipt] = []
        var failure: MailError?
        for file in files {
            let buffer = try Self.contents(of: file.path)
            tally.tooManyParts += try MailReader.read(taking: buffer, layout: file.layout) {
                message in
                guard tally.messages < ReadingLimits.mailMessages else {
                    failure = .tooManyMessages(limit: ReadingLimits.mailMessages)
                    return false
                }
                tally.messages += 1
                let pdfs = message.attachments.filter { $0.mediaType == "application/pdf" }
                guard !message.undecodable else {
                    tally.unreadable += 1
                    tally.pdfAttachments += pdfs.count
                    return true
                }
                do throws(MailError) {
                    if let receipt = try receipt(in: message, reader: reader) {
                        receipts.append(receipt)
                        tally.receipts += 1
                        // The attachment is the same bill as the text: read once.
                        tally.pdfAttachments += pdfs.count
                    } else {
                        let found = attachmentReceipts(pdfs, of: message, reading: attachedPDF)
                        receipts += found.receipts
                        tally.pdfStatements += found.read
                        tally.pdfAttachments += pdfs.count - found.read
                    }
                } catch {
                    failure = error
                    return false
                }
                return true
            }
            if let failure { throw failure }
        }
        guard !receipts.isEmpty else {
            throw .noReceipts(
                messages: tally.messages, unreadable: tally.unreadable,
                tooManyParts: tally.tooManyParts)
        }
        // One currency per import, as a statement has: the one most receipts are in (the
        // profile's on a tie), the others counted and said. A mailbox mixes an app store's
        // dollars into a year of euros; refusing all of it for that would lose the year.
        var counts: [CurrencyCode: Int] = [:]
        for receipt in receipts { counts[receipt.currency, default: 0] += 1 }
        let currency =
            counts.max {
                ($0.value, $0.key == context.statement.defaultCurrency ? 1 : 0, $1.key.code)
                    < ($1.value, $1.key == context.statement.defaultCurrency ? 1 : 0, $0.key.code)
            }?.key ?? context.statement.defaultCurrency
        var rows: [StatementRow] = []
        for (number, receipt) in receipts.enumerated() {
            guard receipt.currency == currency else {
                tally.otherCurrency += 1
                continue
            }
            if !receipt.knownSender { tally.lessSureMerchants.insert(receipt.merchant) }
            rows.append(
                StatementRow(
                    line: number + 1, date: receipt.date, amountMinor: receipt.amountMinor,
                    direction: .out, description: receipt.merchant, reference: receipt.messageID))
        }
        return (StatementRows(format: .mail, currency: currency, rows: rows), tally)
    }

    /// The receipt a message is, its body read from its plain text, else from its HTML.
    static func receipt(in message: MailMessage, reader: ReceiptReader) throws(MailError)
        -> Receipt?
    {
        var body = message.plainTexts.joined(separator: "\n")
        if body.allSatisfy(\.isWhitespace) {
            var texts: [String] = []
            for html in message.htmlTexts { texts.append(try HTMLText.text(of: html)) }
            body = texts.joined(separator: "\n")
        }
        return reader.receipt(message, body: body)
    }

    /// The charges of the PDF statements attached to a message whose text is no receipt
    /// (a bank mailing its monthly statement), each a receipt of the merchant its row
    /// names; and how many PDFs were statements.
    static func attachmentReceipts(
        _ pdfs: [MailMessage.Attachment], of message: MailMessage,
        reading attachedPDF: (([UInt8]) -> (charges: [StatementCharge], currency: CurrencyCode)?)?
    ) -> (receipts: [Receipt], read: Int) {
        guard let attachedPDF else { return ([], 0) }
        var receipts: [Receipt] = []
        var read = 0
        for (index, pdf) in pdfs.enumerated() {
            guard let bytes = pdf.bytes, let statement = attachedPDF(bytes) else { continue }
            read += 1
            for (offset, charge) in statement.charges.enumerated() {
                receipts.append(
                    Receipt(
                        date: charge.date, amountMinor: charge.amountMinor,
                        currency: statement.currency, merchant: charge.description,
                        knownSender: true,
                        messageID: message.messageID.map { "\($0)#\(index)/\(offset)" }))
            }
        }
        return (receipts, read)
    }

    // MARK: Files

    /// The mail files `path` names: a Maildir's messages (in `cur/` and `new/`, by name),
    /// an mbox file (it starts with "From "), or a single message.
    static func files(at path: String) throws(MailError) -> [(
        path: String, layout: MailReader.Layout
    )] {
        var info = stat()
        guard stat(path, &info) == 0 else { throw .unreadable(path: path) }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            return [(path, startsWithFromLine(path) ? .mbox : .message)]
        }
        var found: [String] = []
        var isMaildir = false
        for folder in ["cur", "new"] {
            let directory = path + "/" + folder
            guard let handle = opendir(directory) else { continue }
            isMaildir = true
            defer { closedir(handle) }
            while let entry = readdir(handle) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) {
                    String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard !name.hasPrefix(".") else { continue }
                var entryInfo = stat()
                let file = directory + "/" + name
                guard stat(file, &entryInfo) == 0, entryInfo.st_mode & S_IFMT == S_IFREG else {
                    continue
                }
                found.append(file)
                guard found.count <= ReadingLimits.mailMessages else {
                    throw .tooManyMessages(limit: ReadingLimits.mailMessages)
                }
            }
        }
        guard isMaildir else { throw .notMaildir(path: path) }
        return found.sorted().map { ($0, .message) }
    }

    /// Whether the file's first bytes are an mbox's "From " line.
    static func startsWithFromLine(_ path: String) -> Bool {
        guard let file = fopen(path, "rb") else { return false }
        defer { fclose(file) }
        var head = [UInt8](repeating: 0, count: 5)
        return fread(&head, 1, 5, file) == 5 && head == Array("From ".utf8)
    }

    /// The file's bytes in a buffer from `malloc` (for GMime to take over, so they are held
    /// once), refused by its size before any is read.
    static func contents(of path: String) throws(MailError) -> UnsafeMutableBufferPointer<UInt8> {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw .unreadable(path: path) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(path: path) }
        guard info.st_size <= ReadingLimits.mailboxBytes else {
            throw .fileTooLarge(path: path, limit: ReadingLimits.mailboxBytes)
        }
        let size = Int(info.st_size)
        guard let memory = malloc(max(size, 1))?.assumingMemoryBound(to: UInt8.self) else {
            throw .unreadable(path: path)
        }
        var done = 0
        while done < size {
            let count = Glibc.read(descriptor, memory + done, size - done)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            done += count
        }
        return UnsafeMutableBufferPointer(start: memory, count: done)
    }
}
