import Foundation
import SubBrandsCore
import SubDomain

// Usage: BrandDigester OUTPUT.swift curated.json simple-icons.json
// Reads the brand data with the same loader the tests use, and writes `BrandDigestTables`:
// the curated brands as Swift values, the Simple Icons as one static text plus integer
// fields, and the search index already normalized and sorted. A process then parses,
// normalizes and sorts nothing; the integer arrays are constant data in the binary.

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 3 else {
    FileHandle.standardError.write(
        Data("usage: BrandDigester OUTPUT curated.json simple-icons.json\n".utf8))
    exit(2)
}

func read(_ path: String) -> String {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        FileHandle.standardError.write(Data("BrandDigester: cannot read \(path) as UTF-8\n".utf8))
        exit(1)
    }
    return text
}

let data = BrandDataLoader.load(
    curatedJSON: read(arguments[1]), simpleIconsJSON: read(arguments[2]))
guard data.skippedEntries.isEmpty else {
    FileHandle.standardError.write(
        Data("BrandDigester: unreadable curated entries: \(data.skippedEntries)\n".utf8))
    exit(1)
}

/// A Swift string literal of `text`, escaped.
func literal(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case _ where scalar.value < 0x20 || scalar.value == 0x7F:
            result += "\\u{\(String(scalar.value, radix: 16))}"
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result + "\""
}

/// A raw literal for a static text: no escapes are needed for any byte it holds.
func rawLiteral(_ text: String) -> String {
    var count = 1
    while text.contains("\"" + String(repeating: "#", count: count))
        || text.contains("\\" + String(repeating: "#", count: count))
    {
        count += 1
    }
    let hashes = String(repeating: "#", count: count)
    return hashes + "\"" + text + "\"" + hashes
}

func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }

func integers(_ values: [Int32]) -> String {
    var lines: [String] = []
    for start in stride(from: 0, to: values.count, by: 20) {
        lines.append(
            "        "
                + values[start..<min(start + 20, values.count)].map(String.init).joined(
                    separator: ", ")
                + ",")
    }
    return "[\n" + lines.joined(separator: "\n") + "\n    ]"
}

func prices(_ prices: [Money]) -> String {
    list(
        prices.map {
            "Money(minorUnits: \($0.minorUnits), currency: try! CurrencyCode(\(literal($0.currency.code))))"
        })
}

func optional(_ text: String?) -> String { text.map(literal) ?? "nil" }

func curatedBrand(_ brand: Brand) -> String {
    let plans = brand.plans.map {
        "BrandPlan(kind: PlanKind(rawValue: \(literal($0.kind.rawValue)))!, referencePrices: "
            + "\(prices($0.referencePrices)), members: \($0.members.map(String.init) ?? "nil"))"
    }
    return """
                Brand(
                    id: \(literal(brand.id)), name: \(literal(brand.name)),
                    aliases: \(list(brand.aliases.map(literal))), source: .curated,
                    category: \(brand.category.map { "BrandCategory(rawValue: \(literal($0.rawValue)))!" } ?? "nil"),
                    usualPeriod: \(brand.usualPeriod.map { "Period(identifier: \(literal($0.identifier)))!" } ?? "nil"),
                    referencePrices: \(prices(brand.referencePrices)),
                    usualPlan: \(brand.usualPlan.map { "PlanKind(rawValue: \(literal($0.rawValue)))!" } ?? "nil"),
                    plans: \(list(plans)), sharedPlansCommon: \(brand.sharedPlansCommon),
                    usualMembers: \(brand.usualMembers.map(String.init) ?? "nil"),
                    manageURL: \(optional(brand.manageURL)), slug: \(optional(brand.slug)),
                    hex: \(optional(brand.hex)),
                    mailDomains: \(list(brand.mailDomains.map(literal)))),
        """
}

// The Simple Icons brands: their text, and five integers each pointing into it.
var iconText = ""
var iconFields: [Int32] = []
for position in data.curatedCount..<data.brands.count {
    let brand = data.brands[position]
    guard brand.id == brand.slug, brand.id.utf8.allSatisfy({ $0 < 0x80 }),
        brand.hex.map({ $0.utf8.count == IconTable.hexLength }) ?? true
    else {
        FileHandle.standardError.write(
            Data("BrandDigester: icon \(brand.id) does not fit the table\n".utf8))
        exit(1)
    }
    iconFields.append(Int32(iconText.utf8.count))
    iconFields.append(Int32(brand.id.utf8.count))
    iconText += brand.id
    iconFields.append(Int32(iconText.utf8.count))
    iconFields.append(Int32(brand.name.utf8.count))
    iconText += brand.name
    if let hex = brand.hex {
        iconFields.append(Int32(iconText.utf8.count))
        iconText += hex
    } else {
        iconFields.append(-1)
    }
}

let index = data.index
let keyText = String(decoding: index.bytes, as: UTF8.self)
guard Array(keyText.utf8) == index.bytes else {
    FileHandle.standardError.write(Data("BrandDigester: index keys are not UTF-8\n".utf8))
    exit(1)
}

var swift = """
    // Generated by BrandDigester at build time from Data/brands. Do not edit.
    import SubBrandsCore
    import SubDomain

    enum BrandDigestTables {
        static let simpleIconsVersion = \(literal(data.simpleIconsVersion))
        static let simpleIconsCount = \(data.simpleIconsCount)
        static let curated: [Brand] = [

    """
for position in 0..<data.curatedCount { swift += curatedBrand(data.brands[position]) + "\n" }
swift += """
        ]
        static let iconText: StaticString = \(rawLiteral(iconText))
        static let iconFields: [Int32] = \(integers(iconFields))
        static let keyBytes: StaticString = \(rawLiteral(keyText))
        static let keys: [Int32] = \(integers(index.flattenedKeys))
        static let wordStarts: [Int32] = \(integers(index.wordStarts))
        static let entries: [Int32] = \(integers(index.flattenedEntries))
    }

    """

let output = Data(swift.utf8)
if (try? Data(contentsOf: URL(fileURLWithPath: arguments[0]))) != output {
    try output.write(to: URL(fileURLWithPath: arguments[0]), options: .atomic)
}
