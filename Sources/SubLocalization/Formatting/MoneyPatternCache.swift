import SubCLDR
import SubDomain
import Synchronization

/// The `MoneyPattern` of each currency in one locale, read from the CLDR tables on the
/// currency's first amount and kept for the formatter's life: a report of thousands of amounts
/// reads the pattern once.
final class MoneyPatternCache: Sendable {
    private let locale: CLDRLocale
    private let patterns = Mutex<[String: MoneyPattern]>([:])

    init(locale: CLDRLocale) { self.locale = locale }

    func pattern(for currency: CurrencyCode) -> MoneyPattern {
        if let known = patterns.withLock({ $0[currency.code] }) { return known }
        let pattern = MoneyPattern(locale: locale, currency: currency)
        patterns.withLock { $0[currency.code] = pattern }
        return pattern
    }
}
