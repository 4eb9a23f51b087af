import SubRecords

/// Everything read from one Wallos file: its users and their subscriptions.
public struct WallosExport: Hashable, Sendable {
    public typealias Source = WallosSource

    public struct User: Hashable, Sendable {
        public let id: Int64
        public let name: String
    }

    public let source: Source
    /// Every login of the Wallos instance, by id.
    public let users: [User]
    public let subscriptions: [WallosSubscription]
    /// How many household members each user has (the payer is worth keeping only when
    /// there is more than one).
    public let householdSizes: [Int64: Int]
}
