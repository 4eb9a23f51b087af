import Testing
@testable import SubLocalization

@Suite struct CommandResolverTests {
    @Test func canonicalNamesAndAliases() {
        let es = TestLocalizers.spanish
        #expect(es.commandIdentifier(named: "add") == "add")
        #expect(es.commandIdentifier(named: "Añadir") == "add")
        #expect(es.commandIdentifier(named: "anadir") == "add")
        #expect(es.commandIdentifier(named: "kill") == "archive")
        #expect(es.commandIdentifier(named: "archivar") == "archive")
        #expect(es.commandIdentifier(named: "próximos") == "upcoming")
        #expect(es.commandIdentifier(named: "salir") == "quit")
        #expect(es.commandIdentifier(named: "frobnicate") == nil)
        let spanishCatalog = CatalogLibrary.embedded.catalogs["es"]!
        #expect(
            CommandResolver.names(of: "add", in: spanishCatalog) == ["add", "añadir", "agregar"])
    }
}
