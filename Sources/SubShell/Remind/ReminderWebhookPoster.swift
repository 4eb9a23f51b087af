import SubNetwork
import SubNotify

/// Posts a webhook channel's request through SubHub's one HTTP client (libcurl, opened on
/// the first request). Credentials come from the URL itself (`https://user:token@host/`) or
/// the user's `~/.netrc`; redirects are not followed.
struct ReminderWebhookPoster: WebhookPosting {
    static let timeout: Duration = .seconds(20)

    func post(url: String, headers: [(name: String, value: String)], body: [UInt8])
        -> Result<Int, DeliveryFailure>
    {
        let client = HTTPClient(userAgent: "SubHub/\(VersionReport.number)")
        let request = HTTPRequest(
            method: .post, url: url, headers: headers.map { HTTPHeader($0.name, $0.value) },
            body: body, timeout: Self.timeout)
        do {
            return .success(try client.send(request).status)
        } catch {
            return .failure(Self.unanswered(error))
        }
    }

    /// An `HTTPError` as a delivery failure, stored by name so the status words it later.
    static func unanswered(_ error: HTTPError) -> DeliveryFailure {
        switch error {
        case .libraryMissing: .unanswered(reason: "libraryMissing", host: "")
        case .invalidRequest: .unanswered(reason: "invalidRequest", host: "")
        case .hostNotFound(let host): .unanswered(reason: "hostNotFound", host: host)
        case .connectionFailed(let host): .unanswered(reason: "connectionFailed", host: host)
        case .timedOut(let host): .unanswered(reason: "timedOut", host: host)
        case .secureConnectionFailed(let host):
            .unanswered(reason: "secureConnectionFailed", host: host)
        case .connectionLost(let host): .unanswered(reason: "connectionLost", host: host)
        case .responseTooLarge(let host): .unanswered(reason: "responseTooLarge", host: host)
        }
    }

    /// The `HTTPError` a stored failure names (`unanswered(_:)` read back).
    static func httpError(reason: String, host: String) -> HTTPError {
        switch reason {
        case "libraryMissing": .libraryMissing
        case "hostNotFound": .hostNotFound(host: host)
        case "connectionFailed": .connectionFailed(host: host)
        case "timedOut": .timedOut(host: host)
        case "secureConnectionFailed": .secureConnectionFailed(host: host)
        case "connectionLost": .connectionLost(host: host)
        case "responseTooLarge": .responseTooLarge(host: host)
        default: .invalidRequest
        }
    }
}
