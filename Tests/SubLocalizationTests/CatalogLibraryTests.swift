import Foundation
import Testing
@testable import SubLocalization

@Suite struct CatalogLibraryTests {
    /// A folder holding copies of chosen fixtures, removed afterwards.
    func folder(with files: [String: String]) throws -> String {
        let path = NSTemporaryDirectory() + "subhub-l10n-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(toFile: path + "/" + name, atomically: true, encoding: .utf8)
        }
        return path
    }

    @Test func overrideFolderAddsALanguage() throws {
        let path = try folder(with: ["ru.json": try FixtureCatalogs.text("ru.json")])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let russian = Localizer.fromEnvironment([
            CatalogLibrary.overrideDirectoryVariable: path, "LANG": "ru_RU.UTF-8",
        ])
        #expect(russian.library.problems.isEmpty)
        #expect(russian.language == "ru")
        #expect(russian.settings.defaultCurrency.code == "RUB")
        #expect(russian.text(.generalActiveSubscriptions, ["count": 21]) == "21 активная подписка")
        #expect(russian.text(.generalActiveSubscriptions, ["count": 3]) == "3 активные подписки")
        #expect(russian.text(.generalActiveSubscriptions, ["count": 11]) == "11 активных подписок")
        #expect(
            russian.text(.generalActiveSubscriptions, ["count": .decimal("1.5")])
                == "1,5 активной подписки")
        // What the Russian file lacks comes from English.
        #expect(russian.text(.errorEmptyName) == "The name cannot be empty.")
    }

    @Test func brokenOverrideIsReportedAndEmbeddedStays() throws {
        let path = try folder(with: [
            "es.json": "{ not json", "broken.json": try FixtureCatalogs.text("broken.json"),
            "fr.json": #"{"language":"fr","plural_rules":{"one":"i = 0,1 and"},"messages":{}}"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let localizer = Localizer.fromEnvironment([
            CatalogLibrary.overrideDirectoryVariable: path, "LANG": "es_ES.UTF-8",
        ])
        #expect(localizer.language == "es")
        #expect(localizer.text(.errorEmptyName) == "El nombre no puede estar vacío.")
        #expect(localizer.library.problems.count == 3)
        #expect(
            localizer.library.problems.contains(
                .invalidPluralRules(
                    file: "fr.json",
                    .syntax(category: .one, PluralRuleSyntaxError(rule: "i = 0,1 and", token: ""))))
        )
        let worded = localizer.library.problems.map { localizer.text($0) }
        #expect(worded.allSatisfy { $0.hasSuffix("Se usa el incorporado.") })
    }

    @Test func missingFolderIsAProblemNotACrash() {
        let library = CatalogLibrary.load(environment: [
            CatalogLibrary.overrideDirectoryVariable: "/nonexistent/subhub"
        ])
        #expect(library.languages == ["en", "es", "zh-Hans"])
        #expect(library.problems.count == 1)
    }

    @Test func malformedCatalogsAreTypedErrors() {
        #expect(throws: CatalogLoadError.missingField(file: "x.json", field: "language")) {
            try Catalog(jsonText: "{}", fileName: "x.json")
        }
        #expect(throws: CatalogLoadError.languageMismatch(file: "de.json", declared: "es")) {
            try Catalog(
                jsonText: #"{"language":"es","plural_rules":{},"messages":{}}"#, fileName: "de.json"
            )
        }
        #expect(
            throws: CatalogLoadError.invalidPluralMessage(
                file: "en.json", key: "a.b", problem: .otherMissing)
        ) {
            try Catalog(
                jsonText:
                    #"{"language":"en","plural_rules":{},"messages":{"a":{"b":{"count_argument":"n","one":"x"}}}}"#,
                fileName: "en.json")
        }
        #expect(
            throws: CatalogLoadError.invalidMessage(
                file: "en.json", key: "a", problem: .template(.unclosedPlaceholder("{unclosed")))
        ) {
            try Catalog(
                jsonText: #"{"language":"en","plural_rules":{},"messages":{"a":"{unclosed"}}"#,
                fileName: "en.json")
        }
        #expect(
            throws: CatalogLoadError.invalidMessage(
                file: "en.json", key: "a", problem: .notTextOrObject)
        ) {
            try Catalog(
                jsonText: #"{"language":"en","plural_rules":{},"messages":{"a":5}}"#,
                fileName: "en.json")
        }
    }
}
