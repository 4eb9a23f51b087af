/// Something worth telling the user that does not stop the operation.
///
/// "We warn you, we don't stop you": each case is returned beside a successful result and
/// worded by the shell.
public enum DomainWarning: Hashable, Sendable {
    /// The active children of a group cost more per month than its cap.
    case groupOverCap(group: String, capMonthly: Money, childrenMonthly: Money)
    /// Another active expense already has this name (compared case- and accent-insensitively).
    case duplicateActiveName(name: String)
    /// An expense of this name was archived before; the user may be re-subscribing.
    case previouslyArchived(name: String, archivedOn: CivilDate)
    /// The next charge date given is before the evaluation date.
    case nextChargeInPast(name: String, date: CivilDate)
    /// The next charge comes before the free trial ends: a charge inside a free trial is
    /// either a mistyped date or no free trial, and the plan's figures disagree until fixed.
    case chargeBeforeTrialEnds(name: String, nextCharge: CivilDate, trialEnds: CivilDate)
    /// The trial ends within the risk window (fewer than 7 days from the evaluation date).
    case trialEndingSoon(name: String, trialEnds: CivilDate, daysLeft: Int)
    /// The typed amount is more than 5× or less than a fifth of the brand's reference price.
    case amountFarFromReference(name: String, amount: Money, reference: Money)
}
