/// Why a request got no answer. Each case is something the user can act on, and the shell
/// words it from the catalogs; libcurl's own messages never reach the screen.
public enum HTTPError: Error, Hashable, Sendable {
    /// libcurl is not installed (Debian/Ubuntu: libcurl4).
    case libraryMissing
    /// Not an absolute http:// or https:// address, or a method or header that cannot be sent.
    case invalidRequest
    /// The host's name does not resolve (a typo, or no network).
    case hostNotFound(host: String)
    /// The host is there but nothing accepted the connection (server down, wrong port,
    /// a firewall).
    case connectionFailed(host: String)
    /// No complete answer within the request's timeout.
    case timedOut(host: String)
    /// The TLS handshake failed or the server's certificate is not trusted.
    case secureConnectionFailed(host: String)
    /// The connection broke before a whole answer arrived.
    case connectionLost(host: String)
    /// The answer was larger than a client of this kind ever needs.
    case responseTooLarge(host: String)
}
