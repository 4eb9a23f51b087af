import SubDomain
import SubLocalization
import SubShell
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
                == "Usage: pending · pending drop N")
        #expect(
            UsageText(localizer: CommandTableTests.spanish).line(for: .link)
                == "Uso: vincular CONEXIÓN [--household HOGAR] [--merge]")
    }
}
