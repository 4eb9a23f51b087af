import Foundation
import SubDomain
import SubFormats
import TestSupport

/// The same five-year, 20,000-movement history written in every format a bank or a
/// wallet gives, each read (encoding, format, rows), its charges picked and its series found
/// in process, against the absolute target of 1 s per file.
enum StatementFormatsBenchmark {
    struct Movement {
        let date: CivilDate
        let description: String
        /// Money out is positive.
        let minor: Int64
    }

    /// The movements of `StatementBenchmark.statement`, with a salary in each month.
    static func movements(rows: Int = 20_000) -> [Movement] {
        let text = StatementBenchmark.statement(rows: rows - 60)
        var movements: [Movement] = []
        movements.reserveCapacity(rows)
        for line in text.split(separator: "\n").dropFirst(4) {
            let cells = line.split(separator: ";", omittingEmptySubsequences: false)
            let parts = cells[0].split(separator: "/").compactMap { Int($0) }
            let date = try! CivilDate(year: parts[2], month: parts[1], day: parts[0])
            let amount = cells[2].replacingOccurrences(of: ",", with: "").dropFirst()
            movements.append(
                Movement(date: date, description: String(cells[1]), minor: Int64(amount)!))
        }
        let start = CivilDate(iso: "2021-01-25")!
        for month in 0..<60 {
            movements.append(
                Movement(
                    date: start.addingMonths(month), description: "NOMINA EMPRESA", minor: -210_000)
            )
        }
        return movements.sorted { $0.date < $1.date }
    }

    static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    static func decimal(_ minor: Int64, mark: String = ".") -> String {
        let magnitude = abs(minor)
        return (minor < 0 ? "-" : "") + "\(magnitude / 100)\(mark)\(two(Int(magnitude % 100)))"
    }

    static func padded(_ text: String, _ width: Int) -> String {
        let cut = String(text.prefix(width))
        return cut + String(repeating: " ", count: width - cut.count)
    }

