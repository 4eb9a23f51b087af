/// One header field of a request or a response, as sent or received: names keep their
/// spelling, and lookups ignore case (RFC 9110 §5.1).
public struct HTTPHeader: Hashable, Sendable {
    public let name: String
    public let value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }

    /// Neither part may hold a line break (which would start a header of the caller's
    /// choosing) or a NUL, and the name is a token without a colon.
    var isWellFormed: Bool {
        let forbidden: Set<UInt8> = [0x0A, 0x0D, 0x00]
        return HTTPMethod(name).isToken && !value.utf8.contains(where: forbidden.contains)
    }
}

extension [HTTPHeader] {
    /// The value of the first field named `name`, ignoring case.
    public subscript(field name: String) -> String? {
        first { $0.name.lowercased() == name.lowercased() }?.value
    }
}
