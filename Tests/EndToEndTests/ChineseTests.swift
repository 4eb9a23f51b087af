import Foundation
import Testing

/// `LANG=zh_CN.UTF-8 subhub`: Simplified Chinese end to end, from `zh-Hans.json` alone.
/// Chinese words for the commands, periods and dates; yuan as the default currency; money
/// and dates in zh_CN's formats (`¥45.00`, `2026年12月15日`, `3天后`).
@Suite("中文")
struct ChineseTests {
    /// A sandbox whose environment speaks zh_CN instead of its own language.
    final class ChineseBox {
        let box: Sandbox
        init() throws { box = try Sandbox(.en) }

        var environment: [String: String] {
            box.environment.merging([
                "LANG": "zh_CN.UTF-8", "LC_ALL": "zh_CN.UTF-8", "LANGUAGE": "zh_CN",
            ]) { $1 }
        }

        @discardableResult
        func run(_ arguments: [String], stdin: String? = nil) throws -> ProcessResult {
            try SubHubProcess.run(
                arguments: ["--profile", "tester", "--as-of", box.asOf] + arguments,
                environment: environment, stdin: stdin)
        }

        /// Runs a command that must succeed; its standard output.
        @discardableResult
        func quiet(_ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation)
            throws -> String
        {
            let result = try run(arguments)
            #expect(
                result.status == 0, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation
            )
            return result.stdout + result.stderr
        }
    }

    @Test("one-shot: add, list, total and archive in Chinese words")
    func oneShot() throws {
        let zh = try ChineseBox()
        #expect(
            try zh.quiet("添加", "爱奇艺", "25", "--next", "12月5日")
                == "已添加 爱奇艺：每月 ¥25.00（折合每月 ¥25.00）。\n")
        #expect(
            try zh.quiet("添加", "网飞", "45", "每月", "--next", "明天")
                == "已添加 网飞：每月 ¥45.00（折合每月 ¥45.00）。\n")
        #expect(
            try zh.quiet("添加", "健身房", "30", "每2周", "--next", "3天后")
                == "已添加 健身房：每两周 ¥30.00（折合每月 ¥65.00）。\n")
        #expect(
            try zh.quiet("添加", "Apple One", "488元", "年付", "--next", "2027年3月1日")
                == "已添加 Apple One：每年 ¥488.00（折合每月 ¥40.67）。\n")
        #expect(
            try zh.quiet("add", "ChatGPT", "20", "USD", "--next", "2026/12/15")
                == "已添加 ChatGPT Plus：每月 US$20.00（折合每月 US$20.00）。\n"
                + "你输入的是“ChatGPT”：已按品牌名 ChatGPT Plus 保存，用“ChatGPT”仍然可以找到它。\n")

        #expect(try zh.quiet("总计") == "每月 ¥175.67 · 4 个有效\n每月 US$20.00 · 1 个有效\n")
        #expect(
            try zh.quiet("列表") == """
                每两周
                  健身房        ¥30.00/2 周    ¥65.00/月  3天后

                每月
                  ChatGPT Plus  US$20.00/月  US$20.00/月  2026年12月15日
                  爱奇艺          ¥25.00/月    ¥25.00/月  6天后
                  网飞            ¥45.00/月    ¥45.00/月  明天

                每年
                  Apple One      ¥488.00/年    ¥40.67/月  2027年3月1日

                """)

        #expect(try zh.quiet("斩", "健身房") == "已斩 健身房：每月少花 ¥65.00。至今已斩 1 个订阅。\n解锁成就：首斩：健身房。\n")
        #expect(
            try zh.quiet("总计")
                == "每月 ¥110.67 · 3 个有效\n每月 US$20.00 · 1 个有效\n已斩 1 个（不计入）\n")
        let archived = try zh.quiet("列表")
        #expect(archived.hasSuffix("\n已斩\n  健身房        ¥30.00/2 周               斩于 2026年11月29日\n"))
        #expect(try zh.quiet("归档", "爱奇艺", "--dry-run").hasPrefix("如果斩掉 爱奇艺：\n"))
        #expect(try zh.quiet("恢复", "健身房") == "已恢复 健身房：重新计入。\n")

        // What was stored is the same whatever the language: yuan, periods, ISO dates.
        let items = try zh.box.items()
        let rows = Dictionary(uniqueKeysWithValues: items.map { ($0["name"] as! String, $0) })
        #expect(rows["爱奇艺"]?["currency"] as? String == "CNY")
        #expect(rows["爱奇艺"]?["next_charge"] as? String == "2026-12-05")
        #expect(rows["网飞"]?["next_charge"] as? String == "2026-11-30")
        #expect(rows["健身房"]?["period"] as? String == "every-2-weeks")
        #expect(rows["健身房"]?["next_charge"] as? String == "2026-12-02")
        #expect(rows["Apple One"]?["amount_minor"] as? Int == 48800)
        #expect(rows["Apple One"]?["next_charge"] as? String == "2027-03-01")
    }

    @Test("script mode: Chinese words, numbered failures, the English words still work")
    func scriptMode() throws {
        let zh = try ChineseBox()
        let result = try zh.run(
            [],
            stdin: [
                "# 我的订阅", "添加 QQ音乐 15 月付", "添加 优酷 abc", "显示 QQ音乐", "删除 QQ音乐",
                "add 腾讯视频 30 monthly", "编辑 腾讯视频 金额 25", "即将扣费 7", "删除 QQ音乐 --yes",
            ].map { $0 + "\n" }.joined())
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                已添加 QQ音乐：每月 ¥15.00（折合每月 ¥15.00）。
                QQ音乐
                  金额      每月 ¥15.00
                  折合每月  ¥15.00
                  状态      生效中
                  下次扣费  2026年12月29日（30天后）
                  类别      音乐
                  品牌      QQ音乐
                  上次确认  2026年11月29日
                已添加 腾讯视频：每月 ¥30.00（折合每月 ¥30.00）。
                已更新 腾讯视频。
                价格：¥30.00 → ¥25.00，下降 ¥5.00（-17%）。
                未来 7 天没有扣费。
                已永久删除 QQ音乐。

                """)
        #expect(
            result.stderr == """
                第 3 行：错误：“abc”不是金额。请输入类似 12.99 或 12.99 CNY 的金额。
                第 5 行：错误：这里无法询问：请加上 --yes 重新运行“删除”，即可直接执行。

                """)
        #expect(try zh.box.names() == ["腾讯视频"])
    }
}
