import SubDomain
import Testing

@Suite struct RecurringSeriesFinderTests {
    func charge(_ iso: String, _ description: String, _ minor: Int64) -> StatementCharge {
        StatementCharge(
            line: 0, date: CivilDate(iso: iso)!, description: description, amountMinor: minor)
    }

    @Test func aMonthlyPlanWithWeekendDelaysAndAPriceRiseIsOneSeries() {
        let charges = [
            charge("2026-01-05", "NETFLIX.COM 01/26", 1299),
            charge("2026-02-06", "NETFLIX.COM 02/26", 1299),
            charge("2026-03-05", "NETFLIX.COM 03/26", 1399),
            charge("2026-04-07", "NETFLIX.COM", 1399),
            charge("2026-05-05", "NETFLIX.COM", 1399),
        ]
        let found = RecurringSeriesFinder.find(in: charges)
        #expect(found.count == 1)
        let series = found[0]
        #expect(series.merchant.label == "Netflix")
        #expect(series.period == .monthly)
        #expect(series.amountMinor == 1399)
        #expect(series.confidence == .high)
        #expect(series.nextExpected.iso == "2026-06-05")
        #expect(
            series.priceChanges == [
                .init(date: CivilDate(iso: "2026-03-05")!, fromMinor: 1299, toMinor: 1399)
            ])
    }

    @Test func monthEndChargesStayOnTheMonthsLastDay() {
        let charges = ["2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30"].map {
            charge($0, "GYM", 3000)
        }
        let series = RecurringSeriesFinder.find(in: charges)
        #expect(series.map(\.period) == [.monthly])
        #expect(series.first?.anchorDay == 31)
        #expect(series.first?.nextExpected.iso == "2026-05-31")
    }

    @Test func weeklyQuarterlyAndYearlyPeriods() {
        let weekly = (0..<8).map {
            charge(CivilDate(iso: "2026-03-02")!.addingDays(7 * $0).iso, "CLASE", 900)
        }
        let quarterly = ["2025-07-10", "2025-10-10", "2026-01-12", "2026-04-10"].map {
            charge($0, "SEGURO", 4500)
        }
        let yearly = ["2025-04-20", "2026-04-21"].map { charge($0, "DOMINIO", 1500) }
        let found = RecurringSeriesFinder.find(
            in: weekly + quarterly + yearly, statementEnd: CivilDate(iso: "2026-04-25"))
        let periods = Dictionary(uniqueKeysWithValues: found.map { ($0.merchant.key, $0.period) })
        #expect(periods == ["CLASE": .weekly, "SEGURO": .quarterly, "DOMINIO": .annual])
        #expect(found.first { $0.merchant.key == "DOMINIO" }?.confidence == .medium)
    }

    @Test func oneOffsShopsAndCancelledPlansAreNeverProposed() {
        var charges = [charge("2026-02-14", "EL CORTE INGLES", 123_456)]
        // Twice, a month apart: not yet a series.
        charges += [charge("2026-01-03", "CINE", 900), charge("2026-02-03", "CINE", 900)]
        // A supermarket every few days at any amount.
        var day = CivilDate(iso: "2026-01-01")!
        var amount: Int64 = 2000
        while day < CivilDate(iso: "2026-06-01")! {
            charges.append(charge(day.iso, "MERCADONA VALENCIA", amount))
            day = day.addingDays(3 + Int(amount % 4))
            amount = 1500 + (amount * 37) % 6000
        }
        // Monthly until March, then cancelled: its April charge never came.
        charges += ["2026-01-10", "2026-02-10", "2026-03-10"].map { charge($0, "HBO", 999) }
        let found = RecurringSeriesFinder.find(
            in: charges, statementEnd: CivilDate(iso: "2026-05-31"))
        #expect(found.isEmpty, "\(found.map(\.merchant.key))")
    }

    @Test func twoPlansOfOneMerchantAreTwoSeries() {
        let months = ["2026-01-03", "2026-02-03", "2026-03-03", "2026-04-03"]
        let charges =
            months.map { charge($0, "APPLE.COM/BILL", 299) }
            + months.map { charge($0, "APPLE.COM/BILL", 1099) }
        let found = RecurringSeriesFinder.find(in: charges)
        #expect(found.map(\.amountMinor).sorted() == [299, 1099])
    }
}
