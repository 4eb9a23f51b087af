import Foundation
import SubDomain
import SubLocalization
import SubStore
import Testing

@testable import SubShell

/// Tab reads names from memory and goes back to the store only when the database changed,
/// whoever changed it.
@Suite struct NameCacheTests {
    @Test func namesFollowWritesFromThisSessionAndFromAnother() throws {
        let mine = try CommandRunnerTests.session()
        let cache = NameCache(session: mine)
        #expect(cache.names().isEmpty)
        try CommandRunnerTests.add(mine, "Netflix", "12,99")
        #expect(cache.names() == ["Netflix"])

        // Another process's session on the same profile.
        let other = Session(
            environment: mine.environment, options: mine.options, localizer: mine.localizer,
            today: mine.today, location: mine.location, colors: .none)
        try CommandRunnerTests.add(other, "Spotify", "9,99")
        other.closeStore()
        #expect(Set(cache.names()) == ["Netflix", "Spotify"])
        _ = try CommandRunner(session: mine).execute(
            .groupNew(name: "Casa", cap: .automatic, members: ["Spotify"]))
        #expect(cache.names(groupsOnly: true) == ["Casa"])
    }

    @Test func anUnchangedDatabaseIsNotReadAgain() throws {
        let session = try CommandRunnerTests.session()
        try CommandRunnerTests.add(session, "Netflix", "12,99")
        let first = NameCache.signature(of: session.location.databasePath)
        _ = try session.readLedger()
        #expect(NameCache.signature(of: session.location.databasePath) == first)
    }

    @Test func aPrefixIsFoundWhateverItsCaseAccentsOrWidth() {
        let index = NameIndex(["Netflix", "Día+", "Spotify familiar", "netflix kids", "Ñu"])
        #expect(index.names(matching: "NET") == ["Netflix", "netflix kids"])
        #expect(index.names(matching: "ＮＥＴＦ").count == 2)
        #expect(index.names(matching: "dia") == ["Día+"])
        #expect(index.names(matching: "nu") == ["Ñu"])
        #expect(index.names(matching: "zz").isEmpty)
        #expect(index.names(matching: "").count == 5)
    }
}
