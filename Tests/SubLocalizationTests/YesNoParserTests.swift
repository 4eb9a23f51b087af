import Testing
@testable import SubLocalization

@Suite struct YesNoParserTests {
    @Test func yesAndNoWordsOfBothLanguages() throws {
        let es = TestLocalizers.spanish
        for word in ["sí", "si", "S", "yes", "y", "Sí"] {
            #expect(try es.parseYesNo(word).get() == true, "\(word)")
        }
        for word in ["no", "n", "NO"] { #expect(try es.parseYesNo(word).get() == false, "\(word)") }
        #expect(
            es.parseYesNo("quizá") == .failure(.unrecognized(input: "quizá", yes: "sí", no: "no")))
        #expect(
            es.text(YesNoParseError.unrecognized(input: "quizá", yes: "sí", no: "no"))
                == "Responde «sí» o «no».")
    }
}
