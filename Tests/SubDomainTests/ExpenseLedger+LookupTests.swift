import Foundation
import SubDomain
import TestSupport
import Testing

/// Finding by name or id, strictly for commands that change data and loosely for reads.
@Suite struct ExpenseLedgerLookupTests {
    let today = Sample.date("2026-11-29")

    private func expense(_ name: String, id: String, _ minor: Int64 = 1299) -> RecurringExpense {
        var expense = Sample.expense(name, minor)
        expense.id = UUID(uuidString: id)!
        return expense
    }

    /// Two active "Netflix" (ids 3f2a… and 3f2b…), "HBO Max" and "Cafe" (id cafe…).
    private func ledger() throws -> ExpenseLedger {
        var ledger = ExpenseLedger()
        for item in [
            expense("Netflix", id: "3F2A1111-0000-4000-8000-000000000001"),
            expense("Netflix", id: "3F2B2222-0000-4000-8000-000000000002", 599),
            expense("HBO Max", id: "99990000-0000-4000-8000-000000000003"),
            expense("Café", id: "CAFE0000-0000-4000-8000-000000000004"),
            expense("Spotify", id: "CAFE1234-0000-4000-8000-000000000005"),
        ] {
            _ = try ledger.add(item, asOf: today)
        }
        return ledger
    }

    @Test func twoActiveNamesakesAreAmbiguousButReachableByIdPrefix() throws {
        let ledger = try ledger()
        let both = Array(ledger.expenses.prefix(2))
        for strictness in [LookupStrictness.exact, .loose] {
            #expect(ledger.lookup("netflix", strictness: strictness) == .ambiguous(both))
            #expect(ledger.lookup("3f2a", strictness: strictness) == .found(both[0]))
            #expect(ledger.lookup("3F2B", strictness: strictness) == .found(both[1]))
        }
    }

    @Test func aFullIdWithOrWithoutDashesAndInAnyCaseFindsItsExpense() throws {
        let ledger = try ledger()
        let spotify = ledger.expenses[4]
        for typed in [
            "cafe1234-0000-4000-8000-000000000005", "CAFE1234000040008000000000000005",
            "cafe-1234", "ｃａｆｅ１２３４",
        ] {
            #expect(ledger.lookup(typed, strictness: .exact) == .found(spotify), "\(typed)")
        }
    }

    @Test func aNameThatLooksLikeHexWinsOverAnIdPrefix() throws {
        let ledger = try ledger()
        // "cafe" is the folded name of "Café" and also a prefix of two ids.
        #expect(ledger.lookup("cafe", strictness: .exact) == .found(ledger.expenses[3]))
        #expect(ledger.lookup("CAFÉ", strictness: .loose) == .found(ledger.expenses[3]))
    }

    @Test func aSharedIdPrefixListsEveryCandidate() throws {
        var ledger = try ledger()
        _ = try ledger.delete(ledger.expenses[3].id)  // "Café" no longer hides the prefix
        _ = try ledger.add(
            expense("Tidal", id: "CAFE5678-0000-4000-8000-000000000006"),
            asOf: today)
        let sharing = ledger.expenses.filter { $0.name == "Spotify" || $0.name == "Tidal" }
        #expect(ledger.lookup("cafe", strictness: .exact) == .ambiguous(sharing))
    }

    @Test func fewerThanFourHexDigitsAreOnlyAName() throws {
        let ledger = try ledger()
        #expect(ledger.lookup("3f2", strictness: .exact) == .notFound(suggestions: []))
        #expect(ledger.lookup("999", strictness: .loose) == .notFound(suggestions: []))
        #expect(ledger.lookup("9999", strictness: .loose) == .found(ledger.expenses[2]))
    }

    @Test func exactSuggestsWhatLooseWouldFindAndChoosesNothing() throws {
        let ledger = try ledger()
        #expect(ledger.lookup("spot", strictness: .loose) == .found(ledger.expenses[4]))
        #expect(
            ledger.lookup("spot", strictness: .exact)
                == .notFound(suggestions: [ledger.expenses[4]]))
        #expect(
            ledger.lookup("max", strictness: .exact)
                == .notFound(suggestions: [ledger.expenses[2]]))
        #expect(
            ledger.lookup("net", strictness: .exact)
                == .notFound(suggestions: Array(ledger.expenses.prefix(2))))
        #expect(ledger.lookup("hulu", strictness: .exact) == .notFound(suggestions: []))
        #expect(ledger.lookup("  ", strictness: .exact) == .notFound(suggestions: []))
    }

    @Test func theOldLookupIsTheLooseOne() throws {
        let ledger = try ledger()
        for typed in ["spot", "max", "net", "3f2a", "cafe", "nothing"] {
            #expect(ledger.lookup(typed) == ledger.lookup(typed, strictness: .loose))
        }
    }

    @Test func shortIDIsTheShortestUniquePrefixOfAtLeastFourDigits() throws {
        let ledger = try ledger()
        let ids = ledger.expenses.map { ledger.shortID(of: $0.id) }
        #expect(ids == ["3f2a", "3f2b", "9999", "cafe0", "cafe1"])
        for (expense, short) in zip(ledger.expenses, ids) {
            #expect(ledger.lookup(short, strictness: .exact) == .found(expense))
        }
        #expect(
            ExpenseLedger().shortID(
                of: UUID(
                    uuidString:
                        "ABCDEF00-0000-4000-8000-000000000000")!) == "abcd")
    }

    @Test func shortIDSkipsAPrefixThatIsSomeonesName() throws {
        var ledger = ExpenseLedger()
        _ = try ledger.add(
            expense("Beef", id: "11110000-0000-4000-8000-000000000001"),
            asOf: today)
        let target = try ledger.add(
            expense("Jerky", id: "BEEF0000-0000-4000-8000-000000000002"), asOf: today)
        #expect(ledger.shortID(of: target.value.id) == "beef0")
        #expect(ledger.lookup("beef0", strictness: .exact) == .found(target.value))
    }
}
