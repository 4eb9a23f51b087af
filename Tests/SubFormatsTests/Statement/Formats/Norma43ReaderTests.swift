@testable import SubFormats
import SubDomain
import TestSupport
import Testing

/// Writes a Norma 43 file record by record, each field padded to the columns the norm gives
/// it: numbers zero-filled on the left, text space-filled on the right.
private struct Norma43File {
    static let bank = "2100"
    static let branch = "0418"
    static let account = "0200051332"

    private(set) var records: [String] = []
    private var debits: (count: Int64, cents: Int64) = (0, 0)
    private var credits: (count: Int64, cents: Int64) = (0, 0)
    private var currency = "978"

    static func number(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: width - digits.count) + digits
    }

    static func text(_ value: String, _ width: Int) -> String {
        precondition(value.count <= width, "\(value) is wider than its \(width) columns")
        return value + String(repeating: " ", count: width - value.count)
    }

    /// Record 11: the account, its period, its opening balance and its currency's number.
    mutating func openAccount(currency: String = "978", from start: String = "260101") {
        self.currency = currency
        append(
            "11" + Self.bank + Self.branch + Self.account + start + "260430" + "2"
                + Self.number(150_000, 14) + currency + "3" + Self.text("SUBHUB PRUEBAS SL", 26)
                + "   ")
    }

    /// Record 22 (debit key 1 = money out, 2 = money in) and a 23 for each two concepts.
    mutating func movement(
        _ date: String, _ key: Int, _ cents: Int64, commonConcept: String = "03",
        document: String = "0000000000", reference1: String = "", reference2: String = "",
        concepts: [String] = []
    ) {
        if key == 1 { debits = (debits.count + 1, debits.cents + cents) }
        if key == 2 { credits = (credits.count + 1, credits.cents + cents) }
        append(
            "22" + "    " + Self.branch + date + date + commonConcept + "000" + String(key)
                + Self.number(cents, 14) + document + Self.text(reference1, 12)
                + Self.text(reference2, 16))
        var pairs = concepts
        if pairs.count % 2 == 1 { pairs.append("") }
        for index in stride(from: 0, to: pairs.count, by: 2) {
            append(
                "23" + Self.number(Int64(index / 2 + 1), 2) + Self.text(pairs[index], 38)
                    + Self.text(pairs[index + 1], 38))
        }
    }

    /// Record 24: the movement before, in the currency it was made in.
    mutating func equivalence(currency: String, cents: Int64) {
        append("2401" + currency + Self.number(cents, 14) + Self.text("", 59))
    }

    /// Record 33: the account's totals and closing balance.
    mutating func closeAccount() {
        let balance = 150_000 + credits.cents - debits.cents
        append(
            "33" + Self.bank + Self.branch + Self.account + Self.number(debits.count, 5)
                + Self.number(debits.cents, 14) + Self.number(credits.count, 5)
                + Self.number(credits.cents, 14) + (balance < 0 ? "1" : "2")
                + Self.number(abs(balance), 14) + currency + "    ")
        debits = (0, 0)
        credits = (0, 0)
    }

    /// Record 88: nines and the count of records before it.
    mutating func end() {
        append(
            "88" + String(repeating: "9", count: 18) + Self.number(Int64(records.count), 6)
                + Self.text("", 54))
    }

    mutating func append(_ record: String) {
        precondition(record.count == 80, "\(record.count) columns: \(record)")
        records.append(record)
    }

    /// As banks write it: CRLF, and (like many) without the blanks that end each record.
    var text: String {
        records.map { String($0.reversed().drop { $0 == " " }.reversed()) }
            .joined(separator: "\r\n") + "\r\n"
    }
}

@Suite struct Norma43ReaderTests {
    private let euros = StatementContext(defaultCurrency: .usd)

