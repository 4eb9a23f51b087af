import Foundation
import SubDomain
import Testing
@testable import SubLocalization

/// Exact output; Foundation puts U+00A0 no-break spaces inside amounts.
@Suite struct ValueFormatterTests {
    let nbsp = "\u{A0}"

    @Test func moneyInSpain() {
        let es = TestLocalizers.spanish
        #expect(es.money(TestLocalizers.eur(22649)) == "226,49\(nbsp)€")
        #expect(es.money(TestLocalizers.usd(123450)) == "1234,50\(nbsp)US$")
        #expect(es.money(Money(minorUnits: 1000, currency: .jpy)) == "1000\(nbsp)JPY")
        #expect(es.money(TestLocalizers.eur(123_456_789)) == "1.234.567,89\(nbsp)€")
    }

    @Test func moneyInMexico() {
        let mx = TestLocalizers.mexican
        #expect(mx.money(Money(minorUnits: 123450, currency: .mxn)) == "$1,234.50")
        #expect(mx.money(TestLocalizers.eur(22649)) == "EUR\(nbsp)226.49")
        #expect(mx.money(TestLocalizers.usd(123450)) == "USD\(nbsp)1,234.50")
    }

    @Test func moneyInTheUnitedStatesAndBritain() {
        let us = TestLocalizers.american
        #expect(us.money(TestLocalizers.eur(22649)) == "€226.49")
        #expect(us.money(TestLocalizers.usd(123450)) == "$1,234.50")
        #expect(us.money(Money(minorUnits: 1000, currency: .jpy)) == "¥1,000")
        let gb = TestLocalizers.british
        #expect(gb.money(TestLocalizers.usd(123450)) == "US$1,234.50")
        #expect(gb.money(Money(minorUnits: 999, currency: .gbp)) == "£9.99")
        #expect(gb.money(Money(minorUnits: 1000, currency: .jpy)) == "JP¥1,000")
    }

    /// 2^53 + 1 minor units: a Double would lose the last cent.
    @Test func moneyIsExactForLargeAmountsAndThreeDigitCurrencies() throws {
        let us = TestLocalizers.american
        #expect(us.money(TestLocalizers.eur(Money.maximumMinorUnits)) == "€10,000,000,000.00")
        // The formatter itself is exact past the bound; a sentence says such a total in words.
        #expect(
            us.formatter.money(TestLocalizers.usd(9_007_199_254_740_993))
                == "$90,071,992,547,409.93")
        #expect(
            us.money(Money(minorUnits: 1234, currency: try CurrencyCode("KWD")))
                == "KWD\(nbsp)1.234")
    }

    /// ICU shows MGA, IQD, SYP, IDR… with fewer decimals than ISO 4217 gives them: 0,04 MGA
    /// was printed "0 MGA". The ISO decimals are always shown, so every amount prints exactly.
    @Test func moneyShowsEveryISODecimal() throws {
        let us = TestLocalizers.american
        #expect(
            us.money(Money(minorUnits: 4, currency: try CurrencyCode("MGA"))) == "MGA\(nbsp)0.04")
        #expect(
            us.money(Money(minorUnits: 41759, currency: try CurrencyCode("IQD")))
                == "IQD\(nbsp)41.759")
        let es = TestLocalizers.spanish
        #expect(
            es.money(Money(minorUnits: 3009, currency: try CurrencyCode("LBP")))
                == "30,09\(nbsp)LBP")
    }

    @Test func abbreviatedDates() {
        let day = TestLocalizers.date("2026-12-15")
        #expect(TestLocalizers.spanish.date(day) == "15 dic 2026")
        #expect(TestLocalizers.american.date(day) == "Dec 15, 2026")
        #expect(TestLocalizers.british.date(day) == "15 Dec 2026")
        #expect(TestLocalizers.mexican.date(day) == "15 dic 2026")
    }

    @Test func relativeDatesAreAnchoredToTheEvaluationDay() {
        let today = TestLocalizers.date("2026-12-15")
        let es = TestLocalizers.spanish
        let en = TestLocalizers.american
        let cases: [(Int, String, String)] = [
            (0, "hoy", "today"), (1, "mañana", "tomorrow"), (2, "pasado mañana", "in 2 days"),
            (3, "dentro de 3 días", "in 3 days"), (-1, "ayer", "yesterday"),
            (-3, "hace 3 días", "3 days ago"), (400, "dentro de 400 días", "in 400 days"),
        ]
        for (offset, spanish, english) in cases {
            #expect(es.relativeDate(today.addingDays(offset), from: today) == spanish)
            #expect(en.relativeDate(today.addingDays(offset), from: today) == english)
        }
    }

    @Test func lists() {
        let items = ["Netflix", "Spotify", "iCloud"]
        #expect(TestLocalizers.spanish.list(items) == "Netflix, Spotify e iCloud")
        #expect(TestLocalizers.american.list(items) == "Netflix, Spotify, and iCloud")
        #expect(TestLocalizers.british.list(items) == "Netflix, Spotify and iCloud")
        #expect(TestLocalizers.spanish.list(["Netflix", "Spotify"]) == "Netflix y Spotify")
    }

    @Test func counts() {
        #expect(TestLocalizers.spanish.count(1234) == "1234")
        #expect(TestLocalizers.spanish.count(1_000_000) == "1.000.000")
        #expect(TestLocalizers.american.count(1234) == "1,234")
    }
}
