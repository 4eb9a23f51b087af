/// Sends HTTP requests through the system's libcurl, opened on the first request: the one
/// HTTP client of SubHub (the CalDAV calendar, the reminders' webhooks).
///
/// A request blocks until the whole answer is in or the request's timeout passes. Redirects
/// are not followed: a CalDAV collection or a webhook that moved is something to tell the
/// user, not to chase with their credentials.
public struct HTTPClient: Sendable {
    /// The libcurls tried, in order: Debian's OpenSSL flavour (libcurl4), then the GnuTLS
    /// flavour git pulls in (libcurl3-gnutls); both have the same functions.
    public static let systemLibraries = ["libcurl.so.4", "libcurl-gnutls.so.4"]
    /// The most an answer's body may hold. A CalDAV collection listing or a webhook's reply is
    /// kilobytes; past this something is wrong, and refusing it keeps the process's memory sane.
    public static let defaultMaximumResponseSize = 32 * 1024 * 1024

    /// Sent as `User-Agent`, so a server's log says who called.
    public let userAgent: String
    public let maximumResponseSize: Int
    let libraryPaths: [String]

    /// - Parameter libraryPaths: the libcurls to try; tests name one that is not there to see
    ///   `.libraryMissing`.
    public init(
        userAgent: String, maximumResponseSize: Int = HTTPClient.defaultMaximumResponseSize,
        libraryPaths: [String] = HTTPClient.systemLibraries
    ) {
        self.userAgent = userAgent
        self.maximumResponseSize = maximumResponseSize
        self.libraryPaths = libraryPaths
    }

    /// Transfers `request` and returns the server's answer, whatever its status.
    /// - Throws: `HTTPError` when there is no answer: no libcurl, a malformed request, or a
    ///   network failure.
    public func send(_ request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
        guard let address = HTTPAddress(request.url), request.method.isToken,
            request.headers.allSatisfy(\.isWellFormed), request.timeout > .zero
        else { throw .invalidRequest }
        let transfer = try HTTPTransfer(libraryPaths: libraryPaths)
        return try transfer.perform(
            request, host: address.host, userAgent: userAgent,
            maximumResponseSize: maximumResponseSize)
    }
}
