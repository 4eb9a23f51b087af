import SubLocalization

extension CommandFailure {
    /// An amount that does not fit the currency it is put in (`1.2345` in KWD, `12 €` with
    /// USD typed after it): refused as a typed value, as the parser refuses one it cannot
    /// read, with the amount reader's own reason.
    static func refusedAmount(_ error: AmountParseError) -> CommandFailure {
        .invalidValue(.invalidValue(error.localizedMessage))
    }
}
