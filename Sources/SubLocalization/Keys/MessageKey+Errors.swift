// Sentences for every `DomainError` case (worded in `DomainError+Message.swift`).
extension MessageKey {
    public static let errorNonPositiveAmount = MessageKey("error.non_positive_amount")
    public static let errorAmountOverflow = MessageKey("error.amount_overflow")
    public static let errorUnknownCurrency = MessageKey("error.unknown_currency")
    public static let errorInvalidDate = MessageKey("error.invalid_date")
    public static let errorInvalidPeriodCount = MessageKey("error.invalid_period_count")
    public static let errorInvalidMemberCount = MessageKey("error.invalid_member_count")
    public static let errorEmptyName = MessageKey("error.empty_name")
    public static let errorInvalidReminderOffset = MessageKey("error.invalid_reminder_offset")
    public static let errorExpenseNotFound = MessageKey("error.expense_not_found")
    public static let errorDuplicateID = MessageKey("error.duplicate_id")
    public static let errorNotAGroup = MessageKey("error.not_a_group")
    public static let errorNestedGroup = MessageKey("error.nested_group")
    public static let errorCurrencyMismatchInGroup = MessageKey("error.currency_mismatch_in_group")
    public static let errorPeriodMismatchInGroup = MessageKey("error.period_mismatch_in_group")
    public static let errorArchivedTarget = MessageKey("error.archived_target")
    public static let errorAutomaticGroupAmount = MessageKey("error.automatic_group_amount")
    public static let errorInexactCurrencyChange = MessageKey("error.inexact_currency_change")
    public static let errorNamedExpenseNotFound = MessageKey("error.named_expense_not_found")
    public static let errorDateOutOfRange = MessageKey("error.date_out_of_range")
    public static let errorInvalidAnchorDay = MessageKey("error.invalid_anchor_day")
    public static let errorInvisibleName = MessageKey("error.invisible_name")
    public static let errorInvalidManageURL = MessageKey("error.invalid_manage_url")
    public static let errorManageURLTooLong = MessageKey("error.manage_url_too_long")

    static let errorKeys: [MessageKey] = [
        errorNonPositiveAmount, errorAmountOverflow, errorUnknownCurrency, errorInvalidDate,
        errorInvalidPeriodCount, errorInvalidMemberCount, errorEmptyName,
        errorInvalidReminderOffset,
        errorExpenseNotFound, errorDuplicateID, errorNotAGroup, errorNestedGroup,
        errorCurrencyMismatchInGroup,
        errorPeriodMismatchInGroup, errorArchivedTarget, errorAutomaticGroupAmount,
        errorInexactCurrencyChange, errorNamedExpenseNotFound, errorDateOutOfRange,
        errorInvalidAnchorDay, errorInvisibleName, errorInvalidManageURL, errorManageURLTooLong,
    ]
}
