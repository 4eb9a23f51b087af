import Foundation
import SubDomain
import Testing

@testable import SubNotify

@Suite("Webhook addresses and requests")
struct WebhookTests {
    @Test(
        "secrets in the userinfo, the path and the query are masked; the rest is kept",
        arguments: [
            ("https://ntfy.sh/subhub-alerts", "https://ntfy.sh/…"),
            (
                "https://gotify.example.org/message?token=AbC123",
                "https://gotify.example.org/…?token=***"
            ),
            ("https://bob:s3cret@ntfy.example.org/topic", "https://bob:***@ntfy.example.org/…"),
            // A user without a password may be the token itself: it is hidden too.
            ("http://tok@host:8080/x?a=1&b=2#frag", "http://***@host:8080/…?a=***&b=***#frag"),
            ("https://T0KEN@hooks.example.org/", "https://***@hooks.example.org/"),
            // A query word without a value is as secret as a value.
            ("https://hooks.example.org/?T0KEN", "https://hooks.example.org/?***"),
            ("https://hooks.example.org/?a=1&T0KEN&", "https://hooks.example.org/?a=***&***&"),
            ("https://hooks.slack.com/services/T0/B0/S3CRET", "https://hooks.slack.com/…"),
            ("https://discord.com/api/webhooks/1/T0KEN", "https://discord.com/…"),
            ("https://hooks.example.org/", "https://hooks.example.org/"),
        ])
    func masking(_ pair: (String, String)) throws {
        let address = try #require(WebhookAddress(pair.0))
        #expect(address.masked == pair.1)
        #expect(address.hasSecret == (pair.0 != pair.1))
        #expect(address.url == pair.0)
    }

    @Test(
        "anything but an http(s) URL on one line is refused",
        arguments: [
            "ftp://x/y", "ntfy.sh/topic", "https://", "https://a b/c", "https://x/\ny", "",
            "https://user:pw@/path",
        ])
    func refused(_ text: String) {
        #expect(WebhookAddress(text) == nil)
    }

    @Test("link-local hosts, where clouds hand out a machine's credentials, are known as such")
    func linkLocal() throws {
        for text in [
            "http://169.254.169.254/latest/meta-data", "http://user:pw@169.254.1.2:8080/x",
            "http://[fe80::1]/hook", "http://[FEBF::1]:80/",
        ] {
            #expect(try #require(WebhookAddress(text)).isLinkLocal, "\(text)")
        }
        for text in [
            "http://127.0.0.1:8080/hook", "https://ntfy.sh/x", "http://[::1]/x",
            "http://169.254.example.org/", "http://[fec0::1]/",
        ] {
            #expect(try #require(WebhookAddress(text)).isLinkLocal == false, "\(text)")
        }
    }

    private var message: ReminderMessage {
        ReminderMessage(
            title: "Último día para cancelar Gym",
            body: "30,00 € el 15 ene 2027.\nPara cancelar: https://gym.example",
            kind: .cancelBy, name: "Gym", amountText: "30,00 €",
            amount: Money(minorUnits: 3000, currency: .eur),
            eventOn: CivilDate(iso: "2026-12-16")!, chargeOn: CivilDate(iso: "2027-01-15")!,
            daysLeft: 1, isLate: false, manageURL: "https://gym.example", key: "k")
    }

    @Test("ntfy: plain body, title, priority, tags and click in headers")
    func ntfy() throws {
        let request = WebhookRequest(message, format: .ntfy)
        let headers = Dictionary(request.headers.map { ($0.name, $0.value) }) { $1 }
        #expect(String(decoding: request.body, as: UTF8.self) == message.body)
        // Latin-1 on the wire: a non-ASCII title travels as RFC 2047 encoded words.
        let title = try #require(headers["Title"])
        #expect(title.hasPrefix("=?UTF-8?B?") && title.allSatisfy(\.isASCII))
        let decoded = title.split(separator: " ").compactMap {
            Data(base64Encoded: String($0.dropFirst(10).dropLast(2)))
        }.reduce(Data(), +)
        #expect(String(decoding: decoded, as: UTF8.self) == message.title)
        #expect(headers["Priority"] == "high")
        #expect(headers["Click"] == "https://gym.example")
        #expect(headers["Tags"] == "warning,moneybag")
    }

    @Test("gotify and json bodies are JSON with the documented fields")
    func jsonBodies() throws {
        let gotify =
            try JSONSerialization.jsonObject(
                with: Data(WebhookRequest(message, format: .gotify).body)) as? [String: Any]
        #expect(gotify?["title"] as? String == message.title)
        #expect(gotify?["message"] as? String == message.body)
        #expect(gotify?["priority"] as? Int == 8)
        let json =
            try JSONSerialization.jsonObject(
                with: Data(WebhookRequest(message, format: .json).body)) as? [String: Any]
        #expect(json?["kind"] as? String == "cancel_by")
        #expect(json?["amount_minor"] as? Int == 3000)
        #expect(json?["date"] as? String == "2026-12-16")
        #expect(json?["late"] as? Bool == false)
    }

    @Test("a GVariant literal keeps quotes, backslashes and line breaks as text")
    func gvariantLiteral() {
        #expect(DesktopNotifier.literal("a\"b\\c\nd") == "\"a\\\"b\\\\c\\nd\"")
        #expect(DesktopNotifier.literal("-x") == "\"-x\"")
    }
}
