import Foundation
import SubBrands
import SubBrandsCore
import SubDomain
import SubRecords
import SubLocalization
import TestSupport
import Testing

@testable import SubShell
@testable import SubStore

/// `subhub add Netflix 12.99` walks its path once: the brand is looked up once, and never
/// inside the write transaction; the profile's database is opened once, for writing; an
/// amount refused comes back wrapped once, as the parser's own refusal of it.
@Suite struct AddWalkTests {
    /// What a run asked of the brand catalog and of the store, in order.
    final class Watch: BrandLookup, @unchecked Sendable {
        private(set) var events: [String] = []
        private var stores: [ExpenseStore] = []

        var lookups: [String] { events.filter { !$0.hasPrefix("open") } }
        var openings: [String] { events.filter { $0.hasPrefix("open") } }

        private var during: String {
            stores.contains { $0.connection.isInTransaction } ? " in a transaction" : ""
        }

        func brandNamed(_ typed: String) -> BrandSuggestion? {
            events.append("brand \(typed)\(during)")
            return BrandCatalog.shared.brandNamed(typed)
        }

        func matches(for query: String, limit: Int) -> [BrandMatch] {
            events.append("search \(query)\(during)")
            return BrandCatalog.shared.matches(for: query, limit: limit)
        }

        func open(
            _ location: StoreLocation, _ accessMode: ExpenseStore.AccessMode,
            _ clock: @escaping @Sendable () -> Date
        ) throws(StoreError) -> ExpenseStore {
            events.append(accessMode == .readOnly ? "open read-only" : "open for writing")
            let store = try ExpenseStore(location: location, accessMode: accessMode, clock: clock)
            stores.append(store)
            return store
        }
    }

    /// `subhub ARGS…` in English on its own data folder, watched.
    static func run(_ arguments: [String], in dataRoot: String, watch: Watch = Watch())
        -> (status: Int32, output: CapturedOutput, watch: Watch)
    {
        let output = CapturedOutput()
        let status = SubHubApplication.run(
            arguments: ["--as-of", "2026-11-29", "--profile", "default"] + arguments,
            environment: [
                "LANG": "en_US.UTF-8", "SUBHUB_DATA_DIR": dataRoot, "HOME": dataRoot,
                "SUBHUB_NO_ONBOARDING": "1",
            ],
            output: output, input: StandardInput(), terminal: .none,
            preparing: { session in
                session.brands = watch
                session.openStore = watch.open
            })
        return (status, output, watch)
    }

    @Test func theBrandIsLookedUpOnceAndNeverInsideTheWrite() {
        let dataRoot = ScratchFolder.make("addwalk")
        let first = Self.run(["add", "Netflix", "12.99"], in: dataRoot)
        #expect(first.status == 0, "\(first.output.error)")
        #expect(first.watch.lookups == ["brand Netflix"])
        // A name that names no brand is searched once more, for the hint, also outside.
        let typo = Self.run(["add", "Netflx", "12.99"], in: dataRoot)
        #expect(typo.status == 0, "\(typo.output.error)")
        #expect(typo.watch.lookups == ["brand Netflx", "search Netflx"])
        #expect(typo.output.error.contains("Did you mean Netflix?"), "\(typo.output.error)")
    }

    /// A close call between two periods is asked first; the add its answer runs takes the
    /// brand the question was asked about instead of looking it up again.
    @Test func anAnsweredQuestionDoesNotLookTheBrandUpAgain() throws {
        let session = try CommandRunnerTests.session(language: "en_US.UTF-8")
        let watch = Watch()
        session.brands = watch
        session.openStore = watch.open
        let parser = CommandParser(
            reader: ValueReader(localizer: session.localizer, today: session.today))
        let command = try parser.parse(words: ["add", "Prime", "40"]).get()
        let prompter = PeriodQuestionTests.Answers(["yearly"])
        let output = CapturedOutput()
        #expect(
            CommandDriver(session: session, output: output, prompter: prompter).run(command) == 0)
        #expect(prompter.asked.count == 1, "\(output.error)")
        #expect(watch.lookups == ["brand Prime"])
        #expect(try session.readLedger().expenses.first?.period == .annual)
    }

    @Test func theProfileIsOpenedOnceForWriting() {
        let dataRoot = ScratchFolder.make("addwalk")
        let fresh = Self.run(["add", "Netflix", "12.99"], in: dataRoot)
        #expect(fresh.status == 0, "\(fresh.output.error)")
        #expect(fresh.watch.openings == ["open for writing"])
        // A profile that exists (its stored language is read first) is opened once too.
        let existing = Self.run(["add", "Spotify", "9.99"], in: dataRoot)
        #expect(existing.status == 0, "\(existing.output.error)")
        #expect(existing.watch.openings == ["open for writing"])
        // A command that only reads still opens it read-only, and creates nothing.
        let listed = Self.run(["list"], in: dataRoot)
        #expect(listed.status == 0)
        #expect(listed.watch.openings == ["open read-only"])
        let nothing = ScratchFolder.make("addwalk")
        let empty = Self.run(["list"], in: nothing)
        #expect(empty.watch.openings.allSatisfy { $0 == "open read-only" })
        #expect(!FileManager.default.fileExists(atPath: nothing + "/default/subhub.sqlite"))
    }

    /// The failure for an amount that does not fit its currency is the amount reader's own
    /// reason, wrapped once as a value refused: the same JSON and words as the parser gives.
    @Test func aRefusedAmountIsWrappedOnce() throws {
        let dataRoot = ScratchFolder.make("addwalk")
        #expect(Self.run(["add", "Base", "500", "JPY"], in: dataRoot).status == 0)
        #expect(Self.run(["group", "new", "Tokio", "--auto", "Base"], in: dataRoot).status == 0)
        let english = Localizer.fromEnvironment(["LANG": "en_US.UTF-8"])
        let kwd = try CurrencyCode("KWD")
        let cases: [([String], AmountParseError)] = [
            (
                ["add", "R", "1.2345", "KWD"],
                .tooManyFractionDigits(input: "1.2345", currency: kwd, allowed: 3)
            ),
            (
                ["add", "R", "12 €", "USD"],
                .conflictingCurrencies(input: "12 €", first: .eur, second: .usd)
            ),
            (
                ["add", "R", "12.5", "--group", "Tokio"],
                .tooManyFractionDigits(input: "12.5", currency: .jpy, allowed: 0)
            ),
        ]
        for (words, reason) in cases {
            let once = CommandFailure.invalidValue(.invalidValue(reason.localizedMessage))
            let json = Self.run(words + ["--json"], in: dataRoot)
            #expect(json.status == 2)
            #expect(
                json.output.standard
                    == FailureJSON.document(once, localizer: english).serialized() + "\n",
                "\(words)")
            #expect(json.output.standard.contains("\"invalid_value.invalid_value\""))
            let said = Self.run(words, in: dataRoot)
            #expect(
                said.output.error
                    == FailureWording(localizer: english).lines(for: once).map { $0 + "\n" }
                    .joined(),
                "\(words)")
        }
    }
}
