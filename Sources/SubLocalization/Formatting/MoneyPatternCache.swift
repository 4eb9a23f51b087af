import SubDomain
import Synchronization

/// The `MoneyPattern` of each currency in one locale, learned once a currency has been
/// formatted a few times and kept for the formatter's life. Learning costs a dozen ICU
/// formats, so a headline that shows three amounts never pays it; a report of thousands
/// does once. A currency whose pattern cannot be learned is remembered as such, and its
/// amounts keep going through ICU.
final class MoneyPatternCache: Sendable {
    /// Amounts of one currency formatted through ICU before its pattern is learned.
    static let usesBeforeLearning = 16

    private enum Entry {
        case counting(Int)
        case learned(MoneyPattern?)
    }

    private let entries = Mutex<[String: Entry]>([:])

    /// The pattern for `currency`, or `nil` while it is not worth learning yet or cannot be
    /// learned; `icu` formats minor units of `currency` for learning.
    func pattern(for currency: CurrencyCode, icu: (Int64) -> String) -> MoneyPattern? {
        // `nil`: learn it now; otherwise the pattern to use (itself `nil` for ICU).
        let known: MoneyPattern?? = entries.withLock { entries in
            switch entries[currency.code] {
            case .learned(let pattern)?:
                return .some(pattern)
            case .counting(let uses)?:
                if uses + 1 >= Self.usesBeforeLearning { return nil }
                entries[currency.code] = .counting(uses + 1)
                return .some(nil)
            case nil:
                entries[currency.code] = .counting(1)
                return .some(nil)
            }
        }
        if let known { return known }
        let learned = MoneyPattern.learn(minorDigits: currency.minorDigits, icu: icu)
        entries.withLock { $0[currency.code] = .learned(learned) }
        return learned
    }
}
