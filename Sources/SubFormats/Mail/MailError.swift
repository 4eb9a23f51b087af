/// Why a mailbox could not be read at all. A single message that cannot be read is skipped
/// and counted (`MailTally`), never a reason to refuse the rest.
public enum MailError: Error, Hashable, Sendable {
    /// GMime (Debian's `libgmime-3.0-0`) cannot be opened.
    case libraryMissing
    /// libxml2 (Debian's `libxml2`) cannot be opened, and a receipt's body is HTML only.
    case htmlLibraryMissing
    /// A folder that holds no `cur/` or `new/`: not a Maildir.
    case notMaildir(path: String)
    /// A file past `ReadingLimits.mailboxBytes`, refused by its size before it is parsed.
    case fileTooLarge(path: String, limit: Int)
    /// More than `ReadingLimits.mailMessages` messages in all.
    case tooManyMessages(limit: Int)
    /// A path that cannot be opened (missing, or not readable).
    case unreadable(path: String)
    /// Messages were read, and none was a receipt with an amount.
    /// (With the messages skipped: an unknown charset, too many parts.)
    case noReceipts(messages: Int, unreadable: Int, tooManyParts: Int)
}
