import SubDomain
import SubJSON

/// The HTTP POST a webhook channel sends for one reminder, in the receiver's format.
///
/// - ntfy: the body is the plain text; `Title`, `Priority` (`high` for a last day to cancel
///   or a trial ending within a day, else `default`), `Tags` and `Click` (the manage link)
///   are headers, as ntfy documents its publish API.
/// - Gotify: `{"title", "message", "priority"}` as JSON (priority 8 when urgent, else 5).
/// - json: SubHub's own object, stable field names:
///   `{"source": "subhub", "key", "idempotency_key", "kind", "name", "title", "body",
///   "amount", "amount_minor", "currency", "date", "charge_date", "days_left", "late",
///   "url"}`.
///
/// Every format carries the delivery's key in an `Idempotency-Key` header, the same when a
/// run sends it again after being killed before recording it: a receiver that keeps the keys
/// it has seen drops the repeat.
public struct WebhookRequest: Sendable {
    public let headers: [(name: String, value: String)]
    public let body: [UInt8]

    public init(_ message: ReminderMessage, format: WebhookFormat) {
        let idempotency = ("Idempotency-Key", message.idempotencyKey)
        switch format {
        case .ntfy:
            var headers: [(String, String)] = [
                ("Content-Type", "text/plain; charset=utf-8"),
                ("Title", Self.headerValue(message.title)),
                ("Priority", message.isUrgent ? "high" : "default"),
                ("Tags", message.kind == .charge ? "moneybag" : "warning,moneybag"), idempotency,
            ]
            if let url = message.manageURL { headers.append(("Click", url)) }
            self.headers = headers
            self.body = Array(message.body.utf8)
        case .gotify:
            headers = [("Content-Type", "application/json; charset=utf-8"), idempotency]
            body = Array(
                OrderedJSON.object([
                    ("title", .string(message.title)), ("message", .string(message.body)),
                    ("priority", .int(message.isUrgent ? 8 : 5)),
                ]).serialized().utf8)
        case .json:
            headers = [("Content-Type", "application/json; charset=utf-8"), idempotency]
            body = Array(Self.json(message).serialized().utf8)
        }
    }

    static func json(_ message: ReminderMessage) -> OrderedJSON {
        .object([
            ("source", .string("subhub")), ("key", .string(message.key)),
            ("idempotency_key", .string(message.idempotencyKey)),
            ("kind", .string(message.kind.rawValue)), ("name", .string(message.name)),
            ("title", .string(message.title)), ("body", .string(message.body)),
            ("amount", .string(message.amountText)),
            ("amount_minor", .int(message.amount.minorUnits)),
            ("currency", .string(message.amount.currency.code)),
            ("date", .string(message.eventOn.iso)), ("charge_date", .string(message.chargeOn.iso)),
            ("days_left", .int(Int64(message.daysLeft))), ("late", .bool(message.isLate)),
            ("url", .optional(message.manageURL)),
        ])
    }

    /// A header's value on one line. HTTP headers are Latin-1 on the wire, so a title in
    /// Spanish or Chinese goes as RFC 2047 encoded words (`=?UTF-8?B?…?=`), which ntfy
    /// decodes; line breaks become spaces (they would end the header).
    static func headerValue(_ text: String) -> String {
        MailMessage.encodedHeader(text, prefixLength: 0, fold: " ")
    }
}

/// Sends one HTTP POST: the HTTP client library behind it is the caller's (libcurl through
/// SubNetwork), so SubNotify stays free of it and its requests can be checked as values.
public protocol WebhookPosting: Sendable {
    /// Posts `body` with `headers` to `url`; the response's status, or why there is none.
    func post(url: String, headers: [(name: String, value: String)], body: [UInt8])
        -> Result<Int, DeliveryFailure>
}

/// Delivers a reminder to a webhook through a `WebhookPosting`.
public struct WebhookSender: Sendable {
    public let url: String
    public let format: WebhookFormat
    public let poster: any WebhookPosting

    public init(url: String, format: WebhookFormat, poster: any WebhookPosting) {
        self.url = url
        self.format = format
        self.poster = poster
    }

    public func send(_ message: ReminderMessage) -> DeliveryFailure? {
        let request = WebhookRequest(message, format: format)
        switch poster.post(url: url, headers: request.headers, body: request.body) {
        case .success(let status) where (200..<300).contains(status): return nil
        case .success(let status): return .httpStatus(status)
        case .failure(let failure): return failure
        }
    }
}
