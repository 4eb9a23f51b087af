import Foundation
import Testing

@testable import SubStore

@Suite struct TextParsingTests {
    private func uuid(_ text: String) -> UUID? {
        Array(text.utf8).withUnsafeBufferPointer(TextParsing.uuid)
    }

    private func date(_ text: String) -> String? {
        Array(text.utf8).withUnsafeBufferPointer(TextParsing.date)?.iso
    }

    @Test func uuidsParseInEitherCaseAndNothingElse() {
        let id = UUID()
        #expect(uuid(id.uuidString) == id)
        #expect(uuid(id.uuidString.lowercased()) == id)
        for bad in [
            "", "x", String(id.uuidString.dropLast()) + "G",
            id.uuidString.replacingOccurrences(of: "-", with: "_"), id.uuidString + "0",
        ] {
            #expect(uuid(bad) == nil, "\(bad)")
        }
    }

    /// The digits are read through a table: every byte that is not a hex digit, in every
    /// digit's place, and anything but a dash in a dash's place, still fails.
    @Test func everyWrongByteInEveryPlaceFailsTheUUID() {
        let text = Array("0123abcd-EF45-6789-aBcD-eF0123456789".utf8)
        #expect(text.withUnsafeBufferPointer(TextParsing.uuid) != nil)
        let hex = Set("0123456789abcdefABCDEF".utf8)
        for index in text.indices {
            for byte in UInt8.min...UInt8.max {
                let isDashPlace = [8, 13, 18, 23].contains(index)
                let fits = isDashPlace ? byte == UInt8(ascii: "-") : hex.contains(byte)
                var changed = text
                changed[index] = byte
                let parsed = changed.withUnsafeBufferPointer(TextParsing.uuid)
                if fits {
                    #expect(parsed != nil, "\(index) \(byte)")
                } else {
                    #expect(parsed == nil, "\(index) \(byte)")
                }
            }
        }
    }

    /// The store writes ids without Foundation's formatter: the same text, byte for byte.
    @Test func uuidTextIsFoundationsText() {
        var ids = (0..<1_000).map { _ in UUID() }
        ids.append(UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)))
        ids.append(
            UUID(
                uuid: (
                    255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255
                )))
        for id in ids {
            #expect(TextParsing.uuidText(id) == id.uuidString)
            #expect(uuid(TextParsing.uuidText(id)) == id)
        }
    }

    @Test func datesMustBeRealDaysInTheExactShape() {
        #expect(date("2028-02-29") == "2028-02-29")
        for bad in [
            "2027-02-29", "2026-13-01", "2026-1-01", "2026-01-1", "2026/01/01",
            "+026-01-01", "0000-01-01", "",
        ] {
            #expect(date(bad) == nil, "\(bad)")
        }
    }
}
