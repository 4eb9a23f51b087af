/// A language's cardinal plural rules: one condition per category, `other` implied.
public struct PluralRuleSet: Hashable, Sendable {
    /// The conditions in CLDR order; the first that matches names the category.
    public let rules: [(category: PluralCategory, rule: PluralRule)]

    /// Parses `{"one": "n = 1", ...}`. An `other` entry is accepted and ignored (it is implied).
    public init(_ sources: [String: String]) throws(PluralRuleSetError) {
        var rules: [(PluralCategory, PluralRule)] = []
        for (name, source) in sources {
            guard let category = PluralCategory(rawValue: name) else {
                throw .unknownCategory(name)
            }
            if category == .other { continue }
            do {
                rules.append((category, try PluralRule(source)))
            } catch {
                throw .syntax(category: category, error)
            }
        }
        self.rules = rules.sorted { $0.0 < $1.0 }.map { (category: $0.0, rule: $0.1) }
    }

    /// The category of the number written as `decimalText` ("1", "1.0", "1c6").
    /// Text that is not a number is `other`, the one category every message has.
    public func category(forDecimalText decimalText: String) -> PluralCategory {
        guard let operands = PluralOperands(decimalText) else { return .other }
        return category(for: operands)
    }

    public func category(for count: Int) -> PluralCategory {
        category(forDecimalText: String(count))
    }

    public func category(for operands: PluralOperands) -> PluralCategory {
        rules.first { $0.rule.matches(operands) }?.category ?? .other
    }

    /// The categories some number can produce, found by evaluating samples: integers up to
    /// 1,000 and a few large ones, decimals with one and two digits, and compact exponents.
    /// Enough for every CLDR cardinal rule set (their sample lists stay within these shapes).
    public var producibleCategories: Set<PluralCategory> {
        var found: Set<PluralCategory> = [.other]
        var samples: [String] = (0...1000).map(String.init)
        samples += ["10000", "100000", "1000000", "2000000", "1000001", "10000000", "1000000000"]
        for whole in 0...20 {
            for tenth in 0...9 { samples.append("\(whole).\(tenth)") }
            samples.append("\(whole).00")
            samples.append("\(whole).01")
        }
        for exponent in 0...9 {
            samples += ["1c\(exponent)", "2c\(exponent)", "1.5c\(exponent)"]
        }
        for sample in samples {
            found.insert(category(forDecimalText: sample))
            if found.count == PluralCategory.allCases.count { break }
        }
        return found
    }

    public static func == (lhs: PluralRuleSet, rhs: PluralRuleSet) -> Bool {
        lhs.rules.map(\.category) == rhs.rules.map(\.category)
            && lhs.rules.map(\.rule) == rhs.rules.map(\.rule)
    }

    public func hash(into hasher: inout Hasher) {
        for entry in rules {
            hasher.combine(entry.category)
            hasher.combine(entry.rule)
        }
    }
}

/// Why a catalog's `plural_rules` could not be read.
public enum PluralRuleSetError: Error, Hashable, Sendable {
    case unknownCategory(String)
    case syntax(category: PluralCategory, PluralRuleSyntaxError)
}
