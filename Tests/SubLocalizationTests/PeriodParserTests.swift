import SubDomain
import Testing
@testable import SubLocalization

@Suite struct PeriodParserTests {
    let es = TestLocalizers.spanish
    let en = TestLocalizers.american

    @Test(arguments: [
        ("Mensual", Period.monthly), ("MONTHLY", .monthly), ("anual", .annual), ("semanal", .weekly),
        ("trimestral", .quarterly), ("semestral", .semiannual), ("yearly", .annual),
        ("cada 2 semanas", try! Period(every: 2, .week)), ("every 2 weeks", try! Period(every: 2, .week)),
        ("cada 3 meses", .quarterly), ("every 3 months", .quarterly), ("every 10 days", try! Period(every: 10, .day)),
        ("cada 12 meses", .annual), ("2 semanas", try! Period(every: 2, .week)), ("cada año", .annual),
        ("  Cada   2   SEMANAS ", try! Period(every: 2, .week)), ("every-2-weeks", try! Period(every: 2, .week)),
        ("cada 1 dia", try! Period(every: 1, .day)),
    ])
    func bothLanguagesAnyCaseAnyAccents(text: String, expected: Period) throws {
        #expect(try es.parsePeriod(text).get() == expected)
        #expect(try en.parsePeriod(text).get() == expected)
    }

    @Test func rejections() {
        #expect(es.parsePeriod("") == .failure(.empty))
        #expect(es.parsePeriod("a veces") == .failure(.unrecognized(input: "a veces")))
        #expect(es.parsePeriod("cada 0 días") == .failure(.invalidCount(input: "cada 0 días", count: 0)))
        #expect(en.text(PeriodParseError.unrecognized(input: "sometimes"))
            == "\"sometimes\" is not a period. Try monthly, annual, weekly or \"every 2 weeks\".")
    }
}
