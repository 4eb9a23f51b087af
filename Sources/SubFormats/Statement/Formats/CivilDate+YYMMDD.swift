import SubDomain

extension CivilDate {
    /// Reads the six digits `YYMMDD` that fixed-column bank formats (Norma 43, MT940) write;
    /// the year is this century's, as `DateColumn` reads two-digit years. `nil` when the
    /// text is not six digits or not a day SubHub accepts.
    init?(yymmdd text: some StringProtocol) {
        guard text.count == 6, text.allSatisfy({ $0.isASCII && $0.isNumber }),
            let digits = Int(text),
            let date = try? CivilDate(
                year: 2000 + digits / 10_000, month: digits / 100 % 100, day: digits % 100
            ).checkedAccepted()
        else { return nil }
        self = date
    }
}
