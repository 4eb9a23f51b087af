import SubDomain

/// A value read from an image of a bill, and whether the engine was sure of it. A value it
/// was not sure of is asked about, never filled in silently.
public struct ReadValue<Value: Hashable & Sendable>: Hashable, Sendable {
    public let value: Value
    /// The words were read with high confidence (or read alike twice), and no other value
    /// competes for the field.
    public let sure: Bool
    /// Other values the image gives for the same field (two totals that differ).
    public let alternatives: [Value]

    public init(_ value: Value, sure: Bool, alternatives: [Value] = []) {
        self.value = value
        self.sure = sure && alternatives.isEmpty
        self.alternatives = alternatives
    }
}

/// What one image of a bill says: one charge (a receipt, an invoice), or a page that lists
/// subscriptions (a wallet's 自动续费 page, an app store's subscriptions), or nothing read.
public enum BillImage: Hashable, Sendable {
    /// One charge: who was paid, how much and when. Fields the image did not give are `nil`.
    public struct Receipt: Hashable, Sendable {
        public let merchant: String?
        /// In minor units of `currency` (else of the profile's currency).
        public let amount: ReadValue<Int64>?
        public let currency: CurrencyCode?
        public let date: ReadValue<CivilDate>?
        /// The invoice's QR code, when it had one: its amount and date are `amount` and `date`.
        public let code: InvoiceCode?
    }

    /// One subscription a page lists: its name, price, period and next charge as the page
    /// states them.
    public struct Listed: Hashable, Sendable {
        public let name: String
        public let amount: ReadValue<Int64>
        public let currency: CurrencyCode?
        /// Monthly when the page does not say, and then not sure.
        public let period: ReadValue<Period>
        public let next: ReadValue<CivilDate>?
    }

    case receipt(Receipt)
    case listing([Listed])
    case nothing
}
