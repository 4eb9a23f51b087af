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
