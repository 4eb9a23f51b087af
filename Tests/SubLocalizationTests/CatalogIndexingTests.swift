import Foundation
import SubJSON
import TestSupport
import Testing

@testable import SubLocalization

/// The embedded catalogs are indexed and each message parsed on first use (`MessageIndex`);
/// read that way they must be the catalogs a whole parse reads, message for message.
@Suite struct CatalogIndexingTests {
    static let embedded = EmbeddedResources.files.filter { $0.key.hasSuffix(".json") }
        .sorted { $0.key < $1.key }

    @Test func everyEmbeddedCatalogIndexesToWhatAWholeParseReads() throws {
        #expect(Self.embedded.count == 3)
        for (fileName, text) in Self.embedded {
            let whole = try Catalog(jsonText: text, fileName: fileName)
            let indexed = try Catalog(indexing: text, fileName: fileName)
            #expect(indexed.messages.count == whole.messages.count, "\(fileName)")
            #expect(indexed.messages.all.count == whole.messages.count, "\(fileName)")
            #expect(indexed.messages.all == whole.messages.all, "\(fileName)")
            #expect(indexed.language == whole.language)
            #expect(indexed.mainLocale == whole.mainLocale)
            #expect(indexed.defaultCurrency == whole.defaultCurrency)
            #expect(indexed.pluralRules == whole.pluralRules)
            #expect(indexed.input == whole.input)
        }
    }

    /// The layout `ResourceEmbedder` works out at build time is the one a skim finds in the
    /// embedded text, and a catalog read through it is the whole parse's.
    @Test func theBuildTimeLayoutIsTheSkimmedOne() throws {
        for (fileName, text) in Self.embedded {
            let built = try #require(EmbeddedResources.catalogLayout(fileName), "\(fileName)")
            #expect(built.bytes == text.utf8.count)
            let skimmed = try #require(CatalogLayout(bytes: Array(text.utf8)))
            #expect(built.layout.members.map(\.key) == skimmed.members.map(\.key))
            #expect(built.layout.members.map(\.value) == skimmed.members.map(\.value))
            #expect(built.layout.messages.map(\.key) == skimmed.messages.map(\.key))
            #expect(built.layout.messages.map(\.value) == skimmed.messages.map(\.value))
            #expect(built.layout.messages.count > 1_000)
            for (position, message) in built.layout.messages.enumerated() {
                #expect(built.layout.index(of: message.key) == position)
            }
            #expect(built.layout.index(of: "zzz.not.a.key") == nil)
            #expect(built.layout.index(of: "") == nil)
            let whole = try Catalog(jsonText: text, fileName: fileName)
            let indexed = try Catalog(indexing: text, fileName: fileName, layout: built.layout)
            #expect(indexed.messages.all == whole.messages.all, "\(fileName)")
            #expect(indexed.input == whole.input)
            #expect(
                try Catalog.inputWords(jsonText: text, fileName: fileName, layout: built.layout)
                    == whole.input)
        }
    }

    /// The binary carries the catalogs without their indentation; what they say is the files'.
    @Test func theEmbeddedTextSaysWhatTheFileSays() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Localization")
        for (fileName, text) in Self.embedded {
            let file = try String(
                contentsOf: folder.appendingPathComponent(fileName), encoding: .utf8)
            #expect(text.utf8.count < file.utf8.count, "\(fileName)")
            #expect(!text.contains("\n"), "\(fileName)")
            let fromFile = try #require(JSONParser.parse(file))
            #expect(JSONParser.parse(text) == fromFile, "\(fileName)")
        }
    }

    @Test func looksUpParseOnlyWhatIsAsked() throws {
        let (fileName, text) = try #require(Self.embedded.first { $0.key == "es.json" })
        let indexed = try Catalog(indexing: text, fileName: fileName)
        let whole = try Catalog(jsonText: text, fileName: fileName)
        for key in ["error.unknown_currency", "onboard.country.es", "nope.missing"] {
            #expect(indexed.messages[key] == whole.messages[key], "\(key)")
        }
    }

    /// Generated catalogs: nested groups, plural objects, keys with escapes, repeated keys
    /// (the last wins), odd spacing. The index reads each as the whole parse does.
    @Test func generatedCatalogsIndexAsTheyParse() throws {
        var generator = Sample.SeededGenerator(seed: 0xCA7A_1065)
        for round in 0..<300 {
            var counter = 0
            func space() -> String {
                ["", " ", "\n  ", "\t"][Int.random(in: 0..<4, using: &generator)]
            }
            func key() -> String {
                counter += 1
                let names = ["a", "b_c", "ñandú", "q\\\"uote", "slash\\/", "u\\u00e9"]
                let name = names[Int.random(in: 0..<names.count, using: &generator)]
                // A repeated name now and then: the last value wins in both readings.
                return Int.random(in: 0..<8, using: &generator) == 0 ? name : name + "\(counter)"
            }
            func message(depth: Int) -> String {
                switch Int.random(in: 0..<(depth < 3 ? 4 : 2), using: &generator) {
                case 0:
                    return "\"Hola {name}, \\\"ok\\\" \\u00e9 {{x}}\""
                case 1:
                    return
                        "{\(space())\"count_argument\"\(space()):\"n\",\"one\":\"{n} día\",\"other\":\"{n} días\",\"=0\":\"ninguno\"}"
                default:
                    let count = Int.random(in: 0...3, using: &generator)
                    let members = (0..<count).map { _ in
                        "\(space())\"\(key())\"\(space()):\(space())\(message(depth: depth + 1))"
                    }
                    return "{" + members.joined(separator: ",") + space() + "}"
                }
            }
            let count = Int.random(in: 1...6, using: &generator)
            let members = (0..<count).map { _ in "\"\(key())\": \(message(depth: 0))" }
            let text =
                "{\(space())\"language\": \"xx\", \"plural_rules\": {\"one\": \"n = 1\"},"
                + "\(space())\"messages\": {" + members.joined(separator: ",") + "}\(space())}"
            let whole = try Catalog(jsonText: text, fileName: "xx.json")
            let indexed = try Catalog(indexing: text, fileName: "xx.json")
            #expect(indexed.messages.keys.sorted() == whole.messages.keys.sorted(), "\(round)")
            #expect(indexed.messages.all == whole.messages.all, "\(round): \(text)")
            for key in whole.messages.keys {
                #expect(indexed.messages[key] == whole.messages[key], "\(round): \(key)")
            }
        }
    }

    /// What a whole parse refuses outside the messages, an indexed read refuses the same
    /// way; a broken message is found when it is worded (and by the catalog check), and the
    /// rest of the catalog still works.
    @Test func brokenCatalogsAreRefusedAlike() throws {
        for text in [
            #"{"language": "xx", "plural_rules": {"one": 1}, "messages": {}}"#,
            #"{"language": "xx", "plural_rules": {}, "messages": {"a": null}}"#,
            #"{"language": "xx", "plural_rules": {}, "messages": {}, "input": {"yes_no": {"yes": [1]}}}"#,
            #"{"language": "yy", "plural_rules": {}, "messages": {}}"#,
            #"{"language": "xx", "plural_rules": {}, "messages": {"a": "A",}}"#,
            #"{"plural_rules": {}, "messages": {}}"#,
        ] {
            var wholeError: CatalogLoadError?
            do { _ = try Catalog(jsonText: text, fileName: "xx.json") } catch { wholeError = error }
            var indexedError: CatalogLoadError?
            do { _ = try Catalog(indexing: text, fileName: "xx.json") } catch {
                indexedError = error
            }
            #expect(wholeError != nil, "\(text)")
            #expect(indexedError == wholeError, "\(text)")
        }
        let brokenTemplate =
            #"{"language": "xx", "plural_rules": {}, "messages": {"a": "{unclosed", "b": "B"}}"#
        #expect(throws: CatalogLoadError.self) {
            try Catalog(jsonText: brokenTemplate, fileName: "xx.json")
        }
        let indexed = try Catalog(indexing: brokenTemplate, fileName: "xx.json")
        #expect(indexed.messages["a"] == nil)
        #expect(indexed.messages["b"] == .text(try MessageTemplate("B")))
    }
}

