import Foundation
import SubDomain
import TestSupport
import Testing

@testable import SubFormats

/// A PDF statement is read from where its words stand: whatever its columns, widths,
/// alignments, languages, pages, repeated headers, footers and wrapped descriptions, the
/// charges read are exactly those the statement was written with.
@Suite(.serialized) struct PDFStatementTests {
    /// A statement written to be read back: the fixture and the charges it holds.
    struct Written {
        let fixture: PDFStatementFixture
        let charges: [(date: CivilDate, minor: Int64, description: String)]
        let order: StatementDateOrder
    }

    enum Language: CaseIterable { case es, en, zh }

    static let merchants = [
        "NETFLIX.COM", "SPOTIFY AB STOCKHOLM", "AMAZON PRIME*2K4", "Disney Plus",
        "VODAFONE ESPANA", "GIMNASIO BODYFIT", "iCloud APPLE.COM/BILL", "腾讯视频会员", "爱奇艺VIP",
        "ADOBE SYSTEMS SOFTWARE", "Recibo luz IBERDROLA", "HBO MAX", "网易云音乐",
    ]

    static func amount(_ minor: Int64, _ language: Language, signed: Bool) -> String {
        let units = abs(minor) / 100
        let cents = String(format: "%02d", abs(minor) % 100)
        var digits = String(units)
        var grouped = ""
        let separator = language == .es ? "." : ","
        while digits.count > 3 {
            grouped = separator + digits.suffix(3) + grouped
            digits = String(digits.dropLast(3))
        }
        let decimal = language == .es ? "," : "."
        return (signed && minor < 0 ? "-" : "") + digits + grouped + decimal + cents
    }

    static func date(_ day: CivilDate, _ language: Language) -> String {
        let d = String(format: "%02d", day.day)
        let m = String(format: "%02d", day.month)
        switch language {
        case .es: return "\(d)/\(m)/\(day.year)"
        case .en: return "\(m)/\(d)/\(day.year)"
        case .zh: return "\(day.year)-\(m)-\(d)"
        }
    }

    /// A random statement: its language, whether amounts are signed in one column or split
    /// into money out and in, a running balance, a value-date column, wrapped descriptions,
    /// rows per page, and whether the header is repeated on every page.
    static func statement(seed: UInt64) -> Written {
        var random = Sample.SeededGenerator(seed: seed)
        let language = Language.allCases.randomElement(using: &random)!
        let split = Bool.random(using: &random)
        let valueDate = language == .es && Bool.random(using: &random)
        let titles:
            (
                date: String, value: String, text: String, amount: String, out: String,
                into: String, balance: String
            )
        switch language {
        case .es:
            titles = ("Fecha", "Fecha valor", "Concepto", "Importe", "Cargo", "Abono", "Saldo")
        case .en:
            titles = ("Date", "Value", "Description", "Amount", "Money out", "Money in", "Balance")
        case .zh:
            titles = ("记账日期", "起息日", "交易摘要", "交易金额", "支出金额", "收入金额", "余额")
        }
        var columns = [PDFStatementFixture.Column(titles.date, width: 62)]
        if valueDate { columns.append(.init(titles.value, width: 62)) }
        columns.append(.init(titles.text, width: split ? 170 : 210))
        if split {
            columns.append(.init(titles.out, width: 72, align: "R"))
            columns.append(.init(titles.into, width: 72, align: "R"))
        } else {
            columns.append(.init(titles.amount, width: 80, align: "R"))
        }
        columns.append(.init(titles.balance, width: 80, align: "R"))

        var day = try! CivilDate(year: 2026, month: Int.random(in: 1...9, using: &random), day: 1)
        var balance: Int64 = Int64.random(in: 100_000...900_000, using: &random)
        var rows: [PDFStatementFixture.Row] = []
        var charges: [(CivilDate, Int64, String)] = []
        for _ in 0..<Int.random(in: 5...70, using: &random) {
            day = day.addingDays(Int.random(in: 0...3, using: &random))
            let income = Int.random(in: 0..<8, using: &random) == 0
            let minor =
                income
                ? Int64.random(in: 50_000...300_000, using: &random)
                : -Int64.random(in: 99...250_000, using: &random)
            balance += minor
            let merchant =
                income
                ? (language == .zh ? "工资" : "NOMINA ACME")
                : merchants.randomElement(using: &random)!
            let wraps = !income && Int.random(in: 0..<5, using: &random) == 0
            let wrapped =
                wraps
                ? (language == .zh
                    ? "商户订单 \(Int.random(in: 1000...9999, using: &random))"
                    : "REF \(Int.random(in: 1000...9999, using: &random)) MADRID") : nil
            var cells = [date(day, language)]
            if valueDate { cells.append(date(day.addingDays(1), language)) }
            cells.append(merchant)
            if split {
                cells.append(minor < 0 ? amount(minor, language, signed: false) : "")
                cells.append(minor > 0 ? amount(minor, language, signed: false) : "")
            } else {
                cells.append(amount(minor, language, signed: true))
            }
            cells.append(amount(balance, language, signed: true))
            rows.append(.init(cells, wrapped: wrapped))
            if !income {
                let text: String = wrapped.map { merchant + " " + $0 } ?? merchant
                charges.append((day, -minor, text))
            }
        }
        let header: [String]
        let footer: String
        switch language {
        case .es:
            header = ["Banco Ejemplo S.A.", "Extracto de la cuenta ES12 3456 7890 1234"]
            footer = "Página {n} · Banco Ejemplo S.A., Registro Mercantil de Madrid"
        case .en:
            header = ["Example Bank plc", "Statement of account 12345678"]
            footer =
                "Page {n} · Example Bank plc is authorised by the Prudential Regulation Authority"
        case .zh:
            header = ["示例银行", "账户交易明细 6222 0000 1234"]
            footer = "第 {n} 页 · 示例银行股份有限公司"
        }
        let fixture = PDFStatementFixture(
            pageHeader: header, columns: columns, rows: rows,
            wrapColumn: valueDate ? 2 : 1,
            rowsPerPage: Int.random(in: 8...35, using: &random),
            repeatHeader: Bool.random(using: &random), footer: footer,
            fontSize: [8, 9, 10].randomElement(using: &random)!)
        return Written(
            fixture: fixture, charges: charges,
            order: language == .en ? .monthFirst : .dayFirst)
    }

