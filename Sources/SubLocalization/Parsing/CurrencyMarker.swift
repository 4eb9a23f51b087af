import SubDomain

/// Currency symbols as CLDR locales print them, mapped to ISO codes, so what Foundation
/// shows can be typed back. Three-letter codes are read directly.
enum CurrencyMarker {
    static let symbols: [String: String] = [
        "€": "EUR", "US$": "USD", "MX$": "MXN", "£": "GBP", "JP¥": "JPY", "CN¥": "CNY",
        "CA$": "CAD", "C$": "CAD", "A$": "AUD", "AU$": "AUD", "NZ$": "NZD", "HK$": "HKD",
        "R$": "BRL", "₹": "INR", "₩": "KRW", "₽": "RUB", "₺": "TRY", "zł": "PLN", "kr": "SEK",
        // Found by the round-trip property test: symbols ICU prints in es and en locales.
        "₫": "VND", "₪": "ILS", "₱": "PHP", "฿": "THB", "EC$": "XCD", "FCFA": "XAF",
        "F CFA": "XOF", "CFPF": "XPF", "UM": "MRU",
        "NT$": "TWD",
        // The yuan as Chinese writes it after a number (`25元`).
        "元": "CNY",
    ]
    /// Currencies written with a bare `$` or `¥` in their own locales.
    static let dollarCurrencies: Set<String> = [
        "USD", "MXN", "CAD", "AUD", "NZD", "ARS", "CLP", "COP", "HKD", "SGD", "TWD", "UYU",
    ]

    /// The currency `marker` names. A bare `$` or `¥` means the default currency when that
    /// currency is written so (`$` in Mexico is MXN), else USD or JPY.
    /// Symbols of more than one word (`F CFA`), which a side of the number may hold whole.
    static let multiWordSymbols = symbols.keys.filter { $0.contains(" ") }

    static func currency(for marker: String, defaultCurrency: CurrencyCode) -> CurrencyCode? {
        if marker.count == 3, marker.allSatisfy({ $0.isASCII && $0.isLetter }) {
            return try? CurrencyCode(marker)
        }
        switch marker {
        case "$": return dollarCurrencies.contains(defaultCurrency.code) ? defaultCurrency : .usd
        case "¥", "￥": return defaultCurrency == .cny ? .cny : .jpy
        default: return symbols[marker].flatMap { try? CurrencyCode($0) }
        }
    }
}
