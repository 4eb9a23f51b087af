import Foundation
import SubDomain
import SubLocalization
import Testing
import TestSupport

@testable import SubFormats

/// How a receipt's amount, currency and day are read, in every catalog's words, and how an
/// HTML body becomes text.
@Suite struct ReceiptReaderTests {
    static let words = MailWords(
        words: CatalogLibrary.embedded.mailWords,
        currencies: CatalogLibrary.embedded.mailCurrencyWords)
    static let reader = ReceiptReader(
        words: words,
        brandDomains: [
            "netflix.com": [MailBrand(name: "Netflix", aliases: [])],
            "apple.com": [
                MailBrand(name: "iCloud+", aliases: []),
                MailBrand(name: "Apple Music", aliases: []),
            ],
        ])

    /// Every way a receipt writes an amount, for amounts drawn at random: the symbol or code
    /// before or after, a decimal comma or point, thousands grouped or not.
    @Test func everyWrittenAmountIsReadInItsCurrency() throws {
        var random = SeededRandom(seed: 7)
        for _ in 0..<300 {
            let minor = Int64(random.next(upTo: 250_000) + 1)
            let major = minor / 100
            let cents = String(format: "%02d", minor % 100)
            let grouped =
                major >= 1000
                ? "\(major / 1000),\(String(format: "%03d", major % 1000))" : "\(major)"
            let groupedEs =
                major >= 1000
                ? "\(major / 1000).\(String(format: "%03d", major % 1000))" : "\(major)"
            let cases: [(String, String)] = [
                ("total: €\(grouped).\(cents)", "EUR"),
                ("importe: \(groupedEs),\(cents) €", "EUR"),
                ("total: \(major).\(cents) eur", "EUR"),
                ("total: eur \(major),\(cents)", "EUR"),
                ("total: $\(grouped).\(cents)", "USD"),
                ("total: us$ \(major).\(cents)", "USD"),
                ("扣款金额：\(major).\(cents)元", "CNY"),
                ("金额：¥\(major).\(cents)", "CNY"),
                ("金额：￥\(major).\(cents)", "CNY"),
                ("total: rmb \(major).\(cents)", "CNY"),
            ]
            for (line, code) in cases {
                let found = Self.reader.amounts(in: MailWords.fold(line))
                #expect(found.count == 1, "\(line)")
                #expect(found.first?.0 == minor, "\(line)")
                #expect(found.first?.1.code == code, "\(line)")
            }
        }
    }

    @Test func anAmountWithoutItsCurrencyIsNoAmount() {
        for line in ["order 12345", "total 12.99", "ref 2026-11-03", "teur12.00"] {
            #expect(Self.reader.amounts(in: line).isEmpty, "\(line)")
        }
    }

    /// The largest amount on a line with an amount word: the total, not the subtotal or tax.
    @Test func theTotalIsTheAmountPaid() {
        let lines = ["subtotal: €10.00", "tax: €2.10", "total: €12.10", "plans from €5.99"]
        #expect(Self.reader.amount(subject: "", lines: lines)?.0 == 1210)
    }

    /// The receipt's day, in each way it is written, a later day ("next billing date") never.
    @Test func theReceiptsDayIsReadAndTheNextChargesIsNot() throws {
        let header = try CivilDate(year: 2026, month: 3, day: 5)
        let day = try CivilDate(year: 2026, month: 3, day: 4)
        let written = [
            "date: 2026-03-04", "order date: march 4, 2026", "fecha: 4 de marzo de 2026",
            "fecha: 04/03/2026", "date: 03/04/2026", "日期：2026年3月4日", "date: 4 mar 2026",
        ]
        for line in written {
            let lines = ["next billing date: 2026-04-04", MailWords.fold(line)]
            #expect(Self.reader.day(lines: lines, header: header) == day, "\(line)")
        }
        #expect(
            Self.reader.day(
                lines: [MailWords.fold("Próximo cobro, fecha: 04/04/2026")], header: header)
                == header)
    }

    @Test func aDomainSeveralBrandsMailFromIsTheBrandTheMessageNames() {
        #expect(Self.reader.brand(forDomain: "mailer.netflix.com", text: "") == "Netflix")
        #expect(Self.reader.brand(forDomain: "email.apple.com", text: "icloud+ 50 gb") == "iCloud+")
        #expect(Self.reader.brand(forDomain: "email.apple.com", text: "your order") == nil)
        #expect(Self.reader.brand(forDomain: "netflix.com.example.org", text: "") == nil)
    }

    @Test func anHTMLBodyIsItsTextLineByLineWithoutStylesOrScripts() throws {
        let html = """
            <html><head><title>x</title><style>td { color: red }</style></head><body>
            <script>var total = "€99.99";</script>
            <table><tr><td>Total</td><td>&euro;13.99</td></tr>
            <tr><td>Fecha</td><td>4 de marzo de 2026</td></tr></table>
            <p>Gracias<br>por tu pago</p><div><div>Deep <b>bold</b></div></div>
            """
        let text = try HTMLText.text(of: html)
        #expect(
            text.split(separator: "\n").map(String.init) == [
                "Total €13.99", "Fecha 4 de marzo de 2026", "Gracias", "por tu pago", "Deep bold",
            ])
    }
}

/// A small seeded generator for the tests' random draws.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }

    mutating func next(upTo bound: Int) -> Int {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return Int(state % UInt64(bound))
    }
}
