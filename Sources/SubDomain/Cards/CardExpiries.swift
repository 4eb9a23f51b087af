/// The expiry month of each card the user gave one (`card expires`), found by the card's
/// folded name so "visa 4242" finds what was set for "Visa 4242".
public struct CardExpiries: Hashable, Sendable {
    /// Each card as written when its expiry was set, with that expiry, by folded name.
    public private(set) var byKey: [String: (name: String, expiry: CardExpiry)]

    public init(_ cards: [(name: String, expiry: CardExpiry)] = []) {
        byKey = [:]
        for card in cards { byKey[NameKey.fold(card.name)] = card }
    }

    public var isEmpty: Bool { byKey.isEmpty }

    public func expiry(of card: String) -> CardExpiry? { byKey[NameKey.fold(card)]?.expiry }

    public static func == (lhs: CardExpiries, rhs: CardExpiries) -> Bool {
        lhs.byKey.mapValues(\.expiry) == rhs.byKey.mapValues(\.expiry)
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(byKey.mapValues(\.expiry)) }
}
