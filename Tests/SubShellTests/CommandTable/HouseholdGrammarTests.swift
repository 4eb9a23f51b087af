import SubDomain
import SubLocalization
@testable import SubShell
import Testing

/// The household commands read from the one table, in both languages, with `pending`
/// meaning one thing alone and another with `drop N`.
@Suite struct HouseholdGrammarTests {
    func parse(_ line: String, _ localizer: Localizer = CommandTableTests.spanish)
        -> Result<Command?, UsageError>
    {
        CommandParser(reader: ValueReader(localizer: localizer, today: CommandTableTests.today))
            .parse(line: line)
    }

    @Test func eachHouseholdCommandReadsInBothLanguages() throws {
        let conninfo = "'host=/run/postgresql dbname=casa'"
        #expect(
            try parse("vincular \(conninfo) --household Casa").get()
                == .link(
                    conninfo: "host=/run/postgresql dbname=casa", household: "Casa", merge: false))
        #expect(
            try parse("link \(conninfo) --household=Casa --merge", CommandTableTests.english).get()
                == .link(
                    conninfo: "host=/run/postgresql dbname=casa", household: "Casa", merge: true))
        #expect(
            try parse("hogar invitar bob --role lector").get()
                == .householdInvite(login: "bob", role: "lector"))
        #expect(try parse("household members").get() == .householdMembers)
        #expect(try parse("hogar dejar --yes").get() == .householdLeave(confirmed: true))
        #expect(try parse("hogar borrar").get() == .householdDelete(confirmed: false))
        #expect(try parse("sincronizar").get() == .sync)
        #expect(try parse("estado").get() == .status)
        #expect(try parse("pendientes").get() == .pending)
        #expect(try parse("pendientes descartar 3").get() == .pendingDrop(number: 3))
        #expect(
            try parse("pending drop 12", CommandTableTests.english).get()
                == .pendingDrop(number: 12))
        #expect(try parse("desvincular -y").get() == .unlink(confirmed: true))
    }

    @Test func whatIsMissingOrWrongIsAUsageError() {
        #expect(throws: UsageError.self) { try parse("link 'host=/tmp'").get() }
        #expect(throws: UsageError.self) { try parse("pending drop").get() }
        #expect(throws: UsageError.self) { try parse("pending drop cero").get() }
        #expect(throws: UsageError.self) { try parse("pending tirar 3").get() }
        #expect(throws: UsageError.self) { try parse("household").get() }
    }

    @Test func usageShowsTheFormWithoutASubcommandFirst() {
        #expect(
            UsageText(localizer: CommandTableTests.english).line(for: .pending)
                == "Usage: pending · pending drop N · pending retry N")
        #expect(
            UsageText(localizer: CommandTableTests.spanish).line(for: .link)
                == "Uso: vincular CONEXIÓN (--household HOGAR | --invitations | --decline HOGAR)"
                + " [--merge] [--yes]")
        #expect(
            UsageText(localizer: CommandTableTests.english).line(for: .household).contains(
                "household remove LOGIN [--yes]"))
    }

    /// Joining through an invitation takes `--yes`; seeing and declining invitations are
    /// forms of `link` that link nothing; an owner removes a member with `household remove`.
    @Test func invitationsAndRemovalReadInBothLanguages() throws {
        let conninfo = "'host=/run/postgresql dbname=casa'"
        let plain = "host=/run/postgresql dbname=casa"
        #expect(
            try parse("vincular \(conninfo) --household 1a2b3c4d --yes").get()
                == .link(conninfo: plain, household: "1a2b3c4d", merge: false, accept: true))
        #expect(
            try parse("link \(conninfo) --household Casa -y --merge", CommandTableTests.english)
                .get() == .link(conninfo: plain, household: "Casa", merge: true, accept: true))
        #expect(
            try parse("vincular \(conninfo) --invitations").get()
                == .linkInvitations(conninfo: plain))
        #expect(
            try parse("link \(conninfo) --decline Casa", CommandTableTests.english).get()
                == .linkDecline(conninfo: plain, household: "Casa"))
        #expect(
            try parse("hogar quitar bob").get() == .householdRemove(login: "bob", confirmed: false))
        #expect(
            try parse("household remove bob --yes", CommandTableTests.english).get()
                == .householdRemove(login: "bob", confirmed: true))
    }

    @Test func linkTakesOneOfItsThreeFormsAtATime() {
        #expect(throws: UsageError.self) {
            try parse("link 'host=/tmp' --household Casa --invitations").get()
        }
        #expect(throws: UsageError.self) {
            try parse("link 'host=/tmp' --decline Casa --household Casa").get()
        }
        #expect(throws: UsageError.self) { try parse("link 'host=/tmp' --invitations --yes").get() }
        #expect(throws: UsageError.self) { try parse("household remove").get() }
    }
}
