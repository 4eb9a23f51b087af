/// The typed name of one catalog message. Every lookup goes through one of these.
///
/// The constants (`MessageKey.errorUnknownCurrency`, …) and their registry are generated from
/// the catalogs at build time by `MessageKeyGenerator`: SubLocalization owns the sections of
/// the domain, the parsers and the catalog check; the shell generates its own. A message is
/// its catalog entries plus its use. The catalog check asserts every registered key exists in
/// every catalog, and a test scans the sources for `MessageKey("…")` built by hand.
public struct MessageKey: Hashable, Sendable, CustomStringConvertible, Comparable {
    /// The dotted path into the catalog's `messages`, such as `error.unknown_currency`.
    public let path: String

    public init(_ path: String) {
        self.path = path
    }

    public var description: String { path }

    public static func < (lhs: MessageKey, rhs: MessageKey) -> Bool { lhs.path < rhs.path }

    /// Every key SubLocalization uses: the generated registry and each period's words.
    public static var all: [MessageKey] { localizationKeys + periodKeys }
}
