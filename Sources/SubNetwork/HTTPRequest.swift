/// One HTTP request: what `HTTPClient.send` transfers.
public struct HTTPRequest: Sendable {
    public var method: HTTPMethod
    /// An absolute `http://` or `https://` address.
    public var url: String
    public var headers: [HTTPHeader]
    /// The request's content; `nil` sends none (and no Content-Length).
    public var body: [UInt8]?
    /// The most the whole exchange may take, connecting included.
    public var timeout: Duration
    public var credentials: HTTPCredentials

    public init(
        method: HTTPMethod = .get, url: String, headers: [HTTPHeader] = [], body: [UInt8]? = nil,
        timeout: Duration = .seconds(30), credentials: HTTPCredentials = .netrc
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
        self.credentials = credentials
    }
}
