import SubDomain
import Testing

@testable import SubLocalization

@Suite struct NoticeParserTests {
    let es = TestLocalizers.spanish
    let en = TestLocalizers.american

    @Test(arguments: [
        ("30d", "30d"), ("2w", "2w"), ("1m", "1m"), ("30 d", "30d"), ("30D", "30d"),
        ("30 días", "30d"), ("30 dias", "30d"), ("30días", "30d"), ("1 mes", "1m"),
        ("3 meses", "3m"), ("2 semanas", "2w"), ("mes", "1m"), ("1 año", "12m"),
        ("30 days", "30d"), ("1 month", "1m"), ("2 weeks", "2w"), ("  1   MES ", "1m"),
    ])
    func bothLanguagesReadEveryForm(text: String, expected: String) throws {
        let notice = try #require(NoticePeriod(identifier: expected))
        #expect(try es.parseNotice(text).get() == notice)
        #expect(try en.parseNotice(text).get() == notice)
    }

    @Test func refusalsSayWhy() {
        #expect(es.parseNotice("") == .failure(.empty))
        #expect(es.parseNotice("pronto") == .failure(.unrecognized(input: "pronto")))
        #expect(es.parseNotice("cada mes") == .failure(.unrecognized(input: "cada mes")))
        #expect(es.parseNotice("13 meses") == .failure(.invalid(.invalidNoticePeriod(count: 13))))
        #expect(es.parseNotice("2 años") == .failure(.invalid(.invalidNoticePeriod(count: 24))))
        #expect(es.parseNotice("0d") == .failure(.invalid(.invalidNoticePeriod(count: 0))))
        #expect(
            es.text(es.parseNotice("13m").failure!)
                == "El preaviso debe ser de 1 a 365 días, de 1 a 52 semanas o de 1 a 12 meses.")
        #expect(
            en.text(en.parseNotice("soon").failure!)
                == "\"soon\" is not a notice period. Write 30d, 2w, 1m, \"30 days\" or \"1 month\"."
        )
    }

    @Test func noticesAreWordedWithTheirPlural() throws {
        #expect(es.notice(try NoticePeriod(1, .month)) == "1 mes")
        #expect(es.notice(try NoticePeriod(30, .day)) == "30 días")
        #expect(en.notice(try NoticePeriod(1, .week)) == "1 week")
        #expect(en.notice(try NoticePeriod(3, .month)) == "3 months")
    }

    @Test func reminderOffsetsAndTheWordsForNone() {
        #expect(es.parseReminderOffsets("7,3,1") == .success([7, 3, 1]))
        #expect(es.parseReminderOffsets("1, 7 3,7") == .success([7, 3, 1]))
        for none in ["no", "ninguno", "off", "OFF", "none"] {
            #expect(es.parseReminderOffsets(none) == .success([]), "\(none)")
            #expect(en.parseReminderOffsets(none) == .success([]), "\(none)")
        }
        #expect(es.parseReminderOffsets("") == .failure(.empty))
        #expect(es.parseReminderOffsets("7,x") == .failure(.unrecognized(input: "7,x")))
        #expect(es.parseReminderOffsets("400") == .failure(.invalid(.invalidReminderOffset(400))))
        #expect(es.meansSelf("Yo") && es.meansSelf("mí") && en.meansSelf("me"))
        #expect(!es.meansSelf("Ana"))
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
