import SubDomain
import TestSupport
import Testing

/// `rearrange(as:)` moves elements in place: it must give what building a new array from the
/// order gives, for every shape of permutation, and keep every element alive exactly once.
@Suite struct ArrayRearrangingTests {
    @Test(arguments: Array(1...20) as [UInt64])
    func rearrangingEqualsBuildingFromTheOrder(seed: UInt64) {
        var generator = Sample.SeededGenerator(seed: seed)
        for count in [0, 1, 2, 3, 17, 200] {
            // Strings that own storage (longer than the small-string form), so a lost or
            // doubled element would show up as wrong text or a crash.
            let elements = (0..<count).map { "element number \($0) with storage of its own" }
            var orders: [[Int]] = [Array(0..<count), Array((0..<count).reversed())]
            orders.append(Array(0..<count).shuffled(using: &generator))
            // One element moved to the front, as a row added at position 1 does.
            if count > 1 { orders.append([count - 1] + Array(0..<(count - 1))) }
            for order in orders {
                var rearranged = elements
                rearranged.rearrange(as: order)
                #expect(rearranged == order.map { elements[$0] }, "\(count) \(order)")
            }
        }
    }
}
