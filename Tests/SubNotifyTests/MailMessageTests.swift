import Foundation
import Testing

@testable import SubNotify

@Suite("RFC 5322 reminder mail")
struct MailMessageTests {
    /// Decodes quoted-printable back (soft breaks joined), the inverse a mail reader applies.
    private func decodeQuotedPrintable(_ text: String) -> String {
        var bytes: [UInt8] = []
        let joined = text.replacingOccurrences(of: "=\n", with: "")
        var index = joined.utf8.startIndex
        let utf8 = joined.utf8
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "="),
                let end = utf8.index(index, offsetBy: 3, limitedBy: utf8.endIndex),
                let value = UInt8(
                    String(decoding: utf8[utf8.index(after: index)..<end], as: UTF8.self), radix: 16
                )
            {
                bytes.append(value)
                index = end
            } else {
                bytes.append(byte)
                index = utf8.index(after: index)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test(
        "quoted-printable round-trips any text in short 7-bit lines",
        arguments: [
            "Netflix: 12,99 € el 5 dic 2026.\nPara cancelar: https://www.netflix.com/cancelplan?x=1",
            "Gym 健身房 扣费 30,00 €   \n\ttrailing tab\t",
            String(repeating: "ñ", count: 200), "a=b", "",
        ])
    func quotedPrintableRoundTrips(_ text: String) {
        let encoded = MailMessage.quotedPrintable(text)
        #expect(decodeQuotedPrintable(encoded) == text)
        for line in encoded.split(separator: "\n", omittingEmptySubsequences: false) {
            #expect(line.utf8.count <= 76)
            #expect(line.utf8.allSatisfy { $0 < 0x7F })
            #expect(line.last != " " && line.last != "\t")
        }
    }

    @Test("a non-ASCII subject becomes encoded words that decode back, none over 75")
    func subjectEncodedWords() {
        let subject = "La prueba gratuita de Disney+ pasa a cobrarse mañana: 8,99 € — 试用"
        let header = MailMessage.encodedHeader(subject, prefixLength: 9)
        var decoded = Data()
        for word in header.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            #expect(word.count <= 75)
            #expect(word.hasPrefix("=?UTF-8?B?") && word.hasSuffix("?="))
            decoded.append(Data(base64Encoded: String(word.dropFirst(10).dropLast(2))) ?? Data())
        }
        #expect(String(decoding: decoded, as: UTF8.self) == subject)
        #expect(
            MailMessage.encodedHeader("Netflix is charged tomorrow", prefixLength: 9)
                == "Netflix is charged tomorrow")
    }

    @Test("the message has the headers a mail reader needs; line breaks cannot add headers")
    func headers() {
        let message = MailMessage(
            to: "ana@example.org", subject: "Hi\nBcc: evil@example.org", body: "x",
            date: Date(timeIntervalSince1970: 1_796_511_707), key: "subhub-0f")
        let head = message.text.components(separatedBy: "\n\n")[0].split(separator: "\n")
        #expect(head.contains("To: ana@example.org"))
        #expect(head.contains("From: SubHub <ana@example.org>"))
        #expect(head.contains("Subject: Hi Bcc: evil@example.org"))
        #expect(head.contains("Date: Sat, 05 Dec 2026 23:01:47 +0000"))
        #expect(head.contains("Content-Type: text/plain; charset=UTF-8"))
        #expect(head.contains("MIME-Version: 1.0"))
        #expect(!head.contains { $0.hasPrefix("Bcc") })
    }

    @Test("addresses that would add recipients or headers are refused")
    func addresses() {
        #expect(MailSender.isValidAddress("ana@example.org"))
        for bad in [
            "ana", "ana@", "@example.org", "a b@example.org", "a@b.org,c@d.org",
            "a@b.org\nBcc: c@d.org", "<a@b.org>", "a@localhost",
        ] {
            #expect(!MailSender.isValidAddress(bad), "\(bad)")
        }
    }
}
