import Foundation
import SubDomain

/// Builds `BrandData` from the two bundled JSON files.
///
/// Uses JSONSerialization rather than JSONDecoder: on Linux the Codable path is several
/// times slower for the 3,500 small icon objects, and loading sits on the first keystroke.
enum BrandDataLoader {
    /// Reads the files embedded in the binary at build time.
    static func loadEmbedded() -> BrandData {
        load(
            curatedJSON: EmbeddedResources.files["curated.json"] ?? "",
            simpleIconsJSON: EmbeddedResources.files["simple-icons.json"] ?? "")
    }

    /// One Simple Icon as the data file stores it.
    struct Icon {
        let slug: String
        let title: String
        let hex: String
    }

    /// Builds the catalog from JSON text; unreadable text gives fewer brands, never a crash.
    static func load(curatedJSON: String, simpleIconsJSON: String) -> BrandData {
        let iconFile = object(from: simpleIconsJSON)
        let iconObjects = iconFile?["icons"] as? [[String: Any]] ?? []
        var icons: [Icon] = []
        icons.reserveCapacity(iconObjects.count)
        var iconsBySlug: [String: Int] = [:]
        iconsBySlug.reserveCapacity(iconObjects.count)
        for object in iconObjects {
            guard let slug = object["slug"] as? String, let title = object["title"] as? String,
                let hex = (object["hex"] as? String).flatMap(validHex)
            else { continue }
            iconsBySlug[slug] = icons.count
            icons.append(Icon(slug: slug, title: title, hex: hex))
        }

        var brands: [Brand] = []
        var keysByBrand: [[NormalizedText]] = []
        var skipped: [String] = []
        var mergedSlugs = Set<String>()
        let curatedObjects = object(from: curatedJSON)?["brands"] as? [[String: Any]] ?? []
        for object in curatedObjects {
            guard let brand = curatedBrand(from: object, icons: icons, iconsBySlug: iconsBySlug) else {
                skipped.append(object["id"] as? String ?? "")
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
        for icon in sortedIcons where !mergedSlugs.contains(icon.slug) && !curatedIDs.contains(icon.slug) {
            brands.append(Brand(id: icon.slug, name: icon.title, source: .simpleIcons, slug: icon.slug, hex: icon.hex))
            keysByBrand.append([SearchNormalizer.normalize(icon.title)])
        }

        return BrandData(
            brands: brands, curatedCount: curatedCount,
            index: SearchIndex(keysByBrand: keysByBrand, curatedCount: curatedCount),
            simpleIconsVersion: iconFile?["version"] as? String ?? "",
            simpleIconsCount: icons.count, skippedEntries: skipped)
    }

    private static func object(from json: String) -> [String: Any]? {
        guard !json.isEmpty else { return nil }
        return (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any]
    }

    /// A curated entry, coloured by its Simple Icon when one exists: one colour per brand.
    private static func curatedBrand(from object: [String: Any], icons: [Icon], iconsBySlug: [String: Int]) -> Brand? {
        guard let id = object["id"] as? String, !id.isEmpty, let name = object["name"] as? String,
            !name.isEmpty, let categoryText = object["category"] as? String,
            let category = BrandCategory(rawValue: categoryText)
        else { return nil }
        let period = (object["period"] as? String).flatMap { Period(identifier: $0) }
        var prices: [Money] = []
        if let priceTable = object["prices"] as? [String: Any] {
            for code in priceTable.keys.sorted() {
                guard let currency = try? CurrencyCode(code), let minor = integer(priceTable[code]), minor > 0
                else { continue }
                prices.append(Money(minorUnits: minor, currency: currency))
            }
        }
        let slug = object["slug"] as? String
        let iconHex = slug.flatMap { iconsBySlug[$0] }.map { icons[$0].hex }
        let fallbackHex = (object["hex"] as? String).flatMap(validHex)
        let members = integer(object["members"]).map { Int($0) }
        return Brand(
            id: id, name: name, aliases: object["aliases"] as? [String] ?? [], source: .curated,
            category: category, usualPeriod: period, referencePrices: prices,
            sharedPlansCommon: object["sharedPlans"] as? Bool ?? false,
            usualMembers: members.flatMap { $0 > 0 ? $0 : nil },
            manageURL: (object["manageURL"] as? String).flatMap { $0.hasPrefix("https://") ? $0 : nil },
            slug: slug, hex: iconHex ?? fallbackHex)
    }

    /// JSONSerialization hands numbers back as NSNumber; accept only whole ones.
    private static func integer(_ value: Any?) -> Int64? {
        if let number = value as? Int { return Int64(number) }
        if let number = value as? Int64 { return number }
        if let number = value as? Double, number == number.rounded(), abs(number) < 1e15 { return Int64(number) }
        return nil
    }

    /// Six hex digits, upper-cased; anything else is no colour at all.
    static func validHex(_ text: String) -> String? {
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
