/// An absolute http:// or https:// address taken apart just enough to name its host in a
/// message, hide what must not be shown, and name a resource inside a collection. Anything
/// finer is left to libcurl, which parses the address it is given.
public struct HTTPAddress: Hashable, Sendable {
    /// `http` or `https`, lowercased.
    public let scheme: String
    /// The `user:password` before `@`, if the address carries one.
    let userInfo: String?
    /// Host and optional port, as written.
    public let authority: String
    /// Everything after the authority: path, query and fragment (may be empty).
    let remainder: String

    /// `nil` unless `text` is an absolute http or https address with a host.
    public init?(_ text: String) {
        guard let colon = text.firstIndex(of: ":"),
            text[colon...].hasPrefix("://")
        else { return nil }
        let scheme = text[..<colon].lowercased()
        guard scheme == "http" || scheme == "https" else { return nil }
        let afterScheme = text[text.index(colon, offsetBy: 3)...]
        let authorityEnd: String.Index =
            afterScheme.firstIndex { (character: Character) in
                character == "/" || character == "?" || character == "#"
            } ?? afterScheme.endIndex
        var authority = afterScheme[..<authorityEnd]
        if let at = authority.lastIndex(of: "@") {
            userInfo = String(authority[..<at])
            authority = authority[authority.index(after: at)...]
        } else {
            userInfo = nil
        }
        guard !authority.isEmpty,
            !text.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F })
        else { return nil }
        self.scheme = scheme
        self.authority = String(authority)
        remainder = String(afterScheme[authorityEnd...])
    }

    /// The host name alone, without port or IPv6 brackets: what a message names.
    public var host: String {
        if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
            return String(authority[authority.index(after: authority.startIndex)..<close])
        }
        return String(authority.split(separator: ":", maxSplits: 1).first ?? "")
    }

    /// The address without a user or password and with any query replaced by `?…`: a token
    /// in either is a secret, and this is what may be printed.
    public var displayed: String {
        var path = remainder
        if let query = path.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            let mark = path[query]
            path = String(path[..<query]) + (mark == "?" ? "?…" : "")
        }
        return "\(scheme)://\(authority)\(path)"
    }

    /// The address of `name` inside this one taken as a collection (a folder): a slash is
    /// added between them when missing, and `name` is percent-encoded as one path segment.
    /// Any query or fragment of the collection's address is dropped.
    public func member(_ name: String) -> String {
        let path = remainder.prefix { $0 != "?" && $0 != "#" }
        let folder = path.hasSuffix("/") ? String(path) : path + "/"
        let userPart = userInfo.map { "\($0)@" } ?? ""
        return "\(scheme)://\(userPart)\(authority)\(folder)\(Self.percentEncodedSegment(name))"
    }

    /// RFC 3986 unreserved characters stay; every other byte of the UTF-8 is %XX.
    static func percentEncodedSegment(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "@"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".utf8)
                encoded += "%"
                encoded.unicodeScalars.append(Unicode.Scalar(hex[Int(byte >> 4)]))
                encoded.unicodeScalars.append(Unicode.Scalar(hex[Int(byte & 0x0F)]))
            }
        }
        return encoded
    }
}
