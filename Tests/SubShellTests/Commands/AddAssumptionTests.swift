import Foundation
import SubDomain
import SubLocalization
import Testing

@testable import SubShell

/// The one-line `add` fills in nothing silently: what it chose is said with how to change
/// it, a plan's size is not taken as how many share it, and the name typed still finds it.
@Suite struct AddAssumptionTests {
    static func session(_ language: String = "en_US.UTF-8") throws -> Session {
        try CommandRunnerTests.session(language: language)
    }

    static func add(
        _ session: Session, _ name: String, _ amount: String,
        configure: (inout AddRequest) -> Void = {
            _ in
        }
    ) throws -> (RecurringExpense, [MessageKey]) {
        var request = try AddRequest(session, name: name, amount: amount)
        configure(&request)
        let outcome = try CommandRunner(session: session).execute(.add(request))
        guard let expense = outcome.result.added?.expense else {
            Issue.record("expected .added, got \(outcome.result)")
            throw CancellationError()
        }
        // The one line of assumptions names each choice as a message of its own.
        let choices = outcome.notes.flatMap { note -> [MessageKey] in
            guard note.key == .resultAssumedLine,
                case .messages(let parts)? = note.arguments["choices"]
            else { return [note.key] }
            return parts.map(\.key)
        }
        return (expense, choices)
    }

    @Test func primesPeriodIsTheOneNearestThePriceAndAYearIsSaid() throws {
        let (monthly, notes) = try Self.add(try Self.session(), "Prime", "14.99")
        #expect(monthly.name == "Amazon Prime")
        #expect(monthly.period == .monthly)
        #expect(notes.isEmpty)
        let (yearly, yearlyNotes) = try Self.add(try Self.session(), "Prime", "139")
        #expect(yearly.period == .annual)
        #expect(yearlyNotes == [.resultAssumedNearestPrice])
    }

    @Test func aFamilyPlanIsNotSplitWithoutBeingTold() throws {
        let session = try Self.session("es_ES.UTF-8")
        let (family, notes) = try Self.add(session, "Spotify Familiar", "17,99")
        #expect(family.sharedWith == 1)
        #expect(notes.contains(.resultAssumedPlanMembers))
        let (shared, sharedNotes) = try Self.add(session, "Netflix", "13,99") {
            $0.sharedWith = 4
        }
        #expect(shared.sharedWith == 4)
        #expect(!sharedNotes.contains(.resultAssumedPlanMembers))
    }

    /// The ordinary add says nothing more than its "Added" line: the defaults are there.
    @Test func theOrdinaryCaseAddsNoLine() throws {
        let session = try Self.session()
        let (_, plain) = try Self.add(session, "Club", "30")
        #expect(plain.isEmpty)
        let (_, brand) = try Self.add(session, "Netflix", "17.99")
        #expect(brand.isEmpty)
        let (_, typed) = try Self.add(session, "Prime Video", "139") { $0.period = .annual }
        #expect(typed.isEmpty)
    }

    @Test func theNameTypedStillFindsWhatItWasSavedAs() throws {
        let session = try Self.session()
        _ = try Self.add(session, "Prime", "14.99")
        _ = try Self.add(session, "Max", "16.99")
        let runner = CommandRunner(session: session)
        #expect(throws: Never.self) { try runner.execute(.show(name: "Prime")) }
        let archived = try runner.execute(.archive(name: "Max"))
        guard case .report(let report) = archived.result,
            case .archived(let cascade, _, _, _, _, _) = report as? ChangeReport
        else {
            Issue.record("expected .archived, got \(archived.result)")
            return
        }
        #expect(cascade.target.name == "HBO Max")
        #expect(
            try session.readLedger().expenses.first { $0.name == "Amazon Prime" }?.isActive == true)
    }

    /// Every assumption note is worded in every catalog, with the name and the value.
    @Test func assumptionsAreWordedInEveryLanguage() throws {
        for language in ["en_US.UTF-8", "es_ES.UTF-8", "zh_CN.UTF-8"] {
            let session = try Self.session(language)
            var request = try AddRequest(session, name: "Prime", amount: "139")
            request.currency = try CurrencyCode("USD")
            let outcome = try CommandRunner(session: session).execute(.add(request))
            let lines =
                Presenter(
                    localizer: session.localizer, today: session.today, colors: .none, json: false,
                    errorContext: nil, width: nil
                ).lines(for: outcome.result) + outcome.notes.map { session.localizer.text($0) }
            let text = lines.joined(separator: "\n")
            #expect(text.contains("Amazon Prime"), "\(language): \(text)")
            #expect(!text.contains("{"), "\(language): \(text)")
        }
    }
}

