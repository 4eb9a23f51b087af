/// What the server answered: any status, success or not (a 404 or a 412 is an answer the
/// caller decides about, not an `HTTPError`).
public struct HTTPResponse: Sendable {
    public let status: Int
    /// The final response's header fields, in the order received (those of a redirect or of
    /// a `100 Continue` before it are not kept).
    public let headers: [HTTPHeader]
    public let body: [UInt8]

    public init(status: Int, headers: [HTTPHeader], body: [UInt8]) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// 2xx.
    public var isSuccess: Bool { (200..<300).contains(status) }

    /// The body as UTF-8 text, with any invalid bytes replaced.
    public var text: String { String(decoding: body, as: UTF8.self) }
}
