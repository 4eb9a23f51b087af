import Testing
@testable import SubLocalization

@Suite struct CommandResolverTests {
    @Test func canonicalNamesAndAliases() {
        let es = TestLocalizers.spanish
        #expect(es.command(named: "add") == .add)
        #expect(es.command(named: "Añadir") == .add)
        #expect(es.command(named: "anadir") == .add)
        #expect(es.command(named: "kill") == .archive)
        #expect(es.command(named: "archivar") == .archive)
        #expect(es.command(named: "próximos") == .upcoming)
        #expect(es.command(named: "salir") == .quit)
        #expect(es.command(named: "frobnicate") == nil)
        let spanishCatalog = CatalogLibrary.embedded.catalogs["es"]!
        #expect(
            CommandResolver.names(of: .add, in: spanishCatalog) == ["add", "añadir", "agregar"])
    }
}
