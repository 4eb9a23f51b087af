import Foundation
import Testing
@testable import SubLocalization

@Suite struct CatalogCheckTests {
    @Test func embeddedCatalogsLoadAndPassTheCheck() {
        let library = CatalogLibrary.embedded
        #expect(library.problems.isEmpty)
        #expect(library.languages == ["en", "es", "zh-Hans"])
        let findings = CatalogCheck.run(library)
        #expect(findings.isEmpty, "\(findings.map { TestLocalizers.american.text($0) })")
    }

    /// Keys are generated from the catalogs; one written by hand as `MessageKey("…")` anywhere
    /// in Sources must still be in the catalogs, so a key used without its entries fails here.
    @Test func everyKeyLiteralInTheSourcesIsRegistered() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
                "Sources")
        let enumerator = FileManager.default.enumerator(
            at: sources, includingPropertiesForKeys: nil)
        var literals: Set<String> = []
        let pattern = try Regex(#"MessageKey\("([a-z0-9_.]+)"\)"#)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in text.matches(of: pattern) {
                if let path = match.output[1].substring { literals.insert(String(path)) }
            }
        }
        let catalogued = Set(CatalogLibrary.embedded.catalogs.values.flatMap(\.messages.keys))
        #expect(literals.subtracting(catalogued).isEmpty)
    }

    @Test func findsMissingKeysPlaceholdersAndPluralCategories() throws {
        let english = try Catalog(
            jsonText: """
                {"language":"en","plural_rules":{"one":"i = 1 and v = 0"},"messages":{
                  "a":"Hello {name}", "b":"Only English",
                  "c":{"count_argument":"count","one":"{count} day","other":"{count} days"}}}
                """, fileName: "en.json")
        let russian = try Catalog(
            jsonText: """
                {"language":"ru","plural_rules":{"one":"v = 0 and i % 10 = 1 and i % 100 != 11",
                  "few":"v = 0 and i % 10 = 2..4 and i % 100 != 12..14"},"messages":{
                  "a":"Привет {nombre}",
                  "c":{"count_argument":"count","one":"{count} день","other":"{count} дня"}}}
                """, fileName: "ru.json")
        let findings = CatalogCheck.run(
            [english, russian], requiredKeys: [MessageKey("d")], requiredCommands: ["add"])
        #expect(findings.contains(.missingKey(key: "b", language: "ru")))
        #expect(findings.contains(.missingKey(key: "d", language: "en")))
        #expect(findings.contains(.missingKey(key: "d", language: "ru")))
        #expect(
            findings.contains(
                .placeholdersDiffer(
                    key: "a", language: "ru", found: ["nombre"], referenceLanguage: "en",
                    expected: ["name"])))
        #expect(findings.contains(.missingPluralCategory(key: "c", language: "ru", category: .few)))
        #expect(
            !findings.contains(.missingPluralCategory(key: "c", language: "en", category: .one)))
        #expect(findings.contains(.missingCommand(command: "add", language: "ru")))
        let finding = CatalogFinding.missingPluralCategory(key: "c", language: "ru", category: .few)
        #expect(
            TestLocalizers.spanish.text(finding)
                == "La clave c no tiene la forma «few», que las reglas de «ru» pueden pedir.")
    }
}
