import SubBrands
import SubBrandsCore
import SubDomain
import SubLocalization

/// The starter pack as `onboard` offers it: the locale region's list, each brand numbered
/// from 1 with its reference price in the locale's currency when the brand data has one.
public struct StarterPackOffer: Sendable {
    public struct Item: Sendable {
        /// Its number in the list, from 1.
        public let number: Int
        public let brand: Brand
        /// The usual plan's price in the offer's currency; `nil` when the data has none
        /// (never converted from another currency).
        public let reference: Money?
    }

    /// The region whose own list this is (`ES`); `nil` for the general list.
    public let region: String?
    /// The locale's currency: what the reference prices and typed amounts are in.
    public let currency: CurrencyCode
    public let items: [Item]

    public init(pack: StarterPack, currency: CurrencyCode) {
        self.region = pack.region
        self.currency = currency
        self.items = pack.brands.enumerated().map { index, brand in
            Item(number: index + 1, brand: brand, reference: brand.referencePrice(in: currency))
        }
    }

    /// The pack of the region the money locale names (`LC_ALL`, else `LC_MONETARY`, else
    /// `LANG`: the country amounts are written for), in the locale's currency. No region
    /// (C, POSIX, nothing set) gets the general list.
    public init(environment: [String: String], settings: LocaleSettings) {
        let money = ["LC_ALL", "LC_MONETARY", "LANG"].lazy.compactMap { environment[$0] }
            .first { !$0.isEmpty }
        self.init(
            pack: StarterPack(region: money.flatMap(POSIXLocaleName.init)?.region),
            currency: settings.defaultCurrency)
    }

    /// The names a pick may use for each item, in order: the brand's name and its aliases.
    var names: [[String]] { items.map { [$0.brand.name] + $0.brand.aliases } }
}

extension StarterPackOffer {
    /// What `add` would be told for an item: its brand's name, the amount as read (typed, or
    /// the reference price as the locale writes it) and, when given, the next charge.
    static func request(for item: Item, amount: TypedAmount, nextCharge: CivilDate? = nil)
        -> AddRequest
    {
        var request = AddRequest(name: item.brand.name, amount: amount)
        request.nextCharge = nextCharge.map { TypedDay($0) }
        return request
    }
}