/// The typed currency decides the decimals and the size of the amount before it, on the
/// command line as in the dialogue.
@Suite struct TypedCurrencyDecimalsTests {
    static func added(_ words: [String], _ language: String) throws -> Result<Money, CommandFailure>
    {
        let session = try CommandRunnerTests.session(language: language)
        let parser = CommandParser(
            reader: ValueReader(localizer: session.localizer, today: session.today))
        switch parser.parse(words: words) {
        case .failure(let error): return .failure(.invalidValue(error))
        case .success(let command):
            do {
                let outcome = try CommandRunner(session: session).execute(command)
                guard let expense = outcome.result.added?.expense else {
                    Issue.record("expected .added, got \(outcome.result)")
                    throw CancellationError()
                }
                return .success(expense.amount)
            } catch let failure as CommandFailure {
                return .failure(failure)
            }
        }
    }

    @Test func theCurrencyWordDecidesTheDecimals() throws {
        let kwd = try CurrencyCode("KWD")
        #expect(
            try Self.added(["add", "R", "1.234", "KWD"], "en_US.UTF-8").get()
                == Money(minorUnits: 1234, currency: kwd))
        #expect(
            try Self.added(["añadir", "R", "1,234", "KWD"], "es_ES.UTF-8").get()
                == Money(minorUnits: 1234, currency: kwd))
        #expect(
            try Self.added(["add", "R", "20000000000", "JPY"], "en_US.UTF-8").get()
                == Money(minorUnits: 20_000_000_000, currency: try CurrencyCode("JPY")))
        // es_ES groups with "."; KWD has three decimals: 1.500 and 1500 are both readings.
        guard
            case .failure(.invalidValue) = try Self.added(
                ["añadir", "R", "1.500", "KWD"], "es_ES.UTF-8")
        else {
            Issue.record("1.500 KWD under es_ES must not be read as 1500")
            return
        }
        // Too many decimals for the typed currency is still refused, by that currency.
        guard case .failure = try Self.added(["add", "R", "1.2345", "KWD"], "en_US.UTF-8") else {
            Issue.record("four decimals for KWD must be refused")
            return
        }
    }
}

/// An amount nearly as near a brand's monthly price as its yearly one is asked about where
/// someone can answer, and taken as the nearest (and said) where nobody can.
@Suite struct PeriodQuestionTests {
    /// Answers from a list and keeps the questions asked.
    final class Answers: Prompter {
        private var answers: [String]
        private(set) var asked: [String] = []
        init(_ answers: [String]) { self.answers = answers }
        func ask(_ prompt: String) -> String? {
            asked.append(prompt)
            return answers.isEmpty ? nil : answers.removeFirst()
        }
    }

    static func run(_ words: [String], answers: [String]?) throws -> (
        Session, CapturedOutput, Int32, [String]
    ) {
        let session = try CommandRunnerTests.session(language: "en_US.UTF-8")
        let parser = CommandParser(
            reader: ValueReader(localizer: session.localizer, today: session.today))
        let command = try parser.parse(words: words).get()
        let output = CapturedOutput()
        let prompter = answers.map { Answers($0) }
        let status = CommandDriver(session: session, output: output, prompter: prompter).run(
            command)
        return (session, output, status, prompter?.asked ?? [])
    }

    // Prime is $139 a year; $40 is 3.5 times its month ($11.58) and a third of its year.
    @Test func aCloseCallIsAskedAndEnterTakesTheNearest() throws {
        let (session, _, status, asked) = try Self.run(["add", "Prime", "40"], answers: [""])
        #expect(status == 0)
        #expect(asked.count == 1 && asked[0].contains("billed"), "\(asked)")
        let added = try #require(try session.readLedger().expenses.first)
        #expect([Period.monthly, .annual].contains(added.period))
    }

    @Test func theAnswerChoosesThePeriod() throws {
        for (answer, period) in [("yearly", Period.annual), ("monthly", .monthly)] {
            let (session, _, status, _) = try Self.run(["add", "Prime", "40"], answers: [answer])
            #expect(status == 0)
            #expect(try session.readLedger().expenses.first?.period == period)
        }
    }

    @Test func nobodyToAskTakesTheNearestAndSaysSo() throws {
        let (session, output, status, _) = try Self.run(["add", "Prime", "40"], answers: nil)
        #expect(status == 0)
        #expect(try session.readLedger().expenses.count == 1)
        #expect(output.error.contains("Since you did not say"), "\(output.error)")
        // The line to change it is a command as typed, not a template to fill in.
        #expect(output.error.contains("edit \"Amazon Prime\" period annual"), "\(output.error)")
        #expect(!output.error.contains("|"), "\(output.error)")
    }

    @Test func aClearAmountIsNotAsked() throws {
        let (session, _, _, asked) = try Self.run(["add", "Prime", "14.99"], answers: [])
        #expect(asked.isEmpty)
        #expect(try session.readLedger().expenses.first?.period == .monthly)
    }

    @Test func anAnswerThatIsNoPeriodAddsNothing() throws {
        let (session, _, status, _) = try Self.run(["add", "Prime", "40"], answers: ["banana"])
        #expect(status == 1)
        #expect(try session.readLedger().expenses.isEmpty)
    }
}
