import SubDomain
import TestSupport
import Testing

@Suite struct NameKeyTests {
    @Test func fullWidthLettersAreTheSameName() {
        #expect(NameKey("ＮＥＴＦＬＩＸ") == NameKey("netflix"))
        #expect(NameKey("ＮＥＴ").folded == "net")
    }

    @Test(arguments: FoldingSamples.table)
    func foldsCaseAccentsWidthAndSpaces(input: String, folded: String) {
        #expect(NameKey(input).folded == folded)
    }

    @Test func lookupFindsANameTypedInFullWidth() throws {
        var ledger = ExpenseLedger()
        _ = try ledger.add(Sample.expense("Netflix", 1299), asOf: Sample.date("2026-11-29"))
        #expect(ledger.lookup("ＮＥＴＦＬＩＸ") == .found(ledger.expenses[0]))
    }
}
