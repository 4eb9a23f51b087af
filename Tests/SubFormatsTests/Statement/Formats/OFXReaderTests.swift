import SubDomain
import TestSupport
import Testing

@testable import SubFormats

@Suite struct OFXReaderTests {
    /// One `STMTTRN` as a test writes it; `nil` fields are left out.
    struct Movement {
        var type = "DEBIT"
        var posted: String
        var amount: String?
        var fitid: String
        var name: String?
        var payee: String?
        var memo: String?
        /// Leaves written as they are, after the others (`CORRECTFITID`, `CURRENCY`…).
        var extra: [String] = []
        var isPending = false
    }

    /// A file as a bank writes it, and the line each movement starts on.
    struct Written {
        let text: String
        let lines: [Int]
    }

    enum Version {
        /// OFX 1.02: a header block, SGML with unclosed leaves, CRLF line breaks.
        case sgml
        /// OFX 2.2: XML, every element closed.
        case xml
    }

    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.append(character)
            }
        }
        return result
    }

    /// One statement per currency given, each with its movements.
    static func write(
        _ statements: [(currency: String, movements: [Movement])], version: Version,
        creditCard: Bool = false
    ) -> Written {
        var lines: [String] = []
        var starts: [Int] = []
        func leaf(_ name: String, _ value: String?) {
            guard let value else { return }
            let text = escaped(value)
            lines.append(version == .sgml ? "<\(name)>\(text)" : "<\(name)>\(text)</\(name)>")
        }
        switch version {
        case .sgml:
            lines += [
                "OFXHEADER:100", "DATA:OFXSGML", "VERSION:102", "SECURITY:NONE",
                "ENCODING:USASCII", "CHARSET:1252", "COMPRESSION:NONE", "OLDFILEUID:NONE",
                "NEWFILEUID:NONE", "",
            ]
        case .xml:
            lines += [
                "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>",
                "<?OFX OFXHEADER=\"200\" VERSION=\"220\" SECURITY=\"NONE\" OLDFILEUID=\"NONE\""
                    + " NEWFILEUID=\"NONE\"?>",
            ]
        }
        lines += ["<OFX>", "<SIGNONMSGSRSV1>", "<SONRS>", "<STATUS>"]
        leaf("CODE", "0")
        leaf("SEVERITY", "INFO")
        lines.append("</STATUS>")
        leaf("DTSERVER", "20260601120000.000[-5:EST]")
        leaf("LANGUAGE", "ENG")
        lines += ["</SONRS>", "</SIGNONMSGSRSV1>"]
        let (messages, response, statement) =
            creditCard
            ? ("CREDITCARDMSGSRSV1", "CCSTMTTRNRS", "CCSTMTRS")
            : ("BANKMSGSRSV1", "STMTTRNRS", "STMTRS")
        lines.append("<\(messages)>")
        for (index, content) in statements.enumerated() {
            lines.append("<\(response)>")
            leaf("TRNUID", "\(1001 + index)")
            lines.append("<\(statement)>")
            leaf("CURDEF", content.currency)
            lines.append(creditCard ? "<CCACCTFROM>" : "<BANKACCTFROM>")
            if !creditCard { leaf("BANKID", "121099999") }
            leaf("ACCTID", "99998\(index)")
            if !creditCard { leaf("ACCTTYPE", "CHECKING") }
            lines.append(creditCard ? "</CCACCTFROM>" : "</BANKACCTFROM>")
            for (list, pending) in [("BANKTRANLIST", false), ("BANKTRANLISTP", true)] {
                let movements = content.movements.filter { $0.isPending == pending }
                guard !movements.isEmpty || !pending else { continue }
                lines.append("<\(list)>")
                leaf("DTSTART", "20260101")
                leaf("DTEND", "20260531")
                for movement in movements {
                    let element = pending ? "STMTTRNP" : "STMTTRN"
                    starts.append(lines.count + 1)
                    lines.append("<\(element)>")
                    leaf("TRNTYPE", movement.type)
                    leaf(pending ? "DTTRAN" : "DTPOSTED", movement.posted)
                    leaf("TRNAMT", movement.amount)
                    leaf("FITID", movement.fitid)
                    leaf("NAME", movement.name)
                    if let payee = movement.payee {
                        lines.append("<PAYEE>")
                        leaf("NAME", payee)
                        leaf("ADDR1", "1 MAIN ST")
                        leaf("CITY", "SPRINGFIELD")
                        lines.append("</PAYEE>")
                    }
                    leaf("MEMO", movement.memo)
                    for raw in movement.extra {
                        // A leaf given as SGML (`<CORRECTFITID>D1`) is closed in XML.
                        guard version == .xml, let close = raw.firstIndex(of: ">"),
                            raw.index(after: close) != raw.endIndex
                        else {
                            lines.append(raw)
                            continue
                        }
                        lines.append(
                            raw + "</" + raw[raw.index(after: raw.startIndex)..<close] + ">")
                    }
                    lines.append("</\(element)>")
                }
                lines.append("</\(list)>")
            }
            lines.append("<LEDGERBAL>")
            leaf("BALAMT", "1200.29")
            leaf("DTASOF", "20260531")
            lines += ["</LEDGERBAL>", "</\(statement)>", "</\(response)>"]
        }
        lines += ["</\(messages)>", "</OFX>"]
        let separator = version == .sgml ? "\r\n" : "\n"
        return Written(text: lines.joined(separator: separator) + separator, lines: starts)
    }

    static let context = StatementContext(defaultCurrency: .eur)

    /// Five months of a checking account: two monthly plans (one paid to a payee with no
    /// NAME) among a salary, one-offs, a transfer, a fee and a deleted (reversed) charge.
    static let checking: [Movement] = [
        .init(
            posted: "20260105120000.000[-5:EST]", amount: "-15.49", fitid: "N1", name: "NETFLIX.COM"
        ),
        .init(
            type: "DEP", posted: "20260109", amount: "3200.00", fitid: "S1", name: "ACME PAYROLL"),
        .init(posted: "20260112", amount: "-65.00", fitid: "T1", name: "AT&T WIRELESS"),
        .init(type: "POS", posted: "20260120", amount: "-84.20", fitid: "W1", name: "WHOLE FOODS"),
        .init(posted: "20260205", amount: "-15.49", fitid: "N2", name: "NETFLIX.COM"),
        .init(
            type: "DEP", posted: "20260209", amount: "3200.00", fitid: "S2", name: "ACME PAYROLL"),
        .init(
            type: "PAYMENT", posted: "20260212", amount: "-65.00", fitid: "T2",
            payee: "AT&T WIRELESS",
            memo: "AUTOPAY"),
        .init(type: "XFER", posted: "20260215", amount: "-500.00", fitid: "X1", name: "TO SAVINGS"),
        .init(posted: "20260305", amount: "-15.49", fitid: "N3", name: "NETFLIX.COM"),
        .init(posted: "20260312", amount: "-65.00", fitid: "T3", name: "AT&T WIRELESS"),
        .init(
            type: "SRVCHG", posted: "20260331", amount: "-5.00", fitid: "F1", memo: "MONTHLY FEE"),
        .init(posted: "20260406", amount: "-15.49", fitid: "N4", name: "NETFLIX.COM"),
        .init(posted: "20260410", amount: "-230.00", fitid: "D1", name: "DOUBLE CHARGE"),
        .init(
            posted: "20260411", amount: "230.00", fitid: "D1C", name: "DOUBLE CHARGE",
            extra: ["<CORRECTFITID>D1", "<CORRECTACTION>DELETE"]),
        .init(posted: "20260413", amount: "-65.00", fitid: "T4", name: "AT&T WIRELESS"),
        .init(posted: "20260505", amount: "-15.49", fitid: "N5", name: "NETFLIX.COM"),
        .init(type: "CHECK", posted: "20260507", amount: "0.00", fitid: "Z1", name: "VOID"),
    ]

    /// What every reading of `checking` gives, in the file's order.
    static let checkingRows:
        [(
            String, Int64, StatementRow.Direction, StatementRow.Status,
            String, String
        )] = [
            ("2026-01-05", 1549, .out, .booked, "NETFLIX.COM", "N1"),
            ("2026-01-09", 320_000, .into, .booked, "ACME PAYROLL", "S1"),
            ("2026-01-12", 6500, .out, .booked, "AT&T WIRELESS", "T1"),
            ("2026-01-20", 8420, .out, .booked, "WHOLE FOODS", "W1"),
            ("2026-02-05", 1549, .out, .booked, "NETFLIX.COM", "N2"),
            ("2026-02-09", 320_000, .into, .booked, "ACME PAYROLL", "S2"),
            ("2026-02-12", 6500, .out, .booked, "AT&T WIRELESS", "T2"),
            ("2026-02-15", 50_000, .out, .booked, "TO SAVINGS", "X1"),
            ("2026-03-05", 1549, .out, .booked, "NETFLIX.COM", "N3"),
            ("2026-03-12", 6500, .out, .booked, "AT&T WIRELESS", "T3"),
            ("2026-03-31", 500, .out, .booked, "MONTHLY FEE", "F1"),
            ("2026-04-06", 1549, .out, .booked, "NETFLIX.COM", "N4"),
            ("2026-04-10", 23_000, .out, .reversed, "DOUBLE CHARGE", "D1"),
            ("2026-04-13", 6500, .out, .booked, "AT&T WIRELESS", "T4"),
            ("2026-05-05", 1549, .out, .booked, "NETFLIX.COM", "N5"),
        ]

    static func summary(_ row: StatementRow)
        -> (String, Int64, StatementRow.Direction, StatementRow.Status, String, String)
    {
        (
            row.date.iso, row.amountMinor, row.direction, row.status, row.description,
            row.reference ?? ""
        )
    }

    static func expectCheckingRows(_ read: StatementRows, _ written: Written) {
        #expect(read.format == .ofx)
        #expect(read.currency == .usd)
        #expect(read.layout == nil)
        let summaries = read.rows.map(summary)
        #expect(summaries.count == checkingRows.count)
        for (got, want) in zip(summaries, checkingRows) { #expect(got == want) }
        // Every movement but the correction (folded into D1) and the zero one.
        let kept = written.lines.enumerated().filter { ![13, 16].contains($0.offset) }
        #expect(read.rows.map(\.line) == kept.map(\.element))
    }

    static func expectMonthlyPlans(_ read: StatementRows) {
        let charges = read.rows.filter { $0.direction == .out && $0.status == .booked }.map {
            StatementCharge(
                line: $0.line, date: $0.date, description: $0.description,
                amountMinor: $0.amountMinor)
        }
        let found = RecurringSeriesFinder.find(in: charges)
        #expect(found.count == 2)
        #expect(found.allSatisfy { $0.period == .monthly })
        #expect(Set(found.map(\.amountMinor)) == [1549, 6500])
        #expect(found.map(\.charges.count).sorted() == [4, 5])
    }

    @Test func anOFX1SGMLStatementWithItsHeaderAndUnclosedLeaves() throws {
        let written = Self.write([("USD", Self.checking)], version: .sgml)
        #expect(OFXReader.looksLike(written.text))
        let read = try OFXReader.read(written.text, context: Self.context)
        Self.expectCheckingRows(read, written)
        Self.expectMonthlyPlans(read)
    }

    @Test func anOFX2XMLStatementWithAPendingMovement() throws {
        var movements = Self.checking
        movements.append(
            .init(
                posted: "20260530", amount: "-15.49", fitid: "P1", name: "NETFLIX.COM",
                isPending: true))
        let written = Self.write([("USD", movements)], version: .xml)
        #expect(OFXReader.looksLike(written.text))
        let read = try OFXReader.read(written.text, context: Self.context)
        #expect(read.rows.count == Self.checkingRows.count + 1)
        let pending = try #require(read.rows.last)
        #expect(Self.summary(pending) == ("2026-05-30", 1549, .out, .pending, "NETFLIX.COM", "P1"))
        #expect(pending.line == written.lines.last)
        Self.expectCheckingRows(
            StatementRows(format: .ofx, currency: read.currency, rows: Array(read.rows.dropLast())),
            Written(text: written.text, lines: Array(written.lines.dropLast())))
        Self.expectMonthlyPlans(read)
    }

    @Test func aCreditCardStatementCommaDecimalsAndEmptyLeaves() throws {
        // An empty MEMO stays open above the NAME after it; a bare `&` is text in SGML.
        let movements: [Movement] = [
            .init(
                posted: "20260105", amount: "-9,99", fitid: "A", memo: "",
                extra: ["<NAME>SPOTIFY"]),
            .init(posted: "20260106", amount: "+1.234,50", fitid: "B", memo: "PAYMENT THANK YOU"),
            .init(posted: "20260107", amount: "-65", fitid: "C", extra: ["<NAME>AT&T"]),
        ]
        let read = try OFXReader.read(
            Self.write([("EUR", movements)], version: .sgml, creditCard: true).text,
            context: Self.context)
        #expect(read.currency == .eur)
        let expected:
            [(String, Int64, StatementRow.Direction, StatementRow.Status, String, String)] = [
                ("2026-01-05", 999, .out, .booked, "SPOTIFY", "A"),
                ("2026-01-06", 123_450, .into, .booked, "PAYMENT THANK YOU", "B"),
                ("2026-01-07", 6500, .out, .booked, "AT&T", "C"),
            ]
        #expect(read.rows.count == expected.count)
        for (got, want) in zip(read.rows.map(Self.summary), expected) { #expect(got == want) }
    }

    @Test func aMovementThatReplacesAnotherDropsIt() throws {
        let movements: [Movement] = [
            .init(posted: "20260105", amount: "-10.00", fitid: "A", name: "SHOP"),
            .init(
                posted: "20260105", amount: "-12.00", fitid: "A2", name: "SHOP",
                extra: ["<CORRECTFITID>A", "<CORRECTACTION>REPLACE"]),
        ]
        let read = try OFXReader.read(
            Self.write([("EUR", movements)], version: .sgml).text, context: Self.context)
        #expect(read.rows.map(\.amountMinor) == [1200])
    }

    @Test func looksLikeOnlyOFX() {
        #expect(!OFXReader.looksLike("Date;Amount\n2026-01-05;-12,99\n"))
        #expect(!OFXReader.looksLike("<?xml version=\"1.0\"?><Document/>"))
    }

    @Test func damagedFilesAreErrorsWithTheirLines() {
        let written = Self.write([("USD", Self.checking)], version: .sgml)
        let cutLines = written.text.split(separator: "\r\n", omittingEmptySubsequences: false)
            .prefix(40)
        #expect(throws: StatementError.malformed(format: .ofx, line: 40)) {
            try OFXReader.read(cutLines.joined(separator: "\r\n"), context: Self.context)
        }
        let xml = Self.write([("USD", Self.checking)], version: .xml).text
        let xmlCut = xml.split(separator: "\n").prefix(40).joined(separator: "\n")
        #expect(throws: StatementError.malformed(format: .ofx, line: 40)) {
            try OFXReader.read(xmlCut, context: Self.context)
        }

        var missing = Self.checking
        missing[2].amount = nil
        let noAmount = Self.write([("USD", missing)], version: .sgml)
        #expect(throws: StatementError.malformed(format: .ofx, line: noAmount.lines[2])) {
            try OFXReader.read(noAmount.text, context: Self.context)
        }

        var bad = Self.checking
        bad[1].amount = "12.99.1"
        let badAmount = Self.write([("USD", bad)], version: .xml)
        #expect(
            throws: StatementError.unreadableAmount(line: badAmount.lines[1] + 3, text: "12.99.1")
        ) {
            try OFXReader.read(badAmount.text, context: Self.context)
        }

        let unknown = Self.write([("XXQ", Self.checking)], version: .sgml)
        let curdefLine =
            unknown.text.components(separatedBy: "\r\n")
            .firstIndex { $0.hasPrefix("<CURDEF>") }! + 1
        #expect(throws: StatementError.unknownCurrency(line: curdefLine, text: "XXQ")) {
            try OFXReader.read(unknown.text, context: Self.context)
        }
    }

    @Test func oneImportReadsOneCurrency() {
        let two = Self.write([("USD", Self.checking), ("EUR", Self.checking)], version: .xml)
        #expect(throws: StatementError.mixedCurrencies(first: "USD", second: "EUR")) {
            try OFXReader.read(two.text, context: Self.context)
        }
        var foreign = Self.checking
        foreign[0].extra = ["<CURRENCY>", "<CURRATE>1.08", "<CURSYM>EUR", "</CURRENCY>"]
        #expect(throws: StatementError.mixedCurrencies(first: "USD", second: "EUR")) {
            try OFXReader.read(
                Self.write([("USD", foreign)], version: .sgml).text, context: Self.context)
        }
    }

    /// Random movements written as OFX 1.x and 2.x read back as written.
    @Test func randomStatementsRoundTrip() throws {
        var generator = Sample.SeededGenerator(seed: 2026_12_02)
        let alphabet = Array("ABCXYZ abc019&<>'\"é中-.")
        for round in 0..<60 {
            var movements: [Movement] = []
            var expected:
                [(
                    String, Int64, StatementRow.Direction, StatementRow.Status,
                    String, String
                )] = []
            for index in 0..<Int.random(in: 0...25, using: &generator) {
                let date = Sample.date("2020-01-01").addingDays(
                    Int.random(in: 0..<3000, using: &generator))
                let minor = Int64.random(in: 1...99_999_999, using: &generator)
                let out = Bool.random(using: &generator)
                let amount =
                    "\(out ? "-" : "")\(minor / 100).\(String(minor % 100 + 100).dropFirst())"
                let name =
                    "M"
                    + String(
                        (0..<Int.random(in: 0...20, using: &generator)).map { _ in
                            alphabet.randomElement(using: &generator)!
                        }) + "Q"
                let posted = date.iso.filter { $0 != "-" }
                movements.append(
                    .init(posted: posted, amount: amount, fitid: "R\(round)-\(index)", name: name))
                expected.append(
                    (date.iso, minor, out ? .out : .into, .booked, name, "R\(round)-\(index)"))
            }
            for version in [Version.sgml, .xml] {
                let read = try OFXReader.read(
                    Self.write([("USD", movements)], version: version).text,
                    context: Self.context)
                #expect(read.rows.count == expected.count)
                for (got, want) in zip(read.rows.map(Self.summary), expected) {
                    #expect(got == want)
                }
            }
        }
    }
}
