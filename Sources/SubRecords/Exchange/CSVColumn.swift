/// The columns of a CSV export, in the order they are written: what a person reads in a
/// spreadsheet first (name, amount, currency, period, the monthly figure, the next charge)
/// leads, ids and bookkeeping follow. The raw value is the column's name in `export csv
/// --plain`; `export csv` heads each column with its name in the profile's language.
///
/// Every `ExchangeField` has one column, so CSV carries what JSON carries. Two columns are
/// no field of an expense: `monthly` is derived (what the plan costs per month, for the
/// spreadsheet; import ignores it) and `kill_count` belongs to the profile.
public enum CSVColumn: String, CaseIterable, Sendable {
    case name
    /// The amount as a decimal number in the currency's units (`12.99`), unlike JSON's
    /// `amount_minor`: a spreadsheet sums it as it is.
    case amount
    case currency, period, monthly
    case nextCharge = "next_charge"
    case category, status
    case trialEnds = "trial_ends"
    case archivedOn = "archived_on"
    case sharedWith = "shared_with"
    case paidBy = "paid_by"
    case paidWith = "paid_with"
    case noticePeriod = "notice_period"
    case reminderOffsets = "reminder_offsets"
    case manageURL = "manage_url"
    case notes, id
    case parentID = "parent_id"
    case groupMode = "group_mode"
    case brandSlug = "brand_slug"
    case lastConfirmed = "last_confirmed"
    case createdOn = "created_on"
    case anchorDay = "anchor_day"
    case archivedWithGroup = "archived_with_group"
    case varies
    case endsOn = "ends_on"
    case plannedPayments = "planned_payments"
    case killCount = "kill_count"

    /// The column that carries `field`.
    public init(_ field: ExchangeField) {
        self = field == .amountMinor ? .amount : CSVColumn(rawValue: field.rawValue)!
    }

    /// The field of an expense this column carries; `nil` for `monthly` and `kill_count`.
    public var field: ExchangeField? {
        switch self {
        case .amount: .amountMinor
        case .monthly, .killCount: nil
        default: ExchangeField(rawValue: rawValue)
        }
    }
}
