import SubLocalization
import Testing

@testable import SubShell

/// The message keys are generated from the catalogs and split between SubLocalization and
/// the shell; together they must be exactly the catalogs' messages, and the shell's check
/// (every key, every command, every argument) must pass on the embedded catalogs.
@Suite struct MessageKeyRegistryTests {
    @Test func theTwoGeneratedRegistriesCoverEveryCatalogMessageOnce() {
        let catalogued = Set(CatalogLibrary.embedded.catalogs.values.flatMap(\.messages.keys))
        let shell = MessageKey.shellKeys.map(\.path)
        let localization = MessageKey.localizationKeys.map(\.path)
        #expect(Set(shell).isDisjoint(with: localization))
        #expect(Set(shell + localization) == catalogued)
        #expect(MessageKey.resultArchivedMembers.path == "result.archived_members")
        #expect(MessageKey.exchangeMalformedJSON.path == "exchange.malformed_json")
    }

    @Test func theShellsCatalogCheckPassesOnTheEmbeddedCatalogs() {
        let library = CatalogLibrary.embedded
        let findings = CatalogCheck.run(
            library, requiredKeys: MessageKey.all + MessageKey.requiredShellKeys,
            requiredCommands: CommandName.allCases.map(\.rawValue))
        let english = Localizer.fromEnvironment(["LANG": "en_US.UTF-8"])
        #expect(findings.isEmpty, "\(findings.map { english.text($0) })")
    }
}
