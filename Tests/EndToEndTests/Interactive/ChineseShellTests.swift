import Foundation
import Testing

/// The interactive shell in Simplified Chinese on a pseudo-terminal: Chinese command words
/// and brand aliases complete with Tab, the dialogue and confirmations speak Chinese, and the
/// list's columns line up by display width (an ideograph takes two columns).
@Suite(.serialized) struct ChineseShellTests {
    /// Columns `text` takes on screen, as the screen model counts them.
    static func displayWidth(_ text: Substring) -> Int {
        text.unicodeScalars.reduce(0) { $0 + (ScreenModel.isWide($1) ? 2 : 1) }
    }

    @Test func aChineseSessionCompletesAndAlignsCJKNames() throws {
        let sandbox = try ShellSandbox(language: "zh_CN.UTF-8")
        try sandbox.run(["添加", "爱奇艺", "25"])
        try sandbox.run(["添加", "健身房月卡", "120", "每季度"])
        try sandbox.run(["add", "Spotify", "15", "CNY"])
        let shell = try sandbox.shell()
        shell.expect("Tab 补全 · 帮助 列出命令 · Ctrl-D 退出")
        shell.expect("subhub> ")

        // A Chinese command word, then a brand by its Chinese alias: 网飞 is Netflix.
        shell.send("添" + PseudoTerminal.tab)
        shell.expect("添加 ")
        shell.send("网飞" + PseudoTerminal.tab)
        shell.expect("Netflix ")
        shell.sendLine("45")
        shell.expect("已添加 Netflix：每月 ¥45.00（折合每月 ¥45.00）。")
        shell.expect("subhub> ")

        shell.sendLine("列表")
        shell.expect("每季度")
        shell.expect("subhub> ")
        // The monthly column ends at the same screen column on every row, whether the name
        // is Latin (Spotify), Chinese (爱奇艺, 6 columns) or both, with or without a swatch.
        let rows = shell.transcript.split(separator: "\n").filter {
            $0.contains("/月") && !$0.contains("subhub>")
        }
        let ends = Set(
            rows.map { row in
                Self.displayWidth(row[..<row.range(of: "/月", options: .backwards)!.upperBound])
            })
        #expect(rows.count == 4 && ends.count == 1, "\(shell.transcriptForFailure)")

        // A Chinese name of the user's own completes too.
        shell.send("显示 健身" + PseudoTerminal.tab)
        shell.expect("显示 健身房月卡 ")
        shell.send(PseudoTerminal.enter)
        shell.expect("折合每月  ¥40.00")
        shell.expect("subhub> ")

        // The dialogue, with the brand's yuan price proposed.
        shell.sendLine("添加")
        shell.expect("新订阅。回车采用[方括号里的值]，< 返回上一步，Ctrl-C 取消。")
        shell.expect("名称: ")
        shell.send("爱奇" + PseudoTerminal.tab)
        shell.expect("爱奇艺 ")
        shell.send(PseudoTerminal.enter)
        shell.expect("识别为 爱奇艺：已填入常用信息。")
        shell.expect("金额 [¥25.00]: ")
        shell.send(PseudoTerminal.ctrlC)
        shell.expect("已取消，没有保存任何内容。")
        shell.expect("subhub> ")

        // A confirmation answered in Chinese.
        shell.sendLine("删除 健身房月卡")
        shell.expect("永久删除 健身房月卡？删除后无法恢复。[y/N] ")
        shell.sendLine("是")
        shell.expect("已永久删除 健身房月卡。")
        shell.expect("subhub> ")
        shell.send(PseudoTerminal.ctrlD)
        #expect(shell.waitForExit() == 0)

        let names = try sandbox.listedItems().compactMap { $0["name"] as? String }.sorted()
        #expect(names == ["Netflix", "Spotify", "爱奇艺"], "\(shell.transcriptForFailure)")
    }
}
