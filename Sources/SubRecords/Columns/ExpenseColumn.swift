/// One column of the `expenses` table that mirrors a field of `RecurringExpense`, in table
/// order; the raw value is the column's name. History rows, exports and the household's
/// server carry these names, so they are stored text: never renamed, never reordered.
///
/// Callers outside the store switch on these cases instead of on the names' spelling.
/// `position` is not here: it is the ledger's order, not a field of an expense.
public enum ExpenseColumn: String, CaseIterable, Hashable, Sendable {
    case id
    case name
    case amountMinor = "amount_minor"
    case currency
    case period
    case nextCharge = "next_charge"
    case trialEnds = "trial_ends"
    case status
    case archivedOn = "archived_on"
    case parentID = "parent_id"
    case groupMode = "group_mode"
    case sharedWith = "shared_with"
    case category
    case brandSlug = "brand_slug"
    case lastConfirmed = "last_confirmed"
    case notes
    case createdOn = "created_on"
    case archivedWithGroup = "archived_with_group"
    case anchorDay = "anchor_day"
    case manageURL = "manage_url"
    case noticePeriod = "notice_period"
    case paidBy = "paid_by"
    case reminderOffsets = "reminder_offsets"
    case varies
    case endsOn = "ends_on"
    case plannedPayments = "planned_payments"
    case paidWith = "paid_with"

    /// Whether the column stays in this profile: never pushed to a household's server, never
    /// taken from it (`ExpenseRecord` leaves it out). A card is one person's, not the
    /// household's. Local columns come after every synced one.
    public var isLocalOnly: Bool { self == .paidWith }
}
