import Foundation
import Testing

@testable import SubLocalization

/// Catalogs are read with `JSONParser`; a broken file's message says where it stops being
/// JSON.
@Suite struct CatalogJSONTests {
    static let minimal = #"{"language": "xx", "plural_rules": {}, "messages": {"a": "A"}}"#

    @Test(arguments: [
        (#"{"language": "xx", "#, "line 1, column 20"),
        ("{\n  \"language\": \"xx\",\n  \"messages\": {\"a\": \"A\",}\n}", "line 3, column 25"),
        ("{\"a\": tru}", "line 1, column 7"),
        ("{\"ñandú\": 1 2}", "line 1, column 13"),
    ])
    func brokenJSONIsPlaced(text: String, place: String) throws {
        #expect(
            throws: CatalogLoadError.invalidJSON(
                file: "xx.json", reason: "not valid JSON at " + place)
        ) {
            try Catalog(jsonText: text, fileName: "xx.json")
        }
    }

    @Test func aTopLevelArrayIsNotACatalog() {
        #expect(
            throws: CatalogLoadError.invalidJSON(
                file: "xx.json", reason: "top level is not an object")
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
                file: "xx.json", key: "a", reason: "not a string or an object")
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
