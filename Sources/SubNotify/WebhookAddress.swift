/// A webhook's URL, checked, with what in it is secret found so it is never printed.
///
/// `http` or `https` with a host; no spaces, tabs or line breaks (they would split the
/// request or the secrets file). The secrets: a password in the userinfo
/// (`https://user:TOKEN@host/`), every query value (`?token=…`, `?auth=…`: Gotify's tokens
/// travel there, and any other value may be one) and the path (an ntfy topic is read by
/// whoever knows it; Discord's and Slack's tokens are path segments). `masked` shows the
/// userinfo's and the query's secrets as `***` and the path as `/…`, keeping the host and
/// the parameter names so the user recognizes the channel.
public struct WebhookAddress: Hashable, Sendable {
    public let url: String
    public let masked: String

    public var hasSecret: Bool { masked != url }

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
        if let at = authority.lastIndex(of: "@") {
            let userinfo = authority[..<at]
            let host = authority[authority.index(after: at)...]
            let user = userinfo.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
            authority = (user.isEmpty ? "***" : user + ":***") + "@" + host
            guard !host.isEmpty else { return nil }
        } else if authority.isEmpty {
            return nil
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
                        return String(parameter)
                    }
                    return parameter[..<equals] + "=***"
                }
            tail = tail[..<query] + "?" + parameters.joined(separator: "&") + tail[fragment...]
        }
        self.url = text
        self.masked = scheme + authority + tail
    }
}