/// A localizer reads only the command words at start and folds the rest of every
/// language's input words when a parser first asks: the vocabulary is the one merging all
/// of them at once gives.
@Suite struct DeferredVocabularyTests {
    @Test(arguments: ["es", "en", "zh-Hans"])
    func theDeferredVocabularyIsTheWholeOne(_ language: String) {
        let library = CatalogLibrary.embedded
        let deferred = InputVocabulary(
            canonicalNames: { library.catalogs[language]?.commandAliases ?? [:] },
            commandAliases: { library.commandAliasesPreferring(language) },
            inputs: { library.inputWordsPreferring(language) })
        let whole = InputVocabulary(inputs: library.inputWordsPreferring(language))
        #expect(deferred.commands == whole.commands)
        #expect(deferred.commands.count > 100)
        // A canonical name is answered from one catalog before the rest are folded: every
        // word still names what the whole merge says, and an unknown word nothing.
        for (word, command) in whole.commands {
            #expect(deferred.command(folded: word) == command, "\(word)")
        }
        #expect(deferred.command(folded: "no-such-command") == nil)
        #expect(deferred.namedPeriods == whole.namedPeriods)
        #expect(deferred.periodWords == whole.periodWords)
        #expect(deferred.periodUnits == whole.periodUnits)
        #expect(deferred.everyPatterns == whole.everyPatterns)
        #expect(deferred.relativeDays == whole.relativeDays)
        #expect(deferred.relativeDayPatterns == whole.relativeDayPatterns)
        #expect(deferred.yes == whole.yes && deferred.no == whole.no)
        #expect(deferred.primaryYes == whole.primaryYes && deferred.primaryNo == whole.primaryNo)
        #expect(deferred.offWords == whole.offWords && deferred.selfWords == whole.selfWords)
    }

    /// Read from a fresh library, the command words come from the `input.commands` section
    /// alone and are each catalog's own.
    @Test func commandWordsAloneAreEachCatalogsOwn() {
        let fresh = CatalogLibrary.embedded.overridden(byFolder: "/nonexistent-subhub-folder")
        for language in ["es", "en", "zh-Hans"] {
            let alone = fresh.catalogs.commandAliases(of: language)
            #expect(
                alone != nil && alone == fresh.catalogs.inputWords(of: language)?.commandAliases)
        }
    }
}
