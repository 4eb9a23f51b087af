import SubDomain
import SubFormats
import TestSupport
import Testing

@Suite struct MT940ReaderTests {
    private let euros = StatementContext(defaultCurrency: .eur)

    /// A British bank's statement in its SWIFT envelope: two subscriptions by direct debit,
    /// the salary, a card purchase reversed by the shop, and a transfer to savings.
    private static let british = """
        {1:F01BARCGB22AXXX0000000000}{2:O9401200260501BARCGB22AXXX00000000002605011200N}{4:
        :20:STMT2604
        :25:20325312345678
        :28C:4/1
        :60F:C251231GBP2500,00
        :61:2601050105D15,99NDDTNETFLIX-0001//B6A05RT01
        DIRECT DEBIT NETFLIX
        :86:NETFLIX.COM
        :61:2601090109C2100,00NTRFPAYROLL//B6A09
        :86:ACME LTD SALARY JANUARY
        :61:2601120112D74,30NMSCNONREF//B6A12
        :86:CARD PAYMENT TO TESCO STORES
        3217 LONDON
        :61:2601140114RD74,30NMSCNONREF//B6A14
        :86:CARD REFUND TESCO STORES 3217
        :61:260115D10,99NDDTNONREF//B6A15
        :86:SPOTIFY P1A2B3C4
        :61:2601200120D500,NTRFNONREF//B6A20
        :86:TRANSFER TO SAVINGS ACCOUNT
        :61:2602050205D15,99NDDTNETFLIX-0002//B6B05
        :86:NETFLIX.COM
        :61:2602150216D10,99NDDTNONREF//B6B15
        :86:SPOTIFY P1A2B3C4
        :61:2603050305D15,99NDDTNETFLIX-0003//B6C05
        :86:NETFLIX.COM
        :61:2603160316D10,99NDDTNONREF//B6C16
        :86:SPOTIFY P1A2B3C4
        :61:2604060406D15,99NDDTNETFLIX-0004//B6D06
        :86:NETFLIX.COM
        :61:2604150415D10,99NDDTNONREF
        :86:SPOTIFY P1A2B3C4
        :62F:C260430GBP3800,02
        :86:END OF STATEMENT
        -}

        """

