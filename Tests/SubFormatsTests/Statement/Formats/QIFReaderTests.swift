import SubDomain
import SubFormats
import TestSupport
import Testing

@Suite struct QIFReaderTests {
    private let dollars = StatementContext(defaultCurrency: .usd, preferredOrder: .dayFirst)

    /// A US checking account as Quicken exports it: month-first dates in all three of its
    /// spellings, grouped amounts, a split purchase, a transfer to savings, and two
    /// subscriptions among the salary and the shopping.
    private static let checking = """
        !Type:Bank
        D01/05/2026
        T-15.49
        CX
        N1001
        PNETFLIX.COM
        MStandard plan
        LEntertainment:Streaming
        ^
        D01/09'26
        U2,500.00
        T2,500.00
        PACME CORP PAYROLL
        LSalary
        ^
        D 1/12'26
        T-1,234.56
        PBEST BUY 00012345
        SElectronics
        $-1,000.00
        SHome
        $-234.56
        ^
        D1/15/2026
        T-10.99
        C*
        PSPOTIFY P1A2B3C4
        ^
        D01-20-2026
        T-500.00
        PTransfer to Savings
        L[Savings]
        ^
        D02/05/2026
        T-15.49
        PNETFLIX.COM
        ^
        D 2/15'26
        T-10.99
        PSPOTIFY P1A2B3C4
        ^
        D03/05/2026
        T-15.49
        PNETFLIX.COM
        ^
        D 3/16'26
        T-10.99
        PSPOTIFY P1A2B3C4
        ^
        D04/06/2026
        T-15.49
        PNETFLIX.COM
        ^
        D 4/15'26
        T-10.99
        PSPOTIFY P1A2B3C4
        ^

        """

