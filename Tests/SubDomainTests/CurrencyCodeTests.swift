@testable import SubDomain
import TestSupport
import Testing

@Suite struct CurrencyCodeTests {
    @Test func knowsMinorDigits() throws {
        #expect(try CurrencyCode("EUR").minorDigits == 2)
        #expect(try CurrencyCode("jpy").minorDigits == 0)
        #expect(try CurrencyCode("KWD").minorDigits == 3)
        #expect(try CurrencyCode("usd").code == "USD")
        #expect(try CurrencyCode("KWD").minorUnitsPerMajor == 1000)
    }

    @Test func everyKnownCurrencyHasItsNumber() {
        let named = Set(ISO4217.alphabeticByNumeric.values)
        #expect(named == Set(ISO4217.minorDigits.keys))
        #expect(ISO4217.alphabeticByNumeric.count == named.count)
        #expect(ISO4217.alphabeticByNumeric.keys.allSatisfy { $0.count == 3 })
        #expect(CurrencyCode(numeric: "978") == .eur)
        #expect(CurrencyCode(numeric: "000") == nil)
    }

    @Test func unknownCodeIsAnErrorNotADefault() {
        #expect(throws: DomainError.unknownCurrency(code: "XYZ")) { try CurrencyCode("XYZ") }
        #expect(throws: DomainError.unknownCurrency(code: "")) { try CurrencyCode("") }
        #expect(throws: DomainError.unknownCurrency(code: "EURO")) { try CurrencyCode("EURO") }
    }

    @Test func chargesMustBePositiveAndSane() {
        #expect(throws: DomainError.nonPositiveAmount) { try Sample.money(0).validatedAsCharge() }
        #expect(throws: DomainError.nonPositiveAmount) { try Sample.money(-1).validatedAsCharge() }
        #expect(throws: DomainError.amountOverflow) {
            try Sample.money(Money.maximumMinorUnits + 1).validatedAsCharge()
        }
        #expect((try? Sample.money(1).validatedAsCharge()) == Sample.money(1))
    }
}
