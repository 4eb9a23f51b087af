import SubBrandsCore
import Testing

@testable import SubBrands

@Suite struct TypoDistanceTests {
    private func withinOne(_ left: String, _ right: String) -> Bool {
        // A trailing zero keeps both buffers non-empty, so the pointers always exist.
        let a = Array(left.utf8) + [0]
        let b = Array(right.utf8) + [0]
        return a.withUnsafeBufferPointer { pa in
            b.withUnsafeBufferPointer { pb in
                TypoDistance.isWithinOneEdit(
                    pa.baseAddress!, pa.count - 1, pb.baseAddress!, pb.count - 1)
            }
        }
    }

    @Test(arguments: [
        ("netflx", "netflix", true), ("netflix", "netflx", true), ("netlfix", "netflix", true),
        ("netflox", "netflix", true), ("nteflix", "netflix", true), ("netflix", "netflix", true),
        ("netfl", "netflix", false), ("ntflx", "netflix", false), ("spotify", "shopify", false),
        ("", "a", true), ("", "ab", false),
    ])
    func oneEditOrSwapAtMost(left: String, right: String, expected: Bool) {
        #expect(withinOne(left, right) == expected)
    }
}
