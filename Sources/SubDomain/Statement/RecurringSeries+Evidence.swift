extension RecurringSeries {
    /// The same series, one confidence lower: what a source says when it is less sure the
    /// charges are the merchant's (a receipt from a sender no brand is known to mail from).
    public func lessSure() -> RecurringSeries {
        RecurringSeries(
            merchant: merchant, period: period, charges: charges, anchorDay: anchorDay,
            confidence: Confidence(rawValue: max(confidence.rawValue - 1, 0)) ?? .low)
    }
}
