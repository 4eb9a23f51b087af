import SubDomain
import SubLocalization

/// What an empty automatic group took from its first member (`ExpenseLedger.addToGroup`):
/// a choice made for the user, so it is said, whichever way the member came in (`group
/// add`, or `add … --group`).
enum GroupAdoption {
    /// "Pack now charges in EUR, annual, as its first member does."; `nil` when the group
    /// kept its currency and period.
    static func note(before: RecurringExpense, after group: RecurringExpense) -> LocalizedMessage? {
        guard before.currency != group.currency || before.period != group.period else {
            return nil
        }
        return LocalizedMessage(
            .resultGroupAdopted,
            [
                "group": .userText(group.name), "currency": .text(group.currency.code),
                "period": .period(group.period),
            ])
    }
}
