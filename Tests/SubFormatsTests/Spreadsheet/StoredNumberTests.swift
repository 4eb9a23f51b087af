import Testing

@testable import SubFormats

@Suite struct StoredNumberTests {
    @Test(arguments: [
        ("-12.99", "-12.99"),
        ("12", "12"),
        ("100.0", "100"),
        ("25.00", "25"),
        ("0", "0"),
        ("-0", "0"),
        // Excel's 17 digits for a typed 13.9: the same double, shortest digits.
        ("13.899999999999999", "13.9"),
        ("1234.5600000000002", "1234.56"),
        // An exporter's own arithmetic (0.1 + 0.2): rounded to the 15 digits Excel shows.
        ("0.30000000000000004", "0.3"),
        ("9.9999999999999982", "10"),
        ("-1.0000000000000002", "-1"),
        // Where `description` would write an exponent.
        ("1E-05", "0.00001"),
        ("0.000123", "0.000123"),
        ("1.5E+16", "15000000000000000"),
        ("12345678901234567890", "12345678901234600000"),
        ("0.1", "0.1"),
    ])
    func rendersPlainDecimal(stored: String, shown: String) {
        #expect(StoredNumber.text(stored) == shown)
    }

    @Test func refusesWhatIsNoNumber() {
        for stored in ["", "abc", "nan", "inf", "1,5"] { #expect(StoredNumber.text(stored) == nil) }
    }
}
