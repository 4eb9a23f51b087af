import SubDomain

/// The values an insert row of history leaves out because a new expense has them unless told
/// otherwise, and that `ExpenseStore.expand` puts back, so the row reads as the full snapshot
/// it stands for. `varies` (version 18) is the one column added since: an insert row
/// written before it lacks it and meant the same, a plan of a fixed price. Nearly every add wrote `"status":"active"`, `"shared_with":1`, … again:
/// about a hundred of the row's three hundred bytes.
///
/// Unambiguous without a schema change: every insert row written before (since version 6)
/// lists every column that is not NULL, and these columns never are, so only a row written
/// with this rule lacks one of them. The values are stored text, fixed for good: a row
/// written under one rule must read the same under every later program.
enum InsertDefaults {
    /// The columns that have a default, in column order.
    static let fields = [
        "period", "status", "shared_with", "created_on", "archived_with_group", "anchor_day",
        "varies",
    ]

    /// The history text `field` has in an insert row that does not list it, given the row's
    /// `next_charge` and time; `nil` when a missing `field` means NULL, as it always did.
    static func value(of field: String, nextCharge: String?, changedAt: String) -> String? {
        switch field {
        case "period": "monthly"
        case "status": "active"
        case "shared_with": "1"
        case "archived_with_group": "0"
        // A row written before plans could vary lacks it too, and did not vary.
        case "varies": "0"
        // Entered the day the row is dated, nearly always; where the local day is not yet
        // (or no longer) UTC's, the two differ and the row keeps the value.
        case "created_on": changedAt.count >= 10 ? String(changedAt.prefix(10)) : nil
        // The domain's own default (`RecurringExpense.init`): the next charge's day.
        case "anchor_day": nextCharge.flatMap(CivilDate.init(iso:)).map { String($0.day) }
        default: nil
        }
    }
}
