import SubBrandsCore
import SubJSON

/// The subscriptions most people in a country pay for, offered by `onboard` on an empty
/// profile: brands of the catalog, most common first.
///
/// The lists are data (`Data/starter/packs.json`, embedded at build time), one per ISO 3166
/// region code plus a general one for every other region; names, prices, periods and colours
/// come from the brand data, so a list holds brand ids only.
///
/// ```swift
/// StarterPack(region: "ES").brands.first?.name   // "Netflix"
/// StarterPack(region: "FR").region               // nil: the general list
/// ```
public struct StarterPack: Sendable {
    /// The region whose own list this is; `nil` for the general list.
    public let region: String?
    /// The pack's brands in the list's order; ids the catalog does not know are left out.
    public let brands: [Brand]

    /// The key of the list for regions without one of their own.
    public static let generalKey = "general"

    /// The list of `region` (upper-case ISO 3166 code, `ES`), or the general list when the
    /// region has none or is unknown.
    public init(region: String?, catalog: BrandCatalog = .shared) {
        let lists = Self.lists
        let key = region.map { $0.uppercased() }
        if let key, let ids = lists.first(where: { $0.key == key })?.ids {
            self.region = key
            self.brands = ids.compactMap(catalog.brand(id:))
        } else {
            self.region = nil
            let ids = lists.first { $0.key == Self.generalKey }?.ids ?? []
            self.brands = ids.compactMap(catalog.brand(id:))
        }
    }

    /// Every list in the data, in file order: its key (`ES`, …, `general`) and brand ids.
    public static var lists: [(key: String, ids: [String])] {
        parse(EmbeddedResources.files["packs.json"] ?? "")
    }

    /// The lists a `packs.json` text holds; none when it does not read.
    static func parse(_ text: String) -> [(key: String, ids: [String])] {
        guard let members = JSONParser.parse(text)?["packs"]?.members else { return [] }
        return members.map { member in
            (member.key, member.value.array?.compactMap(\.string) ?? [])
        }
    }
}
