/// How risky one expense is, with the reasons that make it so.
public struct RiskAssessment: Hashable, Sendable {
    public enum Level: Int, Comparable, Sendable, CaseIterable {
        case normal = 0, medium = 1, high = 2

        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public var expense: RecurringExpense
    public var reasons: [RiskReason]

    public init(expense: RecurringExpense, reasons: [RiskReason]) {
        self.expense = expense
        self.reasons = reasons
    }

    /// The highest level any reason gives; normal when there is none.
    public var level: Level {
        // Asked per item when thousands are sorted and printed: no array of levels made.
        reasons.reduce(.normal) { Swift.max($0, $1.level) }
    }
}
