import Foundation
import SubDomain
import TestSupport
import Testing

/// A statement's charges become payments once: the same charges read again (another format,
/// another download, months that overlap) add nothing, and a payment typed with `paid`
/// stands for the charge it was.
@Suite struct StatementPaymentsTests {
    private typealias Generator = TestSupport.Sample.SeededGenerator
    private let plan = UUID()
    private let today = Sample.date("2026-12-07")

    /// A monthly plan's charges over `months` months to today, some posted a day or two late,
    /// some with a price change, now and then two equal charges on one day.
    private func charges(_ random: inout Generator, months: Int) -> [StatementCharge] {
        var found: [StatementCharge] = []
        var amount = Int64.random(in: 100...5_000, using: &random)
        for month in 0..<months {
            let day = today.addingMonths(-(months - month)).addingDays(
                Int.random(in: 0...2, using: &random))
            if Int.random(in: 0..<6, using: &random) == 0 {
                amount += Int64.random(in: 1...300, using: &random)
            }
            let copies = Int.random(in: 0..<8, using: &random) == 0 ? 2 : 1
            for _ in 0..<copies {
                found.append(
                    StatementCharge(
                        line: found.count + 2, date: day, description: "NETFLIX.COM \(month)",
                        amountMinor: amount))
            }
        }
        return found
    }

    private func payments(_ charges: [StatementCharge], existing: [Payment] = []) -> [Payment] {
        StatementPayments.payments(
            of: charges, plan: plan, currency: try! CurrencyCode("EUR"), today: today,
            existing: existing)
    }

    @Test func everyChargeIsOnePaymentWithItsOwnKey() {
        var random = Generator(seed: 41)
        for _ in 0..<300 {
            let charges = charges(&random, months: Int.random(in: 1...24, using: &random))
            let found = payments(charges)
            #expect(found.count == charges.count)
            #expect(Set(found.compactMap(\.statementKey)).count == charges.count)
            #expect(found.allSatisfy { $0.source == .statement && $0.expenseID == plan })
            #expect(found.map(\.amount.minorUnits).sorted() == charges.map(\.amountMinor).sorted())
            #expect(
                found.allSatisfy {
                    ($0.statementKey?.unicodeScalars.count ?? 0) <= Payment.statementKeyLimit
                })
        }
    }

    @Test func theSameChargesReadAnotherWayHaveTheSameKeys() {
        var random = Generator(seed: 42)
        for _ in 0..<300 {
            let charges = charges(&random, months: Int.random(in: 1...24, using: &random))
            // Another format of the same statement: other lines, other words, another order.
            let again = charges.shuffled(using: &random).enumerated().map { index, charge in
                StatementCharge(
                    line: index * 7 + 1, date: charge.date, description: "Netflix International",
                    amountMinor: charge.amountMinor)
            }
            #expect(
                Set(payments(charges).compactMap(\.statementKey))
                    == Set(payments(again).compactMap(\.statementKey)))
        }
    }

    @Test func overlappingStatementsRecordEachChargeOnce() {
        var random = Generator(seed: 43)
        for _ in 0..<300 {
            let charges = charges(&random, months: Int.random(in: 2...24, using: &random))
            // A statement covers whole days: the first ends on one, the second starts on
            // one at or before it.
            let days = Array(Set(charges.map(\.date))).sorted()
            guard days.count >= 2 else { continue }
            let end = days[Int.random(in: 0..<(days.count - 1), using: &random)]
            let start = days[Int.random(in: 0...days.firstIndex(of: end)! + 1, using: &random)]
            let first = payments(charges.filter { $0.date <= end })
            let second = payments(charges.filter { $0.date >= start }, existing: first)
            #expect(first.count + second.count == charges.count)
            #expect(payments(charges, existing: first + second).isEmpty)
        }
    }

    @Test func aTypedPaymentStandsForOneChargeNearItOfTheSameAmount() {
        var random = Generator(seed: 44)
        for _ in 0..<300 {
            let charges = charges(&random, months: Int.random(in: 1...24, using: &random))
            // Some charges were typed with `paid`, on a day up to three days off; one typed
            // payment is of another amount and stands for nothing.
            var typed: [Payment] = []
            for charge in charges where Bool.random(using: &random) {
                let shift = Int.random(in: -3...3, using: &random)
                typed.append(
                    Payment(
                        expenseID: plan, paidOn: charge.date.addingDays(shift),
                        amount: Sample.money(charge.amountMinor)))
            }
            let other = Payment(
                expenseID: plan, paidOn: today, amount: Sample.money(Int64.max / 4))
            let found = payments(charges, existing: typed + [other])
            #expect(found.count == charges.count - typed.count)
        }
    }

    @Test func aTypedPaymentFourDaysAwayIsAnotherPayment() {
        let charge = StatementCharge(
            line: 2, date: Sample.date("2026-11-03"), description: "SPOTIFY", amountMinor: 1099)
        let typed = Payment(
            expenseID: plan, paidOn: Sample.date("2026-11-07"), amount: Sample.money(1099))
        #expect(payments([charge], existing: [typed]).count == 1)
        let near = Payment(
            expenseID: plan, paidOn: Sample.date("2026-11-06"), amount: Sample.money(1099))
        #expect(payments([charge], existing: [near]).isEmpty)
    }

    @Test func aChargeAfterTodayIsNotAPayment() {
        let charges = [
            StatementCharge(
                line: 2, date: today, description: "SPOTIFY", amountMinor: 1099),
            StatementCharge(
                line: 3, date: today.addingDays(1), description: "SPOTIFY", amountMinor: 1099),
        ]
        #expect(payments(charges).map(\.paidOn) == [today])
    }
}
