import SubDomain
import TestSupport
import Testing

@Suite struct VisibleTextTests {
    @Test(arguments: [
        "\u{200B}", "\u{200B}\u{200C}\u{200D}", "\u{2060}", "\u{FEFF}", "\u{202E}\u{202C}",
        "\u{00AD}", "\u{3164}", "\u{115F}\u{1160}", "\u{FE0F}", "\u{0301}", "\u{2800}",
        "\u{0007}", "\u{3000}", "\u{00A0}\u{200B}", "",
    ])
    func invisibleTextHasNoVisibleCharacter(text: String) {
        #expect(!VisibleText.hasVisibleCharacter(text))
    }

    @Test(arguments: ["Netflix", "\u{200B}X", "Día+", "é", "日本", "🎵", "1", "-", "\u{E000}"])
    func textWithAGlyphIsVisible(text: String) {
        #expect(VisibleText.hasVisibleCharacter(text))
    }

    @Test func aNameOfInvisibleCharactersIsRefused() throws {
        var ledger = ExpenseLedger()
        let today = Sample.date("2026-11-29")
        #expect(throws: DomainError.invisibleName) {
            try ledger.add(Sample.expense("\u{200B}\u{200B}", 100), asOf: today)
        }
        #expect(throws: DomainError.invisibleName) {
            try ledger.add(Sample.expense(" \u{2060} \u{FEFF} ", 100), asOf: today)
        }
        let kept = try ledger.add(Sample.expense("Netflix", 100), asOf: today).value
        var renamed = kept
        renamed.name = "\u{200D}"
        #expect(throws: DomainError.invisibleName) { try ledger.update(renamed, asOf: today) }
        #expect(ledger.expenses.map(\.name) == ["Netflix"])
    }
}
