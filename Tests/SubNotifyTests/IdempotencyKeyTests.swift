import Foundation
import SubDomain
import Testing

@testable import SubNotify

/// Each delivery carries a key that is the same when it is sent again (after a run was
/// killed between its send and its record) and different for every reminder and channel.
@Suite("Idempotency keys")
struct IdempotencyKeyTests {
    private func message(key: String) -> ReminderMessage {
        let amount = Money(minorUnits: 1299, currency: .eur)
        let day = CivilDate(iso: "2026-12-06")!
        return ReminderMessage(
            title: "Netflix is charged in 7 days", body: "€12.99", kind: .charge, name: "Netflix",
            amountText: "€12.99", amount: amount, eventOn: day, chargeOn: day, daysLeft: 7,
            isLate: false, manageURL: nil, key: key)
    }

    @Test("the key depends on the reminder and the channel only, and is safe in any header")
    func stableAndDistinct() {
        let reminders = [
            "charge:a:2026-12-06:7", "charge:a:2026-12-06:3", "cancel_by:b:2026-12-01:1",
        ]
        var seen: Set<String> = []
        for reminder in reminders {
            for channel in 1...4 {
                let key = message(key: reminder).toChannel(channel).idempotencyKey
                #expect(key == message(key: reminder).toChannel(channel).idempotencyKey)
                #expect(key.hasPrefix("subhub-") && key.count == 39)
                #expect(
                    key.unicodeScalars.allSatisfy {
                        $0.properties.isASCIIHexDigit || "subh-".unicodeScalars.contains($0)
                    })
                seen.insert(key)
            }
        }
        #expect(seen.count == reminders.count * 4)
    }

    @Test("mail's Message-ID, a webhook's header and body, a command's environment carry it")
    func everyChannelCarriesIt() throws {
        let sent = message(key: "charge:a:2026-12-06:7").toChannel(2)
        let key = sent.idempotencyKey
        let mail = MailMessage(
            to: "ana@example.org", subject: sent.title, body: sent.body, date: Date(), key: key)
        #expect(mail.text.contains("\nMessage-ID: <\(key)@example.org>\n"))
        for format in WebhookFormat.allCases {
            let request = WebhookRequest(sent, format: format)
            #expect(
                request.headers.filter { $0.name == "Idempotency-Key" }.map(\.value) == [key],
                "\(format)")
        }
        let body = try #require(
            try JSONSerialization.jsonObject(
                with: Data(WebhookRequest(sent, format: .json).body)) as? [String: Any])
        #expect(body["idempotency_key"] as? String == key)
        #expect(body["key"] as? String == "charge:a:2026-12-06:7")
        let variables = CommandSender.variables(for: sent)
        #expect(variables["SUBHUB_IDEMPOTENCY_KEY"] == key)
        #expect(variables["SUBHUB_KEY"] == "charge:a:2026-12-06:7")
    }
}
