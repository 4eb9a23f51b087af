/// A webhook's URL, checked, with what in it is secret found so it is never printed.
///
/// `http` or `https` with a host; no spaces, tabs or line breaks (they would split the
/// request or the secrets file). The secrets: the userinfo's password, or the userinfo
/// itself when it has no password (`https://TOKEN@host/` is how some services take a
/// token), every query value and every query word without a value (`?token=…`, `?auth=…`,
/// `?TOKEN`: Gotify's tokens travel there, and any other value may be one) and the path (an
/// ntfy topic is read by whoever knows it; Discord's and Slack's tokens are path segments). `masked` shows the
/// userinfo's and the query's secrets as `***` and the path as `/…`, keeping the host and
/// the parameter names so the user recognizes the channel.
public struct WebhookAddress: Hashable, Sendable {
    public let url: String
    public let masked: String

    public var hasSecret: Bool { masked != url }

    /// The host, as written (brackets kept around an IPv6 address), without user or port.
    public let host: String

    /// Whether the host is a link-local address (169.254.0.0/16, fe80::/10): where clouds
    /// answer with a machine's credentials (169.254.169.254). No webhook is there.
    public var isLinkLocal: Bool {
        let lowered = host.lowercased()
        if lowered.hasPrefix("[") {
            let inner = lowered.dropFirst().prefix { $0 != "]" }
            guard inner.hasPrefix("fe") && inner.count > 3 else { return false }
            let third = inner[inner.index(inner.startIndex, offsetBy: 2)]
            return "89ab".contains(third)
        }
        let parts = lowered.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "169" && parts[1] == "254"
            && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
    }

    public init?(_ text: String) {
        guard !text.isEmpty, text.utf8.count <= 2048,
            text.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value != 0x7F })
        else { return nil }
        let lower = text.lowercased()
        let scheme: String
        if lower.hasPrefix("https://") {
            scheme = "https://"
        } else if lower.hasPrefix("http://") {
            scheme = "http://"
        } else {
            return nil
        }
        let rest = text.dropFirst(scheme.count)
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        var authority = String(rest[..<authorityEnd])
        var tail = String(rest[authorityEnd...])
        var hostAndPort = Substring(authority)
        if let at = authority.lastIndex(of: "@") {
            let userinfo = authority[..<at]
            let host = authority[authority.index(after: at)...]
            let parts = userinfo.split(
                separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            // A user without a password may itself be the token.
            let user = parts.count == 2 ? String(parts[0]) : ""
            authority = (user.isEmpty ? "***" : user + ":***") + "@" + host
            guard !host.isEmpty else { return nil }
            hostAndPort = host
        } else if authority.isEmpty {
            return nil
        }
        if hostAndPort.hasPrefix("[") {
            self.host = String(hostAndPort.prefix { $0 != "]" }) + "]"
        } else {
            self.host = String(hostAndPort.prefix { $0 != ":" })
        }
        let pathEnd = tail.firstIndex { $0 == "?" || $0 == "#" } ?? tail.endIndex
        if !tail[..<pathEnd].allSatisfy({ $0 == "/" }) {
            tail = "/…" + tail[pathEnd...]
        }
        if let query = tail.firstIndex(of: "?") {
            let fragment = tail[query...].firstIndex(of: "#") ?? tail.endIndex
            let parameters = tail[tail.index(after: query)..<fragment]
                .split(separator: "&", omittingEmptySubsequences: false)
                .map { parameter -> String in
                    guard let equals = parameter.firstIndex(of: "=") else {
                        // A word alone (`?TOKEN`) is as secret as a value.
                        return parameter.isEmpty ? "" : "***"
                    }
                    return parameter[..<equals] + "=***"
                }
            tail = tail[..<query] + "?" + parameters.joined(separator: "&") + tail[fragment...]
        }
        self.url = text
        self.masked = scheme + authority + tail
    }
}
