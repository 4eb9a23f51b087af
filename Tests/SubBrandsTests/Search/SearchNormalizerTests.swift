import SubBrandsCore
import SubDomain
import TestSupport
import Testing

@testable import SubBrands

@Suite struct SearchNormalizerTests {
    private func key(_ text: String) -> String {
        String(decoding: SearchNormalizer.normalize(text).bytes, as: UTF8.self)
    }

    @Test(arguments: [
        ("Disney+", "disneyplus"), ("disney plus", "disneyplus"), ("DISNEY +", "disneyplus"),
        ("Movistar Plus+", "movistarplusplus"), ("El País", "elpais"), ("ESTÁNDAR", "estandar"),
        ("Chess.com", "chesscom"), ("1&1", "11"), ("Straße", "strasse"), ("Œuvre", "oeuvre"),
        ("腾讯视频", "腾讯视频"), ("B站", "b站"), ("ＮＥＴＦＬＩＸ", "netflix"), ("Pai\u{301}s", "pais"),
        ("🎬 Netflix 🍿", "netflix"), ("", ""), ("!!!", ""), ("Nguyễn", "nguyen"), ("Łódź", "lodz"),
        ("ÖBB", "obb"), ("Ελλάδα", "ελλαδα"), ("5×2", "52"),
    ])
    func keysFoldCaseAccentsAndPunctuation(text: String, expected: String) {
        #expect(key(text) == expected)
    }

    /// The brand search folds by the same rule as names: its words, joined by single spaces,
    /// are the name's folded form.
    @Test(arguments: FoldingSamples.table)
    func wordsAreTheFoldedName(input: String, folded: String) {
        let normalized = SearchNormalizer.normalize(input)
        let words = normalized.wordRanges.map {
            String(decoding: normalized.bytes[$0], as: UTF8.self)
        }
        #expect(words.joined(separator: " ") == folded)
        #expect(words.joined(separator: " ") == NameKey(input).folded)
    }

    @Test func plusAndCJKCharactersStartWords() {
        #expect(SearchNormalizer.normalize("Disney+").wordStarts == [0, 6])
        #expect(SearchNormalizer.normalize("Apple Music").wordStarts == [0, 5])
        #expect(SearchNormalizer.normalize("腾讯视频").wordStarts == [0, 3, 6, 9])
        #expect(SearchNormalizer.normalize("bilibili 大会员").wordStarts == [0, 8, 11, 14])
    }

    @Test func veryLongInputIsCapped() {
        let long = String(repeating: "ab", count: 10_000)
        #expect(SearchNormalizer.normalize(long).bytes.count == SearchNormalizer.maximumScalars)
    }
}
