import SubDomain
import Testing

/// The digest that names deliveries and timers must not change between runs or versions:
/// a changed digest would send a reminder again under a new key, or lose a profile's timer.
@Suite struct StableHashTests {
    @Test("FNV-1a 128 over UTF-8, as 32 hex digits, with the published test values")
    func knownValues() {
        #expect(StableHash.hex("") == "6c62272e07bb014262b821756295c58d")
        #expect(StableHash.hex("a") == "d228cb696f1a8caf78912b704e4a8964")
        #expect(StableHash.hex("ñ").count == 32)
        #expect(StableHash.hex("ñ") != StableHash.hex("n"))
    }
}
