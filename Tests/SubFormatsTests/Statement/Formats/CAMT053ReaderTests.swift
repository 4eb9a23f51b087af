import SubDomain
import TestSupport
import Testing

@testable import SubFormats

@Suite struct CAMT053ReaderTests {
    /// One `Ntry` as a test writes it; `nil` fields are left out.
    struct Entry {
        var amount: String? = "10.99"
        var currency = "EUR"
        var indicator: String? = "DBIT"
        var reversal = false
        var status: String? = "BOOK"
        /// `YYYY-MM-DD`; written as a date-time when `bookedAtTime`.
        var booked: String?
        var bookedAtTime = false
        var valued: String?
        var reference: String?
        var creditor: String?
        var debtor: String?
        var remittance: [String] = []
        var additional: String?
    }

    /// The schema versions whose shapes differ: `Sts` as text and `Cdtr/Nm` up to .001.07,
    /// `Sts/Cd` and `Cdtr/Pty/Nm` from .001.08.
    enum Version: String {
        case v02 = "02"
        case v08 = "08"
    }

    /// A file as a bank writes it, and the line each entry starts on.
    struct Written {
        let text: String
        let lines: [Int]
    }

    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    /// One statement per account currency given; .001.08 files use a namespace prefix.
    static func write(
        _ statements: [(currency: String, entries: [Entry])], version: Version
    ) -> Written {
        let prefix = version == .v08 ? "c:" : ""
        var lines: [String] = []
        var starts: [Int] = []
        func element(_ name: String, _ value: String?, attributes: String = "") {
            guard let value else { return }
            lines.append("<\(prefix)\(name)\(attributes)>\(escaped(value))</\(prefix)\(name)>")
        }
        func open(_ name: String) { lines.append("<\(prefix)\(name)>") }
        func close(_ name: String) { lines.append("</\(prefix)\(name)>") }
        let namespace = "urn:iso:std:iso:20022:tech:xsd:camt.053.001.\(version.rawValue)"
        lines.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        lines.append(
            version == .v08
                ? "<c:Document xmlns:c=\"\(namespace)\">" : "<Document xmlns=\"\(namespace)\">")
        open("BkToCstmrStmt")
        open("GrpHdr")
        element("MsgId", "MSG-2026-05")
        element("CreDtTm", "2026-06-01T08:00:00")
        close("GrpHdr")
        for (index, statement) in statements.enumerated() {
            open("Stmt")
            element("Id", "STMT-\(index)")
            open("Acct")
            lines.append("<!-- the account; its currency names the statement's -->")
            open("Id")
            element("IBAN", "DE8937040044053201300\(index)")
            close("Id")
            element("Ccy", statement.currency)
            close("Acct")
            open("Bal")
            element("Amt", "1000.00", attributes: " Ccy=\"\(statement.currency)\"")
            element("CdtDbtInd", "CRDT")
            close("Bal")
            for entry in statement.entries {
                starts.append(lines.count + 1)
                open("Ntry")
                element("Amt", entry.amount, attributes: " Ccy=\"\(entry.currency)\"")
                element("CdtDbtInd", entry.indicator)
                if entry.reversal { element("RvslInd", "true") }
                if let status = entry.status {
                    switch version {
                    case .v02: element("Sts", status)
                    case .v08:
                        open("Sts")
                        element("Cd", status)
                        close("Sts")
                    }
                }
                if let booked = entry.booked {
                    open("BookgDt")
                    if entry.bookedAtTime {
                        element("DtTm", booked + "T10:30:00+01:00")
                    } else {
                        element("Dt", booked)
                    }
                    close("BookgDt")
                }
                if let valued = entry.valued {
                    open("ValDt")
                    element("Dt", valued)
                    close("ValDt")
                }
                element("AcctSvcrRef", entry.reference)
                open("NtryDtls")
                open("TxDtls")
                open("AmtDtls")
                open("TxAmt")
                element("Amt", entry.amount, attributes: " Ccy=\"\(entry.currency)\"")
                close("TxAmt")
                close("AmtDtls")
                open("RltdPties")
                for (role, name) in [("Dbtr", entry.debtor), ("Cdtr", entry.creditor)] {
                    guard let name else { continue }
                    open(role)
                    if version == .v08 { open("Pty") }
                    element("Nm", name)
                    if version == .v08 { close("Pty") }
                    close(role)
                }
                close("RltdPties")
                if !entry.remittance.isEmpty {
                    open("RmtInf")
                    for line in entry.remittance { element("Ustrd", line) }
                    close("RmtInf")
                }
                close("TxDtls")
                close("NtryDtls")
                element("AddtlNtryInf", entry.additional)
                close("Ntry")
            }
            close("Stmt")
        }
        close("BkToCstmrStmt")
        close("Document")
        return Written(text: lines.joined(separator: "\n") + "\n", lines: starts)
    }

