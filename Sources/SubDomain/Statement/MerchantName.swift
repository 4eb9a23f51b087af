import FoundationEssentials

/// What is left of a bank's description once the bank's own words are taken out: the
/// merchant, as a key that the same merchant always gives and a label to show.
///
/// "COMPRA TARJ. 5489XXXXXXXX1234 NETFLIX.COM 12/03 MADRID" and "NETFLIX.COM AMSTERDAM NL"
/// are both `NETFLIX`. Removed: card-payment prefixes (COMPRA TARJ., PAGO CON TARJETA, CARD
/// PAYMENT TO, POS, DD, PAYPAL *…), masked card numbers, dates and times, reference codes
/// (any word with two digits or more), web suffixes (.COM, WWW.), company forms (S.L., LTD,
/// AB…), and city names and country codes at the end.
public struct MerchantName: Hashable, Sendable {
    /// Upper-case words without accents: equal for every charge of one merchant.
    public let key: String
    /// The same words as a person would write them ("Netflix", "Apple Bill").
    public let label: String

    public init(description: String) {
        let words = Self.words(of: description)
        if words.isEmpty {
            let fallback = Self.fold(description).split(separator: " ").joined(separator: " ")
            key = fallback
            label = description.trimmingSpaces()
        } else {
            key = words.joined(separator: " ")
            label = words.map(Self.titleCased).joined(separator: " ")
        }
    }

    // MARK: The steps

    static func words(of description: String) -> [String] {
        var words: [String] = []
        for raw in fold(description).split(separator: " ") {
            var word = Substring(raw)
            if word.hasPrefix("WWW.") { word = word.dropFirst(4) }
            for suffix in webSuffixes where word.count > suffix.count && word.hasSuffix(suffix) {
                word = word.dropLast(suffix.count)
                break
            }
            while let first = word.unicodeScalars.first, wordEdges.contains(first) {
                word = word.dropFirst()
            }
            while let last = word.unicodeScalars.last, wordEdges.contains(last) {
                word = word.dropLast()
            }
            guard !word.isEmpty, !isCode(word) else { continue }
            words.append(
                word.unicodeScalars.contains(where: isHan) ? chineseCore(word) : String(word))
        }
        while let first = words.first, prefixWords.contains(first), words.count > 1 {
            words.removeFirst()
        }
        words.removeAll { noiseWords.contains($0) }
        // City, country and company form at the end, in any order ("SPOTIFY AB STOCKHOLM SE").
        var trimmed = true
        while trimmed, words.count > 1 {
            trimmed = false
            if words.count > 2, places.contains(words.suffix(2).joined(separator: " ")) {
                words.removeLast(2)
                trimmed = true
            } else if let last = words.last,
                places.contains(last) || countries.contains(last) || companyForms.contains(last)
                    || trailingWords.contains(last)
            {
                words.removeLast()
                trimmed = true
            }
        }
        return words
    }

    /// Upper case without accents; every separator a bank uses between its fields a space.
    static func fold(_ text: String) -> String {
        var ascii = true
        for scalar in text.unicodeScalars where scalar.value >= 128 {
            ascii = false
            break
        }
        let base =
            ascii ? text : text.folded(.diacriticInsensitive)
        var output = String.UnicodeScalarView()
        for scalar in base.unicodeScalars {
            switch scalar {
            case "a"..."z": output.append(Unicode.Scalar(scalar.value - 32)!)
            case "*", "/", "\\", ",", ";", ":", "#", "_", "(", ")", "[", "]", "\"", "'", "|", "=",
                "\t", "<", ">", "!", "?":
                output.append(" ")
            default:
                if scalar.value >= 128 {
                    output.append(contentsOf: String(scalar).uppercased().unicodeScalars)
                } else {
                    output.append(scalar)
                }
            }
        }
        return String(output)
    }

    /// A card number, a date, a time, an amount or a reference: two digits or more, or a run
    /// of the masking letters banks print for card digits (XXXX, ****).
    static func isCode(_ word: Substring) -> Bool {
        var digits = 0
        var masks = 0
        for scalar in word.unicodeScalars {
            if ("0"..."9").contains(scalar)
                || (scalar.value >= 128 && scalar.properties.numericType != nil)
            {
                digits += 1
            }
            if scalar == "X" { masks += 1 }
        }
        if digits >= 2 { return true }
        if digits == 1, word.count == 1 { return true }
        return masks >= 3 && masks == word.count
    }

