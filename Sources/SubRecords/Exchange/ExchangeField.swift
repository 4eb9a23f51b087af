/// The columns of SubHub's export formats, in order. JSON uses the same names as keys, so
/// the two formats carry exactly the same facts and round-trip into each other.
public enum ExchangeField: String, CaseIterable, Sendable {
    case id, name
    case amountMinor = "amount_minor"
    case currency, period
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
    /// Last, so files written before it existed keep their column order.
    case archivedWithGroup = "archived_with_group"
    /// Optional on import: a file without it takes the next charge's day (as schema v5 did).
    case anchorDay = "anchor_day"
    case manageURL = "manage_url"
    /// The notice, payer and reminder fields: optional on import, so files written before them still import.
    case noticePeriod = "notice_period"
    case paidBy = "paid_by"
    case reminderOffsets = "reminder_offsets"
    case paidWith = "paid_with"
    /// Whether a plan varies and where it ends: optional on import, so files written before
    /// them still import (as plans of a fixed price that never end).
    case varies
    case endsOn = "ends_on"
    case plannedPayments = "planned_payments"
}
