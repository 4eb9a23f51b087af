import SubDomain
import SubLocalization
@testable import SubShell
import Testing

/// The command table is the one grammar: the parser reads by it and usage lines are built
/// from it, in the reader's language.
@Suite struct CommandTableTests {
    static let spanish = Localizer.fromEnvironment(["LANG": "es_ES.UTF-8"])
    static let english = Localizer.fromEnvironment(["LANG": "en_US.UTF-8"])
    static let today = CivilDate(iso: "2026-11-29")!

    func parse(_ line: String, _ localizer: Localizer = spanish, incomplete: Bool = false)
        -> Result<Command?, UsageError>
    {
        CommandParser(
            reader: ValueReader(localizer: localizer, today: Self.today),
            allowsIncomplete: incomplete
        )
        .parse(line: line)
    }

    /// `add --help` (or `-h`, anywhere after the command) is `help add`, not a usage error.
    @Test func helpAfterACommandIsThatCommandsHelp() throws {
        #expect(try parse("añadir --help").get() == .help(topic: "añadir"))
        #expect(try parse("add Netflix -h", Self.english).get() == .help(topic: "add"))
        #expect(try parse("grupo nuevo --help").get() == .help(topic: "grupo"))
    }

    /// Every command word a catalog defines names a command of the table, and back: a name
    /// the catalogs know with no command behind it is caught here, not by a user.
    @Test func everyCatalogCommandIsACommand() throws {
        let catalogs = Self.spanish.library.catalogs
        #expect(catalogs.count >= 3)
        for language in catalogs.keys {
            let catalog = try #require(catalogs[language])
            let identifiers = Set(catalog.input.commandAliases.keys)
            #expect(
                identifiers == Set(CommandName.allCases.map(\.rawValue)),
                "\(language): \(identifiers.symmetricDifference(CommandName.allCases.map(\.rawValue)))"
            )
            for identifier in identifiers {
                #expect(CommandName(rawValue: identifier) != nil, "\(language): \(identifier)")
            }
        }
        #expect(CommandName(rawValue: "nonsense") == nil)
    }

    @Test func everyCommandHasExactlyOneEntry() {
        let names = CommandTable.all.map(\.name)
        #expect(Set(names) == Set(CommandName.allCases))
        #expect(names.count == CommandName.allCases.count)
    }

    /// The registry is a table of one spec per name, each built alone: a name without an
    /// entry, an entry without a name, or an entry wired to another command's spec (which
    /// would parse one command with another's grammar) fails here.
    @Test func eachNameLeadsToItsOwnSpec() {
        #expect(Set(CommandTable.specs.keys) == Set(CommandName.allCases))
        for name in CommandName.allCases {
            #expect(CommandTable.spec(for: name).name == name)
        }
        #expect(
            CommandTable.shown == CommandTable.order.filter { !CommandTable.spec(for: $0).hidden })
    }

    @Test func usageLinesComeFromTheTableInTheReadersLanguage() {
        #expect(
            UsageText(localizer: Self.spanish).line(for: .add)
                == "Uso: añadir NOMBRE IMPORTE [MONEDA] [PERIODO] [--next FECHA] [--trial-ends FECHA] [--shared N] [--category TEXTO] [--group GRUPO] [--notes TEXTO] [--url URL] [--notice PREAVISO] [--paid-by PERSONA] [--paid-with TARJETA] [--remind 7,3,1|no] [--until FECHA] [--payments N] [--varies]"
        )
        #expect(UsageText(localizer: Self.english).line(for: .upcoming) == "Usage: upcoming [DAYS]")
        #expect(UsageText(localizer: Self.spanish).line(for: .upcoming) == "Uso: próximos [DÍAS]")
        #expect(
            UsageText(localizer: Self.spanish).line(for: .group)
                == "Uso: grupo nuevo NOMBRE (--cap IMPORTE | --auto) [MIEMBRO…] · grupo añadir GRUPO MIEMBRO… · grupo quitar MIEMBRO"
        )
        #expect(
            UsageText(localizer: Self.english).line(for: .delete) == "Usage: delete NAME [--yes]")
    }

    @Test func addReadsItsOptionalCurrencyOnlyWhenItIsOne() throws {
        guard
            case .success(let parsed?) = parse(
                "añadir Netflix 12,99 USD anual --next 2026-12-05"), let request = parsed.addRequest
        else {
            Issue.record("not an add")
            return
        }
        #expect(request.name == "Netflix")
        #expect(request.amount?.text == "12,99")
        #expect(request.currency == .usd)
        #expect(request.period == .annual)
        #expect(request.nextCharge?.date == CivilDate(iso: "2026-12-05"))
        guard case .success(let parsed?) = parse("add Gym 30 cada 2 semanas"),
            let monthly = parsed.addRequest
        else {
            Issue.record("not an add")
            return
        }
        #expect(monthly.currency == nil)
        #expect(monthly.period == (try? Period(every: 2, .week)))
    }

    @Test func countsAreCheckedAgainstTheirRangeAndTheMessageSaysIt() {
        #expect(
            parse("add X 5 --shared 1001")
                == .failure(
                    .invalidCount(argument: .option("--shared"), value: "1001", range: 1...1000)))
        #expect(
            parse("upcoming 1000000")
                == .failure(
                    .invalidCount(argument: .positional(.days), value: "1000000", range: 1...3660)))
        let words = FailureWording(localizer: Self.spanish)
        #expect(
            words.usageLines(
                .invalidCount(argument: .option("--shared"), value: "1001", range: 1...1000))
                == ["--shared necesita un número entero entre 1 y 1000, no «1001»."])
        #expect(
            FailureWording(localizer: Self.english).usageLines(
                .invalidCount(argument: .positional(.days), value: "1000000", range: 1...3660))
                == ["DAYS needs a whole number from 1 to 3,660, not \"1000000\"."])
    }

    @Test func missingArgumentsAreAUsageErrorExceptWhereTheShellAsks() {
        #expect(
            parse("add Netflix") == .failure(.missingArgument(command: .add, argument: .amount)))
        guard case .success(let parsed?) = parse("add Netflix", incomplete: true),
            let request = parsed.addRequest
        else {
            Issue.record("the shell should get an incomplete add to ask the rest")
            return
        }
        #expect(request.name == "Netflix" && request.amount == nil)
        #expect(
            parse("show", incomplete: true)
                == .failure(.missingArgument(command: .show, argument: .name)))
    }

    @Test func subcommandsAndOptionsFollowTheTable() {
        #expect(
            parse("grupo nuevo Ocio --auto A B")
                == .success(.groupNew(name: "Ocio", cap: .automatic, members: ["A", "B"])))
        #expect(
            parse("group new Ocio") == .failure(.missingArgument(command: .group, argument: .cap)))
        #expect(parse("group") == .failure(.missingSubcommand(command: .group)))
        #expect(
            parse("delete Movistar Plus+ -y")
                == .success(.delete(name: "Movistar Plus+", confirmed: true)))
        #expect(parse("list --yes") == .failure(.unknownOption(command: .list, option: "--yes")))
        #expect(
            parse("total extra") == .failure(.unexpectedArgument(command: .total, word: "extra")))
    }

    @Test func spanishErrorsNameSpanishCommandsAndFields() {
        let words = FailureWording(localizer: Self.spanish)
        let missing = words.usageLines(.missingArgument(command: .edit, argument: .field))
        #expect(missing.first == "«editar» necesita un campo.")
        let field = words.usageLines(.unknownField("colour"))
        #expect(field.first?.contains("importe") == true)
        #expect(field.first?.contains("amount") == false)
    }

    /// A missing subcommand offers the choices as alternatives: one of them is wanted.
    @Test func aMissingSubcommandListsItsChoicesWithOr() {
        let spanish = FailureWording(localizer: Self.spanish).usageLines(
            .missingSubcommand(command: .group))
        #expect(spanish.first?.contains("nuevo, añadir o quitar") == true, "\(spanish)")
        let english = FailureWording(localizer: Self.english).usageLines(
            .missingSubcommand(command: .group))
        #expect(english.first?.contains("new, add, or remove") == true, "\(english)")
    }
}
