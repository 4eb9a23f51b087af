/// A digest of text that is the same in every run, on every machine and in every version:
/// 128-bit FNV-1a over the UTF-8 bytes, as 32 lower-case hex digits. Swift's own `Hasher`
/// is seeded per process, so a name or key derived from it would change at each start.
///
/// Not a cryptographic hash: it names things (a reminder's delivery to one channel, a
/// profile's timer), it never guards a secret.
public enum StableHash {
    private static let offsetBasis: UInt128 = 0x6c62_272e_07bb_0142_62b8_2175_6295_c58d
    private static let prime: UInt128 = 0x0000_0000_0100_0000_0000_0000_0000_013B

    /// The digest of `text`, 32 hex digits.
    public static func hex(_ text: String) -> String {
        var hash = offsetBasis
        for byte in text.utf8 {
            hash ^= UInt128(byte)
            hash = hash &* prime
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 32 - digits.count) + digits
    }
}
