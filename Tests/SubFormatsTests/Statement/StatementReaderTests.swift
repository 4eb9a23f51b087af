import SubDomain
import SubFormats
import Testing

@Suite struct StatementReaderTests {
    /// A CSV statement read in a profile whose currency has two decimals (EUR).
    func read(
        _ text: String, minorDigits: Int = 2, preferredOrder: StatementDateOrder = .dayFirst
    ) throws(StatementError) -> StatementReading {
        let context = StatementContext(
            defaultCurrency: try! CurrencyCode("EUR"), preferredOrder: preferredOrder,
            words: .catalogs)
        return try StatementFile.read(text, encoding: .utf8, context: context)
    }

    @Test func aSpanishExportWithTheBanksBlockAbove() throws {
        let text = """
            Banco Ejemplo;;
            Cuenta;ES12 3456;
            ;;
            Fecha;Concepto;Importe;Saldo
            03/01/2026;"COMPRA TARJ. NETFLIX.COM; MADRID";-12,99;1.234,56
            15/01/2026;NOMINA;2.100,00;3.334,56
            03/02/2026;COMPRA TARJ. NETFLIX.COM;-1.012,99;2.321,57

            """
        let reading = try read(text, minorDigits: 2)
        #expect(reading.layout?.delimiter == ";")
        #expect(reading.layout?.decimalSeparator == ",")
        #expect(reading.layout?.skippedLines == 3)
        #expect(reading.leftOut.credits == 1)
        #expect(reading.layout?.dateOrder == .dayFirst)
        #expect(reading.layout?.dateEvidence == .unambiguousDate(line: 6, text: "15/01/2026"))
        #expect(reading.charges.map(\.amountMinor) == [1299, 101_299])
        #expect(reading.charges[0].description == "COMPRA TARJ. NETFLIX.COM; MADRID")
        #expect(reading.charges[0].line == 5)
        #expect(reading.charges.map(\.date.iso) == ["2026-01-03", "2026-02-03"])
    }

    /// Every charge has a name: a "Reference" column is the text when nothing else names the
    /// merchant, and common headings of other languages are read. Such files gave nameless
    /// proposals, and `--yes` then failed on "the name cannot be empty".
    @Test(arguments: [
        "Date,Reference,Amount", "Date,Concept,Amount", "Datum,Beschreibung,Betrag",
        "Date,Libellé,Montant", "Datum,Omschrijving,Bedrag",
    ])
    func everyChargeIsNamed(header: String) throws {
        var text = header + "\n"
        for month in 1...4 {
            text += "2026-0\(month)-05,NETFLIX,-12.99\n2026-0\(month)-09,SPOTIFY,-10.99\n"
        }
        let reading = try read(text)
        #expect(reading.charges.count == 8, "\(header)")
        #expect(reading.charges.allSatisfy { !$0.description.isEmpty }, "\(header)")
    }

    /// A memo quoted over two lines is one row, numbered by its first line, and the rows
    /// after it keep their places: the monthly series is still found.
    @Test func aQuotedMemoOverTwoLinesIsOneRow() throws {
        let text =
            "Fecha;Concepto;Importe;Memo\r\n"
            + "05/01/2026;SPOTIFY AB;-10,99;\"Plan \"\"Premium\"\"\r\nfamily; renewed\"\r\n"
            + "05/02/2026;SPOTIFY AB;-10,99;\"second\nline\"\r\n"
            + "05/03/2026;SPOTIFY AB;-10,99;\r\n"
            + "06/04/2026;SPOTIFY AB;-10,99;plain\r\n"
        let reading = try read(text, minorDigits: 2)
        #expect(reading.layout?.delimiter == ";")
        #expect(reading.charges.map(\.line) == [2, 4, 6, 7])
        #expect(reading.charges.map(\.amountMinor) == [1099, 1099, 1099, 1099])
        let found = RecurringSeriesFinder.find(in: reading.charges)
        #expect(found.count == 1)
        #expect(found.first?.period == .monthly)
        #expect(found.first?.amountMinor == 1099)
    }

