import Foundation
import SubDomain
import SubLocalization
import Testing

@testable import SubShell

/// Notice periods, payers and reminders in the command layer: `--notice`, `--paid-by`, `--remind`, their `edit` fields,
/// `remind` and `settle`, read in both languages.
@Suite struct NoticePayerReminderCommandTests {
    static let spanish = Localizer.fromEnvironment(["LANG": "es_ES.UTF-8"])
    static let english = Localizer.fromEnvironment(["LANG": "en_US.UTF-8"])

    func parse(_ line: String, _ localizer: Localizer = spanish) -> Result<Command?, UsageError> {
        CommandParser(reader: ValueReader(localizer: localizer, today: CommandRunnerTests.today))
            .parse(line: line)
    }

    func added(_ line: String) throws -> AddRequest {
        guard case .success(let parsed?) = parse(line), let request = parsed.addRequest else {
            throw UsageError.unknownCommand(line, suggestion: nil)
        }
        return request
    }

    @Test func addReadsTheNoticeThePayerAndTheReminders() throws {
        let request = try added("añadir Gym 30 --notice 1 mes --paid-by yo --remind 7,3")
        #expect(request.notice == (try NoticePeriod(1, .month)))
        #expect(request.paidBy == "yo")
        #expect(request.reminderOffsets == [7, 3])
        #expect(request.period == nil, "the unit went to the notice, not to the period")
        #expect(try added("add Gym 30 --notice '30 días'").notice == (try NoticePeriod(30, .day)))
        #expect(try added("add Gym 30 --notice=2w").notice == (try NoticePeriod(2, .week)))
        #expect(try added("add Gym 30 --remind no").reminderOffsets == [])
        #expect(try added("add Gym 30 anual --notice 30d").period == .annual)
        guard case .failure(.invalidValue(let message)) = parse("add Gym 30 --notice 13m") else {
            Issue.record("13 months accepted")
            return
        }
        #expect(
            Self.spanish.text(message)
                == "El preaviso debe ser de 1 a 365 días, de 1 a 52 semanas o de 1 a 12 meses.")
    }

    @Test func remindAndSettleParseInBothLanguages() {
        #expect(parse("avisos") == .success(CommandTable.remind(.offsets(nil))))
        #expect(parse("avisos 7, 3, 1") == .success(CommandTable.remind(.offsets([7, 3, 1]))))
        #expect(parse("avisos no") == .success(CommandTable.remind(.offsets([]))))
        #expect(parse("remind off", Self.english) == .success(CommandTable.remind(.offsets([]))))
        #expect(parse("cuentas") == .success(.settle))
        #expect(parse("settle", Self.english) == .success(.settle))
        #expect(
            parse("editar Gym preaviso 1 mes")
                == .success(.edit(name: "Gym", field: .notice, value: "1 mes")))
        #expect(
            parse("edit Gym paid-by Ana", Self.english)
                == .success(.edit(name: "Gym", field: .paidBy, value: "Ana")))
        #expect(
            parse("editar Gym avisos -") == .success(.edit(name: "Gym", field: .remind, value: "-"))
        )
    }

    @Test func editSetsAndClearsTheNewFields() throws {
        let session = try CommandRunnerTests.session()
        try CommandRunnerTests.add(session, "Gym", "30")
        let runner = CommandRunner(session: session)
        _ = try runner.execute(.edit(name: "Gym", field: .notice, value: "30 días"))
        _ = try runner.execute(.edit(name: "Gym", field: .paidBy, value: "yo"))
        _ = try runner.execute(.edit(name: "Gym", field: .remind, value: "no"))
        var gym = try #require(try session.readLedger().expenses.first)
        #expect(gym.noticePeriod == (try NoticePeriod(30, .day)))
        // "yo" is stored as the profile's name, which means the same person to everyone.
        #expect(gym.paidBy == "default")
        #expect(gym.reminderOffsets == [])
        for field in [EditField.notice, .paidBy, .remind] {
            _ = try runner.execute(.edit(name: "Gym", field: field, value: "-"))
        }
        gym = try #require(try session.readLedger().expenses.first)
        #expect(gym.noticePeriod == nil && gym.paidBy == nil && gym.reminderOffsets == nil)
    }

    @Test func remindKeepsTheProfilesOffsets() throws {
        let session = try CommandRunnerTests.session()
        let runner = CommandRunner(session: session)
        guard
            case .report(let report) = try runner.execute(CommandTable.remind(.offsets(nil))).result,
            case .offsets(let shown) = report as? RemindReport
        else {
            Issue.record("not a reminders result")
            return
        }
        #expect(shown == [7, 3, 1])
        _ = try runner.execute(CommandTable.remind(.offsets([1, 14])))
        #expect(session.reminderOffsets() == [14, 1])
        _ = try runner.execute(CommandTable.remind(.offsets([])))
        #expect(session.reminderOffsets() == [])
    }

    @Test func settleCountsTheProfileNameAsYou() throws {
        let session = try CommandRunnerTests.session()
        var request = try AddRequest(session, name: "Spotify", amount: "18")
        request.sharedWith = 3
        request.paidBy = "yo"
        _ = try CommandRunner(session: session).execute(.add(request))
        guard
            case .report(let report) = try CommandRunner(session: session).execute(.settle).result,
            case .settlement(let settlement) = report as? ReadingReport
        else {
            Issue.record("not a settlement")
            return
        }
        #expect(settlement.plans.map(\.payer) == [.you])
        #expect(settlement.transfers.isEmpty)
        #expect(
            settlement.unnamedDebts == [
                UnnamedDebt(payer: .you, amount: Money(minorUnits: 1200, currency: .eur))
            ])
    }
}
