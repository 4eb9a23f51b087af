import SubDomain
import TestSupport
import Testing

@testable import SubLocalization

@Suite struct TextFoldingTests {
    /// Catalog words and the user's names fold by one rule, so `ＮＥＴ` means the same to
    /// completion as to `show`.
    @Test(arguments: FoldingSamples.table)
    func foldsExactlyLikeNames(input: String, folded: String) {
        #expect(TextFolding.fold(input) == folded)
        #expect(TextFolding.fold(input) == NameKey(input).folded)
    }
}