    static func zeros(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    static func yymmdd(_ date: CivilDate) -> String {
        two(date.year % 100) + two(date.month) + two(date.day)
    }

    static func norma43(_ movements: [Movement]) -> String {
        var records = [
            "11" + "2100" + "0418" + "0200051332" + "210101" + "251231" + "2" + zeros(0, 14)
                + "978" + "3" + padded("BENCH SL", 26) + "   "
        ]
        for movement in movements {
            records.append(
                "22" + "    " + "0418" + yymmdd(movement.date) + yymmdd(movement.date) + "03"
                    + "000"
                    + (movement.minor > 0 ? "1" : "2") + zeros(abs(movement.minor), 14)
                    + "0000000000" + padded("", 12) + padded("", 16))
            records.append("2301" + padded(movement.description, 38) + padded("", 38))
        }
        records.append("88" + String(repeating: "9", count: 18) + zeros(Int64(records.count), 6))
        return records.joined(separator: "\r\n") + "\r\n"
    }

    static func qif(_ movements: [Movement]) -> String {
        var lines = ["!Type:Bank"]
        for movement in movements {
            lines.append(
                "D\(two(movement.date.month))/\(two(movement.date.day))/\(movement.date.year)")
            lines.append("T\(decimal(-movement.minor))")
            lines.append("P\(movement.description)")
            lines.append("^")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func mt940(_ movements: [Movement]) -> String {
        var lines = [
            ":20:BENCH", ":25:ES0021000418450200051332", ":28C:1/1", ":60F:C201231EUR0,00",
        ]
        for movement in movements {
            let mark = movement.minor > 0 ? "D" : "C"
            lines.append(
                ":61:\(yymmdd(movement.date))\(two(movement.date.month))\(two(movement.date.day))"
                    + "\(mark)\(decimal(abs(movement.minor), mark: ","))NMSCNONREF")
            lines.append(":86:\(movement.description)")
        }
        lines.append(":62F:C251231EUR0,00")
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// Alipay's bill: its block of details, padded cells, GBK bytes.
    static func alipay(_ movements: [Movement]) -> [UInt8] {
        var lines = [
            "支付宝交易记录明细查询", "账号:[bench@example.com]",
            "起始日期:[2021-01-01 00:00:00]    终止日期:[2025-12-31 23:59:59]",
            "---------------------------------交易记录明细列表------------------------------------",
            "交易时间,交易分类,交易对方,对方账号,商品说明,收/支,金额,收/付款方式,交易状态,交易订单号,商家订单号,备注,",
        ]
        for (index, movement) in movements.enumerated() {
            let date = movement.date
            lines.append(
                "\(date.year)-\(two(date.month))-\(two(date.day)) 10:00:00,日用百货,\(movement.description),***,"
                    + "商品,\(movement.minor > 0 ? "支出" : "收入"),\(decimal(abs(movement.minor)))    ,"
                    + "余额,交易成功    ,2021\(index)\t,T\(index)\t,,")
        }
        return IconvEncoder.encoded(lines.joined(separator: "\n") + "\n", as: "GB18030")
    }

    static func wechat(_ movements: [Movement]) -> String {
        var lines = [
            "微信支付账单明细,,,,,,,,,,", "微信昵称：[bench],,,,,,,,,,", ",,,,,,,,,,",
            "----------------------微信支付账单明细列表--------------------,,,,,,,,,,",
            "交易时间,交易类型,交易对方,商品,收/支,金额(元),支付方式,当前状态,交易单号,商户单号,备注",
        ]
        for (index, movement) in movements.enumerated() {
            let date = movement.date
            lines.append(
                "\(date.year)-\(two(date.month))-\(two(date.day)) 10:00:00,商户消费,\(movement.description),"
                    + "/,\(movement.minor > 0 ? "支出" : "收入"),¥\(decimal(abs(movement.minor))),零钱,支付成功,"
                    + "42\(index)\t,9\(index)\t,/")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func ofx(_ movements: [Movement]) -> String {
        var lines = [
            "OFXHEADER:100", "DATA:OFXSGML", "VERSION:102", "SECURITY:NONE", "ENCODING:USASCII",
            "CHARSET:1252", "COMPRESSION:NONE", "OLDFILEUID:NONE", "NEWFILEUID:NONE", "",
            "<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STMTRS><CURDEF>USD",
            "<BANKACCTFROM><BANKID>121000248<ACCTID>123456<ACCTTYPE>CHECKING</BANKACCTFROM>",
            "<BANKTRANLIST><DTSTART>20210101<DTEND>20251231",
        ]
        for (index, movement) in movements.enumerated() {
            let date = movement.date
            lines += [
                "<STMTTRN>", "<TRNTYPE>\(movement.minor > 0 ? "DEBIT" : "CREDIT")",
                "<DTPOSTED>\(date.year)\(two(date.month))\(two(date.day))120000",
                "<TRNAMT>\(decimal(-movement.minor))", "<FITID>\(index)",
                "<NAME>\(movement.description.prefix(32))", "</STMTTRN>",
            ]
        }
        lines.append("</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>")
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    static func camt053(_ movements: [Movement]) -> String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">"#,
            "<BkToCstmrStmt><GrpHdr><MsgId>BENCH</MsgId></GrpHdr><Stmt><Id>1</Id>",
            "<Acct><Id><IBAN>ES0021000418450200051332</IBAN></Id><Ccy>EUR</Ccy></Acct>",
        ]
        for (index, movement) in movements.enumerated() {
            let date = movement.date
            let name = movement.description.replacingOccurrences(of: "&", with: "&amp;")
            lines.append(
                "<Ntry><Amt Ccy=\"EUR\">\(decimal(abs(movement.minor)))</Amt>"
                    + "<CdtDbtInd>\(movement.minor > 0 ? "DBIT" : "CRDT")</CdtDbtInd><Sts>BOOK</Sts>"
                    + "<BookgDt><Dt>\(date.year)-\(two(date.month))-\(two(date.day))</Dt></BookgDt>"
                    + "<AcctSvcrRef>\(index)</AcctSvcrRef><NtryDtls><TxDtls><RmtInf>"
                    + "<Ustrd>\(name)</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>")
        }
        lines.append("</Stmt></BkToCstmrStmt></Document>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A bank's Excel download: dates as serial numbers in a date style, the descriptions as
    /// shared strings, amounts as numbers. Zipped by Python's zipfile, an independent writer.
    static func xlsx(_ movements: [Movement]) -> [UInt8] {
        var strings = ["Fecha", "Concepto", "Importe"]
        var stringIndex: [String: Int] = [:]
        func shared(_ text: String) -> Int {
            if let index = stringIndex[text] { return index }
            strings.append(text)
            stringIndex[text] = strings.count - 1
            return strings.count - 1
        }
        // Serial 45292 is 2024-01-01 in the 1900 date system.
        let epoch = CivilDate(iso: "2024-01-01")!
        var rows =
            #"<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c>"#
            + #"<c r="C1" t="s"><v>2</v></c></row>"#
        for (index, movement) in movements.enumerated() {
            let line = index + 2
            let serial = 45292 + epoch.days(until: movement.date)
            rows +=
                #"<row r="\#(line)"><c r="A\#(line)" s="1"><v>\#(serial)</v></c>"#
                + #"<c r="B\#(line)" t="s"><v>\#(shared(movement.description))</v></c>"#
                + #"<c r="C\#(line)"><v>\#(decimal(-movement.minor))</v></c></row>"#
        }
        let workbook = TestWorkbook(
            sheets: [.init(name: "Movimientos", xml: TestWorkbook.worksheet(rows))],
            sharedStrings: strings, stylesXML: TestWorkbook.styles(cellFormats: [0, 14]))
        return try! workbook.bytes()
    }

    /// Each format's file, as bytes a user would hand to `import statement`.
    static func files(_ movements: [Movement]) -> [(name: String, bytes: [UInt8])] {
        [
            ("CSV", Array(StatementBenchmark.statement(rows: movements.count).utf8)),
            ("Norma 43", Array(norma43(movements).utf8)),
            ("QIF", Array(qif(movements).utf8)),
            ("MT940", Array(mt940(movements).utf8)),
            ("OFX (SGML)", Array(ofx(movements).utf8)),
            ("CAMT.053", Array(camt053(movements).utf8)),
            ("Alipay (GBK)", alipay(movements)),
            ("WeChat Pay", Array(wechat(movements).utf8)),
            ("XLSX", xlsx(movements)),
        ]
    }

    struct NotText: Error {}

    /// What `import statement` does with a file's bytes: a zip archive is a workbook, anything
    /// else is decoded and read by the format its content shows.
    static func read(_ bytes: [UInt8], context: StatementContext) throws -> StatementReading {
        if bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
            let sheet = try WorkbookReader().firstWorksheet(in: bytes)
            let table = sheet.rows.map {
                StatementReader.TableRow(line: $0.number, cells: $0.cells)
            }
            let rows = try StatementReader.read(table: table, format: .xlsx, context: context)
            return try StatementReading(rows, encoding: nil, context: context)
        }
        guard let (text, encoding) = TextEncoding.decode(bytes) else { throw NotText() }
        return try StatementFile.read(text, encoding: encoding, context: context)
    }

    static func run() -> [String] {
        let movements = self.movements()
        let context = StatementContext(defaultCurrency: try! CurrencyCode("EUR"), words: .catalogs)
        var lines = [
            "statement formats: \(movements.count) movements over 5 years per file, "
                + "decoded, read, charges picked and series found in process (target ≤ 1 s each)"
        ]
        for (name, bytes) in files(movements) {
            var found = 0
            var charges = 0
            var failure: String?
            let times = Stopwatch.measure(runs: 3) {
                do {
                    let reading = try read(bytes, context: context)
                    charges = reading.charges.count
                    found =
                        RecurringSeriesFinder.find(
                            in: reading.charges, statementEnd: reading.lastDate
                        ).count
                } catch {
                    failure = "\(error)"
                }
            }
            let median = Stopwatch.median(times)
            let verdict = failure.map { "FAILED: \($0)" } ?? (median <= 1 ? "ok" : "OVER TARGET")
            lines.append(
                "  \(padded(name, 14)) \(Stopwatch.milliseconds(median))  \(charges) charges, "
                    + "\(found) series  \(verdict)")
        }
        return lines
    }
}
