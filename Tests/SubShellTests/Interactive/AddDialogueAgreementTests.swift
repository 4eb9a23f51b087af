import Foundation
import SubDomain
import SubLocalization
import SubStore
import TestSupport
import Testing

@testable import SubShell

/// The one-line `add` and its dialogue take what they were not told by one rule: over
/// generated lines (names with and without a brand, amounts with and without a currency
/// sign, a currency word or none, a period or none, a group or none) in Spanish, English
/// and Chinese, the dialogue answered with the same words, and Enter for everything else,
/// saves what the line saves, or refuses what it refuses.
@Suite struct AddDialogueAgreementTests {
    struct Case: CustomStringConvertible {
        var language: String
        var name: String
        var amount: String
        var currency: String?
        var period: Period?
        var group: String?
        /// The group typed on the shell's line before the dialogue starts (`add --group
        /// Casa`) rather than answered at its step.
        var groupUpFront: Bool

        var description: String {
            "\(language) add \(name) \(amount) \(currency ?? "·") \(period?.identifier ?? "·") "
                + "\(group.map { "--group \($0)\(groupUpFront ? " (up front)" : "")" } ?? "")"
        }
    }

    /// What a profile holds after the add: the subscription, without what tells two
    /// profiles' rows apart (ids, and the plan's members, which the dialogue proposes and
    /// the line leaves alone on purpose, saying so).
    struct Saved: Equatable, CustomStringConvertible {
        var name: String
        var amount: Money
        var period: Period
        var nextCharge: CivilDate
        var anchorDay: Int?
        var trialEnds: CivilDate?
        var group: String?
        var category: String?
        var brand: String?

        var description: String {
            "\(name) \(amount.minorUnits) \(amount.currency.code) \(period.identifier) "
                + "next \(nextCharge.iso) anchor \(anchorDay.map(String.init) ?? "·") "
                + "group \(group ?? "·") category \(category ?? "·") brand \(brand ?? "·")"
        }
    }

    static let names = [
        "Netflix", "Prime", "Spotify", "Disney+", "HBO Max", "iCloud", "YouTube Premium",
        "Netflx", "Gym", "Periódico", "健身房", "Club de lectura",
    ]
    static let currencies = ["EUR", "USD", "CNY", "JPY", "GBP", "KWD"]
    static let periods: [Period] = [.monthly, .annual, .weekly, .quarterly]
    static let languages = ["es_ES.UTF-8", "en_US.UTF-8", "zh_CN.UTF-8"]

