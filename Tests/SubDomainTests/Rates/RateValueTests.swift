import SubDomain
import Testing

@Suite struct RateValueTests {
    @Test func readsTheDigitsAsPublished() throws {
        let rate = try RateValue(reading: "1.0812")
        #expect(rate.mantissa == 10812 && rate.scale == 4)
        #expect(rate.plainText == "1.0812")
        // The ECB writes GBP with five decimals: shown as published, converted the same.
        #expect(try RateValue(reading: "0.84120").plainText == "0.84120")
        let table = RateTable(
            base: .eur,
            rates: [
                ExchangeRate(
                    currency: .gbp, value: try RateValue(reading: "0.84120"),
                    date: RateTableTests.day, source: .ecb),
                ExchangeRate(
                    currency: .usd, value: try RateValue(reading: "0.8412"),
                    date: RateTableTests.day, source: .ecb),
            ])
        for minor: Int64 in [1, 99, 12345, 999_999_999] {
            #expect(
                table.convert(minor, from: .gbp, to: .eur)
                    == table.convert(minor, from: .usd, to: .eur))
        }
        #expect(try RateValue(reading: "163.98").plainText == "163.98")
        #expect(try RateValue(reading: "25").plainText == "25")
        #expect(try RateValue(reading: "0.000001").plainText == "0.000001")
        #expect(try RateValue(reading: " 7.4582 ").plainText == "7.4582")
    }

    @Test func aCommaIsAMarkOnlyWhereTheReaderWritesOne() throws {
        #expect(try RateValue(reading: "1,0812", decimalMarks: [","]).plainText == "1.0812")
        // In English `1,081` might be a thousand and eighty-one: never read as a rate.
        #expect(throws: RateValue.ReadingError.notANumber) { try RateValue(reading: "1,081") }
        #expect(throws: RateValue.ReadingError.notANumber) {
            try RateValue(reading: "1.081,5", decimalMarks: [","])
        }
    }

    @Test func refusesWhatIsNotAPositiveDecimal() throws {
        for text in ["", "abc", "1.2.3", "1e5", "1 000", "0x10", ".", "USD"] {
            #expect(throws: RateValue.ReadingError.notANumber) { try RateValue(reading: text) }
        }
        for text in ["0", "0.000", "-1.08", "-0"] {
            #expect(throws: RateValue.ReadingError.notPositive) { try RateValue(reading: text) }
        }
        #expect(throws: RateValue.ReadingError.tooPrecise) {
            try RateValue(reading: "1234567890123")
        }
        #expect(throws: RateValue.ReadingError.tooPrecise) {
            try RateValue(reading: "0.0000000000001")
        }
        #expect(try RateValue(reading: "123456789012").mantissa == 123_456_789_012)
    }

    @Test func plainTextReadsBackToTheSameValue() throws {
        for text in ["1.0812", "0.84120", "163.98", "19303.12", "0.000123", "1", "10", "148.90"] {
            let rate = try RateValue(reading: text)
            #expect(try RateValue(reading: rate.plainText) == rate)
            #expect(rate.plainText == text)
        }
    }
}
