import Foundation
import Testing

@testable import SubFormats

/// `SUBHUB_BILL_DEBUG=FILE:LANG` prints the rows the OCR gives for one image (a tool for
/// whoever tunes the reader; no expectation).
@Test func billImageRowsForDebugging() throws {
    guard let spec = ProcessInfo.processInfo.environment["SUBHUB_BILL_DEBUG"] else { return }
    let parts = spec.split(separator: ":").map(String.init)
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: parts[0])))
    let image = try ImageDecoder.decode(bytes)
    let words = try OCR.words(in: image, languages: BillImageAccuracyTests.languages(parts[1]))
    for row in BillRow.rows(of: words, preferredOrder: .dayFirst) {
        print(
            "ROW \(row.text) | amounts \(row.amounts.map { ($0.minor, $0.confidence) }) | dates \(row.dates.map { ($0.date.iso, $0.confidence) })"
        )
    }
    print(
        try BillImageReader.read(
            image, languages: BillImageAccuracyTests.languages(parts[1]), defaultCurrency: .cny))
}