    static func generate(_ generator: inout Sample.SeededGenerator) -> Case {
        func pick<T>(_ items: [T]) -> T {
            items[Int.random(in: 0..<items.count, using: &generator)]
        }
        func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &generator) < percent }
        let language = pick(languages)
        let mark = language.hasPrefix("es") ? "," : "."
        let whole = pick([0, 1, 4, 9, 12, 14, 17, 40, 99, 139, 1500])
        let cents = Int.random(in: 0..<100, using: &generator)
        var amount = whole == 0 && cents == 0 ? "1" : String(whole)
        if chance(60) || whole == 0 { amount += mark + String(format: "%02d", cents) }
        if chance(25) { amount = pick(["€", "$", "¥", "US$"]) + amount }
        if chance(15) { amount += pick([" €", " USD", "€"]) }
        return Case(
            language: language, name: pick(names), amount: amount,
            currency: chance(35) ? pick(currencies) : nil,
            period: chance(35) ? pick(periods) : nil,
            group: chance(35) ? pick(["Casa", "Vacio"]) : nil, groupUpFront: chance(50))
    }

    /// A fresh profile with two groups: Casa, automatic, whose one member is billed yearly
    /// in dollars (so it lends both), and Vacio, automatic and empty (it lends nothing).
    static func profile(_ language: String) throws -> Session {
        let session = try CommandRunnerTests.session(language: language)
        let runner = CommandRunner(session: session)
        var member = try AddRequest(session, name: "Hogar", amount: "5")
        member.currency = .usd
        member.period = .annual
        _ = try runner.execute(.add(member))
        _ = try runner.execute(.groupNew(name: "Casa", cap: .automatic, members: ["Hogar"]))
        _ = try runner.execute(.groupNew(name: "Vacio", cap: .automatic, members: []))
        return session
    }

    /// What the profile saved under a name other than the setup's; `nil` when it saved none.
    static func saved(in session: Session) throws -> Saved? {
        let ledger = try session.readLedger()
        guard
            let expense = ledger.expenses.first(where: {
                !["Hogar", "Casa", "Vacio"].contains($0.name)
            })
        else { return nil }
        return Saved(
            name: expense.name, amount: expense.amount, period: expense.period,
            nextCharge: expense.nextCharge, anchorDay: expense.anchorDay,
            trialEnds: expense.trialEnds,
            group: expense.parentID.flatMap { ledger.expense(withID: $0)?.name },
            category: expense.category, brand: expense.brandSlug)
    }

    /// `add NAME AMOUNT [CURRENCY] [PERIOD] [--group G]` as one line, with nobody to ask.
    static func oneLine(_ item: Case) throws -> Saved? {
        let session = try profile(item.language)
        var words = ["add", item.name, item.amount]
        if let currency = item.currency { words.append(currency) }
        if let period = item.period { words.append(session.localizer.period(period)) }
        if let group = item.group { words += ["--group", group] }
        let parser = CommandParser(
            reader: ValueReader(localizer: session.localizer, today: session.today))
        guard case .success(let command) = parser.parse(words: words) else { return nil }
        _ = CommandDriver(session: session, output: CapturedOutput()).run(command)
        return try saved(in: session)
    }

    /// The same in the shell's dialogue: the name, amount, currency, period and group
    /// answered with the line's words, Enter for the rest and for saving.
    static func dialogue(_ item: Case) throws -> Saved? {
        let session = try profile(item.language)
        let line = item.groupUpFront && item.group != nil ? "add --group \(item.group!)" : "add"
        let parser = CommandParser(
            reader: ValueReader(localizer: session.localizer, today: session.today),
            allowsIncomplete: true)
        guard case .success(let parsed?) = parser.parse(line: line), let initial = parsed.addRequest
        else {
            Issue.record("\(line) did not parse as an incomplete add")
            return nil
        }
        var answers = [
            item.name, item.amount, item.currency ?? "",
            item.period.map { session.localizer.period($0) } ?? "", "", "", "", "", "",
        ]
        if !item.groupUpFront || item.group == nil { answers.append(item.group ?? "") }
        answers.append("")
        let dialogue = AddDialogue(
            session: session, reader: ScriptedReader(answers), output: CapturedOutput(),
            nameCache: NameCache(session: session))
        guard let completed = dialogue.run(initial) else { return nil }
        _ = CommandDriver(session: session, output: CapturedOutput()).run(.add(completed))
        return try saved(in: session)
    }

    @Test func theDialogueSavesWhatTheLineSaves() throws {
        var generator = Sample.SeededGenerator(seed: 0xADD_D1A1)
        var disagreements: [String] = []
        var savedCount = 0
        for _ in 0..<160 {
            let item = Self.generate(&generator)
            let line = try Self.oneLine(item)
            let answered = try Self.dialogue(item)
            if line != nil { savedCount += 1 }
            if line != answered {
                disagreements.append(
                    "\(item)\n  line:     \(line.map(String.init(describing:)) ?? "refused")"
                        + "\n  dialogue: \(answered.map(String.init(describing:)) ?? "refused")")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(8).joined(separator: "\n"))")
        // Most lines save something: the property is about saving, not about refusing.
        #expect(savedCount > 80, "only \(savedCount) of 160 saved")
    }
}
