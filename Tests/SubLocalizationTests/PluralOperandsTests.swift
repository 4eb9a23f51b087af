import Testing
@testable import SubLocalization

@Suite struct PluralOperandsTests {
    @Test func visibleFractionDigitsCount() throws {
        let operands = try #require(PluralOperands("1.50"))
        #expect(operands.n == 1.5)
        #expect(operands.i == 1)
        #expect(operands.v == 2)
        #expect(operands.w == 1)
        #expect(operands.f == 50)
        #expect(operands.t == 5)
        #expect(operands.e == 0)
    }

    @Test func compactExponentMovesThePoint() throws {
        let operands = try #require(PluralOperands("1.2c3"))
        #expect(operands.i == 1200)
        #expect(operands.v == 0)
        #expect(operands.e == 3)
    }

    @Test(arguments: ["", "abc", "1.", ".5", "1..2", "1e", "1c99", "12345678901234567890"])
    func nonNumbersAreNil(text: String) {
        #expect(PluralOperands(text) == nil)
    }
}
