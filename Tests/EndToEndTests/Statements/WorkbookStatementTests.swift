import Foundation
import Testing

/// `import statement` on an Excel download: a bank's workbook with serial dates under a
/// date style, and WeChat Pay's bill as the app now hands it out (.xlsx).
@Suite("Statements in Excel workbooks")
struct WorkbookStatementTests {
    /// Writes an .xlsx with Python's zipfile (an independent writer): one sheet of `rows`,
    /// strings inline, numbers as numbers, and `dateColumn`'s numbers as serial days under
    /// the built-in date format 14.
    static func workbook(_ rows: [[Any]], dateColumn: Int?, to path: String) throws {
        func column(_ index: Int) -> String { String(UnicodeScalar(UInt8(65 + index))) }
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(
                of: "<", with: "&lt;")
        }
        var sheet = ""
        for (rowIndex, row) in rows.enumerated() {
            sheet += "<row r=\"\(rowIndex + 1)\">"
            for (index, value) in row.enumerated() {
                let reference = "\(column(index))\(rowIndex + 1)"
                if let number = value as? Double {
                    let style = index == dateColumn ? " s=\"1\"" : ""
                    sheet += "<c r=\"\(reference)\"\(style)><v>\(number)</v></c>"
                } else if let text = value as? String, !text.isEmpty {
                    sheet +=
                        "<c r=\"\(reference)\" t=\"inlineStr\"><is><t>\(escaped(text))</t></is></c>"
                }
            }
            sheet += "</row>"
        }
        let main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
        let relationships = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
        let package = "http://schemas.openxmlformats.org/package/2006/relationships"
        let parts: [(String, String)] = [
            (
                "[Content_Types].xml",
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?><Types xmlns=\"http://schemas.openxmlformats.org/package/2006/content-types\"><Default Extension=\"rels\" ContentType=\"application/vnd.openxmlformats-package.relationships+xml\"/><Default Extension=\"xml\" ContentType=\"application/xml\"/><Override PartName=\"/xl/workbook.xml\" ContentType=\"application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml\"/><Override PartName=\"/xl/worksheets/sheet1.xml\" ContentType=\"application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml\"/><Override PartName=\"/xl/styles.xml\" ContentType=\"application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml\"/></Types>"
            ),
            (
                "_rels/.rels",
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?><Relationships xmlns=\"\(package)\"><Relationship Id=\"rId1\" Type=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument\" Target=\"xl/workbook.xml\"/></Relationships>"
            ),
            (
                "xl/workbook.xml",
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?><workbook xmlns=\"\(main)\" xmlns:r=\"\(relationships)\"><sheets><sheet name=\"Sheet1\" sheetId=\"1\" r:id=\"rId1\"/></sheets></workbook>"
            ),
            (
                "xl/_rels/workbook.xml.rels",
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?><Relationships xmlns=\"\(package)\"><Relationship Id=\"rId1\" Type=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet\" Target=\"worksheets/sheet1.xml\"/><Relationship Id=\"rId2\" Type=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles\" Target=\"styles.xml\"/></Relationships>"
            ),
            (
                "xl/styles.xml",
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?><styleSheet xmlns=\"\(main)\"><cellXfs count=\"2\"><xf numFmtId=\"0\"/><xf numFmtId=\"14\" applyNumberFormat=\"1\"/></cellXfs></styleSheet>"
            ),
            (
                "xl/worksheets/sheet1.xml",
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?><worksheet xmlns=\"\(main)\"><sheetData>\(sheet)</sheetData></worksheet>"
            ),
        ]
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        var arguments = [
            "-c",
            "import sys, zipfile\nz = zipfile.ZipFile(sys.argv[1], 'w', zipfile.ZIP_DEFLATED)\nfor i in range(2, len(sys.argv), 2):\n    z.writestr(sys.argv[i], open(sys.argv[i + 1], 'rb').read())\nz.close()",
            path,
        ]
        for (index, part) in parts.enumerated() {
            let file = folder.appendingPathComponent("part\(index).xml")
            try part.1.write(to: file, atomically: true, encoding: .utf8)
            arguments += [part.0, file.path]
        }
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        python.arguments = arguments
        try python.run()
        python.waitUntilExit()
        #expect(python.terminationStatus == 0)
    }

    /// The serial day Excel stores for `iso` (days since 1899-12-30).
    static func serial(_ iso: String) -> Double {
        let parts = iso.split(separator: "-").compactMap { Int($0) }
        var components = DateComponents()
        (components.year, components.month, components.day) = (parts[0], parts[1], parts[2])
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let epoch = calendar.date(from: DateComponents(year: 1899, month: 12, day: 30))!
        return Double(
            calendar.dateComponents([.day], from: epoch, to: calendar.date(from: components)!).day!)
    }

    @Test(
        "a Spanish bank's workbook: a title, serial dates, negative amounts",
        arguments: Language.allCases)
    func bankWorkbook(_ language: Language) throws {
        let box = try Sandbox(language)
        let path = box.file("movimientos.xlsx").path
        var rows: [[Any]] = [
            ["Movimientos de la cuenta ES12 3456"], [], ["Fecha", "Concepto", "Importe", "Saldo"],
        ]
        for month in 5...11 {
            let mm = month < 10 ? "0\(month)" : "\(month)"
            rows.append([Self.serial("2026-\(mm)-04"), "RECIBO MOVISTAR FUSION", -58.9, 1200.0])
            rows.append([
                Self.serial("2026-\(mm)-1\(month % 10)"), "COMPRA EL CORTE INGLES",
                -Double(20 + month), 1100.0,
            ])
        }
        try Self.workbook(rows, dateColumn: 0, to: path)
        let json = try jsonObject(
            box.run(["import", "statement", path], globals: ["--json"]).stdout)
        #expect(json["format"] as? String == "xlsx")
        #expect(json["encoding"] is NSNull)
        let proposals = try #require(json["proposals"] as? [[String: Any]])
        #expect(proposals.count == 1)
        #expect(proposals.first?["amount_minor"] as? Int == 5890)
        #expect(proposals.first?["next_charge"] as? String == "2026-12-04")
        let shown = try box.run("import", "statement", path)
        #expect(shown.status == 0)
        #expect(
            shown.stdout.contains(
                language.pick("Leído como libro de Excel.", "Read as Excel workbook.")),
            "\(shown.stdout)")
    }

    @Test("WeChat Pay's bill as a workbook, read in Chinese")
    func wechatWorkbook() throws {
        let zh = try ChineseTests.ChineseBox()
        let path = zh.box.file("微信支付账单流水文件.xlsx").path
        var rows: [[Any]] = [
            ["微信支付账单明细"], ["微信昵称：[小明]"], ["起始时间：[2026-05-01 00:00:00] 终止时间：[2026-11-30 23:59:59]"],
            [],
            ["----------------------微信支付账单明细列表--------------------"],
            ["交易时间", "交易类型", "交易对方", "商品", "收/支", "金额(元)", "支付方式", "当前状态", "交易单号", "商户单号", "备注"],
        ]
        for month in 5...11 {
            let mm = month < 10 ? "0\(month)" : "\(month)"
            rows.append([
                "2026-\(mm)-20 08:00:00", "商户消费", "QQ音乐", "QQ音乐豪华绿钻连续包月", "支出", "¥15.00", "零钱",
                "支付成功", "42\(month)", "9\(month)", "/",
            ])
            rows.append([
                "2026-\(mm)-0\(month % 9 + 1) 12:00:00", "商户消费", "美团外卖", "午餐", "支出",
                "¥\(20 + month).00", "零钱", "支付成功", "43\(month)", "8\(month)", "/",
            ])
        }
        try Self.workbook(rows, dateColumn: nil, to: path)
        let shown = try zh.quiet("import", "statement", path)
        #expect(shown.contains("按 微信支付账单 读取。"), "\(shown)")
        #expect(shown.contains("QQ音乐"), "\(shown)")
        #expect(shown.contains("¥15.00"), "\(shown)")
    }

    @Test(
        "an old .xls workbook is named as one, not called undecodable text",
        arguments: Language.allCases)
    func legacyWorkbook(_ language: Language) throws {
        let box = try Sandbox(language)
        let file = box.file("movimientos.xls")
        // An OLE2 compound file's header: its signature, then the version fields Excel writes.
        var bytes: [UInt8] =
            [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1] + Array(repeating: 0, count: 16)
        bytes += [0x3E, 0x00, 0x03, 0x00, 0xFE, 0xFF, 0x09, 0x00]
        bytes += (0..<480).map { UInt8(truncatingIfNeeded: $0 &* 37) }
        try Data(bytes).write(to: file)
        let result = try box.run("import", "statement", file.path, "--yes")
        #expect(result.status == 1)
        #expect(
            result.stderr
                == language.pick(
                    "error: \(file.path) es un libro de Excel del formato antiguo (.xls), que SubHub no lee. Ábrelo en tu hoja de cálculo y guárdalo como .xlsx o CSV, e importa ese; no se ha importado nada.\n",
                    "error: \(file.path) is an old-format Excel workbook (.xls), which SubHub does not read. Open it in your spreadsheet program, save it as .xlsx or CSV, and import that; nothing was imported.\n"
                ))
        #expect(try box.items().isEmpty)
    }
}
