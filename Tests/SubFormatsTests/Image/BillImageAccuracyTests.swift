import Foundation
import SubDomain
import Testing
import TestSupport

@testable import SubFormats

/// Bills drawn by Pillow (seeded, mixed languages and kinds), read by the OCR as `import
/// image` reads them: amounts and dates right on at least 95 % of clean bills and 80 % of
/// degraded ones, and a wrong amount or date is never read as sure.
@Suite(.serialized) struct BillImageAccuracyTests {
    struct Tally {
        var fields = 0
        var amountsRight = 0
        var datesRight = 0
        var wrongButSure = 0
        var ratio: (Double, Double) {
            (
                Double(amountsRight) / Double(max(fields, 1)),
                Double(datesRight) / Double(max(fields, 1))
            )
        }
    }

    static func languages(_ lang: String) -> [OCRLanguage] {
        switch lang {
        case "zh": [.chinese]
        case "es": [.spanish, .english]
        default: [.english]
        }
    }

    static func read(_ path: String, lang: String) throws -> BillImage {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let image = try ImageDecoder.decode(bytes)
        return try BillImageReader.read(
            image, languages: languages(lang),
            defaultCurrency: lang == "zh" ? .cny : lang == "en" ? .usd : .eur,
            preferredOrder: lang == "en" ? .monthFirst : .dayFirst)
    }

    /// Compares one bill's reading with what was drawn.
    static func score(_ bill: BillImage, _ truth: BillImageFixtures.Truth, into tally: inout Tally)
        -> [String]
    {
        var misses: [String] = []
        func check(
            _ label: String, amount: ReadValue<Int64>?, expected: Int64,
            date: ReadValue<CivilDate>?,
            expectedDate: String
        ) {
            tally.fields += 1
            if amount?.value == expected {
                tally.amountsRight += 1
            } else {
                misses.append("\(label): amount \(String(describing: amount)) ≠ \(expected)")
                if amount?.sure == true { tally.wrongButSure += 1 }
            }
            if date?.value.iso == expectedDate {
                tally.datesRight += 1
            } else {
                misses.append(
                    "\(label): date \(String(describing: date?.value.iso)) ≠ \(expectedDate)")
                if date?.sure == true { tally.wrongButSure += 1 }
            }
        }
        if let entries = truth.entries {
            let listed: [BillImage.Listed]
            if case .listing(let found) = bill { listed = found } else { listed = [] }
            for entry in entries {
                let match =
                    listed.first { $0.next?.value.iso == entry.next }
                    ?? listed.first { $0.amount.value == entry.amount_minor }
                check(
                    entry.name, amount: match?.amount, expected: entry.amount_minor,
                    date: match?.next, expectedDate: entry.next)
            }
        } else {
            var amount: ReadValue<Int64>?
            var date: ReadValue<CivilDate>?
            if case .receipt(let receipt) = bill {
                amount = receipt.amount
                date = receipt.date
            }
            check(
                truth.merchant ?? "?", amount: amount, expected: truth.amount_minor ?? 0,
                date: date, expectedDate: truth.date ?? "")
        }
        return misses
    }

    @Test func billsAreReadRightAndAWrongFieldIsNeverSure() throws {
        let folder = NSTemporaryDirectory() + "bill-accuracy-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let kinds = [
            ("receipt", "es"), ("receipt", "en"), ("receipt", "zh"), ("alipay", "zh"),
            ("appstore", "en"), ("appstore", "es"), ("receipt-qr", "es"), ("receipt-qr", "zh"),
        ]
        let count = Int(ProcessInfo.processInfo.environment["SUBHUB_BILL_IMAGES"] ?? "") ?? 30
        var clean = Tally()
        var degraded = Tally()
        var misses: [String] = []
        for index in 0..<(2 * count) {
            let degrade = index >= count
            let (kind, lang) = kinds[index % kinds.count]
            let path = folder + "/bill\(index)." + (degrade ? "jpg" : "png")
            let truth = try BillImageFixtures.draw(
                kind: kind, lang: lang, seed: 7_000 + index, degrade: degrade, to: path)
            let bill = try Self.read(path, lang: lang)
            let found =
                degrade
                ? Self.score(bill, truth, into: &degraded) : Self.score(bill, truth, into: &clean)
            misses += found.map { "\(kind)/\(lang)\(degrade ? " degraded" : ""): \($0)" }
        }
        func row(_ name: String, _ tally: Tally) -> String {
            let (amounts, dates) = tally.ratio
            return
                "\(name)\t\(tally.fields)\t\(Int(amounts * 100)) %\t\(Int(dates * 100)) %\t\(tally.wrongButSure)"
        }
        print("bill images: fields\tamounts right\tdates right\twrong but sure")
        print(row("clean   ", clean))
        print(row("degraded", degraded))
        for miss in misses { print("  missed: \(miss)") }
        #expect(clean.ratio.0 >= 0.95 && clean.ratio.1 >= 0.95)
        #expect(degraded.ratio.0 >= 0.80 && degraded.ratio.1 >= 0.80)
        #expect(clean.wrongButSure == 0 && degraded.wrongButSure == 0)
    }
}
