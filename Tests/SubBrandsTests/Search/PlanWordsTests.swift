import SubBrandsCore
import Testing

@testable import SubBrands

@Suite struct PlanWordsTests {
    private func strip(_ text: String) -> (words: String, plan: PlanKind?) {
        let stripped = PlanWords.strip(SearchNormalizer.normalize(text))
        return (
            stripped.words.map { String(decoding: $0, as: UTF8.self) }.joined(separator: " "),
            stripped.plan
        )
    }

    @Test(arguments: [
        ("Spotify Premium para Estudiantes", "spotify para", PlanKind?.some(.student)),
        ("netflix estándar con anuncios", "netflix", .standard),
        ("Disney+ Premium", "disney plus", .premium),
        ("网飞家庭版", "网 飞", .family),
        ("腾讯视频会员", "腾 讯 视 频", nil),
        ("Movistar Plus+", "movistar plus plus", nil),
    ])
    func planWordsAreRemovedAndTheStrongestKept(text: String, words: String, plan: PlanKind?) {
        let stripped = strip(text)
        #expect(stripped.words == words)
        #expect(stripped.plan == plan)
    }
}
