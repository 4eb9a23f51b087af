// Sentences for every `DomainWarning` case (worded in `DomainWarning+Message.swift`).
extension MessageKey {
    public static let warningGroupOverCap = MessageKey("warning.group_over_cap")
    public static let warningDuplicateActiveName = MessageKey("warning.duplicate_active_name")
    public static let warningPreviouslyArchived = MessageKey("warning.previously_archived")
    public static let warningNextChargeInPast = MessageKey("warning.next_charge_in_past")
    public static let warningTrialEndingSoon = MessageKey("warning.trial_ending_soon")
    public static let warningAmountFarFromReference = MessageKey(
        "warning.amount_far_from_reference")

    static let warningKeys: [MessageKey] = [
        warningGroupOverCap, warningDuplicateActiveName, warningPreviouslyArchived,
        warningNextChargeInPast, warningTrialEndingSoon, warningAmountFarFromReference,
    ]
}
