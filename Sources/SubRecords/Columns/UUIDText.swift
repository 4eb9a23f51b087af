import FoundationEssentials

/// The text the store writes an id as.
package enum UUIDText {
    /// `id.uuidString`'s text (upper case), written without it: Foundation formats each of
    /// the 16 bytes through `snprintf`, which was 7% of an import of 100,000 rows (every row,
    /// its history row and its parent write an id).
    package static func of(_ id: UUID) -> String {
        withUnsafeBytes(of: id.uuid) { raw in
            String(unsafeUninitializedCapacity: 36) { output in
                var index = 0
                for (byteIndex, byte) in raw.enumerated() {
                    if byteIndex == 4 || byteIndex == 6 || byteIndex == 8 || byteIndex == 10 {
                        output[index] = dash
                        index += 1
                    }
                    output[index] = upperHexDigits[Int(byte >> 4)]
                    output[index + 1] = upperHexDigits[Int(byte & 0x0F)]
                    index += 2
                }
                return index
            }
        }
    }

    private static let dash = UInt8(ascii: "-")
    private static let upperHexDigits = Array("0123456789ABCDEF".utf8)
}