    func read(_ bytes: [UInt8], order: StatementDateOrder = .dayFirst, password: String? = nil)
        throws(StatementError) -> StatementReading
    {
        let context = StatementContext(
            defaultCurrency: try! CurrencyCode("EUR"), preferredOrder: order, words: .catalogs)
        let rows = try PDFStatement.read(bytes, password: password, context: context)
        return try StatementReading(rows, encoding: nil, context: context)
    }

    @Test(arguments: 1...24 as ClosedRange<UInt64>)
    func everyChargeOfAGeneratedStatementIsReadFromItsColumns(seed: UInt64) throws {
        let written = Self.statement(seed: seed)
        let reading = try read(try written.fixture.bytes(), order: written.order)
        #expect(reading.format == .pdf)
        let read = reading.charges.map { ($0.date, $0.amountMinor, $0.description) }
        #expect(read.count == written.charges.count, "seed \(seed)")
        for (found, expected) in zip(read, written.charges) {
            #expect(found.0 == expected.date, "seed \(seed)")
            #expect(found.1 == expected.minor, "seed \(seed)")
            #expect(found.2 == expected.description, "seed \(seed)")
        }
    }

    static let small = PDFStatementFixture(
        pageHeader: ["Banco Ejemplo"],
        columns: [
            .init("Fecha", width: 70), .init("Concepto", width: 200),
            .init("Importe", width: 80, align: "R"),
        ],
        rows: [
            .init(["05/10/2026", "NETFLIX.COM", "-12,99"]),
            .init(["05/11/2026", "NETFLIX.COM", "-12,99"]),
        ])

    @Test func aProtectedStatementNeedsItsPasswordAndOpensWithIt() throws {
        var fixture = Self.small
        fixture.password = "s3cret-ñ"
        let bytes = try fixture.bytes()
        #expect(throws: StatementError.pdfNeedsPassword) { try read(bytes) }
        #expect(throws: StatementError.pdfWrongPassword) { try read(bytes, password: "guess") }
        let reading = try read(bytes, password: "s3cret-ñ")
        #expect(reading.charges.map(\.amountMinor) == [1_299, 1_299])
    }

    @Test func withoutPopplerTheUserIsToldWhatToInstall() throws {
        let context = StatementContext(defaultCurrency: try! CurrencyCode("EUR"), words: .catalogs)
        #expect(throws: StatementError.pdfLibraryMissing) {
            try PDFStatement.read(
                try Self.small.bytes(), password: nil, context: context,
                libraryPath: "libpoppler-glib-not-installed.so.8")
        }
    }

    @Test func aStatementCutShortOrNotAPDFAfterItsSignatureIsDamaged() throws {
        let bytes = try Self.small.bytes()
        for cut in [9, 200, bytes.count / 2] {
            #expect(throws: StatementError.self) { try read(Array(bytes.prefix(cut))) }
        }
        #expect(throws: StatementError.pdfDamaged) { try read(Array("%PDF-1.7\nnothing".utf8)) }
        #expect(PDFStatement.looksLike(bytes))
        #expect(!PDFStatement.looksLike(Array("Fecha;Importe\n".utf8)))
    }

    @Test func aPDFOfPagesWithNoTextIsAScan() throws {
        var fixture = Self.small
        fixture.rows = []
        fixture.pageHeader = []
        fixture.columns = []
        fixture.footer = ""
        fixture.blankPages = 2
        #expect(throws: StatementError.pdfNoText) { try read(try fixture.bytes()) }
    }

    @Test func aPDFOfMorePagesThanAnyStatementIsRefusedBeforeTheyAreRead() throws {
        var fixture = Self.small
        fixture.blankPages = ReadingLimits.pdfPages
        #expect(throws: StatementError.pdfTooManyPages(limit: ReadingLimits.pdfPages)) {
            try read(try fixture.bytes())
        }
    }

    /// Hand-written hostile files: a page tree that claims a million pages, and arrays
    /// nested a hundred thousand deep. (A page drawing the same text over itself a hundred
    /// thousand times takes poppler minutes: the shell reads PDFs in a child process it
    /// bounds, tested end to end.)
    @Test func hostilePDFsAreRefusedOrReadWithinBounds() throws {
        func pdf(_ objects: [String], pages: String = "2 0 R") -> [UInt8] {
            var text = "%PDF-1.4\n"
            var offsets: [Int] = []
            for (index, body) in objects.enumerated() {
                offsets.append(text.utf8.count)
                text += "\(index + 1) 0 obj\n\(body)\nendobj\n"
            }
            let xref = text.utf8.count
            text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
            for offset in offsets { text += String(format: "%010d 00000 n \n", offset) }
            text +=
                "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
            return Array(text.utf8)
        }
        let million = pdf([
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1000000 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>",
        ])
        let nested = pdf([
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Foo "
                + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
                + " >>",
        ])
        for hostile in [million, nested] {
            let started = Date()
            #expect(throws: StatementError.self) { try read(hostile) }
            #expect(Date().timeIntervalSince(started) < 30)
        }
    }
}
