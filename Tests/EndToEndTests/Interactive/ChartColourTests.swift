import Foundation
import Testing

/// `chart` on a real terminal: the bars fill its width and take the brand colour of each
/// month's largest charge when the terminal shows colour; `NO_COLOR` keeps them plain.
@Suite("Chart on a terminal")
struct ChartColourTests {
    static func chart(_ sandbox: ShellSandbox, extra: [String: String]) throws -> String {
        let terminal = try sandbox.shell(
            arguments: ["--as-of", "2026-11-29", "chart", "--months", "2"], columns: 80,
            extra: extra)
        #expect(terminal.waitForExit() == 0)
        return String(decoding: terminal.raw, as: UTF8.self)
    }

    @Test func brandColourOnlyWhenTheTerminalShowsIt() throws {
        let sandbox = try ShellSandbox()
        // A brand: Netflix's red is #E50914.
        try sandbox.run([
            "--as-of", "2026-11-29", "add", "Netflix", "13", "EUR", "--next", "2026-12-05",
        ])
        let truecolor = try Self.chart(sandbox, extra: ["COLORTERM": "truecolor"])
        // 80 columns: "  dic 2026  " + 59 cells of bar + "  13,00 €".
        let bar = String(repeating: "█", count: 59)
        #expect(truecolor.contains("\u{1B}[38;2;229;9;20m" + bar + "\u{1B}[0m"))
        let palette = try Self.chart(sandbox, extra: [:])
        #expect(palette.contains("\u{1B}[38;5;160m" + bar + "\u{1B}[0m"))
        let plain = try Self.chart(sandbox, extra: ["COLORTERM": "truecolor", "NO_COLOR": "1"])
        #expect(plain.contains("dic 2026  " + bar + "  13,00"))
        #expect(!plain.contains("\u{1B}[38;"))
    }
}
