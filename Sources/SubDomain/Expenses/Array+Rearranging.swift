extension Array {
    /// Puts the element now at `order[slot]` in each `slot`, moving each element once.
    ///
    /// Sorting a list of expenses (a dozen strings each, some 350 bytes) by building a new
    /// array copies every one, each copy retaining its strings and the old array releasing
    /// them again. Sorting the indices instead and moving each element into its place once
    /// (not swapping: a swap moves three times) copies no string and touches each byte once.
    /// `order` must be a permutation of `indices`. Inlinable so that each caller gets it made
    /// for its element type rather than moving through the value witnesses.
    @inlinable
    public mutating func rearrange(as order: [Int]) {
        precondition(order.count == count, "rearrange(as:) needs one index per element")
        var placed = [Bool](repeating: false, count: count)
        withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            // Each cycle of the permutation is walked once: its first element is held aside,
            // each slot then takes the element it wants, and the last takes the one held.
            for start in order.indices where !placed[start] {
                placed[start] = true
                guard order[start] != start else { continue }
                let held = (base + start).move()
                var slot = start
                while true {
                    let source = order[slot]
                    precondition(!placed[source] || source == start, "order is not a permutation")
                    if source == start {
                        (base + slot).initialize(to: held)
                        break
                    }
                    (base + slot).moveInitialize(from: base + source, count: 1)
                    placed[source] = true
                    slot = source
                }
            }
        }
    }
}
