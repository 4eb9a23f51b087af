/// Which kind of Wallos file an import read.
public enum WallosSource: Hashable, Sendable {
    /// `wallos.db`: currencies by code, lossless.
    case database
    /// The JSON of the API's `get_subscriptions`: no currency codes.
    case apiJSON
}
