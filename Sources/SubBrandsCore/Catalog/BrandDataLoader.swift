import FoundationEssentials
import SubDomain
import SubJSON

/// Builds `BrandData` from the two brand JSON files: at build time for the digest the binary
/// carries (see `BrandDigester`), and in tests over JSON texts of their own.
///
/// Uses the small `JSONParser` rather than JSONDecoder or JSONSerialization: on Linux both
/// spend several milliseconds on the 3,500 small icon objects.
package enum BrandDataLoader {
    /// One Simple Icon as the data file stores it.
    package struct Icon {
        let slug: String
        let title: String
        let hex: String
    }

    /// Builds the catalog from JSON text; unreadable text gives fewer brands, never a crash.
    package static func load(curatedJSON: String, simpleIconsJSON: String) -> BrandData {
        let iconFile = JSONParser.parse(simpleIconsJSON)
        let iconObjects = iconFile?["icons"]?.array ?? []
        var icons: [Icon] = []
        icons.reserveCapacity(iconObjects.count)
        var iconsBySlug: [String: Int] = [:]
        iconsBySlug.reserveCapacity(iconObjects.count)
        for object in iconObjects {
            guard let slug = object["slug"]?.string, let title = object["title"]?.string,
                let hex = object["hex"]?.string.flatMap(validHex)
            else { continue }
            iconsBySlug[slug] = icons.count
            icons.append(Icon(slug: slug, title: title, hex: hex))
        }

        var brands: [Brand] = []
        var keysByBrand: [[NormalizedText]] = []
        var skipped: [String] = []
        var mergedSlugs = Set<String>()
        let curatedObjects = JSONParser.parse(curatedJSON)?["brands"]?.array ?? []
        for object in curatedObjects {
            guard let brand = curatedBrand(from: object, icons: icons, iconsBySlug: iconsBySlug)
            else {
                skipped.append(object["id"]?.string ?? "")
                continue
            }
            var keys: [NormalizedText] = []
            for text in [brand.name] + brand.aliases {
                let key = SearchNormalizer.normalize(text)
                if !keys.contains(key) { keys.append(key) }
            }
            // The icon of the same slug is the same brand when its title is one of our names:
            // list it once, curated. Otherwise ("Baidu" for 百度网盘) the icon stays its own brand.
            if let slug = brand.slug, let icon = iconsBySlug[slug],
                keys.contains(SearchNormalizer.normalize(icons[icon].title))
            {
                mergedSlugs.insert(slug)
            }
            brands.append(brand)
            keysByBrand.append(keys)
        }
        let curatedCount = brands.count
        let curatedIDs = Set(brands.map(\.id))

        let sortedIcons = icons.sorted { $0.slug < $1.slug }
        for icon in sortedIcons
        where !mergedSlugs.contains(icon.slug) && !curatedIDs.contains(icon.slug) {
            brands.append(
                Brand(
                    id: icon.slug, name: icon.title, source: .simpleIcons, slug: icon.slug,
                    hex: icon.hex))
            keysByBrand.append([SearchNormalizer.normalize(icon.title)])
        }

        return BrandData(
            brands: BrandList(brands), curatedCount: curatedCount,
            index: SearchIndex(keysByBrand: keysByBrand, curatedCount: curatedCount),
            simpleIconsVersion: iconFile?["version"]?.string ?? "",
            simpleIconsCount: icons.count, skippedEntries: skipped)
    }

    /// A curated entry, coloured by its Simple Icon when one exists: one colour per brand.
    private static func curatedBrand(
        from object: JSONValue, icons: [Icon], iconsBySlug: [String: Int]
    ) -> Brand? {
        guard let id = object["id"]?.string, !id.isEmpty, let name = object["name"]?.string,
            !name.isEmpty,
            let category = object["category"]?.string.flatMap(BrandCategory.init(rawValue:))
        else { return nil }
        let period = object["period"]?.string.flatMap { Period(identifier: $0) }
        var plans: [BrandPlan] = []
        for (name, plan) in object["plans"]?.members ?? [] {
            guard let kind = PlanKind(rawValue: name) else { continue }
            let members = plan["members"]?.integer.flatMap { $0 > 0 && $0 < 1000 ? Int($0) : nil }
            plans.append(
                BrandPlan(kind: kind, referencePrices: prices(plan["prices"]), members: members))
        }
        plans.sort { $0.kind.precedence < $1.kind.precedence }
        let slug = object["slug"]?.string
        let iconHex = slug.flatMap { iconsBySlug[$0] }.map { icons[$0].hex }
        let fallbackHex = object["hex"]?.string.flatMap(validHex)
        let members = object["members"]?.integer.flatMap { $0 > 0 && $0 < 1000 ? Int($0) : nil }
        return Brand(
            id: id, name: name, aliases: (object["aliases"]?.array ?? []).compactMap(\.string),
            source: .curated,
            category: category, usualPeriod: period, referencePrices: prices(object["prices"]),
            usualPlan: object["plan"]?.string.flatMap(PlanKind.init(rawValue:)), plans: plans,
            sharedPlansCommon: object["sharedPlans"]?.bool ?? false, usualMembers: members,
            manageURL: object["manageURL"]?.string.flatMap { $0.hasPrefix("https://") ? $0 : nil },
            slug: slug, hex: iconHex ?? fallbackHex,
            mailDomains: (object["mail_domains"]?.array ?? []).compactMap {
                $0.string.map { $0.lowercased() }
            })
    }

    /// Prices by ISO code in minor units (`{"EUR": 1199}`), in code order; unknown codes and
    /// non-positive amounts are left out.
    private static func prices(_ object: JSONValue?) -> [Money] {
        var prices: [Money] = []
        for (code, value) in (object?.members ?? []).sorted(by: { $0.key < $1.key }) {
            guard let currency = try? CurrencyCode(code), let minor = value.integer, minor > 0
            else {
                continue
            }
            prices.append(Money(minorUnits: minor, currency: currency))
        }
        return prices
    }

    /// Six hex digits, upper-cased; anything else is no colour at all.
    package static func validHex(_ text: String) -> String? {
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        guard digits.utf8.count == 6, digits.utf8.allSatisfy({ isHexDigit($0) }) else { return nil }
        return digits.uppercased()
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
            UInt8(ascii: "A")...UInt8(ascii: "F"):
            true
        default:
            false
        }
    }
}