    static let context = StatementContext(defaultCurrency: .usd)

    /// Five months of a current account: two monthly plans (one named only in the
    /// remittance lines) among a salary, a card payment, a pending entry and a returned
    /// direct debit.
    static let account: [Entry] = [
        .init(booked: "2026-01-03", reference: "A1", creditor: "Spotify AB"),
        .init(
            amount: "39.90", booked: "2026-01-15", reference: "G1",
            remittance: ["FITNESS FIRST", "MITGLIEDSBEITRAG"]),
        .init(
            amount: "2500.00", indicator: "CRDT", booked: "2026-01-28", reference: "S1",
            debtor: "ACME GmbH", remittance: ["LOHN 01"]),
        .init(booked: "2026-02-03", reference: "A2", creditor: "Spotify AB"),
        .init(
            amount: "39.90", booked: "2026-02-16", reference: "G2",
            remittance: ["FITNESS FIRST", "MITGLIEDSBEITRAG"]),
        .init(
            amount: "39.90", indicator: "CRDT", reversal: true, booked: "2026-02-18",
            reference: "G2R", debtor: "FITNESS FIRST"),
        .init(
            amount: "2500.00", indicator: "CRDT", booked: "2026-02-27", reference: "S2",
            debtor: "ACME GmbH"),
        .init(
            booked: "2026-03-03", bookedAtTime: true, reference: "A3", creditor: "Spotify AB"),
        .init(amount: "54.30", booked: "2026-03-07", additional: "KARTENZAHLUNG REWE & CO"),
        .init(
            amount: "39.90", booked: "2026-03-15", reference: "G3",
            remittance: ["FITNESS FIRST", "MITGLIEDSBEITRAG"]),
        .init(valued: "2026-04-03", reference: "A4", creditor: "Spotify AB"),
        .init(
            amount: "39.90", booked: "2026-04-15", valued: "2026-04-14", reference: "G4",
            remittance: ["FITNESS FIRST", "MITGLIEDSBEITRAG"]),
        .init(booked: "2026-05-04", reference: "A5", creditor: "Spotify AB"),
        .init(
            amount: "19.99", status: "PDNG", booked: "2026-05-06", reference: "P1",
            creditor: "AMAZON EU"),
        .init(amount: "0.00", booked: "2026-05-07", reference: "Z1", additional: "NOTHING"),
    ]

    static let accountRows:
        [(String, Int64, StatementRow.Direction, StatementRow.Status, String, String)] = [
            ("2026-01-03", 1099, .out, .booked, "Spotify AB", "A1"),
            ("2026-01-15", 3990, .out, .booked, "FITNESS FIRST MITGLIEDSBEITRAG", "G1"),
            ("2026-01-28", 250_000, .into, .booked, "ACME GmbH", "S1"),
            ("2026-02-03", 1099, .out, .booked, "Spotify AB", "A2"),
            ("2026-02-16", 3990, .out, .booked, "FITNESS FIRST MITGLIEDSBEITRAG", "G2"),
            ("2026-02-18", 3990, .into, .reversed, "FITNESS FIRST", "G2R"),
            ("2026-02-27", 250_000, .into, .booked, "ACME GmbH", "S2"),
            ("2026-03-03", 1099, .out, .booked, "Spotify AB", "A3"),
            ("2026-03-07", 5430, .out, .booked, "KARTENZAHLUNG REWE & CO", ""),
            ("2026-03-15", 3990, .out, .booked, "FITNESS FIRST MITGLIEDSBEITRAG", "G3"),
            ("2026-04-03", 1099, .out, .booked, "Spotify AB", "A4"),
            ("2026-04-15", 3990, .out, .booked, "FITNESS FIRST MITGLIEDSBEITRAG", "G4"),
            ("2026-05-04", 1099, .out, .booked, "Spotify AB", "A5"),
            ("2026-05-06", 1999, .out, .pending, "AMAZON EU", "P1"),
        ]

