import SubCLDR
import Synchronization

/// What the message locale's counts need, read from the CLDR tables on first use and kept:
/// how it writes whole numbers and its cardinal plural rules (which `in {0} days` to use).
final class MessageLocaleWords: Sendable {
    private let locale: CLDRLocale
    private let cached = Mutex<(MoneyPattern, PluralRuleSet)?>(nil)

    init(locale: CLDRLocale) { self.locale = locale }

    var integers: MoneyPattern { loaded.0 }

    func pluralCategory(for count: Int) -> PluralCategory {
        loaded.1.category(for: count)
    }

    private var loaded: (MoneyPattern, PluralRuleSet) {
        if let known = cached.withLock({ $0 }) { return known }
        let words = (MoneyPattern(integersOf: locale), Self.pluralRules(of: locale))
        cached.withLock { $0 = words }
        return words
    }

    /// The locale's cardinal rules from the tables; a rule that does not parse (none does
    /// in CLDR 49) is left out, so its numbers fall to `other`.
    static func pluralRules(of locale: CLDRLocale) -> PluralRuleSet {
        var sources: [String: String] = [:]
        for category in PluralCategory.allCases where category != .other {
            if let rule = locale.string(CLDRField.pluralRule.advanced(by: category.cldrIndex)) {
                sources[category.rawValue] = rule
            }
        }
        if let rules = try? PluralRuleSet(sources) { return rules }
        return (try? PluralRuleSet([:]))!
    }
}

extension PluralCategory {
    /// The category's place in CLDR's order (zero, one, two, few, many, other), as the
    /// digested tables number their plural fields.
    var cldrIndex: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }
}

extension String {
    /// The text with CLDR's `{index}` placeholder replaced.
    func replacingPlaceholder(_ index: Int, with value: String) -> String {
        guard let range = firstRange(of: "{\(index)}") else { return self }
        return self[..<range.lowerBound] + value + self[range.upperBound...]
    }
}
