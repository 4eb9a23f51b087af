import Foundation
import Testing

@testable import SubLocalization

/// Catalogs are read with `JSONParser`; a broken file's message says where it stops being
/// JSON.
@Suite struct CatalogJSONTests {
    static let minimal = #"{"language": "xx", "plural_rules": {}, "messages": {"a": "A"}}"#

    @Test(arguments: [
        (#"{"language": "xx", "#, 1, 20),
        ("{\n  \"language\": \"xx\",\n  \"messages\": {\"a\": \"A\",}\n}", 3, 25),
        ("{\"a\": tru}", 1, 7),
        ("{\"ñandú\": 1 2}", 1, 13),
    ])
    func brokenJSONIsPlaced(text: String, line: Int, column: Int) throws {
        #expect(
            throws: CatalogLoadError.invalidJSON(
                file: "xx.json", problem: .notJSON(line: line, column: column))
        ) {
            try Catalog(jsonText: text, fileName: "xx.json")
        }
    }

    @Test func aTopLevelArrayIsNotACatalog() {
        #expect(
            throws: CatalogLoadError.invalidJSON(file: "xx.json", problem: .notAnObject)
        ) {
            try Catalog(jsonText: "[1]", fileName: "xx.json")
        }
    }

    @Test func aRepeatedNameKeepsItsLastValue() throws {
        let text = #"{"language": "xx", "plural_rules": {}, "messages": {"a": "1", "a": "2"}}"#
        let catalog = try Catalog(jsonText: text, fileName: "xx.json")
        #expect(catalog.messages.count == 1)
        #expect(catalog.messages["a"] == .text(try MessageTemplate("2")))
    }

    @Test func wrongShapesAreTheErrorsTheyWere() {
        #expect(throws: CatalogLoadError.missingField(file: "xx.json", field: "plural_rules")) {
            try Catalog(
                jsonText: #"{"language": "xx", "plural_rules": {"one": 1}, "messages": {}}"#,
                fileName: "xx.json")
        }
        #expect(
            throws: CatalogLoadError.invalidMessage(
                file: "xx.json", key: "a", problem: .notTextOrObject)
        ) {
            try Catalog(
                jsonText: #"{"language": "xx", "plural_rules": {}, "messages": {"a": null}}"#,
                fileName: "xx.json")
        }
        #expect(throws: CatalogLoadError.invalidInputWords(file: "xx.json", section: "yes_no")) {
            try Catalog(
                jsonText:
                    #"{"language": "xx", "plural_rules": {}, "messages": {}, "input": {"yes_no": {"yes": [1]}}}"#,
                fileName: "xx.json")
        }
    }

    @Test func theMinimalCatalogReads() throws {
        let catalog = try Catalog(jsonText: Self.minimal, fileName: "xx.json")
        #expect(catalog.language == "xx")
        #expect(catalog.mainLocale == "xx")
        #expect(catalog.messages.keys.sorted() == ["a"])
    }
}

/// What is wrong with a broken override catalog is worded by the catalogs, in the reader's
/// language: no reason is English text inside a Spanish or Chinese sentence.
@Suite struct CatalogProblemWordingTests {
    static let problems: [CatalogProblem] = [
        .notJSON(line: 3, column: 25), .tooDeep, .notAnObject, .inputNotJSON,
        .notTextOrObject, .messageNotJSON, .template(.unclosedPlaceholder("{amount")),
        .template(.unopenedBrace("amount}")), .template(.invalidPlaceholderName("a-b")),
        .countArgumentNotAName, .variantNotText("one"), .variantNotNumber("=x"),
        .unknownVariant("dual"), .otherMissing,
    ]

    static let errors: [CatalogLoadError] =
        problems.flatMap { problem in
            [
                CatalogLoadError.invalidJSON(file: "es.json", problem: problem),
                .invalidMessage(file: "es.json", key: "a.b", problem: problem),
                .invalidPluralMessage(file: "es.json", key: "a.b", problem: problem),
            ]
        } + [.notUTF8(file: "es.json")]

    @Test(arguments: ["es", "zh-Hans", "en"])
    func everyProblemIsWordedInTheReadersLanguage(language: String) {
        let localizer = [
            "es": TestLocalizers.spanish, "zh-Hans": TestLocalizers.chinese,
            "en": TestLocalizers.american,
        ][language]!
        let english = TestLocalizers.american
        let placeholders = ["{line}", "{column}", "{text}", "{name}", "{variant}"]
        for problem in Self.problems {
            let words = localizer.text(problem)
            #expect(
                !words.isEmpty && !placeholders.contains(where: words.contains),
                "\(problem): \(words)")
            if localizer.language != "en" {
                #expect(words != english.text(problem), "\(problem)")
            }
        }
        // Each sentence quotes its reason as the catalog words it.
        for error in Self.errors {
            let sentence = localizer.text(error)
            switch error {
            case .invalidJSON(_, let problem), .invalidMessage(_, _, let problem),
                .invalidPluralMessage(_, _, let problem):
                #expect(sentence.contains(localizer.text(problem)), "\(sentence)")
            default:
                #expect(sentence.contains("es.json"), "\(sentence)")
            }
        }
    }

    /// The reason names the place: a translator finds the mistake in their file.
    @Test func brokenJSONNamesItsPlaceInSpanish() {
        let spanish = TestLocalizers.spanish
        let error = CatalogLoadError.invalidJSON(
            file: "es.json", problem: .notJSON(line: 3, column: 25))
        #expect(
            spanish.text(error)
                == "El catálogo es.json no es JSON válido: el error está en la línea 3, columna 25. Se usa el incorporado."
        )
    }
}