    static func summary(_ row: StatementRow)
        -> (String, Int64, StatementRow.Direction, StatementRow.Status, String, String)
    {
        (
            row.date.iso, row.amountMinor, row.direction, row.status, row.description,
            row.reference ?? ""
        )
    }

    func expectAccount(_ version: Version) throws {
        let written = Self.write([("EUR", Self.account)], version: version)
        #expect(CAMT053Reader.looksLike(written.text))
        let read = try CAMT053Reader.read(written.text, context: Self.context)
        #expect(read.format == .camt053)
        #expect(read.currency == .eur)
        #expect(read.layout == nil)
        #expect(read.rows.count == Self.accountRows.count)
        for (got, want) in zip(read.rows.map(Self.summary), Self.accountRows) {
            #expect(got == want)
        }
        // Every entry but the zero one, numbered by its `<Ntry>` line.
        #expect(read.rows.map(\.line) == Array(written.lines.dropLast()))

        let charges = read.rows.filter { $0.direction == .out && $0.status == .booked }.map {
            StatementCharge(
                line: $0.line, date: $0.date, description: $0.description,
                amountMinor: $0.amountMinor)
        }
        let found = RecurringSeriesFinder.find(in: charges)
        #expect(found.count == 2)
        #expect(found.allSatisfy { $0.period == .monthly })
        #expect(Set(found.map(\.amountMinor)) == [1099, 3990])
        #expect(found.map(\.charges.count).sorted() == [4, 5])
    }

    @Test func aCAMT053Version02Statement() throws { try expectAccount(.v02) }

    @Test func aCAMT053Version08StatementWithPrefixedNames() throws { try expectAccount(.v08) }

    /// camt.052 reports and camt.054 notifications hold entries of the same shape.
    @Test func accountReportsAndNotificationsToo() throws {
        let statement = Self.write([("EUR", Self.account)], version: .v08).text
        for (root, child) in [("BkToCstmrAcctRpt", "Rpt"), ("BkToCstmrDbtCdtNtfctn", "Ntfctn")] {
            let text = statement.replacing("BkToCstmrStmt", with: root)
                .replacing("<c:Stmt>", with: "<c:\(child)>")
                .replacing("</c:Stmt>", with: "</c:\(child)>")
            #expect(CAMT053Reader.looksLike(text))
            let read = try CAMT053Reader.read(text, context: Self.context)
            #expect(read.rows.count == Self.accountRows.count)
        }
    }

    @Test func informationOnlyEntriesAreNotBooked() throws {
        let entries: [Entry] = [
            .init(status: "INFO", booked: "2026-01-03", creditor: "X"),
            .init(status: nil, booked: "2026-01-04", creditor: "Y"),
        ]
        let read = try CAMT053Reader.read(
            Self.write([("EUR", entries)], version: .v08).text, context: Self.context)
        #expect(read.rows.map(\.status) == [.pending, .booked])
    }

    @Test func looksLikeOnlyCAMT() {
        #expect(!CAMT053Reader.looksLike("<?xml version=\"1.0\"?><OFX></OFX>"))
        #expect(!CAMT053Reader.looksLike("Date;Amount\n"))
    }

    @Test func damagedFilesAreErrorsWithTheirLines() {
        let written = Self.write([("EUR", Self.account)], version: .v02)
        let cut = written.text.split(separator: "\n").prefix(60).joined(separator: "\n")
        #expect(throws: StatementError.malformed(format: .camt053, line: 60)) {
            try CAMT053Reader.read(cut, context: Self.context)
        }

