/// Where a rate came from; stored by its raw value, so never renamed once released.
public enum RateSource: String, Hashable, Sendable, CaseIterable {
    /// A European Central Bank reference-rate file (`rates import`).
    case ecb
    /// Typed by the user (`rates set`).
    case manual
}
