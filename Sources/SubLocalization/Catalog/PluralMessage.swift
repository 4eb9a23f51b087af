/// A message whose wording depends on a number: exact values first, then CLDR categories.
///
/// Catalog shape: `{"count_argument": "count", "=0": "…", "one": "…", "other": "…"}`.
public struct PluralMessage: Hashable, Sendable {
    /// The argument whose value selects the variant.
    public let countArgument: String
    /// `=N` variants, keyed by the number N as written after `=`.
    public let exactValues: [String: MessageTemplate]
    /// CLDR category variants; `other` is always present.
    public let categories: [PluralCategory: MessageTemplate]

    public init(
        countArgument: String, exactValues: [String: MessageTemplate],
        categories: [PluralCategory: MessageTemplate]
    ) {
        self.countArgument = countArgument
        self.exactValues = exactValues
        self.categories = categories
    }

    /// The variant for the number written as `decimalText`: an exact match, else its
    /// category, else `other`.
    public func variant(forDecimalText decimalText: String, rules: PluralRuleSet) -> MessageTemplate
    {
        if let operands = PluralOperands(decimalText) {
            for (exact, template) in exactValues.sorted(by: { $0.key < $1.key }) {
                if let exactOperands = PluralOperands(exact), exactOperands.n == operands.n {
                    return template
                }
            }
        }
        let category = rules.category(forDecimalText: decimalText)
        return categories[category] ?? categories[.other]!
    }

    /// Every template, for placeholder checks.
    var allTemplates: [MessageTemplate] { Array(exactValues.values) + Array(categories.values) }
}