    @Test func aCheckingAccountAsQuickenExportsIt() throws {
        let read = try QIFReader.read(Self.checking, context: dollars)
        #expect(read.format == .qif)
        #expect(read.currency == nil)
        #expect(
            read.rows.map(\.summary) == [
                "2 2026-01-05 -1549 booked NETFLIX.COM #1001",
                "10 2026-01-09 +250000 booked ACME CORP PAYROLL",
                "16 2026-01-12 -123456 booked BEST BUY 00012345",
                "24 2026-01-15 -1099 booked SPOTIFY P1A2B3C4",
                "29 2026-01-20 -50000 notCounted Transfer to Savings",
                "34 2026-02-05 -1549 booked NETFLIX.COM",
                "38 2026-02-15 -1099 booked SPOTIFY P1A2B3C4",
                "42 2026-03-05 -1549 booked NETFLIX.COM",
                "46 2026-03-16 -1099 booked SPOTIFY P1A2B3C4",
                "50 2026-04-06 -1549 booked NETFLIX.COM",
                "54 2026-04-15 -1099 booked SPOTIFY P1A2B3C4",
            ])
    }

    @Test func theMonthlySubscriptionsAreFoundInIt() throws {
        let read = try QIFReader.read(Self.checking, context: dollars)
        let found = RecurringSeriesFinder.find(in: read.bookedCharges)
        #expect(found.map(\.merchant.label) == ["Netflix", "Spotify"])
        #expect(found.map(\.period) == [.monthly, .monthly])
        #expect(found.map(\.amountMinor) == [1549, 1099])
    }

    /// The account list, the memorized transactions and the investment account hold no
    /// movement of money; the card account after them does, written day-first with
    /// decimal commas as a European Quicken writes it.
    @Test func onlyTheMoneyAccountsGiveRows() throws {
        let text = """
            !Option:AutoSwitch
            !Account
            NChecking
            TBank
            ^
            !Clear:AutoSwitch
            !Type:Memorized
            KC
            T-15.49
            PNETFLIX.COM
            ^
            !Account
            NBrokerage
            TInvst
            ^
            !Type:Invst
            D1/15'26
            NBuy
            YACME
            I10.00
            Q5
            T50.00
            ^
            !Account
            NVisa
            TCCard
            ^
            !Type:CCard
            D15/01/2026
            T-9,99
            PDISNEY PLUS
            ^
            D 5/ 2/26
            T-1.009,99
            PEL CORTE INGLES
            ^
            D15/02/2026
            T-9,99
            PDISNEY PLUS
            ^
            D16/03/2026
            T-9,99
            PDISNEY PLUS
            ^
            D20/03/2026
            T25,00
            PREEMBOLSO
            """
        let read = try QIFReader.read(text, context: dollars)
        #expect(
            read.rows.map(\.summary) == [
                "29 2026-01-15 -999 booked DISNEY PLUS",
                "33 2026-02-05 -100999 booked EL CORTE INGLES",
                "37 2026-02-15 -999 booked DISNEY PLUS",
                "41 2026-03-16 -999 booked DISNEY PLUS",
                "45 2026-03-20 +2500 booked REEMBOLSO",
            ])
        let found = RecurringSeriesFinder.find(in: read.bookedCharges)
        #expect(found.map(\.merchant.label) == ["Disney Plus"])
        #expect(found.first?.period == .monthly)
        #expect(found.first?.amountMinor == 999)
    }

    /// Dates that read both ways, in date order both ways: the user's own order decides.
    @Test(arguments: [
        (StatementDateOrder.monthFirst, ["2026-01-02", "2026-02-03"]),
        (.dayFirst, ["2026-02-01", "2026-03-02"]),
    ])
    func ambiguousDatesFollowTheUsersOrder(order: StatementDateOrder, dates: [String]) throws {
        let text = "!Type:Bank\nD01/02/2026\nT-5.00\nPA\n^\nD02/03/2026\nT-5.00\nPB\n^\n"
        let context = StatementContext(defaultCurrency: .usd, preferredOrder: order)
        let read = try QIFReader.read(text, context: context)
        #expect(read.rows.map(\.date.iso) == dates)
    }

    /// The memo describes a record without a payee; a record of nothing is no movement.
    @Test func memoWhenThereIsNoPayeeAndNoRowForNothing() throws {
        let text = "!Type:Cash\nD01/15/2026\nT-3.50\nMCoffee\n^\nD01/16/2026\nT0.00\nPVOID\n^\n"
        let read = try QIFReader.read(text, context: dollars)
        #expect(read.rows.map(\.summary) == ["2 2026-01-15 -350 booked Coffee"])
    }

    @Test func datesOnlyDayFirstAndDatesOnlyMonthFirstInOneFileAreReported() {
        let text = "!Type:Bank\nD13/01/2026\nT-1.00\n^\nD01/14/2026\nT-1.00\n^\n"
        #expect(throws: StatementError.mixedDateOrders(dayFirstLine: 2, monthFirstLine: 5)) {
            try QIFReader.read(text, context: dollars)
        }
    }

    @Test func aRecordWithoutADateIsMalformed() {
        let text = "!Type:Bank\nD01/05/2026\nT-15.49\n^\nT-10.99\nPSPOTIFY\n^\n"
        #expect(throws: StatementError.malformed(format: .qif, line: 5)) {
            try QIFReader.read(text, context: dollars)
        }
    }

    @Test func aRecordWithoutAnAmountIsMalformed() {
        let text = "!Type:Bank\nD01/05/2026\nPNETFLIX\n^\n"
        #expect(throws: StatementError.malformed(format: .qif, line: 2)) {
            try QIFReader.read(text, context: dollars)
        }
    }

    @Test func unreadableDatesAndAmountsAreReportedAsWritten() {
        #expect(throws: StatementError.unreadableDate(line: 5, text: "1/32'26")) {
            try QIFReader.read(
                "!Type:Bank\nD01/05/2026\nT-1.00\n^\nD 1/32'26\nT-1.00\n^\n", context: dollars)
        }
        #expect(throws: StatementError.unreadableAmount(line: 3, text: "-12.99 maybe?")) {
            try QIFReader.read("!Type:Bank\nD01/05/2026\nT-12.99 maybe?\n^\n", context: dollars)
        }
    }

    @Test func itIsRecognisedFromItsHeader() {
        #expect(QIFReader.looksLike(Self.checking))
        #expect(QIFReader.looksLike("\u{FEFF}\r\n!type:CCard\r\n"))
        #expect(QIFReader.looksLike("!Account\nNChecking\n^\n"))
        #expect(!QIFReader.looksLike(":20:STATEMENT\n:25:ES12\n"))
        #expect(!QIFReader.looksLike("Date,Payee,Amount\n01/05/2026,NETFLIX,-15.49\n"))
        #expect(!QIFReader.looksLike(""))
    }

    /// Random movements written in Quicken's spellings read back as they were.
    @Test func randomMovementsReadBackAsWritten() throws {
        var random = Sample.SeededGenerator(seed: 1996)
        let payees = ["NETFLIX.COM", "SPOTIFY", "HULU", "ACME CORP PAYROLL", "GYM", "SHELL OIL"]
        let context = StatementContext(defaultCurrency: .usd, preferredOrder: .monthFirst)
        for _ in 0..<20 {
            var lines = ["!Type:Bank"]
            var expected: [String] = []
            let start = Sample.date("2026-01-01")
            let dates = (0..<Int.random(in: 1...40, using: &random))
                .map { _ in start.addingDays(Int.random(in: 0...364, using: &random)) }
                .sorted()
            for date in dates {
                let cents = Int64.random(in: 1...99_999_999, using: &random)
                let out = Bool.random(using: &random)
                let payee = payees.randomElement(using: &random)!
                let line = lines.count + 1
                lines += [
                    "D" + Self.quickenDate(date, style: Int.random(in: 0...2, using: &random)),
                    "T" + (out ? "-" : "") + Self.groupedAmount(cents), "P" + payee, "^",
                ]
                expected.append("\(line) \(date.iso) \(out ? "-" : "+")\(cents) booked \(payee)")
            }
            let read = try QIFReader.read(lines.joined(separator: "\n"), context: context)
            #expect(read.rows.map(\.summary) == expected)
        }
    }

    /// `01/05/2026`, `01/05'26` or ` 1/ 5'26`.
    private static func quickenDate(_ date: CivilDate, style: Int) -> String {
        func twoDigits(_ value: Int, pad: String) -> String {
            value < 10 ? pad + String(value) : String(value)
        }
        switch style {
        case 0:
            return twoDigits(date.month, pad: "0") + "/" + twoDigits(date.day, pad: "0")
                + "/" + String(date.year)
        case 1:
            return twoDigits(date.month, pad: "0") + "/" + twoDigits(date.day, pad: "0")
                + "'" + String(date.year % 100)
        default:
            return twoDigits(date.month, pad: " ") + "/" + twoDigits(date.day, pad: " ")
                + "'" + twoDigits(date.year % 100, pad: "0")
        }
    }

    /// `1,234,567.89`.
    private static func groupedAmount(_ cents: Int64) -> String {
        var whole = String(cents / 100)
        var grouped = ""
        while whole.count > 3 {
            grouped = "," + whole.suffix(3) + grouped
            whole = String(whole.dropLast(3))
        }
        let fraction = cents % 100
        return whole + grouped + "." + (fraction < 10 ? "0" : "") + String(fraction)
    }
}
