import FoundationEssentials
import SubCLDR

/// The month names and abbreviations of some locales, folded, read from the CLDR tables
/// rather than kept in the catalogs: the words the shell prints in a date
/// (`5 dic 2026`, `Dec 5, 2026`) are then always words it reads.
///
/// A word is a month when it is one of the locales' names or abbreviations (`dic`, `sept`,
/// `December`), or the start of exactly one full name, three letters or more (`sep`,
/// `septiem`): abbreviations differ between regions (`sept` in es_ES, `sep` in es_MX).
struct MonthNames {
    /// Folded name or abbreviation → month number (1…12); the first locale wins a conflict.
    private var exact: [String: Int] = [:]
    /// Folded full names with their month, for prefixes.
    private var fullNames: [(name: String, month: Int)] = []

    init(locales: [String]) {
        for locale in locales {
            let data = CLDRLocale(identifier: locale)
            func names(_ first: CLDRField) -> [String] {
                (0..<12).map { data.string(first.advanced(by: $0)) ?? "" }
            }
            let full = [names(.monthFormatWide), names(.monthStandaloneWide)]
            let short = [names(.monthFormatAbbreviated), names(.monthStandaloneAbbreviated)]
            for list in full + short {
                for (index, name) in list.prefix(12).enumerated() where !name.isEmpty {
                    let key = Self.fold(name)
                    if exact[key] == nil { exact[key] = index + 1 }
                }
            }
            for list in full {
                for (index, name) in list.prefix(12).enumerated() {
                    fullNames.append((Self.fold(name), index + 1))
                }
            }
        }
    }

    /// The month `word` names (already folded or not), or `nil`.
    func month(named word: String) -> Int? {
        let key = Self.fold(word)
        if let month = exact[key] { return month }
        guard key.count >= 3, key.allSatisfy(\.isLetter) else { return nil }
        let months = Set(fullNames.filter { $0.name.hasPrefix(key) }.map(\.month))
        return months.count == 1 ? months.first : nil
    }

    /// Case and accents folded, an abbreviation's trailing dot dropped (`Dic.` → `dic`).
    private static func fold(_ word: String) -> String {
        var folded = TextFolding.fold(word)
        while folded.hasSuffix(".") { folded.removeLast() }
        return folded
    }
}
