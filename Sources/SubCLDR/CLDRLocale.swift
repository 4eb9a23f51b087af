/// A locale of the digested CLDR tables, found from a POSIX-style name (`es_MX`, `zh_TW`, `de`),
/// whose values are read through CLDR's parent chain (`es_MX` → `es_419` → `es` → `root`).
///
/// A name the tables lack falls back to its language (`es_DE` → `es`), then to `root`, as
/// CLDR's own lookup does, so every name gives a complete locale.
public struct CLDRLocale: Hashable, Sendable {
    /// The index of the locale in `CLDRTables.localeNames`.
    let index: Int

    /// The locale `identifier` names: `ll_CC`, `ll_Script_CC` or `ll` (`-` accepted for `_`).
    public init(identifier: String) {
        let name = String(identifier.map { $0 == "-" ? "_" : $0 })
        if let exact = Self.find(name) {
            index = exact
        } else if let language = name.split(separator: "_").first,
            let found = Self.find(String(language))
        {
            index = found
        } else {
            index = Self.find("root")!
        }
    }

    /// The CLDR name of the locale found (`zh_TW` is an alias of `zh_Hant_TW`, and says so).
    public var name: String { CLDRTables.string(at: Int(CLDRTables.localeNames[index])) }

    /// The value of `field` here or in the nearest ancestor that has it; `nil` when even
    /// `root` has none (a relative-day word CLDR does not give: `anteayer` has no English).
    public func string(_ field: CLDRField) -> String? {
        var locale = index
        while true {
            if let value = Self.ownValue(field, locale: locale) { return value }
            let parent = CLDRTables.localeParents[locale]
            if parent == UInt16.max { return nil }
            locale = Int(parent)
        }
    }

    /// The standard symbol of the currency `code` (`US$` in es_ES, `$` in en_US), or the code
    /// itself when CLDR gives no symbol.
    public func currencySymbol(_ code: String) -> String {
        guard let position = Self.currencyPosition(code) else { return code }
        return string(CLDRField.currencySymbol.advanced(by: position)) ?? code
    }

    /// The current currency of `territory` (`MX` → `MXN`), among the ISO 4217 currencies
    /// SubDomain accepts.
    public static func territoryCurrency(_ territory: String) -> String? {
        let table = CLDRTables.territoryCurrencies
        var low = 0
        var high = table.count
        while low < high {
            let middle = (low + high) / 2
            if table[middle].territory < territory { low = middle + 1 } else { high = middle }
        }
        return low < table.count && table[low].territory == territory ? table[low].currency : nil
    }

    /// CLDR's number of decimals for `code` (2 unless CLDR says otherwise).
    public static func currencyDigits(_ code: String) -> Int {
        CLDRTables.currencyDigits[code] ?? 2
    }

    /// The CLDR release the tables were digested from.
    public static var cldrVersion: String { CLDRTables.cldrVersion }

    // MARK: Lookup

    private static func find(_ name: String) -> Int? {
        let names = CLDRTables.localeNames
        var low = 0
        var high = names.count
        while low < high {
            let middle = (low + high) / 2
            if CLDRTables.string(at: Int(names[middle])) < name {
                low = middle + 1
            } else {
                high = middle
            }
        }
        guard low < names.count, CLDRTables.string(at: Int(names[low])) == name else { return nil }
        return low
    }

    /// The locale's own entry for `field` (entries are sorted by field).
    private static func ownValue(_ field: CLDRField, locale: Int) -> String? {
        var low = Int(CLDRTables.entryStarts[locale])
        var high = Int(CLDRTables.entryStarts[locale + 1])
        while low < high {
            let middle = (low + high) / 2
            if CLDRTables.entryFields[middle] < field.rawValue {
                low = middle + 1
            } else {
                high = middle
            }
        }
        guard low < Int(CLDRTables.entryStarts[locale + 1]),
            CLDRTables.entryFields[low] == field.rawValue
        else { return nil }
        return CLDRTables.string(at: Int(CLDRTables.entryValues[low]))
    }

    private static func currencyPosition(_ code: String) -> Int? {
        let currencies = CLDRTables.currencies
        var low = 0
        var high = currencies.count
        while low < high {
            let middle = (low + high) / 2
            if currencies[middle] < code { low = middle + 1 } else { high = middle }
        }
        return low < currencies.count && currencies[low] == code ? low : nil
    }
}

extension CLDRTables {
    /// String `index` of the pool.
    static func string(at index: Int) -> String {
        let start = index == 0 ? 0 : Int(poolEnds[index - 1])
        let end = Int(poolEnds[index])
        return pool.utf8.withContiguousStorageIfAvailable { bytes in
            String(decoding: bytes[start..<end], as: UTF8.self)
        } ?? String(decoding: Array(pool.utf8)[start..<end], as: UTF8.self)
    }
}