    public static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        (0x4E00...0x9FFF).contains(scalar.value) || (0x3400...0x4DBF).contains(scalar.value)
    }

    /// A Chinese merchant's name without what the wallets write around it: the city and the
    /// company form of the legal name ("北京爱奇艺科技有限公司"), and the plan's words
    /// ("爱奇艺VIP会员自动续费", "腾讯视频VIP会员连续包月"), so every charge of one plan has
    /// one key. Nothing is taken that would leave less than two characters.
    static func chineseCore(_ word: Substring) -> String {
        var core = word
        for city in chineseCities where core.hasPrefix(city) {
            let rest = core.dropFirst(city.count)
            let withoutShi = rest.hasPrefix("市") ? rest.dropFirst() : rest
            if withoutShi.count >= 2 { core = withoutShi }
            break
        }
        var trimmed = true
        while trimmed {
            trimmed = false
            for suffix in chineseSuffixes
            where core.hasSuffix(suffix) && core.count - suffix.count >= 2 {
                core = core.dropLast(suffix.count)
                trimmed = true
                break
            }
        }
        return String(core)
    }

    static func titleCased(_ word: String) -> String {
        guard let first = word.first else { return word }
        return String(first) + word.dropFirst().lowercased()
    }

    // MARK: The bank's words

    static let wordEdges: Set<Unicode.Scalar> = [".", "-", "+", "&", "@", "~", "%", "$", "€", "£"]

    static let webSuffixes = [".CO.UK", ".COM", ".NET", ".ORG", ".ES", ".IO", ".TV", ".EU"]

    /// Words that start a card or direct-debit line before the merchant's name.
    static let prefixWords: Set<String> = [
        "COMPRA", "TARJ", "TARJETA", "TARJ.", "PAGO", "CON", "EN", "RECIBO", "ADEUDO",
        "DOMICILIACION", "DOMICILIADO", "CARGO", "CARD", "PAYMENT", "PURCHASE", "AUTHORIZED",
        "ON", "POS", "VISA", "MASTERCARD", "DEBIT", "DD", "DIRECT", "PAYPAL", "PP", "RECURRING",
        "TO", "AT", "SEPA", "CONTACTLESS", "BIZUM", "APPLE.PAY", "GOOGLE.PAY", "TPV", "COMPRAS",
    ]

    /// Words that are the bank's, wherever they stand.
    static let noiseWords: Set<String> = [
        "REF", "REF.", "REFERENCIA", "NUM", "NUM.", "NR", "NO.", "ID", "OP", "OP.", "AUTH", "TRX",
        "FECHA", "DATE", "TARJ.", "TARJETA", "CARD", "XXXX",
    ]

    /// Cities a bank prints after the merchant (one or two words).
    static let places: Set<String> = [
        "MADRID", "BARCELONA", "VALENCIA", "SEVILLA", "ZARAGOZA", "MALAGA", "BILBAO", "MURCIA",
        "PALMA", "ALICANTE", "CORDOBA", "VALLADOLID", "VIGO", "GIJON", "GRANADA", "OVIEDO",
        "SANTANDER", "PAMPLONA", "SALAMANCA", "LONDON", "DUBLIN", "AMSTERDAM", "LUXEMBOURG",
        "LUXEMBURGO", "PARIS", "BERLIN", "STOCKHOLM", "ESTOCOLMO", "NEW YORK", "SAN FRANCISCO",
        "SAN JOSE", "LOS GATOS", "LOS ANGELES", "CUPERTINO", "SEATTLE", "CHICAGO", "BOSTON",
        "AUSTIN", "REDMOND", "MOUNTAIN VIEW", "MENLO PARK", "MANCHESTER", "MEXICO", "CDMX",
        "CIUDAD DE", "INTERNET", "ONLINE",
    ]

    static let countries: Set<String> = [
        "ES", "ESP", "GB", "GBR", "UK", "US", "USA", "IE", "IRL", "LU", "LUX", "NL", "NLD", "FR",
        "DE", "SE", "CA", "MX", "MEX", "IT", "PT",
    ]

    /// Words left dangling once a date after them is gone ("… ON 2026-01-03").
    static let trailingWords: Set<String> = ["ON", "AT", "EL", "DEL", "DE", "EN", "DATE", "FECHA"]

    /// Cities the legal names of Chinese companies start with.
    static let chineseCities = [
        "北京", "上海", "深圳", "杭州", "广州", "天津", "重庆", "成都", "南京", "武汉", "苏州", "西安",
        "厦门",
    ]

    /// What follows a Chinese merchant's name: company forms and the plan's words, longest
    /// first so "有限责任公司" goes before "公司" could leave "有限责任".
    static let chineseSuffixes = [
        "股份有限公司", "有限责任公司", "网络技术", "信息技术", "计算机系统", "电子商务", "文化传媒",
        "有限公司", "自动续费", "连续包月", "连续包季", "连续包年", "自动扣款", "公司", "科技", "网络",
        "信息", "技术", "传媒", "数码", "软件", "续费", "包月", "包年", "大会员", "会员", "月卡",
        "年卡", "订阅", "黑胶", "SVIP", "VIP", "超级",
    ]

    static let companyForms: Set<String> = [
        "SL", "S.L", "S.L.", "SA", "S.A", "S.A.", "SLU", "AB", "LTD", "LTD.", "LIMITED", "INC",
        "INC.", "LLC", "BV", "B.V", "GMBH", "SARL", "PLC", "CO", "CORP",
    ]
}
