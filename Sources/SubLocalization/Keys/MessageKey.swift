/// The typed name of one catalog message. Every lookup goes through one of these.
///
/// Keys are declared as constants grouped by area (`MessageKey+Errors.swift`, …) and listed in
/// that area's registry, which `MessageKey.all` collects. The catalog check asserts that each
/// registered key exists in every catalog, and a test scans the sources for `MessageKey("…")`
/// so an unregistered key is caught too.
public struct MessageKey: Hashable, Sendable, CustomStringConvertible, Comparable {
    /// The dotted path into the catalog's `messages`, such as `error.unknown_currency`.
    public let path: String

    public init(_ path: String) {
        self.path = path
    }

    public var description: String { path }

    public static func < (lhs: MessageKey, rhs: MessageKey) -> Bool { lhs.path < rhs.path }

    /// Every key the code uses, from every area's registry.
    public static var all: [MessageKey] {
        errorKeys + warningKeys + parseKeys + periodKeys + catalogKeys + generalKeys + shellKeys
            + storeKeys
    }
}
