import FoundationEssentials
import SubDomain
import Glibc

/// A reminder as an RFC 5322 message for `sendmail -t`: the headers a mail reader needs
/// (Date, From, To, Subject, Message-ID, MIME-Version) and a UTF-8 text body.
///
/// A non-ASCII subject becomes RFC 2047 encoded words (`=?UTF-8?B?…?=`, each at most 75
/// characters and never splitting a character); the body is quoted-printable, so the
/// message is 7-bit clean whatever the language and whatever relay carries it.
public struct MailMessage: Sendable {
    public let from: String
    public let to: String
    public let subject: String
    public let body: String
    public let date: Date
    public let messageID: String

    /// `key` is the delivery's idempotency key: the Message-ID is `<KEY@DOMAIN>` (the
    /// recipient's domain), the same when a run sends it again after a crash, so the mail
    /// reader shows it once.
    public init(to address: String, subject: String, body: String, date: Date, key: String) {
        self.from = "SubHub <\(address)>"
        self.to = address
        self.subject = subject
        self.body = body
        self.date = date
        let domain = address.split(separator: "@").last.map(String.init) ?? "localhost"
        self.messageID = "<\(key)@\(domain)>"
    }

    /// The whole message, lines ending in LF as `sendmail` takes them on its input.
    public var text: String {
        let headers = [
            "Date: " + Self.rfc5322Date(date),
            "From: " + from,
            "To: " + to,
            "Subject: " + Self.encodedHeader(subject, prefixLength: "Subject: ".count),
            "Message-ID: " + messageID,
            "MIME-Version: 1.0",
            "Content-Type: text/plain; charset=UTF-8",
            "Content-Transfer-Encoding: quoted-printable",
            "Auto-Submitted: auto-generated",
        ]
        return headers.joined(separator: "\n") + "\n\n" + Self.quotedPrintable(body) + "\n"
    }

    /// `Sat, 05 Dec 2026 09:00:00 +0000`: English names whatever the locale, as RFC 5322
    /// requires.
    static func rfc5322Date(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = [
            "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
        ]
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(days[Int(parts.tm_wday)]), \(two(parts.tm_mday)) \(months[Int(parts.tm_mon)]) "
            + "\(parts.tm_year + 1900) \(two(parts.tm_hour)):\(two(parts.tm_min)):"
            + "\(two(parts.tm_sec)) +0000"
    }

    /// A header value: as is when it is printable ASCII, else RFC 2047 `B` encoded words,
    /// folded onto continuation lines so no line passes 78 characters.
    static func encodedHeader(_ text: String, prefixLength: Int, fold: String = "\n ") -> String {
        let clean = text.replacingAll("\r", with: " ")
            .replacingAll("\n", with: " ")
        if clean.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value < 0x7F }),
            clean.count + prefixLength <= 78
        {
            return clean
        }
        // 75 characters per word: `=?UTF-8?B?` and `?=` leave 63 for base64, 45 bytes.
        var words: [String] = []
        var chunk = Data()
        for character in clean {
            let bytes = Data(String(character).utf8)
            if chunk.count + bytes.count > 45 {
                words.append("=?UTF-8?B?" + chunk.base64EncodedString() + "?=")
                chunk = Data()
            }
            chunk.append(bytes)
        }
        if !chunk.isEmpty { words.append("=?UTF-8?B?" + chunk.base64EncodedString() + "?=") }
        return words.joined(separator: fold)
    }

    /// RFC 2045 quoted-printable: bytes outside printable ASCII, `=` and a line's trailing
    /// blank as `=XX`, lines soft-broken (`=` at the end) before 76 characters.
    static func quotedPrintable(_ text: String) -> String {
        var lines: [String] = []
        for line in text.replacingAll("\r\n", with: "\n").split(
            separator: "\n", omittingEmptySubsequences: false)
        {
            let bytes = Array(line.utf8)
            var encoded: [String] = []
            for (index, byte) in bytes.enumerated() {
                let isLast = index == bytes.count - 1
                let plain =
                    (byte >= 33 && byte <= 126 && byte != UInt8(ascii: "="))
                    || ((byte == 0x20 || byte == 0x09) && !isLast)
                encoded.append(
                    plain ? String(UnicodeScalar(byte)) : "=" + Self.hexByte(byte))
            }
            var current = ""
            for piece in encoded {
                if current.count + piece.count > 75 {
                    lines.append(current + "=")
                    current = ""
                }
                current += piece
            }
            lines.append(current)
        }
        return lines.joined(separator: "\n")
    }

    /// `=3D`'s two upper-case hex digits.
    private static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