    /// The norm allows five concept records a movement: a file of thousands is refused at
    /// the field limit rather than read into one description.
    @Test func endlessConceptsAreRefusedNamingTheLimit() {
        var file = Norma43File()
        file.openAccount()
        file.movement("260105", 1, 1299)
        let concept = "2301" + Norma43File.text("NETFLIX", 38) + Norma43File.text("", 38)
        for _ in 0..<1_000 { file.append(concept) }
        #expect(throws: StatementError.fieldTooLong(line: 2, limit: 65_536)) {
            try Norma43Reader.read(file.text, context: euros)
        }
    }

    /// Four months of a Spanish current account: two subscriptions charged by direct debit,
    /// the salary, a card purchase and a transfer.
    private func householdStatement() -> Norma43File {
        var file = Norma43File()
        file.openAccount()
        for month in 1...4 {
            let mm = "0\(month)"
            file.movement(
                "26\(mm)" + (month == 4 ? "06" : "05"), 1, 1299, document: "000000100\(month)",
                concepts: ["RECIBO NETFLIX.COM"])
            file.movement(
                "26\(mm)10", 2, 210_000, commonConcept: "15", reference2: "NOMINA ACME SA")
            if month == 1 {
                file.movement(
                    "260112", 1, 4550, commonConcept: "12",
                    concepts: ["COMPRA TARJ. 5489XXXXXXXX1234", "EL CORTE INGLES MADRID"])
                file.equivalence(currency: "978", cents: 4550)
            }
            file.movement("26\(mm)15", 1, 1099, concepts: ["SPOTIFY AB STOCKHOLM"])
            if month == 2 {
                file.movement(
                    "260220", 1, 30000, commonConcept: "04", reference1: "TRF000987654",
                    concepts: ["TRANSFERENCIA A MARIA LOPEZ", "ALQUILER PLAZA GARAJE"])
            }
        }
        file.closeAccount()
        file.end()
        return file
    }

    @Test func movementsOfAnAccountWithTheirConceptLines() throws {
        let read = try Norma43Reader.read(householdStatement().text, context: euros)
        #expect(read.format == .norma43)
        #expect(read.currency == .eur)
        #expect(read.layout == nil)
        #expect(
            read.rows.map(\.summary) == [
                "2 2026-01-05 -1299 booked RECIBO NETFLIX.COM #0000001001",
                "4 2026-01-10 +210000 booked NOMINA ACME SA",
                "5 2026-01-12 -4550 booked COMPRA TARJ. 5489XXXXXXXX1234 EL CORTE INGLES MADRID",
                "8 2026-01-15 -1099 booked SPOTIFY AB STOCKHOLM",
                "10 2026-02-05 -1299 booked RECIBO NETFLIX.COM #0000001002",
                "12 2026-02-10 +210000 booked NOMINA ACME SA",
                "13 2026-02-15 -1099 booked SPOTIFY AB STOCKHOLM",
                "15 2026-02-20 -30000 booked TRANSFERENCIA A MARIA LOPEZ ALQUILER PLAZA GARAJE"
                    + " #TRF000987654",
                "17 2026-03-05 -1299 booked RECIBO NETFLIX.COM #0000001003",
                "19 2026-03-10 +210000 booked NOMINA ACME SA",
                "20 2026-03-15 -1099 booked SPOTIFY AB STOCKHOLM",
                "22 2026-04-06 -1299 booked RECIBO NETFLIX.COM #0000001004",
                "24 2026-04-10 +210000 booked NOMINA ACME SA",
                "25 2026-04-15 -1099 booked SPOTIFY AB STOCKHOLM",
            ])
    }

    @Test func theMonthlySubscriptionsAreFoundInIt() throws {
        let read = try Norma43Reader.read(householdStatement().text, context: euros)
        let found = RecurringSeriesFinder.find(in: read.bookedCharges)
        #expect(found.map(\.merchant.label) == ["Netflix", "Spotify"])
        #expect(found.map(\.period) == [.monthly, .monthly])
        #expect(found.map(\.amountMinor) == [1299, 1099])
        #expect(found.map(\.charges.count) == [4, 4])
    }

    /// The currency is the account header's ISO number, whatever the context's default;
    /// amounts keep two implied decimals and become the currency's own minor units.
    @Test(arguments: [("978", "EUR", 1299), ("826", "GBP", 1299), ("392", "JPY", 13)])
    func theCurrencyIsTheHeadersNumber(number: String, code: String, minor: Int64) throws {
        var file = Norma43File()
        file.openAccount(currency: number)
        file.movement("260105", 1, 1299, concepts: ["APPLE.COM/BILL"])
        file.closeAccount()
        file.end()
        let read = try Norma43Reader.read(file.text, context: euros)
        #expect(read.currency?.code == code)
        #expect(read.rows.map(\.amountMinor) == [minor])
    }

    @Test func aNumberThatIsNoCurrencyIsReported() {
        var file = Norma43File()
        file.openAccount(currency: "999")
        file.end()
        #expect(throws: StatementError.unknownCurrency(line: 1, text: "999")) {
            try Norma43Reader.read(file.text, context: euros)
        }
    }

    @Test func twoAccountsInTwoCurrenciesAreNotOneImport() {
        var file = Norma43File()
        file.openAccount(currency: "978")
        file.closeAccount()
        file.openAccount(currency: "826")
        file.closeAccount()
        file.end()
        #expect(throws: StatementError.mixedCurrencies(first: "EUR", second: "GBP")) {
            try Norma43Reader.read(file.text, context: euros)
        }
    }

    /// A download cut short: the movement on line 3 stops at column 50, inside its
    /// document number.
    @Test func aMovementCutInsideItsFieldsIsMalformed() {
        var file = Norma43File()
        file.openAccount()
        file.movement("260105", 1, 1299, document: "0000001001", concepts: ["NETFLIX"])
        file.movement("260205", 1, 1299, document: "0000001002", concepts: ["NETFLIX"])
        var lines = file.records
        lines[3] = String(lines[3].prefix(50))
        #expect(throws: StatementError.malformed(format: .norma43, line: 4)) {
            try Norma43Reader.read(lines.joined(separator: "\n"), context: euros)
        }
        lines[3] = String(lines[3].prefix(35))
        #expect(throws: StatementError.malformed(format: .norma43, line: 4)) {
            try Norma43Reader.read(lines.joined(separator: "\n"), context: euros)
        }
    }

    @Test func aRecordTypeTheNormHasNotIsMalformed() {
        var file = Norma43File()
        file.openAccount()
        file.movement("260105", 1, 1299, concepts: ["NETFLIX"])
        file.append("44" + Norma43File.text("", 78))
        file.end()
        #expect(throws: StatementError.malformed(format: .norma43, line: 4)) {
            try Norma43Reader.read(file.text, context: euros)
        }
    }

    @Test func aMovementWithoutARealDateOrAmountIsMalformed() {
        var file = Norma43File()
        file.openAccount()
        file.movement("261305", 1, 1299)
        #expect(throws: StatementError.malformed(format: .norma43, line: 2)) {
            try Norma43Reader.read(file.text, context: euros)
        }
        var noAmount = Norma43File()
        noAmount.openAccount()
        noAmount.movement("260105", 1, 1299)
        var record = Array(noAmount.records[1])
        record.replaceSubrange(28..<42, with: Array("00000000012,99"))
        #expect(throws: StatementError.malformed(format: .norma43, line: 2)) {
            try Norma43Reader.read(
                noAmount.records[0] + "\n" + String(record), context: euros)
        }
    }

    @Test func conceptLinesWithoutAMovementAndLinesLongerThanARecordAreMalformed() {
        var file = Norma43File()
        file.openAccount()
        file.append("2301" + Norma43File.text("NETFLIX", 76))
        #expect(throws: StatementError.malformed(format: .norma43, line: 2)) {
            try Norma43Reader.read(file.text, context: euros)
        }
        let long = file.records[0] + "X"
        #expect(throws: StatementError.malformed(format: .norma43, line: 1)) {
            try Norma43Reader.read(long, context: euros)
        }
    }

    /// Common concept 98 cancels an earlier entry; 14 returns a direct debit: money back.
    /// Without concept lines, the references describe the movement.
    @Test func cancellationsReturnedDebitsAndReferencesAsText() throws {
        var file = Norma43File()
        file.openAccount()
        file.movement("260105", 1, 1299, reference2: "NETFLIX.COM")
        file.movement("260107", 2, 1299, commonConcept: "14", reference2: "DEVOL NETFLIX")
        file.movement("260108", 2, 5000, commonConcept: "98", reference1: "ANUL0001")
        file.movement("260109", 1, 0, reference2: "NADA")
        file.closeAccount()
        file.end()
        let read = try Norma43Reader.read(file.text, context: euros)
        #expect(
            read.rows.map(\.summary) == [
                "2 2026-01-05 -1299 booked NETFLIX.COM",
                "3 2026-01-07 +1299 refund DEVOL NETFLIX",
                "4 2026-01-08 +5000 reversed ANUL0001 #ANUL0001",
            ])
    }

    /// Records written full width, or padded past it, read as the trimmed ones do; a
    /// Latin-1 letter decoded before the reader is one column like any other.
    @Test func paddedLinesReadAsTrimmedOnes() throws {
        var file = householdStatement()
        let trimmed = try Norma43Reader.read(file.text, context: euros)
        let padded = file.records.map { $0 + "   \t" }.joined(separator: "\n")
        #expect(try Norma43Reader.read(padded, context: euros) == trimmed)
        file = Norma43File()
        file.openAccount()
        file.movement("260105", 1, 350, concepts: ["CAÑAS Y TAPAS SEÑOR GARCÍA"])
        let read = try Norma43Reader.read(file.records.joined(separator: "\n"), context: euros)
        #expect(read.rows.map(\.summary) == ["2 2026-01-05 -350 booked CAÑAS Y TAPAS SEÑOR GARCÍA"])
    }

    @Test func anEmptyAccountGivesNoRows() throws {
        var file = Norma43File()
        file.openAccount()
        file.closeAccount()
        file.end()
        let read = try Norma43Reader.read(file.text, context: euros)
        #expect(read.rows.isEmpty)
        #expect(read.currency == .eur)
    }

    @Test func itIsRecognisedFromItsFirstRecords() {
        let text = householdStatement().text
        #expect(Norma43Reader.looksLike(text))
        #expect(Norma43Reader.looksLike("00" + "2100" + "260430" + "\n" + text))
        #expect(!Norma43Reader.looksLike("!Type:Bank\nD01/05/2026\nT-12.99\n^\n"))
        #expect(!Norma43Reader.looksLike(":20:STATEMENT\n:25:ES12\n"))
        #expect(!Norma43Reader.looksLike("Fecha;Concepto;Importe\n05/01/2026;NETFLIX;-12,99\n"))
        #expect(!Norma43Reader.looksLike(""))
    }

    /// Random movements written as a bank writes them read back as they were.
    @Test func randomMovementsReadBackAsWritten() throws {
        var random = Sample.SeededGenerator(seed: 43)
        let words = ["NETFLIX", "RECIBO", "LUZ", "IBERDROLA", "GIMNASIO", "SEGURO", "MAPFRE"]
        for _ in 0..<20 {
            var file = Norma43File()
            file.openAccount()
            var expected: [String] = []
            for _ in 0..<Int.random(in: 0...40, using: &random) {
                let date = Sample.date("2026-01-01")
                    .addingDays(Int.random(in: 0...364, using: &random))
                let cents = Int64.random(in: 1...99_999_999_999, using: &random)
                let out = Bool.random(using: &random)
                let concepts = (0..<Int.random(in: 1...10, using: &random)).map { _ in
                    (0..<Int.random(in: 1...3, using: &random))
                        .map { _ in words.randomElement(using: &random)! }
                        .joined(separator: " ")
                }
                let yymmdd = date.iso.dropFirst(2).filter { $0 != "-" }
                file.movement(String(yymmdd), out ? 1 : 2, cents, concepts: concepts)
                let line = file.records.count - (concepts.count + 1) / 2
                expected.append(
                    "\(line) \(date.iso) \(out ? "-" : "+")\(cents) booked "
                        + concepts.joined(separator: " "))
            }
            file.closeAccount()
            file.end()
            let read = try Norma43Reader.read(file.text, context: euros)
            #expect(read.rows.map(\.summary) == expected)
        }
    }
}
