import SubDomain
import SubFormats
import TestSupport
import Testing

@Suite struct TextEncodingTests {
    static func encoded(_ text: String, as encoding: String) -> [UInt8] {
        IconvEncoder.encoded(text, as: encoding)
    }

    @Test func byteOrderMarksDecideAndAreDropped() throws {
        let text = "Fecha;Concepto;Importe\n05/01/2026;Café;-12,99 €\n"
        let utf8 = try #require(TextEncoding.decode([0xEF, 0xBB, 0xBF] + Array(text.utf8)))
        #expect(utf8.text == text)
        #expect(utf8.encoding == .utf8)
        let little = try #require(
            TextEncoding.decode([0xFF, 0xFE] + Self.encoded(text, as: "UTF-16LE")))
        #expect(little.text == text)
        #expect(little.encoding == .utf16LittleEndian)
        let big = try #require(
            TextEncoding.decode([0xFE, 0xFF] + Self.encoded(text, as: "UTF-16BE")))
        #expect(big.text == text)
        #expect(big.encoding == .utf16BigEndian)
    }

    @Test func utf16WithoutAMarkIsToldByItsNULs() throws {
        let text = "Date,Payee,Amount\n2026-01-05,Netflix,-12.99\n"
        let little = try #require(TextEncoding.decode(Self.encoded(text, as: "UTF-16LE")))
        #expect(little.text == text)
        #expect(little.encoding == .utf16LittleEndian)
        let big = try #require(TextEncoding.decode(Self.encoded(text, as: "UTF-16BE")))
        #expect(big.text == text)
        #expect(big.encoding == .utf16BigEndian)
    }

    @Test func westernBytesAreWindows1252ElseLatin1() throws {
        let text = "Fecha;Concepto;Importe\n05/01/2026;Cafetería “El Niño” — menú;-12,99 €\n"
        let windows = try #require(TextEncoding.decode(Self.encoded(text, as: "WINDOWS-1252")))
        #expect(windows.text == text)
        #expect(windows.encoding == .windows1252)
        // 0x81 has no character in Windows-1252: the bytes are Latin-1 (a C1 control).
        let latin = try #require(TextEncoding.decode([0x41, 0x81, 0xE9]))
        #expect(latin.text == "A\u{81}é")
        #expect(latin.encoding == .latin1)
    }

    @Test func chineseBytesAreGB18030() throws {
        let text = "交易时间,交易对方,商品说明,收/支,金额\n2026-11-28 08:00:00,爱奇艺,爱奇艺VIP会员自动续费,支出,25.00\n"
        let decoded = try #require(TextEncoding.decode(Self.encoded(text, as: "GB18030")))
        #expect(decoded.text == text)
        #expect(decoded.encoding == .gb18030)
    }

    @Test func bytesThatAreNoTextAreRefused() {
        #expect(
            TextEncoding.decode([
                0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49,
            ]) == nil)
        #expect(TextEncoding.decode([0xEF, 0xBB, 0xBF, 0xC3]) == nil)
    }

    /// Random Spanish and Chinese lines, encoded by iconv, come back as written and in the
    /// encoding they were written in.
    @Test(arguments: [1, 2, 3, 4, 5])
    func randomTextsComeBack(seed: UInt64) throws {
        var state = seed &* 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        // Words as a Spanish statement writes them: accented letters between plain ones.
        let western = [
            "Cafetería", "Niño", "menú", "Peñíscola", "Cádiz", "€", "“Recibo”", "—", "Müller",
            "AÑO", "pagó", "12,99", "ÁREA", "Ibérica", "canción", "Logroño", "-",
        ]
        let chinese = Array("支付宝微信爱奇艺腾讯视频网易云音乐交易成功退款收入支出,.0123456789-¥")
        for _ in 0..<20 {
            let spanish =
                "Fecha;Concepto;Importe\n05/01/2026;Cafetería;-3,20\n05/01/2026;"
                + (0..<(1 + next(12))).map { _ in western[next(western.count)] }
                .joined(separator: next(2) == 0 ? " " : ";")
            let windows = try #require(
                TextEncoding.decode(Self.encoded(spanish, as: "WINDOWS-1252")))
            #expect(windows.text == spanish)
            let han = "交易" + String((0..<(1 + next(60))).map { _ in chinese[next(chinese.count)] })
            let gbk = try #require(TextEncoding.decode(Self.encoded(han, as: "GB18030")))
            #expect(gbk.text == han)
            #expect(gbk.encoding == .gb18030)
        }
    }
}
