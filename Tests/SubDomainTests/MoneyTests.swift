import SubDomain
import TestSupport
import Testing

@Suite struct MoneyTests {
    @Test func rescalingKeepsTheDigitsAsTyped() throws {
        #expect(try Sample.money(1299).rescaled(to: .usd) == Sample.money(1299, "USD"))
        #expect(try Sample.money(68, "JPY").rescaled(to: .eur) == Sample.money(6800))
        #expect(try Sample.money(1300).rescaled(to: .jpy) == Sample.money(13, "JPY"))
        #expect(try Sample.money(1250).rescaled(to: .eur) == Sample.money(1250))
        let dinars = try CurrencyCode("KWD")
        #expect(try Sample.money(1299).rescaled(to: dinars) == Sample.money(12990, "KWD"))
        #expect(try Sample.money(12990, "KWD").rescaled(to: .eur) == Sample.money(1299))
    }

    @Test func rescalingRefusesToDropDecimalsOrOverflow() throws {
        #expect(throws: DomainError.inexactCurrencyChange(from: .eur, to: .jpy)) {
            try Sample.money(1299).rescaled(to: .jpy)
        }
        let dinars = try CurrencyCode("KWD")
        #expect(throws: DomainError.inexactCurrencyChange(from: dinars, to: .eur)) {
            try Sample.money(12995, "KWD").rescaled(to: .eur)
        }
        #expect(throws: DomainError.amountOverflow) {
            try Money(minorUnits: Int64.max / 50, currency: .jpy).rescaled(to: .eur)
        }
    }
}
