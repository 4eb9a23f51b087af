import SubDomain

/// One message as GMime read it: the headers a receipt is judged by, and its text bodies in
/// UTF-8 (converted from whatever charset each part declared). Attachments are named, and a
/// PDF's bytes kept.
package struct MailMessage: Sendable {
    /// A part that is not a body: a PDF invoice, an image, a calendar file.
    package struct Attachment: Hashable, Sendable {
        /// `application/pdf`, lower-cased.
        package let mediaType: String
        /// A PDF's bytes, decoded, when within `ReadingLimits.mailAttachmentBytes`; other
        /// attachments are only named.
        package var bytes: [UInt8]?

        package init(mediaType: String, bytes: [UInt8]? = nil) {
            self.mediaType = mediaType
            self.bytes = bytes
        }
    }

    /// The subject, RFC 2047 words decoded.
    package var subject = ""
    /// The sender's display name ("Netflix"), empty when the From header gives none.
    package var senderName = ""
    /// The sender's address (`info@account.netflix.com`).
    package var senderAddress = ""
    /// The day of the `Date` header, in the sender's own offset.
    package var date: CivilDate?
    package var messageID: String?
    /// The `text/plain` bodies, in tree order.
    package var plainTexts: [String] = []
    /// The `text/html` bodies, in tree order, as HTML.
    package var htmlTexts: [String] = []
    package var attachments: [Attachment] = []
    /// Every part of the tree, those past `ReadingLimits.mailParts` included.
    package var partCount = 0
    /// A body in a charset iconv does not know, or not UTF-8 once converted.
    package var undecodable = false

    package init() {}

    /// The sender's domain, lower-cased (`account.netflix.com`), empty without an address.
    package var senderDomain: String {
        guard let at = senderAddress.lastIndex(of: "@") else { return "" }
        return senderAddress[senderAddress.index(after: at)...].lowercased()
            .trimmingCharacters(in: ">. ")
    }
}

extension String {
    fileprivate func trimmingCharacters(in characters: String) -> String {
        var text = Substring(self)
        while let first = text.first, characters.contains(first) { text = text.dropFirst() }
        while let last = text.last, characters.contains(last) { text = text.dropLast() }
        return String(text)
    }
}
