import SubDomain
import Testing
@testable import SubLocalization

@Suite struct PeriodParserTests {
    let es = TestLocalizers.spanish
    let en = TestLocalizers.american

    @Test(arguments: [
        ("Mensual", Period.monthly), ("MONTHLY", .monthly), ("anual", .annual),
        ("semanal", .weekly),
        ("trimestral", .quarterly), ("semestral", .semiannual), ("yearly", .annual),
        ("cada 2 semanas", try! Period(every: 2, .week)),
        ("every 2 weeks", try! Period(every: 2, .week)),
        ("cada 3 meses", .quarterly), ("every 3 months", .quarterly),
        ("every 10 days", try! Period(every: 10, .day)),
        ("cada 12 meses", .annual), ("2 semanas", try! Period(every: 2, .week)),
        ("cada año", .annual),
        ("  Cada   2   SEMANAS ", try! Period(every: 2, .week)),
        ("every-2-weeks", try! Period(every: 2, .week)),
        ("cada 1 dia", try! Period(every: 1, .day)),
    ])
    func bothLanguagesAnyCaseAnyAccents(text: String, expected: Period) throws {
        #expect(try es.parsePeriod(text).get() == expected)
        #expect(try en.parsePeriod(text).get() == expected)
    }

    /// Common words for the periods without a name of their own, read in either language.
    @Test(arguments: [
        ("bimestral", try! Period(every: 2, .month)),
        ("Bimestralmente", try! Period(every: 2, .month)),
        ("bimonthly", try! Period(every: 2, .month)),
        ("every other month", try! Period(every: 2, .month)),
        ("quincenal", try! Period(every: 2, .week)), ("fortnightly", try! Period(every: 2, .week)),
        ("biweekly", try! Period(every: 2, .week)),
        ("every other week", try! Period(every: 2, .week)),
        ("daily", try! Period(every: 1, .day)), ("diario", try! Period(every: 1, .day)),
        ("Diaria", try! Period(every: 1, .day)), ("cada día", try! Period(every: 1, .day)),
        ("every day", try! Period(every: 1, .day)),
    ])
    func commonPeriodWords(text: String, expected: Period) throws {
        #expect(try es.parsePeriod(text).get() == expected)
        #expect(try en.parsePeriod(text).get() == expected)
    }

    /// Whatever `Localizer.period` shows is read back as the same period, in both languages.
    @Test func shownPeriodsReadBack() throws {
        let counted: [(Int, Period.Unit)] = [
            (1, .day), (2, .week), (2, .month), (10, .day), (3, .week), (5, .month), (2, .year),
        ]
        var periods = Period.Named.allCases.map(Period.init)
        for (count, unit) in counted { periods.append(try Period(every: count, unit)) }
        for localizer in [es, en] {
            for period in periods {
                let shown = localizer.period(period)
                #expect(try localizer.parsePeriod(shown).get() == period, "\(shown)")
            }
        }
    }

    @Test func rejections() {
        #expect(es.parsePeriod("") == .failure(.empty))
        #expect(es.parsePeriod("a veces") == .failure(.unrecognized(input: "a veces")))
        #expect(
            es.parsePeriod("cada 0 días") == .failure(.invalidCount(input: "cada 0 días", count: 0))
        )
        #expect(
            en.text(PeriodParseError.unrecognized(input: "sometimes"))
                == "\"sometimes\" is not a period. Try monthly, annual, weekly or \"every 2 weeks\"."
        )
    }
}
