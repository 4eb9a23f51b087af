import Foundation
import SubDomain
import Testing
import TestSupport

@testable import SubFormats

/// Invoice codes, the amounts and dates of a bill's rows, and hostile images.
struct ImageReadingTests {
    /// Every VERI*FACTU URL and every Chinese e-invoice code written from generated fields
    /// reads back to those fields exactly; changing a field's shape makes it no code.
    @Test func invoiceCodesReadBackTheirFieldsExactly() throws {
        var generator = Sample.SeededGenerator(seed: 41)
        for _ in 0..<300 {
            let year = Int.random(in: 2024...2030, using: &generator)
            let month = Int.random(in: 1...12, using: &generator)
            let day = Int.random(in: 1...28, using: &generator)
            let minor = Int64.random(in: 1...9_999_999, using: &generator)
            let amount = "\(minor / 100).\(String(format: "%02d", minor % 100))"
            let nif = "B\(Int.random(in: 10_000_000...99_999_999, using: &generator))"
            let url =
                "https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=\(nif)"
                + "&numserie=F\(minor % 1000)%2F26&fecha=\(String(format: "%02d-%02d-%04d", day, month, year))"
                + "&importe=\(amount)"
            let spanish = try #require(InvoiceCode.parse(url))
            #expect(spanish.kind == .verifactu && spanish.issuerTaxID == nif)
            #expect(spanish.amountMinor == minor && spanish.currency == .eur)
            #expect(spanish.date == (try CivilDate(year: year, month: month, day: day)))
            #expect(spanish.number == "F\(minor % 1000)/26")
            let chinese =
                "01,32,,2444\(minor),\(amount),\(String(format: "%04d%02d%02d", year, month, day)),,74AE"
            let china = try #require(InvoiceCode.parse(chinese))
            #expect(
                china.kind == .chinaEInvoice && china.amountMinor == minor && china.currency == .cny
            )
            #expect(china.date == (try CivilDate(year: year, month: month, day: day)))
            // A broken field is no code: never a guess.
            #expect(
                InvoiceCode.parse(url.replacingOccurrences(of: "importe=", with: "importe=x"))
                    == nil)
            #expect(
                InvoiceCode.parse(chinese.replacingOccurrences(of: ",\(amount),", with: ",1.2.3,"))
                    == nil)
        }
        #expect(
            InvoiceCode.parse("https://example.com/?nif=1&numserie=2&fecha=01-01-2026&importe=3")
                == nil)
    }

    static func row(_ text: String, confidence: Double = 95, order: StatementDateOrder = .dayFirst)
        -> BillRow
    {
        var left = 0
        let words = text.split(separator: " ").map { part -> OCRWord in
            defer { left += part.count * 20 + 20 }
            return OCRWord(
                text: String(part), confidence: confidence,
                box: PixelBox(left: left, top: 0, right: left + part.count * 20, bottom: 30),
                line: 0)
        }
        return BillRow(words: words, preferredOrder: order)
    }

    /// An amount is read in every way bills write it, in minor units; a number without a
    /// currency or two decimals (an order number, a year) is none.
    @Test func amountsAreReadInEveryWrittenForm() {
        var generator = Sample.SeededGenerator(seed: 7)
        for _ in 0..<300 {
            let minor = Int64.random(in: 1...999_999, using: &generator)
            let whole = minor / 100
            let cents = String(format: "%02d", minor % 100)
            let grouped =
                whole >= 1000
                ? "\(whole / 1000).\(String(format: "%03d", whole % 1000))" : "\(whole)"
            let groupedEnglish =
                whole >= 1000
                ? "\(whole / 1000),\(String(format: "%03d", whole % 1000))" : "\(whole)"
            let forms: [(String, CurrencyCode?)] = [
                ("Total \(grouped),\(cents) €", .eur), ("TOTAL: \(whole),\(cents)€", .eur),
                ("Amount $\(groupedEnglish).\(cents)", .usd), ("合计 ¥\(whole).\(cents)", .cny),
                ("实付 \(whole).\(cents)元", .cny), ("Importe \(whole),\(cents) EUR", .eur),
                ("Total \(whole).\(cents)", nil),
            ]
            for (text, currency) in forms {
                let amounts = Self.row(text).amounts
                #expect(amounts.map(\.minor) == [minor], "\(text)")
                #expect(amounts.first?.currency == currency, "\(text)")
            }
        }
        #expect(Self.row("Pedido 27505051 del 2026").amounts.isEmpty)
        #expect(Self.row("Microsoft 365 Family").amounts.isEmpty)
    }

    /// A date is read in the forms bills print it; day/month order is decided by the numbers
    /// and else by the user's order.
    @Test func datesAreReadInEveryWrittenForm() throws {
        var generator = Sample.SeededGenerator(seed: 11)
        let english = [
            "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
        ]
        let spanish = [
            "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
            "octubre", "noviembre", "diciembre",
        ]
        for _ in 0..<300 {
            let date = try CivilDate(
                year: Int.random(in: 2000...2099, using: &generator),
                month: Int.random(in: 1...12, using: &generator),
                day: Int.random(in: 1...28, using: &generator))
            let (y, m, d) = (date.year, date.month, date.day)
            let forms = [
                "Fecha: \(String(format: "%02d/%02d/%04d", d, m, y))",
                "日期：\(y)年\(String(format: "%02d", m))月\(String(format: "%02d", d))日",
                "下次扣款日期 \(date.iso)", "Renews \(english[m - 1]) \(d), \(y)",
                "Se renueva el \(d) de \(spanish[m - 1]) de \(y)", "\(d) \(english[m - 1]) \(y)",
            ]
            for text in forms {
                #expect(Self.row(text).dates.map(\.date) == [date], "\(text)")
            }
            let american = String(format: "%02d/%02d/%04d", m, d, y)
            #expect(Self.row(american, order: .monthFirst).dates.map(\.date) == [date])
        }
    }

    /// Two totals that differ are a question with both figures; words read with low
    /// confidence are never sure.
    @Test func aFieldInDoubtIsNeverSure() throws {
        func words(_ lines: [(String, Double)]) -> [OCRWord] {
            lines.enumerated().flatMap { index, line in
                line.0.split(separator: " ").enumerated().map { column, part in
                    OCRWord(
                        text: String(part), confidence: line.1,
                        box: PixelBox(
                            left: column * 200, top: index * 60, right: column * 200 + 150,
                            bottom: index * 60 + 30), line: index)
                }
            }
        }
        let low = BillImageReader.read(
            words: words([("Netflix", 95), ("Fecha: 05/03/2026", 95), ("Total 12,99 €", 41)]),
            defaultCurrency: .eur)
        guard case .receipt(let receipt) = low else { Issue.record("\(low)"); return }
        #expect(receipt.amount?.value == 1299 && receipt.amount?.sure == false)
        #expect(receipt.date?.sure == true && receipt.merchant == "Netflix")
        let two = BillImageReader.read(
            words: words([("Spotify", 95), ("05/03/2026", 95), ("10,99 €", 95), ("12,99 €", 95)]),
            defaultCurrency: .eur)
        guard case .receipt(let both) = two else { Issue.record("\(two)"); return }
        #expect(both.amount?.sure == false && both.amount?.alternatives.isEmpty == false)
    }

    /// Hostile files: a header announcing 50,000 × 50,000 pixels is refused before decoding;
    /// a file cut short is damaged; text named .png is no image; nothing crashes.
    @Test func hostileImagesAreRefusedWithTheirReason() throws {
        let folder = NSTemporaryDirectory() + "hostile-images-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FixturePython.run(
            """
            import struct, zlib, sys, io
            from PIL import Image
            folder = sys.argv[1]
            def chunk(kind, data):
                return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xffffffff)
            def png(w, h):
                raw = zlib.compress(b"\\0" * 64)
                return b"\\x89PNG\\r\\n\\x1a\\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 0, 0, 0, 0)) + chunk(b"IDAT", raw) + chunk(b"IEND", b"")
            open(folder + "/bomb.png", "wb").write(png(50000, 50000))
            open(folder + "/wide.png", "wb").write(png(30000, 10))
            good = io.BytesIO()
            Image.new("L", (400, 300), 200).save(good, "PNG")
            open(folder + "/cut.png", "wb").write(good.getvalue()[:60])
            jpeg = io.BytesIO()
            Image.new("RGB", (400, 300), (10, 20, 30)).save(jpeg, "JPEG")
            open(folder + "/cut.jpg", "wb").write(jpeg.getvalue()[:200])
            open(folder + "/text.png", "w").write("not an image at all\\n")
            Image.new("L", (3, 2), 77).save(folder + "/tiny.webp", "WEBP", lossless=True)
            """, [folder])
        func decode(_ name: String) throws -> Result<GrayImage, ImageError> {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)))
            do throws(ImageError) { return .success(try ImageDecoder.decode(bytes)) } catch {
                return .failure(error)
            }
        }
        #expect(
            try decode("bomb.png")
                == .failure(
                    .tooLarge(width: 50_000, height: 50_000, limitPixels: ReadingLimits.imagePixels)
                ))
        #expect(
            try decode("wide.png")
                == .failure(
                    .tooLarge(width: 30_000, height: 10, limitPixels: ReadingLimits.imagePixels)))
        #expect(try decode("cut.png") == .failure(.damaged))
        #expect(try decode("text.png") == .failure(.notAnImage))
        // A JPEG cut short decodes what it holds or is damaged: never a crash.
        _ = try decode("cut.jpg")
        let tiny = try decode("tiny.webp").get()
        #expect(
            tiny.width == 3 && tiny.height == 2 && tiny.bytes == [UInt8](repeating: 77, count: 6))
    }
}
