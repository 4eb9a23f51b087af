/// Decides "at most one typo" between two byte runs without building an edit matrix.
package enum TypoDistance {
    /// True when the runs differ by one substitution, insertion, deletion, or one swap of
    /// neighbouring bytes (or not at all).
    package static func isWithinOneEdit(
        _ left: UnsafePointer<UInt8>, _ leftLength: Int, _ right: UnsafePointer<UInt8>,
        _ rightLength: Int
    ) -> Bool {
        if abs(leftLength - rightLength) > 1 { return false }
        var prefix = 0
        let shorter = min(leftLength, rightLength)
        while prefix < shorter, left[prefix] == right[prefix] { prefix += 1 }
        if prefix == shorter { return true }  // equal, or one extra byte at the end
        if leftLength == rightLength {
            // Substitution: the rest must be equal.
            if equal(left + prefix + 1, right + prefix + 1, leftLength - prefix - 1) { return true }
            // Swap of neighbours: "netlfix" for "netflix".
            return prefix + 1 < leftLength && left[prefix] == right[prefix + 1]
                && left[prefix + 1] == right[prefix]
                && equal(left + prefix + 2, right + prefix + 2, leftLength - prefix - 2)
        }
        // Insertion or deletion: skip one byte of the longer run.
        if leftLength > rightLength {
            return equal(left + prefix + 1, right + prefix, rightLength - prefix)
        }
        return equal(left + prefix, right + prefix + 1, leftLength - prefix)
    }

    private static func equal(
        _ left: UnsafePointer<UInt8>, _ right: UnsafePointer<UInt8>, _ count: Int
    ) -> Bool {
        var index = 0
        while index < count {
            if left[index] != right[index] { return false }
            index += 1
        }
        return true
    }
}
