import Foundation
import Testing
import TestSupport

@testable import SubFormats

@Suite struct ZipArchiveTests {
    @Test func readsEntriesByNameIgnoringCase() throws {
        let bytes = try ZipFixture.archive([
            (name: "xl/workbook.xml", text: "<workbook/>"),
            (name: "xl/sharedStrings.xml", text: "微信支付账单明细"),
        ])
        let archive = try ZipArchive(bytes: bytes)
        #expect(try archive.entry(named: "xl/workbook.xml") == Array("<workbook/>".utf8))
        #expect(try archive.entry(named: "XL/SharedStrings.xml") == Array("微信支付账单明细".utf8))
        #expect(try archive.entry(named: "xl/styles.xml") == nil)
    }

    @Test func readsStoredAndEmptyEntries() throws {
        let bytes = try ZipFixture.archive(
            [(name: "a.txt", text: "stored"), (name: "empty.txt", text: "")],
            compression: .stored)
        let archive = try ZipArchive(bytes: bytes)
        #expect(try archive.entry(named: "a.txt") == Array("stored".utf8))
        #expect(try archive.entry(named: "empty.txt") == [])
    }

    @Test func opensAFileByPath() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("subhub-\(UUID().uuidString).xlsx").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(try ZipFixture.archive([(name: "a.txt", text: "on disk")])).write(
            to: URL(fileURLWithPath: path))
        #expect(try ZipArchive(path: path).entry(named: "a.txt") == Array("on disk".utf8))
        #expect(throws: SpreadsheetError.fileUnreadable) {
            try ZipArchive(path: path + ".missing")
        }
    }

    @Test func refusesWhatIsNoZip() {
        for bytes in [[], Array("Fecha;Concepto;Importe\n".utf8), [0xD0, 0xCF, 0x11, 0xE0]] {
            #expect(throws: SpreadsheetError.notAZip) { try ZipArchive(bytes: bytes) }
        }
    }

    @Test func refusesACutShortArchive() throws {
        let bytes = try ZipFixture.archive([(name: "a.txt", text: "a statement")])
        #expect(throws: SpreadsheetError.self) {
            try ZipArchive(bytes: Array(bytes.prefix(bytes.count - 30)))
        }
    }

    @Test func refusesAnEntryWhoseDataIsCorrupt() throws {
        let text = String(repeating: "Fecha;Concepto;Importe\n", count: 50)
        var bytes = try ZipFixture.archive([(name: "a.txt", text: text)], compression: .stored)
        // A byte of the stored data, past the 30-byte local header and the 5-byte name.
        bytes[30 + 5 + 10] ^= 0xFF
        let archive = try ZipArchive(bytes: bytes)
        #expect(throws: SpreadsheetError.damaged) { try archive.entry(named: "a.txt") }
    }

    @Test func refusesAnEntryPastTheSizeLimit() throws {
        let bytes = try ZipFixture.archive([
            (name: "a.txt", text: String(repeating: "x", count: 101))
        ])
        let archive = try ZipArchive(bytes: bytes, maximumSize: 100)
        #expect(throws: SpreadsheetError.tooLarge(limit: 100)) {
            try archive.entry(named: "a.txt")
        }
        #expect(try ZipArchive(bytes: bytes, maximumSize: 101).entry(named: "a.txt") != nil)
    }

    /// The limit holds for the entries read together: two parts of 60 bytes pass one by one
    /// and not both.
    @Test func refusesEntriesPastTheSizeLimitTogether() throws {
        let sixty = String(repeating: "x", count: 60)
        let bytes = try ZipFixture.archive([
            (name: "a.txt", text: sixty), (name: "b.txt", text: sixty),
        ])
        let archive = try ZipArchive(bytes: bytes, maximumSize: 100)
        #expect(try archive.entry(named: "a.txt") != nil)
        #expect(throws: SpreadsheetError.tooLarge(limit: 100)) {
            try archive.entry(named: "b.txt")
        }
    }

    @Test func refusesABombByItsAnnouncedSize() throws {
        let bytes = try ZipFixture.archive([(name: "a.txt", text: "small")], compression: .stored)
        let bomb = ZipFixture.withAnnouncedSizes(bytes, 300 * 1024 * 1024)
        let archive = try ZipArchive(bytes: bomb)
        #expect(throws: SpreadsheetError.tooLarge(limit: 100 * 1024 * 1024)) {
            try archive.entry(named: "a.txt")
        }
    }

    /// The header is not trusted: an entry that holds more or fewer bytes than it announces
    /// is damaged, whatever the announced size allows.
    @Test func refusesAnEntryThatIsNotTheSizeItAnnounces() throws {
        let bytes = try ZipFixture.archive(
            [(name: "a.txt", text: "eleven byte")], compression: .stored)
        for size: UInt32 in [5, 20] {
            let archive = try ZipArchive(bytes: ZipFixture.withAnnouncedSizes(bytes, size))
            #expect(throws: SpreadsheetError.damaged) { try archive.entry(named: "a.txt") }
        }
    }

    @Test func saysWhenLibzipIsMissing() throws {
        let bytes = try ZipFixture.archive([(name: "a.txt", text: "a")])
        #expect(throws: SpreadsheetError.zipLibraryMissing) {
            try ZipArchive(bytes: bytes, libraryPath: "/nonexistent/libzip.so.4")
        }
    }
}
