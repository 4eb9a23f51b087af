import SubLocalization
import Testing

@testable import SubShell

@Suite struct StarterPicksTests {
    static let names: [[String]] = [
        ["Netflix", "网飞"], ["Spotify"], ["Amazon Prime", "Prime"], ["Disney+"],
        ["Movistar Plus+", "Movistar+"], ["Filmin"],
    ]

    @Test(arguments: [
        ("1-2,4", [0, 1, 3]),
        (" 4 , 1 - 2 ", [0, 1, 3]),
        ("3-1", [0, 1, 2]),
        ("2,2,1-2", [0, 1]),
        ("filmin, 1", [0, 5]),
        ("NETFLIX", [0]),
        ("网飞", [0]),
        ("movistar", [4]),
        ("prime", [2]),
        ("", []),
        (",,", []),
    ])
    func picks(_ text: String, _ expected: [Int]) throws {
        #expect(try StarterPicks.parse(text, names: Self.names) == expected)
    }

    @Test func aNumberOutsideTheListIsNamed() {
        #expect(
            throws: UsageError.invalidValue(
                LocalizedMessage(.onboardPickOutOfRange, ["number": .count(7), "count": .count(6)]))
        ) { try StarterPicks.parse("1,5-7", names: Self.names) }
        #expect(throws: UsageError.self) { try StarterPicks.parse("0", names: Self.names) }
    }

    @Test func anUnknownOrAmbiguousNameIsRefused() {
        #expect(
            throws: UsageError.invalidValue(
                LocalizedMessage(
                    .onboardPickUnknown, ["text": .userText("HBO"), "count": .count(6)]))
        ) { try StarterPicks.parse("1, HBO", names: Self.names) }
        // "m" starts Movistar Plus+ only among names, but "1-" is no range.
        #expect(throws: UsageError.self) { try StarterPicks.parse("1-", names: Self.names) }
    }

    @Test func tabCompletesTheNameAfterTheLastComma() {
        let names = Self.names.map { $0[0] }
        let one = StarterPickCompletion.complete("1-2, movi", names: names)
        #expect(one.partial == "movi")
        #expect(one.replacement == "Movistar Plus+, ")
        let byWord = StarterPickCompletion.complete("pri", names: names)
        #expect(byWord.replacement == "Amazon Prime, ")
        #expect(StarterPickCompletion.complete("1-2", names: names) == .none)
        #expect(StarterPickCompletion.complete("zz", names: names).candidates.isEmpty)
    }
}
