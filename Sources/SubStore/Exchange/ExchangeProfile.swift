import Foundation
import SubDomain

/// What a JSON export carries besides the expenses, so that export → import keeps a profile
/// whole: each expense's price history (what `show` lists and `risks` judges a rise by) and
/// the profile's reminder offsets and language. CSV carries none of these.
public struct ExchangeProfile: Hashable, Sendable {
    /// Each expense's price changes, by id, oldest first.
    public var priceHistory: [UUID: [PriceChange]]
    /// The reminder offsets set with `remind`, as stored; `nil` when never set (the
    /// defaults), empty for none.
    public var reminderOffsets: [Int]?
    /// The language set with `lang`; `nil` when the profile follows the environment.
    public var language: String?

    public init(
        priceHistory: [UUID: [PriceChange]] = [:], reminderOffsets: [Int]? = nil,
        language: String? = nil
    ) {
        self.priceHistory = priceHistory
        self.reminderOffsets = reminderOffsets
        self.language = language
    }
}
