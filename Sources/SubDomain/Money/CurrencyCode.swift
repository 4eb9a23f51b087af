/// An ISO 4217 currency known to SubHub, with the number of digits of its minor unit.
///
/// Constructing one validates the code: an unknown code is an error, never a silent default,
/// because a wrong currency makes every total that includes it a lie.
public struct CurrencyCode: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The upper-case three-letter code, such as `EUR`.
    public let code: String
    /// Digits after the decimal separator: 2 for EUR, 0 for JPY, 3 for KWD.
    public let minorDigits: Int

    /// Validates `code` (any case) against the ISO 4217 table.
    public init(_ code: String) throws(DomainError) {
        let upper = code.uppercased()
        guard let digits = ISO4217.minorDigits[upper] else {
            throw .unknownCurrency(code: code)
        }
        self.code = upper
        self.minorDigits = digits
    }

    /// The currency whose ISO 4217 number is `numeric` (three digits, as Norma 43 and other
    /// fixed-column formats write it); `nil` for a number of no currency in the table.
    public init?(numeric: String) {
        guard let code = ISO4217.alphabeticByNumeric[numeric], let currency = try? Self(code)
        else { return nil }
        self = currency
    }

    /// Whether `code` names a currency in the table.
    public static func isKnown(_ code: String) -> Bool {
        ISO4217.minorDigits[code.uppercased()] != nil
    }

    /// Every known code, sorted.
    public static var allCodes: [String] { ISO4217.minorDigits.keys.sorted() }

    /// 10 to the power of `minorDigits`: minor units in one major unit.
    public var minorUnitsPerMajor: Int64 {
        var result: Int64 = 1
        for _ in 0..<minorDigits { result *= 10 }
        return result
    }

    public var description: String { code }

    public static func < (lhs: CurrencyCode, rhs: CurrencyCode) -> Bool { lhs.code < rhs.code }
}

extension CurrencyCode {
    // Constants for the currencies the product and its tests name most; all are in the table.
    public static let eur = try! CurrencyCode("EUR")
    public static let usd = try! CurrencyCode("USD")
    public static let gbp = try! CurrencyCode("GBP")
    public static let jpy = try! CurrencyCode("JPY")
    public static let mxn = try! CurrencyCode("MXN")
    public static let cny = try! CurrencyCode("CNY")
}
