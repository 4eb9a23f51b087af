import Foundation
import TestSupport
import Testing

@testable import SubDomain

/// SubHub folds with the standard library's Unicode data, not Foundation's ICU half. These
/// tests hold the folding to Foundation's `folding(options:locale:)` over generated text
/// from the scripts people type names in. They part only on a combining mark with no letter
/// before it, which Foundation folds by rules of its own and no name begins with.
@Suite struct UnicodeFoldingTests {
    /// Letters from Latin, Greek, Cyrillic, Han, kana, Hangul and full-width forms: the
    /// scripts of names, statements and catalogue words. Combining marks come in `pieces`,
    /// after a letter, as typed text has them.
    static let alphabet: [Unicode.Scalar] = {
        let ranges: [ClosedRange<UInt32>] = [
            0x20...0x7E, 0xC0...0xFF, 0x100...0x17F, 0x180...0x24F, 0x370...0x3FF, 0x400...0x4FF,
            0x1E00...0x1EFF, 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x4E3F,
            0xAC00...0xAC3F, 0xFF01...0xFF5E, 0x3000...0x3000,
        ]
        return ranges.flatMap { $0 }.compactMap(Unicode.Scalar.init)
    }()

    /// Decomposed Latin as some keyboards and file systems write it: a letter, then
    /// acute, grave, tilde, diaeresis, cedilla or caron.
    static let pieces: [String] =
        ["a", "e", "n", "o", "c", "U", "Z"].flatMap { letter in
            ["\u{301}", "\u{300}", "\u{303}", "\u{308}", "\u{327}", "\u{30C}"].map { letter + $0 }
        } + alphabet.map { String($0) }

    /// Whether one scalar alone folds differently from Foundation.
    static func foldsDifferently(_ scalar: Unicode.Scalar) -> Bool {
        let text = String(scalar)
        let foundation = text.folding(
            options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        let ours = text.folded([.caseInsensitive, .diacriticInsensitive, .widthInsensitive])
        return foundation != ours
    }

    @Test func everyLetterFoldsAsFoundationDoes() {
        let differing = Self.alphabet.filter(Self.foldsDifferently)
        #expect(differing.map { String($0) }.joined(separator: " ") == "")
    }

    @Test func generatedTextFoldsAsFoundationDoes() {
        var generator = Sample.SeededGenerator(seed: 0x5EED_F01D)
        let usable = Self.pieces
        for _ in 0..<3_000 {
            let length = Int.random(in: 1...12, using: &generator)
            var text = ""
            for _ in 0..<length {
                text += usable[Int.random(in: 0..<usable.count, using: &generator)]
            }
            for options in [
                [.caseInsensitive, .diacriticInsensitive, .widthInsensitive],
                [.diacriticInsensitive], [.caseInsensitive, .diacriticInsensitive],
            ] as [FoldingOptions] {
                var foundationOptions: String.CompareOptions = []
                if options.contains(.caseInsensitive) { foundationOptions.insert(.caseInsensitive) }
                if options.contains(.diacriticInsensitive) {
                    foundationOptions.insert(.diacriticInsensitive)
                }
                if options.contains(.widthInsensitive) {
                    foundationOptions.insert(.widthInsensitive)
                }
                let expected = text.folding(options: foundationOptions, locale: nil)
                let folded = text.folded(options)
                #expect(
                    folded == expected,
                    "\(text.unicodeScalars.map { String($0.value, radix: 16) }): \(folded) vs \(expected)"
                )
                if folded != expected { return }
            }
        }
    }

    @Test func foldedTextIsComposed() {
        let decomposed = "Cafe\u{301} Nin\u{303}o ＣＡＦÉ"
        #expect(decomposed.folded([.caseInsensitive]) == "café niño ｃａｆé")
        #expect(decomposed.folded([.caseInsensitive, .widthInsensitive]) == "café niño café")
        #expect(decomposed.folded([.diacriticInsensitive]) == "Cafe Nino ＣＡＦE")
    }

    @Test func trimmingKeepsWhatIsInside() {
        #expect("  a b \t\n".trimmingWhitespace() == "a b")
        #expect("  a b \t\n".trimmingSpaces() == "a b \t\n")
        #expect("\u{3000}名字\u{3000}".trimmingSpaces() == "名字")
        #expect(" \t ".trimmingWhitespace() == "")
        #expect("\"x\"".trimming { $0 == "\"" } == "x")
    }

    @Test func replacingAllIsByteForByte() {
        #expect("a\r\nb".replacingAll("\n", with: " ") == "a\r b")
        #expect("a\"b\"".replacingAll("\"", with: "\"\"") == "a\"\"b\"\"")
        #expect("aaa".replacingAll("aa", with: "b") == "ba")
        #expect("x".replacingAll("", with: "y") == "x")
    }
}