    @Test func aStatementInItsEnvelope() throws {
        let read = try MT940Reader.read(Self.british, context: euros)
        #expect(read.format == .mt940)
        #expect(read.currency == .gbp)
        #expect(
            read.rows.map(\.summary) == [
                "6 2026-01-05 -1599 booked NETFLIX.COM #NETFLIX-0001",
                "9 2026-01-09 +210000 booked ACME LTD SALARY JANUARY #PAYROLL",
                "11 2026-01-12 -7430 booked CARD PAYMENT TO TESCO STORES 3217 LONDON #B6A12",
                "14 2026-01-14 +7430 reversed CARD REFUND TESCO STORES 3217 #B6A14",
                "16 2026-01-15 -1099 booked SPOTIFY P1A2B3C4 #B6A15",
                "18 2026-01-20 -50000 booked TRANSFER TO SAVINGS ACCOUNT #B6A20",
                "20 2026-02-05 -1599 booked NETFLIX.COM #NETFLIX-0002",
                "22 2026-02-16 -1099 booked SPOTIFY P1A2B3C4 #B6B15",
                "24 2026-03-05 -1599 booked NETFLIX.COM #NETFLIX-0003",
                "26 2026-03-16 -1099 booked SPOTIFY P1A2B3C4 #B6C16",
                "28 2026-04-06 -1599 booked NETFLIX.COM #NETFLIX-0004",
                "30 2026-04-15 -1099 booked SPOTIFY P1A2B3C4",
            ])
    }

    @Test func theMonthlySubscriptionsAreFoundInIt() throws {
        let read = try MT940Reader.read(Self.british, context: euros)
        let found = RecurringSeriesFinder.find(in: read.bookedCharges)
        #expect(found.map(\.merchant.label) == ["Netflix", "Spotify"])
        #expect(found.map(\.period) == [.monthly, .monthly])
        #expect(found.map(\.amountMinor) == [1599, 1099])
    }

    /// A German bank's structured `:86:`: the counterparty's name (`?32`, `?33`) is the
    /// description, else the purpose lines (`?20`–`?29`). `DR` is a debit in EUR (`R` being
    /// the currency's third letter), `RC` a credit taken back.
    @Test func structuredInformationOfGermanBanks() throws {
        let text = """
            :20:STARTUMS
            :25:10020030/1234567890
            :28C:00001/001
            :60F:C260101EUR1000,00
            :61:2601050105DR12,99NDDTNONREF
            :86:105?00FOLGELASTSCHRIFT?109310?20EREF+NFX20260105?21MREF+M123456
            ?22SVWZ+Netflix Monatsabo?30INGDDEFFXXX?31DE02120300000000202051
            ?32NETFLIX INTERNATIONAL B.?33V.
            :61:2601070107DR9,99NDDTNONREF
            :86:105?00LASTSCHRIFT?20EREF+DSN0107?21SVWZ+Disney Plus Monatsabon?22nement Januar
            :61:2601080108RC50,00NTRFNONREF
            :86:166?00STORNO GUTSCHRIFT?20Rueckbuchung
            :62F:C260131EUR927,02
            -
            """
        let read = try MT940Reader.read(text, context: StatementContext(defaultCurrency: .usd))
        #expect(read.currency == .eur)
        #expect(
            read.rows.map(\.summary) == [
                "5 2026-01-05 -1299 booked NETFLIX INTERNATIONAL B.V.",
                "9 2026-01-07 -999 booked EREF+DSN0107 SVWZ+Disney Plus Monatsabonnement Januar",
                "11 2026-01-08 -5000 reversed Rueckbuchung",
            ])
    }

    /// A free-text line that fills its 65 columns was cut there and runs on into the next.
    @Test func freeTextCutAtTheLineWidthRunsOn() throws {
        let first = "CARD PAYMENT TO AMAZON PRIME MEMBERSHIP AMZN.CO.UK/PM REF 000NETF"
        #expect(first.count == 65)
        let text = """
            :20:X
            :60F:C260101GBP0,00
            :61:260105D7,99NMSCNONREF
            :86:\(first)
            LIX
            SECOND PHRASE
            """
        let read = try MT940Reader.read(text, context: euros)
        #expect(read.rows.map(\.description) == [first + "LIX SECOND PHRASE"])
    }

    /// Without an `:86:`, the supplementary details describe the movement, else its
    /// reference; a bank's own tag (`:NS:`) is no part of them.
    @Test func withoutInformationTheStatementLineDescribesIt() throws {
        let text = """
            :20:X
            :60F:C260101EUR0,00
            :61:2601050105D7,99NDDTAPPLE-77//B1
            APPLE.COM/BILL ITUNES
            :NS:22APPLE DISTRIBUTION
            :61:2601060106D3,00NMSCKIOSK-12
            """
        let read = try MT940Reader.read(text, context: euros)
        #expect(
            read.rows.map(\.summary) == [
                "3 2026-01-05 -799 booked APPLE.COM/BILL ITUNES #APPLE-77",
                "6 2026-01-06 -300 booked KIOSK-12 #KIOSK-12",
            ])
    }

    /// The entry date takes the year that puts it nearest the value date.
    @Test func entryDatesAcrossTheTurnOfTheYear() throws {
        let text = """
            :20:X
            :60F:C251201EUR0,00
            :61:2512310102D5,00NMSCNONREF
            :61:2601021231C5,00NMSCNONREF
            :61:2402280229D1,00NMSCNONREF
            """
        let read = try MT940Reader.read(text, context: euros)
        #expect(read.rows.map(\.date.iso) == ["2026-01-02", "2025-12-31", "2024-02-29"])
    }

    /// With no opening balance the context's currency counts the minor units; the file
    /// names none. A currency with no decimals is read in units.
    @Test func theCurrencyIsTheOpeningBalancesElseTheContexts() throws {
        let plain = ":20:X\n:61:260105D12,5NMSCNONREF\n"
        let read = try MT940Reader.read(plain, context: StatementContext(defaultCurrency: .jpy))
        #expect(read.currency == nil)
        #expect(read.rows.map(\.amountMinor) == [13])
        let yen = ":20:X\n:60M:C260101JPY0,\n:61:260105D1500,NMSCNONREF\n"
        let inYen = try MT940Reader.read(yen, context: euros)
        #expect(inYen.currency == .jpy)
        #expect(inYen.rows.map(\.amountMinor) == [1500])
    }

    @Test func aStatementLineWithoutAnAmountIsMalformed() {
        let text =
            ":20:X\n:60F:C260101EUR0,00\n:61:2601050105D12,99NDDTNONREF\n:86:NETFLIX\n"
            + ":61:2602050205DNDDTNONREF\n:86:NETFLIX\n"
        #expect(throws: StatementError.malformed(format: .mt940, line: 5)) {
            try MT940Reader.read(text, context: euros)
        }
        #expect(throws: StatementError.malformed(format: .mt940, line: 3)) {
            try MT940Reader.read(
                ":20:X\n:60F:C260101EUR0,00\n:61:2613050105D1,00NMSC\n", context: euros)
        }
        #expect(throws: StatementError.malformed(format: .mt940, line: 2)) {
            try MT940Reader.read(":20:X\n:61:2601050105X1,00NMSC\n", context: euros)
        }
    }

    /// Daily statements of one account, one message each, make one list of rows.
    @Test func severalStatementsInOneFile() throws {
        let text = """
            {1:F01BANKGB22AXXX0000000000}{2:O940}{4:
            :20:DAY1
            :60F:C260105GBP10,00
            :61:260105D1,00NMSCNONREF
            :86:ONE
            :62F:C260105GBP9,00
            -}{5:{CHK:123456789ABC}}
            {1:F01BANKGB22AXXX0000000000}{2:O940}{4:
            :20:DAY2
            :60F:C260106GBP9,00
            :61:260106C2,00NMSCNONREF
            :86:TWO
            :62F:C260106GBP11,00
            -}
            """
        let read = try MT940Reader.read(text, context: euros)
        #expect(read.currency == .gbp)
        #expect(
            read.rows.map(\.summary) == [
                "4 2026-01-05 -100 booked ONE", "11 2026-01-06 +200 booked TWO",
            ])
    }

    @Test func unknownAndMixedCurrenciesAreReported() {
        #expect(throws: StatementError.unknownCurrency(line: 2, text: "XYZ")) {
            try MT940Reader.read(":20:X\n:60F:C260101XYZ100,00\n", context: euros)
        }
        let twoStatements =
            ":20:A\n:60F:C260101GBP1,00\n-\n:20:B\n:60F:C260101EUR1,00\n-\n"
        #expect(throws: StatementError.mixedCurrencies(first: "GBP", second: "EUR")) {
            try MT940Reader.read(twoStatements, context: euros)
        }
    }

    @Test func itIsRecognisedFromItsTags() {
        #expect(MT940Reader.looksLike(Self.british))
        #expect(MT940Reader.looksLike(":20:STARTUMS\r\n:25:10020030/1234567890\r\n"))
        #expect(!MT940Reader.looksLike("!Type:Bank\nD01/05/2026\nT-12.99\n^\n"))
        #expect(!MT940Reader.looksLike(":20:ONLY A REFERENCE\n"))
        #expect(!MT940Reader.looksLike("Date,Payee,Amount\n01/05/2026,NETFLIX,-15.49\n"))
    }

    /// Random movements written as statement lines read back as they were.
    @Test func randomMovementsReadBackAsWritten() throws {
        var random = Sample.SeededGenerator(seed: 940)
        let payees = ["NETFLIX.COM", "SPOTIFY", "ACME LTD SALARY", "TESCO STORES", "GYM"]
        let marks: [(mark: String, sign: String, status: String)] = [
            ("D", "-", "booked"), ("C", "+", "booked"), ("RD", "+", "reversed"),
            ("RC", "-", "reversed"),
        ]
        for _ in 0..<20 {
            var lines = ["{1:F01BANKGB22AXXX0000000000}{4:", ":20:RANDOM", ":60F:C251231GBP0,00"]
            var expected: [String] = []
            for _ in 0..<Int.random(in: 0...40, using: &random) {
                let value = Sample.date("2026-01-01")
                    .addingDays(Int.random(in: -30...364, using: &random))
                let entry = value.addingDays(Int.random(in: -3...3, using: &random))
                let withEntry = Bool.random(using: &random)
                let pence = Int64.random(in: 1...9_999_999_999, using: &random)
                let mark = marks.randomElement(using: &random)!
                let payee = payees.randomElement(using: &random)!
                let yymmdd = String(value.iso.dropFirst(2).filter { $0 != "-" })
                let mmdd = String(entry.iso.dropFirst(5).filter { $0 != "-" })
                let cents = pence % 100
                let amount = "\(pence / 100)," + (cents < 10 ? "0" : "") + "\(cents)"
                lines.append(
                    ":61:" + yymmdd + (withEntry ? mmdd : "") + mark.mark + amount
                        + "NTRFNONREF//BANKREF")
                lines.append(":86:" + payee)
                expected.append(
                    "\(lines.count - 1) \((withEntry ? entry : value).iso) \(mark.sign)\(pence) "
                        + "\(mark.status) \(payee) #BANKREF")
            }
            lines += [":62F:C260430GBP0,00", "-}"]
            let read = try MT940Reader.read(lines.joined(separator: "\r\n"), context: euros)
            #expect(read.rows.map(\.summary) == expected)
        }
    }
}
