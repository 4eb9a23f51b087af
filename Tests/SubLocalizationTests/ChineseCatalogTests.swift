import Foundation
import SubDomain
import Testing

@testable import SubLocalization

/// Simplified Chinese, added as data alone (`zh-Hans.json`): the rules, formats and words a
/// `LANG=zh_CN.UTF-8` reader gets, read and written.
@Suite struct ChineseCatalogTests {
    let zh = TestLocalizers.chinese
    let today = TestLocalizers.date("2026-11-29")

    @Test func zhCNSpeaksSimplifiedChineseInCNY() {
        #expect(zh.language == "zh-Hans")
        #expect(zh.settings.defaultCurrency == .cny)
        #expect(zh.settings.messageLocaleIdentifier == "zh_CN")
    }

    /// CLDR gives Chinese one cardinal category, `other`; exact values still choose words.
    @Test func pluralsHaveOnlyOtherAndExactValues() throws {
        let catalog = try #require(zh.library.catalogs["zh-Hans"])
        #expect(catalog.pluralRules.producibleCategories == [.other])
        #expect(zh.text(MessageKey("count.subscriptions"), ["count": .count(1)]) == "1 个订阅")
        #expect(zh.text(MessageKey("count.subscriptions"), ["count": .count(12)]) == "12 个订阅")
        #expect(zh.text(.generalActiveSubscriptions, ["count": .count(0)]) == "没有有效订阅")
        #expect(zh.text(.generalDaysLeft, ["count": .count(3)]) == "还剩 3 天")
    }

    @Test func exactErrorAndWarningSentences() {
        #expect(
            zh.text(DomainError.unknownCurrency(code: "XYZ"))
                == "不认识货币“XYZ”。请使用 ISO 4217 代码，例如 CNY 或 USD。")
        #expect(
            zh.text(
                DomainError.periodMismatchInGroup(
                    group: "影音", groupPeriod: .monthly, child: "Apple One", childPeriod: .annual))
                == "“Apple One”每年扣费，分组“影音”每月扣费：两者必须一致。")
        let trial = DomainWarning.trialEndingSoon(
            name: "爱奇艺", trialEnds: TestLocalizers.date("2026-12-01"), daysLeft: 2)
        #expect(zh.text(trial) == "“爱奇艺”的试用将于 2026年12月1日 结束：还剩 2 天。")
    }

    @Test func moneyDatesAndListsInZhCNFormats() {
        #expect(zh.money(TestLocalizers.cny(4500)) == "¥45.00")
        #expect(zh.money(TestLocalizers.cny(123_456)) == "¥1,234.56")
        #expect(zh.money(TestLocalizers.usd(1299)) == "US$12.99")
        #expect(zh.money(TestLocalizers.eur(1399)) == "€13.99")
        #expect(zh.date(TestLocalizers.date("2026-12-15")) == "2026年12月15日")
        #expect(zh.relativeDate(TestLocalizers.date("2026-12-02"), from: today) == "3天后")
        #expect(zh.relativeDate(TestLocalizers.date("2026-11-30"), from: today) == "明天")
        #expect(zh.formatter.list(["Netflix", "爱奇艺", "QQ音乐"]) == "Netflix、爱奇艺和QQ音乐")
    }

    @Test func periodsAreWordedAndReadBack() throws {
        #expect(zh.period(.monthly) == "每月")
        #expect(zh.period(try Period(every: 2, .week)) == "每两周")
        #expect(zh.period(try Period(every: 3, .day)) == "每 3 天")
        #expect(zh.perPeriodSuffix(.monthly) == "/月")
        var periods = Period.Named.allCases.map(Period.init)
        for (count, unit) in [
            (1, Period.Unit.day), (2, .week), (2, .month), (10, .day), (5, .month),
        ] {
            periods.append(try Period(every: count, unit))
        }
        for period in periods {
            let shown = zh.period(period)
            #expect(try zh.parsePeriod(shown).get() == period, "\(shown)")
        }
    }

    /// Chinese is typed without spaces between a number and its word.
    @Test(arguments: [
        ("每月", Period.monthly), ("月付", .monthly), ("包年", .annual), ("年付", .annual),
        ("每年", .annual), ("每周", .weekly), ("每季度", .quarterly), ("每半年", .semiannual),
        ("每2周", try! Period(every: 2, .week)), ("每 2 周", try! Period(every: 2, .week)),
        ("每3个月", .quarterly), ("每 10 天", try! Period(every: 10, .day)),
        ("2周", try! Period(every: 2, .week)), ("每两个月", try! Period(every: 2, .month)),
        ("每天", try! Period(every: 1, .day)), ("monthly", .monthly),
    ])
    func chinesePeriods(text: String, expected: Period) throws {
        #expect(try zh.parsePeriod(text).get() == expected)
    }

    @Test func datesAsChineseTypesAndPrintsThem() throws {
        let expected = TestLocalizers.date("2026-12-15")
        for text in [
            "2026年12月15日", "12月15日", "12月15号", "2026 年 12 月 15 日", "2026/12/15",
            "12/15", "2026-12-15",
        ] {
            #expect(try zh.parseDate(text, today: today).get() == expected, "\(text)")
        }
        // Read by hand (no regex engine in the product): the shapes around the rule.
        for text in ["2026年12月15", "2026年1月5日", "1月5号"] {
            #expect((try? zh.parseDate(text, today: today).get()) != nil, "\(text)")
        }
        for text in ["202年12月15日", "12月155日", "123月15日", "2026年12月15日日", "年12月15日"] {
            #expect((try? zh.parseDate(text, today: today).get()) == nil, "\(text)")
        }
        #expect(try zh.parseDate("今天", today: today).get() == today)
        #expect(try zh.parseDate("明天", today: today).get() == today.addingDays(1))
        #expect(try zh.parseDate("后天", today: today).get() == today.addingDays(2))
        #expect(try zh.parseDate("3天后", today: today).get() == today.addingDays(3))
        #expect(try zh.parseDate("10 天以后", today: today).get() == today.addingDays(10))
        for month in 1...12 {
            let date = try CivilDate(year: 2027, month: month, day: 28)
            #expect(try zh.parseDate(zh.date(date), today: today).get() == date)
        }
        #expect(
            zh.text(try #require(zh.parseDate("2026年2月30日", today: today).failure))
                == "“2026年2月30日”：没有30日，2026年2月只有28天。")
    }

    @Test func amountsYesNoAndCommandWords() throws {
        #expect(try zh.parseAmount("25元").get().minorUnits == 2500)
        #expect(try zh.parseAmount("25元").get().detectedCurrency == .cny)
        #expect(try zh.parseAmount("¥68").get().detectedCurrency == .cny)
        for word in ["是", "好", "y", "yes"] { #expect(try zh.parseYesNo(word).get() == true) }
        for word in ["否", "不", "n"] { #expect(try zh.parseYesNo(word).get() == false) }
        #expect(zh.text(try #require(zh.parseYesNo("也许").failure)) == "请回答“是”或“否”。")
        let commands = [
            "添加": "add", "列表": "list", "总计": "total", "显示": "show", "编辑": "edit",
            "斩": "archive", "归档": "archive", "恢复": "restore", "删除": "delete", "撤销": "undo",
            "archive": "archive",
        ]
        for (word, command) in commands { #expect(zh.commandIdentifier(named: word) == command) }
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