    /// A stray quote above the header ends with its line: it does not swallow the file.
    @Test func anUnclosedQuoteInTheBanksBlockEndsWithItsLine() throws {
        let text = "Cuenta;\"Principal\nFecha;Concepto;Importe\n05/01/2026;NETFLIX;-12,99\n"
        let reading = try read(text, minorDigits: 2)
        #expect(reading.layout?.skippedLines == 1)
        #expect(reading.charges.map(\.line) == [3])
    }

    @Test func anEnglishExportWithDebitAndCreditColumns() throws {
        let text = """
            Transaction Date,Payee,Debit,Credit,Balance
            01/31/2026,"NETFLIX.COM",13.99,,"1,000.00"
            02/02/2026,PAYROLL,,"2,500.00","3,500.00"
            02/28/2026,NETFLIX.COM,"1,013.99",,"2,486.01"
            """
        let reading = try read(text, minorDigits: 2)
        #expect(reading.layout?.delimiter == ",")
        #expect(reading.layout?.decimalSeparator == ".")
        #expect(reading.layout?.dateOrder == .monthFirst)
        #expect(reading.layout?.dateEvidence == .unambiguousDate(line: 2, text: "01/31/2026"))
        #expect(reading.charges.map(\.amountMinor) == [1399, 101_399])
        #expect(reading.leftOut.credits == 1)
    }

    @Test func tabsIsoDatesAndACardStatementOfPositiveCharges() throws {
        let text =
            "Date\tDescription\tAmount\n2026-01-05\tSPOTIFY\t10.99\n2026-02-05\tSPOTIFY\t10.99\n"
        let reading = try read(text, minorDigits: 2)
        #expect(reading.layout?.delimiter == "\t")
        #expect(reading.layout?.dateOrder == .yearFirst)
        #expect(reading.layout?.dateEvidence == .isoDates)
        #expect(reading.charges.map(\.amountMinor) == [1099, 1099])
    }

    @Test func datesEveryOrderReadsAreDecidedByTheRowsOrderElseByThePreference() throws {
        let sorted = "Fecha;Concepto;Importe\n01/02/2026;A;-1\n02/03/2026;A;-1\n03/04/2026;A;-1\n"
        // Day-first: 1 Feb, 2 Mar, 3 Apr (in order); month-first: Jan 2, Feb 3, Mar 4 (also in
        // order): nothing decides, the preference does.
        let assumed = try read(sorted, minorDigits: 2, preferredOrder: .monthFirst)
        #expect(assumed.layout?.dateOrder == .monthFirst)
        #expect(assumed.layout?.dateEvidence == .assumed)
        let rows = "Fecha;Concepto;Importe\n05/01/2026;A;-1\n01/02/2026;A;-1\n03/02/2026;A;-1\n"
        // Day-first: 5 Jan, 1 Feb, 3 Feb (in order); month-first: May 1, Jan 2, Mar 2 (not).
        let byRows = try read(rows, minorDigits: 2, preferredOrder: .monthFirst)
        #expect(byRows.layout?.dateOrder == .dayFirst)
        #expect(byRows.layout?.dateEvidence == .rowOrder)
    }

    /// A Spanish statement sorted by payee, every day 12 or less: read month-first its rows
    /// happen to go forward (Jan 5, Jan 6, Feb 5, Feb 6…), which says nothing when the file
    /// is in the payees' order. The reader's convention decides, and says so.
    @Test func aFileSortedByPayeeIsNotReadByItsRowOrder() throws {
        let byPayee = """
            Fecha;Concepto;Importe
            01/05/2026;Netflix;-12,99
            01/06/2026;Netflix;-12,99
            02/05/2026;Spotify;-10,99
            02/06/2026;Spotify;-10,99

            """
        let reading = try read(byPayee, minorDigits: 2, preferredOrder: .dayFirst)
        #expect(reading.layout?.dateOrder == .dayFirst)
        #expect(reading.layout?.dateEvidence == .assumed)
        // The same rows in date order, payees mixed: the order decides again.
        let byDate = """
            Fecha;Concepto;Importe
            01/05/2026;Spotify;-10,99
            01/06/2026;Netflix;-12,99
            02/05/2026;Spotify;-10,99
            02/06/2026;Netflix;-12,99

            """
        let dated = try read(byDate, minorDigits: 2, preferredOrder: .dayFirst)
        #expect(dated.layout?.dateOrder == .monthFirst)
        #expect(dated.layout?.dateEvidence == .rowOrder)
    }

