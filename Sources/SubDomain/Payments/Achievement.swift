/// A milestone of killing subscriptions, earned from real events only, each with the day it
/// was earned: nothing is invented (no streaks of days without events).
public struct Achievement: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// The first plan killed.
        case firstKill
        /// A free trial killed before it charged.
        case trialKilledBeforeCharge
        /// A plan killed within a week of its price rising.
        case killedAfterPriceRise
        /// `count` plans killed (5, 10, 25).
        case kills(Int)
        /// What killing has saved passed `minorUnits` in the profile's currency.
        case savedPassed(Money)
    }

    public let kind: Kind
    public let earnedOn: CivilDate
    /// The plan the achievement is about, when one is (the first kill, the trial).
    public let planName: String?

    public init(kind: Kind, earnedOn: CivilDate, planName: String? = nil) {
        self.kind = kind
        self.earnedOn = earnedOn
        self.planName = planName
    }

    /// The kill counts that are milestones.
    public static let killMilestones = [5, 10, 25]
    /// The saved sums that are milestones, in whole units of the profile's currency.
    public static let savedMilestones: [Int64] = [100, 1000]
}
