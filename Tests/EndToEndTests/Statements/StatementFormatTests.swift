import Foundation
import Testing

/// Every statement format, imported with `--yes` in Spanish, English and Chinese: the same
/// monthly plan (Netflix, 13.99 on the 5th, six months) among noise, saved with the file's
/// amount, currency and next charge. Each fixture is written here from its format's rules.
@Suite("Every statement format in every language")
struct StatementFormatTests {
    enum Speaker: String, CaseIterable, CustomTestStringConvertible {
        case es, en, zh
        var testDescription: String { rawValue }
    }

    /// The months of the plan: May to October 2026, charged on the 5th.
    static let months = Array(5...10)

    static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    static func norma43() -> String {
        func number(_ value: Int, _ width: Int) -> String {
            String(repeating: "0", count: width - String(value).count) + String(value)
        }
        func text(_ value: String, _ width: Int) -> String {
            value + String(repeating: " ", count: width - value.count)
        }
        var records = [
            "11" + "2100" + "0418" + "0200051332" + "260501" + "261031" + "2" + number(150_000, 14)
                + "978" + "3" + text("ANA GARCIA", 26) + "   "
        ]
        for month in months {
            for (day, cents, words, key) in [
                (5, 1399, "COMPRA TARJ. NETFLIX.COM", 1), (12, 2000 + month * 311, "MERCADONA", 1),
                (25, 210_000, "NOMINA", 2),
            ] {
                let date = "26" + two(month) + two(day)
                records.append(
                    "22" + "    " + "0418" + date + date + "12" + "000" + String(key)
                        + number(cents, 14) + "0000000000" + text("", 12) + text("", 16))
                records.append("2301" + text(words, 38) + text("", 38))
            }
        }
        records.append("88" + String(repeating: "9", count: 18) + number(records.count, 6))
        return records.joined(separator: "\r\n") + "\r\n"
    }