        var entries = Self.account
        entries[3].currency = "XXQ"
        let unknown = Self.write([("EUR", entries)], version: .v08)
        #expect(throws: StatementError.unknownCurrency(line: unknown.lines[3] + 1, text: "XXQ")) {
            try CAMT053Reader.read(unknown.text, context: Self.context)
        }

        entries = Self.account
        entries[2].indicator = nil
        let noIndicator = Self.write([("EUR", entries)], version: .v02)
        #expect(throws: StatementError.malformed(format: .camt053, line: noIndicator.lines[2])) {
            try CAMT053Reader.read(noIndicator.text, context: Self.context)
        }

        entries = Self.account
        entries[1].amount = "39,90"
        let badAmount = Self.write([("EUR", entries)], version: .v02)
        #expect(
            throws: StatementError.unreadableAmount(line: badAmount.lines[1] + 1, text: "39,90")
        ) {
            try CAMT053Reader.read(badAmount.text, context: Self.context)
        }
    }

    @Test func oneImportReadsOneCurrency() {
        var entries = Self.account
        entries[4].currency = "USD"
        #expect(throws: StatementError.mixedCurrencies(first: "EUR", second: "USD")) {
            try CAMT053Reader.read(
                Self.write([("EUR", entries)], version: .v02).text, context: Self.context)
        }
        #expect(throws: StatementError.mixedCurrencies(first: "EUR", second: "USD")) {
            try CAMT053Reader.read(
                Self.write([("EUR", []), ("USD", [])], version: .v08).text,
                context: Self.context)
        }
    }

    /// Random entries written in both shapes read back as written.
    @Test func randomStatementsRoundTrip() throws {
        var generator = Sample.SeededGenerator(seed: 2026_12_03)
        let alphabet = Array("ABCXYZ abc019&<>'\"é中-.")
        let statuses: [(String?, StatementRow.Status)] = [
            ("BOOK", .booked), (nil, .booked), ("PDNG", .pending), ("INFO", .pending),
        ]
        for _ in 0..<60 {
            let currency = ["EUR", "JPY", "KWD"].randomElement(using: &generator)!
            let digits = try CurrencyCode(currency).minorDigits
            var entries: [Entry] = []
            var expected:
                [(String, Int64, StatementRow.Direction, StatementRow.Status, String, String)] =
                    []
            for index in 0..<Int.random(in: 0...25, using: &generator) {
                let date = Sample.date("2020-01-01").addingDays(
                    Int.random(in: 0..<3000, using: &generator))
                let minor = Int64.random(in: 1...99_999_999, using: &generator)
                var amount = String(minor)
                if digits > 0 {
                    let padded = String(repeating: "0", count: digits) + amount
                    amount = "\(padded.dropLast(digits).drop { $0 == "0" })"
                    amount = (amount.isEmpty ? "0" : amount) + "." + padded.suffix(digits)
                }
                let out = Bool.random(using: &generator)
                let reversal = Int.random(in: 0..<5, using: &generator) == 0
                let (status, rowStatus) = statuses.randomElement(using: &generator)!
                let name =
                    "M"
                    + String(
                        (0..<Int.random(in: 0...20, using: &generator)).map { _ in
                            alphabet.randomElement(using: &generator)!
                        }) + "Q"
                entries.append(
                    .init(
                        amount: amount, currency: currency, indicator: out ? "DBIT" : "CRDT",
                        reversal: reversal, status: status, booked: date.iso,
                        bookedAtTime: Bool.random(using: &generator), reference: "R\(index)",
                        creditor: out ? name : "OTHER", debtor: out ? "OTHER" : name))
                expected.append(
                    (
                        date.iso, minor, out ? .out : .into, reversal ? .reversed : rowStatus,
                        name, "R\(index)"
                    ))
            }
            for version in [Version.v02, .v08] {
                let read = try CAMT053Reader.read(
                    Self.write([(currency, entries)], version: version).text,
                    context: Self.context)
                #expect(read.currency?.code == currency)
                #expect(read.rows.count == expected.count)
                for (got, want) in zip(read.rows.map(Self.summary), expected) {
                    #expect(got == want)
                }
            }
        }
    }
}
