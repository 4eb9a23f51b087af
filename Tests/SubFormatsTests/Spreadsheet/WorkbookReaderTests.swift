import Foundation
import Testing
import TestSupport

@testable import SubFormats

@Suite struct WorkbookReaderTests {
    typealias Row = Worksheet.Row

    /// A Spanish bank's download: a title, an empty row, the header, then movements whose
    /// dates are serial numbers styled as dates (built in and custom) and whose amounts are
    /// numbers, one of them as Excel stores a typed 13.9.
    @Test func readsABankStatement() throws {
        let sheet = TestWorkbook.worksheet(
            """
            <row r="1" spans="1:3"><c r="A1" t="s" s="4"><v>0</v></c></row>
            <row r="2" spans="1:3"><c r="A2" s="4"/><c r="B2" s="4"/></row>
            <row r="3" spans="1:3"><c r="A3" t="s"><v>1</v></c><c r="B3" t="s"><v>2</v></c>\
            <c r="C3" t="s"><v>3</v></c></row>
            <row r="4" spans="1:3"><c r="A4" s="1"><v>45296</v></c><c r="B4" t="s"><v>4</v></c>\
            <c r="C4" s="2"><v>-12.99</v></c></row>
            <row r="5" spans="1:3"><c r="A5" s="3"><v>45300.5</v></c><c r="B5" t="s"><v>5</v>\
            </c><c r="C5" s="2"><v>-13.899999999999999</v></c></row>
            <row r="6" spans="1:3"><c r="A6" s="1"><v>45301</v></c>\
            <c r="C6" s="2"><v>1500</v></c><c r="D6" s="2"/></row>
            """)
        let workbook = TestWorkbook(
            sheets: [.init(name: "Movimientos", xml: sheet)],
            sharedStrings: [
                "Movimientos de la cuenta ES12 3456 7890", "Fecha", "Concepto", "Importe",
                "NETFLIX.COM", "Spotify AB",
            ],
            stylesXML: TestWorkbook.styles(
                cellFormats: [0, 14, 4, 164, 0], customFormats: [164: "dd/mm/yyyy;@"]))
        let worksheet = try WorkbookReader().firstWorksheet(in: workbook.bytes())
        #expect(worksheet.name == "Movimientos")
        #expect(
            worksheet.rows == [
                Row(number: 1, cells: ["Movimientos de la cuenta ES12 3456 7890"]),
                Row(number: 3, cells: ["Fecha", "Concepto", "Importe"]),
                Row(number: 4, cells: ["2024-01-05", "NETFLIX.COM", "-12.99"]),
                Row(number: 5, cells: ["2024-01-09", "Spotify AB", "-13.9"]),
                Row(number: 6, cells: ["2024-01-10", "", "1500"]),
            ])
    }

    /// WeChat Pay's bill: its header block of account details, the list's own header, then
    /// movements whose times and amounts (`¥25.00`) are text; an order number too long for a
    /// number stays text, and a rich-text run is one cell.
    @Test func readsAWeChatBill() throws {
        let strings = [
            "微信支付账单明细", "微信昵称：[小明]",
            "起始时间：[2024-01-01 00:00:00] 终止时间：[2024-01-31 23:59:59]",
            "共2笔记录", "----------------------微信支付账单明细列表--------------------",
            "交易时间", "交易类型", "交易对方", "商品", "收/支", "金额(元)", "支付方式", "当前状态",
            "交易单号", "商户单号", "备注", "2024-01-05 12:34:56", "商户消费", "腾讯视频",
            "腾讯视频VIP月卡", "支出", "¥25.00", "零钱", "支付成功", "4200001234202401051234567890",
            "/", "2024-01-20 08:00:00", "微信红包", "收入", "¥100.00", "已存入零钱",
        ]
        let columns = Array("ABCDEFGHIJK")
        func shared(_ row: Int, _ indexes: [Int]) -> String {
            let cells = indexes.enumerated().map { column, index in
                #"<c r="\#(columns[column])\#(row)" t="s"><v>\#(index)</v></c>"#
            }
            return #"<row r="\#(row)">\#(cells.joined())</row>"#
        }
        let sheet = TestWorkbook.worksheet(
            [
                shared(1, [0]), shared(2, [1]), shared(3, [2]), shared(5, [3]), shared(15, [4]),
                shared(16, Array(5...15)),
                shared(17, [16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 25]),
                // The sender of a red packet, written as two rich-text runs.
                #"<row r="18"><c r="A18" t="s"><v>26</v></c><c r="B18" t="s"><v>27</v></c>"#
                    + #"<c r="C18" t="s"><v>31</v></c><c r="E18" t="s"><v>28</v></c>"#
                    + #"<c r="F18" t="s"><v>29</v></c><c r="H18" t="s"><v>30</v></c></row>"#,
            ].joined())
        var workbook = TestWorkbook(sheets: [.init(name: "微信支付账单", xml: sheet)])
        workbook.sharedStringsXML = TestWorkbook.sharedStringsXML(strings).replacingOccurrences(
            of: "</sst>", with: "<si><r><t>小</t></r><r><rPr><b/></rPr><t>红</t></r></si></sst>")
        let rows = try WorkbookReader().firstWorksheet(in: workbook.bytes()).rows
        #expect(
            rows == [
                Row(number: 1, cells: ["微信支付账单明细"]),
                Row(number: 2, cells: ["微信昵称：[小明]"]),
                Row(number: 3, cells: ["起始时间：[2024-01-01 00:00:00] 终止时间：[2024-01-31 23:59:59]"]),
                Row(number: 5, cells: ["共2笔记录"]),
                Row(
                    number: 15,
                    cells: ["----------------------微信支付账单明细列表--------------------"]),
                Row(
                    number: 16,
                    cells: [
                        "交易时间", "交易类型", "交易对方", "商品", "收/支", "金额(元)", "支付方式",
                        "当前状态", "交易单号", "商户单号", "备注",
                    ]),
                Row(
                    number: 17,
                    cells: [
                        "2024-01-05 12:34:56", "商户消费", "腾讯视频", "腾讯视频VIP月卡", "支出",
                        "¥25.00", "零钱", "支付成功", "4200001234202401051234567890", "/", "/",
                    ]),
                Row(
                    number: 18,
                    cells: ["2024-01-20 08:00:00", "微信红包", "小红", "", "收入", "¥100.00", "", "已存入零钱"]),
            ])
    }

    /// Inline strings, plain and in runs, with a phonetic guide left out; booleans, errors, a
    /// formula's string, an ISO date, escapes of both XML and Office Open XML.
    @Test func readsEveryKindOfCell() throws {
        let sheet = TestWorkbook.worksheet(
            """
            <row r="1"><c r="A1" t="inlineStr"><is><t xml:space="preserve"> Café &amp; Co </t>\
            </is></c><c r="B1" t="inlineStr"><is><r><t>Amazon</t></r><r><rPr><i/></rPr>\
            <t> Prime</t></r></is></c><c r="C1" t="inlineStr"><is><r><t>東京</t></r>\
            <rPh sb="0" eb="2"><t>トウキョウ</t></rPh></is></c></row>
            <row r="2"><c r="A2" t="b"><v>1</v></c><c r="B2" t="b"><v>0</v></c>\
            <c r="C2" t="e"><v>#N/A</v></c><c r="D2" t="str"><f>A1&amp;"x"</f><v>a_x000D_b</v></c>\
            <c r="E2" t="d"><v>2024-01-05T00:00:00</v></c><c r="F2"><v>1E-3</v></c></row>
            """)
        let rows = try WorkbookReader().firstWorksheet(
            in: TestWorkbook(sheets: [.init(name: "Hoja1", xml: sheet)]).bytes()
        ).rows
        #expect(
            rows == [
                Row(number: 1, cells: [" Café & Co ", "Amazon Prime", "東京"]),
                Row(number: 2, cells: ["TRUE", "FALSE", "#N/A", "a\rb", "2024-01-05", "0.001"]),
            ])
    }

    /// A Mac workbook counts days from 1904: the same day has a serial 1462 smaller.
    @Test func readsTheDate1904System() throws {
        let sheet = TestWorkbook.worksheet(
            #"<row r="1"><c r="A1" s="1"><v>43834</v></c><c r="B1"><v>43834</v></c></row>"#)
        let workbook = TestWorkbook(
            sheets: [.init(name: "Sheet1", xml: sheet)],
            stylesXML: TestWorkbook.styles(cellFormats: [0, 14]), date1904: true)
        let rows = try WorkbookReader().firstWorksheet(in: workbook.bytes()).rows
        #expect(rows == [Row(number: 1, cells: ["2024-01-05", "43834"])])
    }

    /// Writers other than Excel leave out `r` (cells then follow each other) and prefix the
    /// elements (`x:`), as the .NET Open XML SDK does.
    @Test func readsCellsWithoutReferencesAndPrefixedElements() throws {
        let sheet =
            TestWorkbook.declaration
            + #"<x:worksheet xmlns:x="\#(TestWorkbook.mainNamespace)"><x:sheetData>"#
            + #"<x:row><x:c t="inlineStr"><x:is><x:t>a</x:t></x:is></x:c><x:c><x:v>2</x:v></x:c>"#
            + #"</x:row><x:row><x:c r="C2"><x:v>3</x:v></x:c></x:row></x:sheetData></x:worksheet>"#
        let rows = try WorkbookReader().firstWorksheet(
            in: TestWorkbook(sheets: [.init(name: "Data", xml: sheet)]).bytes()
        ).rows
        #expect(
            rows == [Row(number: 1, cells: ["a", "2"]), Row(number: 2, cells: ["", "", "3"])])
    }

    /// Empty tabs are passed over; a hidden sheet is read only when no visible one has rows.
    @Test func picksTheFirstVisibleSheetWithRows() throws {
        let rows = { (text: String) in
            TestWorkbook.worksheet(
                #"<row r="1"><c r="A1" t="inlineStr"><is><t>\#(text)</t></is></c></row>"#)
        }
        let empty = TestWorkbook.worksheet("")
        let workbook = TestWorkbook(sheets: [
            .init(name: "Lookup", xml: rows("hidden"), hidden: true),
            .init(name: "Cover", xml: empty), .init(name: "Statement", xml: rows("visible")),
        ])
        let sheet = try WorkbookReader().firstWorksheet(in: workbook.bytes())
        #expect(sheet == Worksheet(name: "Statement", rows: [Row(number: 1, cells: ["visible"])]))
        let onlyHidden = TestWorkbook(sheets: [
            .init(name: "Cover", xml: empty), .init(name: "Data", xml: rows("x"), hidden: true),
        ])
        #expect(try WorkbookReader().firstWorksheet(in: onlyHidden.bytes()).name == "Data")
    }

    @Test func readsAFileByPath() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("subhub-\(UUID().uuidString).xlsx").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let sheet = TestWorkbook.worksheet(#"<row r="2"><c r="B2"><v>7</v></c></row>"#)
        try Data(TestWorkbook(sheets: [.init(name: "S", xml: sheet)]).bytes()).write(
            to: URL(fileURLWithPath: path))
        #expect(
            try WorkbookReader().firstWorksheet(atPath: path).rows == [
                Row(number: 2, cells: ["", "7"])
            ])
    }

    // MARK: - Errors

    @Test func refusesWhatIsNoZip() {
        #expect(throws: SpreadsheetError.notAZip) {
            try WorkbookReader().firstWorksheet(in: Array("Fecha;Importe\n".utf8))
        }
    }

    @Test func refusesAZipThatIsNoWorkbook() throws {
        let document = try ZipFixture.archive([(name: "word/document.xml", text: "<w:document/>")])
        #expect(throws: SpreadsheetError.notAWorkbook) {
            try WorkbookReader().firstWorksheet(in: document)
        }
    }

    @Test func refusesAWorkbookWithoutRows() throws {
        let noSheets = TestWorkbook(sheets: [])
        let emptySheets = TestWorkbook(sheets: [
            .init(name: "A", xml: TestWorkbook.worksheet("")),
            .init(name: "B", xml: TestWorkbook.worksheet(#"<row r="1"><c r="A1" s="1"/></row>"#)),
        ])
        for workbook in [noSheets, emptySheets] {
            #expect(throws: SpreadsheetError.noWorksheet) {
                try WorkbookReader().firstWorksheet(in: workbook.bytes())
            }
        }
    }

    @Test func refusesADamagedWorkbook() throws {
        let sheet = TestWorkbook.worksheet(#"<row r="1"><c r="A1" t="s"><v>0</v></c></row>"#)
        var missingSheet = TestWorkbook(
            sheets: [.init(name: "S", xml: sheet)], sharedStrings: ["a"])
        missingSheet.omitted = ["xl/worksheets/sheet1.xml"]
        var missingRelationships = TestWorkbook(
            sheets: [.init(name: "S", xml: sheet)], sharedStrings: ["a"])
        missingRelationships.omitted = ["xl/_rels/workbook.xml.rels"]
        let damaged = [
            missingSheet, missingRelationships,
            // A shared string the table does not have.
            TestWorkbook(sheets: [.init(name: "S", xml: sheet)], sharedStrings: []),
            // Cut short.
            TestWorkbook(sheets: [.init(name: "S", xml: String(sheet.dropLast(20)))]),
            TestWorkbook(sheets: [
                .init(name: "S", xml: TestWorkbook.worksheet(#"<row r="1"><c r="1A"/></row>"#))
            ]),
        ]
        for workbook in damaged {
            #expect(throws: SpreadsheetError.damaged) {
                try WorkbookReader().firstWorksheet(in: workbook.bytes())
            }
        }
    }

    @Test func refusesACorruptArchive() throws {
        let text = String(repeating: "<!-- a long comment to corrupt -->", count: 20)
        let sheet = TestWorkbook.worksheet(text + #"<row r="1"><c r="A1"><v>1</v></c></row>"#)
        var bytes = try ZipFixture.archive(
            TestWorkbook(sheets: [.init(name: "S", xml: sheet)]).entries, compression: .stored)
        let comment = Array("a long comment".utf8)
        let start = try #require(
            bytes.indices.first { bytes[$0...].starts(with: comment) })
        bytes[start] = UInt8(ascii: "b")
        #expect(throws: SpreadsheetError.damaged) {
            try WorkbookReader().firstWorksheet(in: bytes)
        }
    }

    @Test func saysWhenLibzipIsMissing() throws {
        let workbook = try TestWorkbook(sheets: [.init(name: "S", xml: TestWorkbook.worksheet(""))])
            .bytes()
        #expect(throws: SpreadsheetError.zipLibraryMissing) {
            try WorkbookReader(libraryPath: "/nonexistent/libzip.so.4").firstWorksheet(in: workbook)
        }
    }

    /// A cell at column XFD in each of 6,000 rows (a 31 KB file): refused at the first,
    /// naming the limit, where rows padded out to it once took 1.5 GB.
    @Test func aCellPastTheColumnLimitIsRefusedNamingIt() throws {
        let rows = (1...6_000).map {
            #"<row r="\#($0)"><c r="XFD\#($0)" t="inlineStr"><is><t>x</t></is></c></row>"#
        }
        let bytes = try TestWorkbook(
            sheets: [.init(name: "Hoja1", xml: TestWorkbook.worksheet(rows.joined()))]
        ).bytes()
        #expect(throws: SpreadsheetError.tooManyColumns(row: 1, limit: 1_000)) {
            try WorkbookReader().firstWorksheet(in: bytes)
        }
    }

    /// Empty cells out to XFD, as Excel writes a formatted row, are never placed: the row
    /// ends at its last cell with text, however far its empty ones go.
    @Test func emptyCellsPastTheColumnLimitAreIgnored() throws {
        let rows = (1...6_000).map {
            #"<row r="\#($0)"><c r="A\#($0)" t="inlineStr"><is><t>x</t></is></c>"#
                + #"<c r="XFD\#($0)" s="1"/></row>"#
        }
        let bytes = try TestWorkbook(
            sheets: [.init(name: "Hoja1", xml: TestWorkbook.worksheet(rows.joined()))]
        ).bytes()
        let sheet = try WorkbookReader().firstWorksheet(in: bytes)
        #expect(sheet.rows.count == 6_000)
        #expect(sheet.rows.allSatisfy { $0.cells == ["x"] })
    }

    @Test func partsNestedPastTheDepthLimitAreRefusedNamingIt() throws {
        let nested = String(repeating: "<a>", count: 300) + String(repeating: "</a>", count: 300)
        let bytes = try TestWorkbook(
            sheets: [.init(name: "Hoja1", xml: TestWorkbook.worksheet(nested))]
        ).bytes()
        #expect(throws: SpreadsheetError.nestedTooDeep(limit: 256)) {
            try WorkbookReader().firstWorksheet(in: bytes)
        }
    }

    @Test func mapsToTheStatementImportersErrors() {
        #expect(SpreadsheetError.zipLibraryMissing.statementError == .spreadsheetLibraryMissing)
        for error in [SpreadsheetError.notAZip, .damaged, .noWorksheet] {
            #expect(error.statementError == .unreadableSpreadsheet)
        }
        #expect(SpreadsheetError.tooLarge(limit: 9).statementError == .workbookTooLarge(limit: 9))
    }
}