    @Test func badRowsStopTheReading() {
        #expect(throws: StatementError.noHeader) {
            try read("hello\nworld\n", minorDigits: 2)
        }
        #expect(throws: StatementError.unreadableAmount(line: 3, text: "doce")) {
            try read(
                "Date,Payee,Amount\n2026-01-01,A,-1\n2026-01-02,B,doce\n", minorDigits: 2)
        }
        #expect(throws: StatementError.unreadableDate(line: 2, text: "31/31/2026")) {
            try read("Date,Payee,Amount\n31/31/2026,A,-1\n", minorDigits: 2)
        }
        #expect(throws: StatementError.mixedDateOrders(dayFirstLine: 2, monthFirstLine: 3)) {
            try read(
                "Date,Payee,Amount\n25/01/2026,A,-1\n01/25/2026,B,-1\n", minorDigits: 2)
        }
        #expect(throws: StatementError.noCharges) {
            try read(
                "Date,Payee,Amount\n2026-01-01,Pay,100\n2026-01-02,X,-0\n", minorDigits: 2)
        }
    }
}

/// Hostile statements are refused naming the limit they pass, or read line by line: a
/// million columns, a field of megabytes, a quote never closed on every line.
@Suite struct HostileStatementTests {
    func read(_ text: String) throws(StatementError) -> StatementReading {
        try StatementFile.read(
            text, encoding: .utf8,
            context: StatementContext(defaultCurrency: try! CurrencyCode("EUR"), words: .catalogs))
    }

    @Test func aMillionColumnsAreRefusedNamingTheLimit() {
        let text = "Date,Description,Amount\n" + String(repeating: ",", count: 1_000_000) + "\n"
        #expect(throws: StatementError.tooManyColumns(line: 2, limit: 1_000)) { try read(text) }
    }

    @Test func moreRowsThanAnyStatementAreRefusedNamingTheLimit() {
        let text =
            "Date,Description,Amount\n"
            + String(repeating: "2026-01-05,NETFLIX,-12.99\n", count: 200_001)
        #expect(throws: StatementError.tooManyRows(limit: 200_000)) { try read(text) }
    }

    /// Within the row and column limits, cells a byte each: 5 million of them are refused,
    /// as 100 MB of them would have taken a gigabyte.
    @Test func moreCellsThanAnyStatementAreRefusedNamingTheLimit() {
        let row = String(repeating: "1,", count: 999) + "1\n"
        let text = "Date,Description,Amount\n" + String(repeating: row, count: 5_000)
        #expect(throws: StatementError.tooManyCells(limit: 4_000_000)) { try read(text) }
    }

    @Test func aFieldOfMegabytesIsRefusedNamingTheLimit() {
        let text =
            "Date,Description,Amount\n2026-01-05,NETFLIX,-12.99\n2026-02-05,"
            + String(repeating: "A", count: 2_000_000) + ",-12.99\n"
        #expect(throws: StatementError.fieldTooLong(line: 3, limit: 65_536)) { try read(text) }
    }

    /// A quote opened and never closed on every line: each field ends with its line, and
    /// every charge is still read.
    @Test func strayQuotesEndWithTheirLines() throws {
        var text = "Date,Description,Amount\n"
        for month in 1...9 {
            text += "2026-0\(month)-05,\"NETFLIX.COM,-12.99\n"
            text += "2026-0\(month)-06,SPOTIFY,-10.99\n"
        }
        let reading = try read(text)
        #expect(reading.charges.count == 9, "the Spotify rows")
    }
}
