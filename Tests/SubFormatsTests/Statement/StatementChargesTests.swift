import SubDomain
import SubFormats
import Testing

@Suite struct StatementChargesTests {
    let euro = StatementContext(defaultCurrency: try! CurrencyCode("EUR"))

    func reading(_ rows: [StatementRow]) throws -> StatementReading {
        try StatementReading(
            StatementRows(format: .csv, currency: nil, rows: rows), encoding: .utf8,
            context: euro)
    }

    func row(
        _ day: String, _ description: String, _ minor: Int64,
        _ direction: StatementRow.Direction = .out,
        _ status: StatementRow.Status = .booked, reference: String? = nil, refundOf: String? = nil
    ) -> StatementRow {
        StatementRow(
            line: 0, date: CivilDate(iso: day)!, amountMinor: minor, direction: direction,
            status: status, description: description, reference: reference, refundOf: refundOf)
    }

    @Test func onlySettledMoneyOutIsACharge() throws {
        let read = try reading([
            row("2026-01-05", "NETFLIX", 1299),
            row("2026-01-06", "SALARY", 200_000, .into),
            row("2026-01-07", "TESCO", 2310, .out, .pending),
            row("2026-01-08", "AMAZON", 4999, .out, .reversed),
            row("2026-01-09", "STEAM", 999, .out, .declined),
            row("2026-01-10", "余额宝", 100_000, .out, .notCounted),
        ])
        #expect(read.charges.map(\.description) == ["NETFLIX"])
        var expected = StatementLeftOut()
        expected.credits = 1
        expected.pending = 1
        expected.reversed = 1
        expected.declined = 1
        expected.notCounted = 1
        #expect(read.leftOut == expected)
        #expect(read.currency.code == "EUR")
        #expect(!read.currencyFromFile)
    }

    /// Two exports whose dates overlap, pasted together, repeat rows exactly: each charge
    /// counts once (a monthly plan was proposed twice, and `--yes` saved both). Rows that
    /// differ in day, amount, description or reference are all charges.
    @Test func aRowRepeatedExactlyIsOneCharge() throws {
        var rows: [StatementRow] = []
        for month in 1...6 {
            let day = "2026-0\(month)-05"
            rows.append(row(day, "NETFLIX.COM", 1549))
            rows.append(row(day, "NETFLIX.COM", 1549))
        }
        rows.append(row("2026-06-05", "NETFLIX.COM", 1549, reference: "other"))
        rows.append(row("2026-06-05", "NETFLIX.COM", 1550))
        rows.append(row("2026-06-06", "NETFLIX.COM", 1549))
        let read = try reading(rows)
        #expect(read.charges.count == 6 + 3)
        #expect(read.leftOut.duplicates == 6)
        #expect(read.leftOut.total == 6)
    }

    /// The refund gives back the charge it names, else the latest one before it of the same
    /// merchant and amount — and a charge the wallet already closed is matched first, so
    /// last month's charge of the same plan stays.
    @Test func aRefundCancelsItsOwnChargeOnly() throws {
        let named = try reading([
            row("2026-01-05", "SHOP", 1999, reference: "A"),
            row("2026-02-05", "SHOP", 1999, reference: "B"),
            row("2026-02-09", "SHOP", 1999, .into, .refund, refundOf: "A"),
        ])
        #expect(named.charges.map(\.date.iso) == ["2026-02-05"])
        #expect(named.leftOut.refunded == 1)
        let latest = try reading([
            row("2026-01-05", "SHOP 123", 1999),
            row("2026-02-05", "SHOP 456", 1999),
            row("2026-02-07", "OTHER", 1999),
            row("2026-02-09", "SHOP", 1999, .into, .refund),
        ])
        #expect(latest.charges.map(\.date.iso) == ["2026-01-05", "2026-02-07"])
        let closed = try reading([
            row("2026-01-05", "PLAN", 999),
            row("2026-02-05", "PLAN", 999, .out, .reversed),
            row("2026-02-09", "PLAN", 999, .into, .refund),
        ])
        #expect(closed.charges.map(\.date.iso) == ["2026-01-05"])
        #expect(closed.leftOut.refunded == 0)
        #expect(closed.leftOut.reversed == 1)
    }

    @Test func nothingButRefundsAndCreditsIsNoCharges() {
        #expect(throws: StatementError.noCharges) {
            try reading([
                row("2026-01-05", "X", 100, .into), row("2026-01-06", "Y", 5, .out, .pending),
            ])
        }
    }

    /// Over random statements: every settled charge not refunded is kept, in file order,
    /// except one that repeats an earlier charge exactly, and every row is accounted for once.
    @Test(arguments: [11, 12, 13, 14])
    func everyRowIsAccountedFor(seed: UInt64) throws {
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let statuses: [StatementRow.Status] = [
            .booked, .booked, .booked, .pending, .reversed, .declined, .notCounted,
        ]
        var rows: [StatementRow] = []
        for index in 0..<300 {
            let day = CivilDate(iso: "2026-01-01")!.addingDays(index / 3)
            let direction: StatementRow.Direction = next(5) == 0 ? .into : .out
            rows.append(
                StatementRow(
                    line: index + 1, date: day, amountMinor: Int64(100 + next(5) * 100),
                    direction: direction, status: statuses[next(statuses.count)],
                    description: "MERCHANT \(["A", "B", "C"][next(3)])"))
        }
        let read = try reading(rows)
        var earlier = Set<String>()
        let booked = rows.filter { row in
            guard row.status == .booked, row.direction == .out else { return false }
            return earlier.insert("\(row.date.iso) \(row.description) \(row.amountMinor)").inserted
        }
        #expect(read.charges.map(\.line) == booked.map(\.line))
        #expect(read.leftOut.duplicates > 0)
        #expect(read.leftOut.total == rows.count - read.charges.count)
    }
}
