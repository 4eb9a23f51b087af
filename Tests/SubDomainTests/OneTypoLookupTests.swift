import SubDomain
import TestSupport
import Testing

/// A name typed with one typo is suggested ("did you mean"), never found: a letter wrong,
/// missing or added, or two neighbours swapped; two typos, or a short name, suggest nothing.
@Suite struct OneTypoLookupTests {
    static let alphabet = Array("abcdefghijklmnopqrstuvwxyzñé")

    static func oneTypo(_ name: [Character], using generator: inout Sample.SeededGenerator)
        -> [Character]
    {
        var typed = name
        let index = Int.random(in: 0..<name.count, using: &generator)
        switch Int.random(in: 0..<4, using: &generator) {
        case 0:
            var letter = alphabet.randomElement(using: &generator)!
            while letter == typed[index] { letter = alphabet.randomElement(using: &generator)! }
            typed[index] = letter
        case 1: typed.remove(at: index)
        case 2: typed.insert(alphabet.randomElement(using: &generator)!, at: index)
        default:
            let next = min(index + 1, name.count - 1)
            if typed[index] == typed[next] {
                typed.remove(at: index)
            } else {
                typed.swapAt(index, next)
            }
        }
        return typed
    }

    @Test func everyOneTypoVariantIsSuggestedAndNeverFound() throws {
        var generator = Sample.SeededGenerator(seed: 4_242)
        for _ in 0..<500 {
            let name = (0..<Int.random(in: 6...12, using: &generator)).map { _ in
                Self.alphabet.randomElement(using: &generator)!
            }
            var ledger = ExpenseLedger()
            let expense = Sample.expense(String(name), 999)
            _ = try ledger.add(expense, asOf: Sample.date("2026-11-29"))
            let typed = String(Self.oneTypo(name, using: &generator))
            guard NameKey(typed) != NameKey(String(name)), !String(name).hasPrefix(typed) else {
                continue
            }
            switch ledger.lookup(typed, strictness: .exact) {
            case .notFound(let suggestions):
                #expect(suggestions.map(\.id) == [expense.id], "\(typed) for \(String(name))")
            default:
                Issue.record("\(typed) must not find \(String(name))")
            }
        }
    }

    @Test func twoTyposOrAShortNameSuggestNothing() throws {
        var ledger = ExpenseLedger()
        _ = try ledger.add(Sample.expense("Gimnasio", 3000), asOf: Sample.date("2026-11-29"))
        _ = try ledger.add(Sample.expense("Cine", 900), asOf: Sample.date("2026-11-29"))
        #expect(ledger.lookup("Gmansio", strictness: .exact) == .notFound(suggestions: []))
        #expect(ledger.lookup("Cone", strictness: .exact) == .notFound(suggestions: []))
        #expect(ledger.lookup("Gimansio", strictness: .exact) != .notFound(suggestions: []))
    }
}