    static func qif() -> String {
        var lines = ["!Type:Bank"]
        for month in months {
            lines += ["D\(two(month))/05/2026", "T-13.99", "PNETFLIX.COM", "^"]
            lines += ["D\(two(month))/12/2026", "T-\(20 + month * 3).10", "PSAFEWAY #1234", "^"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func mt940() -> String {
        var lines = [
            ":20:STMT", ":25:GB29NWBK60161331926819", ":28C:1/1", ":60F:C260430GBP1000,00",
        ]
        for month in months {
            lines += [":61:26\(two(month))05\(two(month))05D13,99NDDTNONREF", ":86:NETFLIX.COM"]
            lines += [
                ":61:26\(two(month))12\(two(month))12D\(20 + month),10NMSCNONREF",
                ":86:TESCO STORES",
            ]
        }
        lines.append(":62F:C261031GBP900,00")
        return lines.joined(separator: "\r\n") + "\r\n-\r\n"
    }

    /// OFX 1.02 as SGML: a header block, then tags whose leaves are never closed.
    static func ofxSGML() -> String {
        var lines = [
            "OFXHEADER:100", "DATA:OFXSGML", "VERSION:102", "SECURITY:NONE", "ENCODING:USASCII",
            "CHARSET:1252", "COMPRESSION:NONE", "OLDFILEUID:NONE", "NEWFILEUID:NONE", "",
            "<OFX>", "<BANKMSGSRSV1>", "<STMTTRNRS>", "<TRNUID>1", "<STMTRS>", "<CURDEF>USD",
            "<BANKACCTFROM>", "<BANKID>121000248", "<ACCTID>4242", "<ACCTTYPE>CHECKING",
            "</BANKACCTFROM>", "<BANKTRANLIST>", "<DTSTART>20260501", "<DTEND>20261031",
        ]
        for month in months {
            for (day, amount, name) in [
                (5, "-13.99", "NETFLIX.COM"), (12, "-\(20 + month * 3).10", "SAFEWAY #1234"),
            ] {
                lines += [
                    "<STMTTRN>", "<TRNTYPE>DEBIT", "<DTPOSTED>2026\(two(month))\(two(day))120000",
                    "<TRNAMT>\(amount)", "<FITID>\(month)-\(day)", "<NAME>\(name)", "</STMTTRN>",
                ]
            }
        }
        lines += [
            "</BANKTRANLIST>", "</STMTRS>", "</STMTTRNRS>", "</BANKMSGSRSV1>", "</OFX>",
        ]
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// OFX 2.x: the same aggregates as XML, every element closed, a card statement this time.
    static func ofxXML() -> String {
        var entries = ""
        for month in months {
            for (day, amount, name) in [
                (5, "-13.99", "NETFLIX.COM"), (12, "-\(20 + month * 3).10", "WHOLE FOODS"),
            ] {
                entries += """
                    <STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>2026\(two(month))\(two(day))</DTPOSTED>\
                    <TRNAMT>\(amount)</TRNAMT><FITID>\(month)\(day)</FITID><NAME>\(name)</NAME></STMTTRN>

                    """
            }
        }
        return """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
            <OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS><TRNUID>1</TRNUID><CCSTMTRS><CURDEF>USD</CURDEF>
            <CCACCTFROM><ACCTID>4242</ACCTID></CCACCTFROM>
            <BANKTRANLIST><DTSTART>20260501</DTSTART><DTEND>20261031</DTEND>
            \(entries)</BANKTRANLIST></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>

            """
    }

    /// ISO 20022 camt.053: entries with their amount, debit/credit mark, status and booking date,
    /// the payee in the related parties.
    static func camt053() -> String {
        var entries = ""
        for month in months {
            for (day, amount, name, mark) in [
                (5, "13.99", "NETFLIX INTERNATIONAL B.V.", "DBIT"),
                (12, "\(20 + month * 3).10", "ALBERT HEIJN 1234", "DBIT"),
                (25, "2100.00", "WERKGEVER BV", "CRDT"),
            ] {
                let party = mark == "DBIT" ? "Cdtr" : "Dbtr"
                entries += """
                    <Ntry><Amt Ccy="EUR">\(amount)</Amt><CdtDbtInd>\(mark)</CdtDbtInd>\
                    <Sts>BOOK</Sts><BookgDt><Dt>2026-\(two(month))-\(two(day))</Dt></BookgDt>\
                    <ValDt><Dt>2026-\(two(month))-\(two(day))</Dt></ValDt>\
                    <NtryDtls><TxDtls><RltdPties><\(party)><Nm>\(name)</Nm></\(party)></RltdPties>\
                    </TxDtls></NtryDtls></Ntry>

                    """
            }
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
            <BkToCstmrStmt><GrpHdr><MsgId>STMT-1</MsgId><CreDtTm>2026-11-01T06:00:00</CreDtTm></GrpHdr>
            <Stmt><Id>1</Id><Acct><Id><IBAN>NL91ABNA0417164300</IBAN></Id><Ccy>EUR</Ccy></Acct>
            \(entries)</Stmt></BkToCstmrStmt></Document>

            """
    }

    /// Runs `arguments` in `speaker`'s language on one profile; its standard output.
    final class Profile {
        let box: Sandbox
        let speaker: Speaker
        init(_ speaker: Speaker) throws {
            self.speaker = speaker
            box = try Sandbox(speaker == .es ? .es : .en)
        }

        func run(_ arguments: [String]) throws -> ProcessResult {
            var environment = box.environment
            if speaker == .zh {
                environment["LANG"] = "zh_CN.UTF-8"
                environment["LC_ALL"] = "zh_CN.UTF-8"
                environment["LANGUAGE"] = "zh_CN"
            }
            return try SubHubProcess.run(
                arguments: ["--profile", "tester", "--as-of", box.asOf] + arguments,
                environment: environment, stdin: nil)
        }
    }

    /// Each format's name as `--json` gives it, a file name, its text and the currency it
    /// names (none for QIF: the profile's).
    static func format(_ index: Int) -> (name: String, file: String, text: String, currency: String)
    {
        switch index {
        case 0: ("norma43", "cuenta.n43", norma43(), "EUR")
        case 1: ("qif", "money.qif", qif(), "")
        case 2: ("mt940", "statement.sta", mt940(), "GBP")
        case 3: ("ofx", "checking.ofx", ofxSGML(), "USD")
        case 4: ("ofx", "card.qfx", ofxXML(), "USD")
        default: ("camt053", "extract.xml", camt053(), "EUR")
        }
    }

    @Test(arguments: Speaker.allCases, 0..<6)
    func importsWithYes(_ speaker: Speaker, format index: Int) throws {
        let format = Self.format(index)
        let profile = try Profile(speaker)
        let path = profile.box.file(format.file).path
        // Latin-1, as Spanish banks still write Norma 43.
        let encoding: String.Encoding = format.name == "norma43" ? .isoLatin1 : .utf8
        try format.text.write(toFile: path, atomically: true, encoding: encoding)
        let json = try jsonObject(profile.run(["--json", "import", "statement", path]).stdout)
        #expect(json["format"] as? String == format.name)
        let result = try profile.run(["import", "statement", path, "--yes"])
        #expect(result.status == 0, "\(result.stderr)")
        let listed = try jsonObject(profile.run(["--json", "list"]).stdout)
        let items = try #require(listed["items"] as? [[String: Any]], "\(listed)")
        let netflix = try #require(items.first { $0["name"] as? String == "Netflix" }, "\(items)")
        #expect(netflix["amount_minor"] as? Int == 1399)
        let profileCurrency = speaker == .zh ? "CNY" : speaker == .es ? "EUR" : "USD"
        let expected = format.currency.isEmpty ? profileCurrency : format.currency
        #expect(netflix["currency"] as? String == expected)
        #expect(netflix["next_charge"] as? String == "2026-12-05")
        #expect(items.count == 1, "only Netflix repeats at one amount: \(items)")
    }
}
