/// The limits every file reader holds to, stated once: a file of up to 100 MB is read or
/// refused within seconds and a few hundred megabytes, whatever its shape, and each refusal
/// names the limit it passed. Each number is far past what a bank, a wallet, Wallos or
/// SubHub's own export writes.
public enum ReadingLimits {
    /// The longest field, in bytes (a CSV cell, an MT940 field with its continuation lines, a
    /// QIF or Norma 43 line): no statement holds a 64 KiB memo.
    public static let fieldBytes = 65_536
    /// The most columns a line holds (a CSV record, a worksheet's row).
    public static let columns = 1_000
    /// The most rows a statement is read with: a decade of daily charges is 3,650, the
    /// largest exports seen a few tens of thousands.
    public static let rows = 200_000
    /// The most cells a statement's rows hold together (a worksheet's row counts up to its
    /// last cell): 200,000 rows of 20 columns. Within the row and column limits a 100 MB
    /// file of one-byte cells is 50 million of them, a gigabyte held.
    public static let cells = 4_000_000
    /// The most payments SubHub's own export is read with, all plans together: fifty plans
    /// paid monthly for three centuries, or ten paid daily for fifty years.
    public static let payments = 200_000
    /// How deep elements may nest (CAMT's XML, OFX's SGML and XML, a workbook's parts):
    /// statements nest about ten deep. Past it a file of tags never closed is refused
    /// instead of making every tag cost as much as those open above it.
    public static let depth = 256
    /// The most a workbook's parts inflate to, together: a bank's year of movements is a
    /// few megabytes of sheet XML; past this it is a zip bomb.
    public static let inflatedBytes = 100 * 1_024 * 1_024
    /// The most rows of one list a Wallos file holds (subscriptions, and each of its
    /// currencies, categories, payment methods and users): a household keeps a few hundred.
    public static let wallosRows = 10_000
    /// The most pages a PDF statement is read with: a decade of monthly statements is a few
    /// hundred; past it a file that claims a million pages is refused before they are read.
    public static let pdfPages = 1_000
    /// The most characters a PDF statement's pages hold together: a thousand dense pages.
    public static let pdfCharacters = 5_000_000
    /// The most pixels a bill's image (a screenshot, a photo, a scan) may hold, read from its
    /// header before it is decoded: a phone's screenshot is 2.6 million, an A4 page scanned
    /// at 600 dpi 35 million. Past it an image of a few kilobytes (a "bomb") would ask for
    /// gigabytes once decoded.
    public static let imagePixels = 40_000_000
    /// The longest side of such an image, in pixels.
    public static let imageSide = 20_000
    /// The largest mail file read (an mbox, an `.eml`, a Maildir message), refused by its size
    /// before it is parsed: a year of receipts is a few megabytes, a whole mailbox with its
    /// attachments may be more, and is exported a folder at a time.
    public static let mailboxBytes = 100 * 1_024 * 1_024
    /// The most messages one import reads, every file together.
    public static let mailMessages = 200_000
    /// The most MIME parts of one message that are looked at: a receipt has two or three;
    /// the rest of a message of thousands is walked past, never read.
    public static let mailParts = 1_000
    /// The most lines starting with "--" (MIME boundaries) one message may hold to be parsed:
    /// GMime builds each part in memory, a few kilobytes each; a receipt has a handful. A
    /// message past it is left out unparsed and counted.
    public static let mailBoundaryLines = 10_000
    /// The most text one message's bodies give, together, after charset conversion: a
    /// receipt is a few kilobytes; a body past it is read up to it.
    public static let mailTextBytes = 1_024 * 1_024
    /// The largest PDF attached to a message that is read (a bank's statement or an
    /// invoice is a few hundred kilobytes); a larger one is counted, not decoded.
    public static let mailAttachmentBytes = 20 * 1_024 * 1_024
}
