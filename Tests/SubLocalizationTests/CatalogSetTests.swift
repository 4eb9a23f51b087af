import SubJSON
import Testing

@testable import SubLocalization

@Suite struct CatalogSetTests {
    /// A library over the embedded texts, fresh so no other test has parsed anything yet.
    func freshLibrary() -> CatalogLibrary {
        CatalogLibrary.embedded.overridden(byFolder: "/nonexistent-subhub-folder")
    }

    @Test func aLocalizerParsesOnlyTheCatalogItSpeaks() {
        let library = freshLibrary()
        let settings = LocaleResolver.resolve(
            environment: ["LANG": "es_ES.UTF-8"], library: library)
        let localizer = Localizer(library: library, settings: settings)
        #expect(localizer.commandIdentifier(named: "total") == "total")
        #expect(localizer.commandIdentifier(named: "añadir") == "add")
        #expect(library.catalogs.parsedLanguages == ["es"])
        #expect(library.catalogs.keys == ["en", "es", "zh-Hans"])
    }

    @Test func otherCatalogsAreParsedWhenAskedFor() {
        let library = freshLibrary()
        #expect(library.catalogs.parsedLanguages == [])
        #expect(library.catalogs["en"]?.language == "en")
        #expect(library.catalogs.parsedLanguages == ["en"])
        #expect(library.catalogs.values.map(\.language) == ["en", "es", "zh-Hans"])
        #expect(library.catalogs.parsedLanguages == ["en", "es", "zh-Hans"])
    }

    @Test func inputWordsReadAloneEqualThoseOfTheWholeCatalog() throws {
        for (fileName, text) in EmbeddedResources.files where fileName.hasSuffix(".json") {
            let whole = try Catalog(jsonText: text, fileName: fileName)
            #expect(try Catalog.inputWords(jsonText: text, fileName: fileName) == whole.input)
        }
    }

    /// The embedded catalogs are read where the binary holds them: no start copies them.
    @Test func embeddedCatalogsAreReadInPlace() throws {
        for (fileName, text) in EmbeddedResources.files where fileName.hasSuffix(".json") {
            let original = text.utf8.withContiguousStorageIfAvailable { $0.baseAddress }
            let read = JSONText(text).withBytes { $0.baseAddress }
            #expect(try #require(original) == read, "\(fileName)")
        }
    }

    @Test func aSliceOfTextIsItsBytesOrNothing() {
        let text = JSONText(#"{"名": "€ 5"}"#)
        #expect(text.count == 16)
        #expect(text.string(9..<14) == "€ 5")
        #expect(text.string(9..<17) == nil)
        #expect(text.string(-1..<2) == nil)
    }

    @Test func theInputScanSkipsStringsAndNesting() {
        let json = #"{"a": "x\"input\": 1", "messages": {"input": [1]}, "input": {"k": ["v,}"]}}"#
        let text = JSONText(json)
        let range = Catalog.topLevelValue(named: "input", in: text)
        #expect(range.flatMap(text.string) == #"{"k": ["v,}"]}"#)
        #expect(Catalog.topLevelValue(named: "missing", in: text) == nil)
    }
}
