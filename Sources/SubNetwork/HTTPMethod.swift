/// An HTTP request method. Any token is allowed, so WebDAV's and CalDAV's verbs (`PROPFIND`,
/// `REPORT`, `MKCALENDAR`) travel as they are; the common ones are named.
public struct HTTPMethod: Hashable, Sendable, CustomStringConvertible {
    public let name: String

    public init(_ name: String) { self.name = name }

    public static let get = HTTPMethod("GET")
    public static let head = HTTPMethod("HEAD")
    public static let post = HTTPMethod("POST")
    public static let put = HTTPMethod("PUT")
    public static let delete = HTTPMethod("DELETE")
    public static let propfind = HTTPMethod("PROPFIND")
    public static let report = HTTPMethod("REPORT")
    public static let mkcol = HTTPMethod("MKCOL")
    public static let mkcalendar = HTTPMethod("MKCALENDAR")

    public var description: String { name }

    /// A method name is an RFC 9110 token: letters, digits and a few marks, never a space or a
    /// line break that would let it rewrite the request line.
    var isToken: Bool {
        !name.isEmpty
            && name.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"):
                    true
                default: Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
                }
            }
    }
}
