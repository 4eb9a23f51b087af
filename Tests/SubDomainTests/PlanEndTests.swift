import Foundation
import SubDomain
import Testing
import TestSupport

/// Plans that end (`--until`, `--payments`): generated plans of every period, each given an
/// end by the domain's calendar, then read on later days. The charges every reader lists
/// stop at the last one, the payments left and those behind add up to the number planned,
/// and the totals leave out exactly the plans that have ended.
extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

@Suite struct PlanEndTests {
    private typealias Generator = TestSupport.Sample.SeededGenerator
    private let today = Sample.date("2026-11-29")
    private let periods: [Period] = [
        .weekly, .monthly, .quarterly, .semiannual, .annual,
        try! Period(every: 1, .day), try! Period(every: 3, .day), try! Period(every: 2, .week),
        try! Period(every: 5, .month), try! Period(every: 2, .year),
    ]

    private func randomPlan(_ random: inout Generator, name: String) -> RecurringExpense {
        let next = today.addingDays(Int.random(in: -40...400, using: &random))
        var plan = Sample.expense(
            name, Int64.random(in: 1...90_000, using: &random),
            period: periods.randomElement(using: &random)!, next: next.iso)
        // Some are anchored past the day they are stored on (a plan begun on the 31st).
        if Bool.random(using: &random), next.day >= 28 { plan.anchorDay = 31 }
        return plan
    }

    private func randomTerm(_ random: inout Generator) -> PlanEndTerm {
        Bool.random(using: &random)
            ? .payments(Int.random(in: 1...40, using: &random))
            : .until(today.addingDays(Int.random(in: 0...1500, using: &random)))
    }

    @Test(arguments: [11, 12, 13, 14, 15] as [UInt64])
    func chargesStopAtTheLastAndPaymentsAddUp(seed: UInt64) throws {
        var random = Generator(seed: seed)
        for round in 0..<200 {
            var plan = randomPlan(&random, name: "P\(round)")
            let term = randomTerm(&random)
            let next = BillingCalendar.nextCharge(of: plan, onOrAfter: today)
            let result = Result { () throws(PlanEndError) in
                try BillingCalendar.end(of: plan, term, today: today)
            }
            guard case .success(let end) = result else {
                // Refused exactly when the day is before the next charge.
                if case .until(let until) = term {
                    #expect(until < next)
                    #expect(
                        result.failure == .untilBeforeNextCharge(until: until, nextCharge: next))
                } else {
                    Issue.record("payments refused: \(term)")
                }
                continue
            }
            (plan.endsOn, plan.plannedPayments) = end
            let context = "seed \(seed) round \(round) \(plan.period) \(term)"
            // Every charge from today on, as the open plan would have them.
            var open = plan
            open.endsOn = nil
            let all = BillingCalendar.charges(
                of: open, from: today, through: end.endsOn.addingDays(800))
            #expect(all.contains(end.endsOn), "\(context)")
            switch term {
            case .payments(let count):
                #expect(end.plannedPayments == count)
                #expect(all.filter { $0 <= end.endsOn }.count == count, "\(context)")
            case .until(let day):
                #expect(end.endsOn <= day && end.plannedPayments == nil)
                #expect(all.first { $0 > end.endsOn }.map { $0 > day } ?? true, "\(context)")
            }
            // What upcoming, the projection and the calendar list never passes the end.
            let window = Int.random(
                in: 1...BillingCalendar.upcomingDayLimit.upperBound, using: &random)
            let upcoming = BillingCalendar.upcoming(chargedItems: [plan], from: today, days: window)
            #expect(upcoming.allSatisfy { $0.date <= end.endsOn }, "\(context)")
            #expect(
                upcoming.map(\.date)
                    == all.filter { $0 <= min(end.endsOn, today.addingDays(window)) },
                "\(context)")
            let schedule = ChargeSchedule(items: [plan], from: today, days: window)
            #expect(schedule.chargesOfItem == [upcoming.count])
            let months = Int.random(in: 1...BillingCalendar.monthLimit.upperBound, using: &random)
            let projected = BillingCalendar.projection(
                of: ExpenseLedger(expenses: [plan]), from: today, months: months)
            let lastMonthDay = today.startOfMonth.addingMonths(months).addingDays(-1)
            let expected = all.filter { $0 <= min(end.endsOn, lastMonthDay) }.count
            let projectedMinor = projected.flatMap(\.sortedTotals).reduce(Int64(0)) {
                $0 + $1.minorUnits
            }
            #expect(projectedMinor == Int64(expected) * plan.amount.minorUnits, "\(context)")
            // Read on a later day: payments left and charges behind add up to the plan's.
            let later = today.addingDays(Int.random(in: 0...2000, using: &random))
            let progress = try #require(BillingCalendar.progress(of: plan, on: later))
            let behind = all.filter { $0 < later && $0 <= end.endsOn }.count
            let planned = all.filter { $0 <= end.endsOn }.count
            #expect(progress.paymentsLeft + behind == planned, "\(context) on \(later)")
            if let count = end.plannedPayments {
                #expect(progress.paymentsLeft + behind == count)
                if !progress.hasEnded { #expect(progress.nextPaymentNumber == behind + 1) }
            }
            #expect(progress.hasEnded == plan.hasEnded(on: later))
            #expect(plan.hasEnded(on: later) == (end.endsOn < later))
            // Reminders and due reminders name no charge past the end.
            let reminders = try ReminderSchedule(
                offsets: [0, 1, 3, 7, 30], includesChargeDay: true)
            if let reminder = reminders.reminder(for: plan, on: later) {
                #expect(reminder.chargeOn <= end.endsOn, "\(context)")
            }
            for due in reminders.dueReminders(for: [plan], on: later) where due.kind == .charge {
                #expect(due.chargeOn <= end.endsOn, "\(context)")
            }
            #expect(
                BillingCalendar.upcomingCharge(of: plan, onOrAfter: later)
                    == all.first { $0 >= later && $0 <= end.endsOn })
        }
    }

    @Test func endsAreRefusedOutsideTheirLimits() throws {
        let plan = Sample.expense("Gym", 3_000, next: "2026-12-15")
        #expect(throws: PlanEndError.paymentsOutOfRange(0)) {
            try BillingCalendar.end(of: plan, .payments(0), today: today)
        }
        #expect(throws: PlanEndError.paymentsOutOfRange(-2)) {
            try BillingCalendar.end(of: plan, .payments(-2), today: today)
        }
        let over = RecurringExpense.plannedPaymentsLimit + 1
        #expect(throws: PlanEndError.paymentsOutOfRange(over)) {
            try BillingCalendar.end(of: plan, .payments(over), today: today)
        }
        #expect(
            throws: PlanEndError.untilBeforeNextCharge(
                until: Sample.date("2026-12-14"), nextCharge: Sample.date("2026-12-15"))
        ) {
            try BillingCalendar.end(of: plan, .until(Sample.date("2026-12-14")), today: today)
        }
        // One payment is the next charge; a day on it keeps it.
        #expect(
            try BillingCalendar.end(of: plan, .payments(1), today: today).endsOn == plan.nextCharge)
        let until = try BillingCalendar.end(
            of: plan, .until(Sample.date("2027-03-20")), today: today)
        #expect(until.endsOn == Sample.date("2027-03-15"))
    }

    @Test(arguments: [21, 22, 23] as [UInt64])
    func totalsLeaveOutExactlyTheEndedPlans(seed: UInt64) throws {
        var random = Generator(seed: seed)
        for round in 0..<40 {
            var plans: [RecurringExpense] = []
            for index in 0..<Int.random(in: 1...12, using: &random) {
                var plan = randomPlan(&random, name: "P\(round)-\(index)")
                plan.amount = Money(
                    minorUnits: plan.amount.minorUnits,
                    currency: [.eur, .usd].randomElement(using: &random)!)
                if Bool.random(using: &random),
                    let end = try? BillingCalendar.end(of: plan, randomTerm(&random), today: today)
                {
                    (plan.endsOn, plan.plannedPayments) = end
                }
                if Int.random(in: 0..<6, using: &random) == 0 {
                    plan.status = .archived
                    plan.archivedOn = today
                }
                plans.append(plan)
            }
            let ledger = ExpenseLedger(expenses: plans, killCount: 2)
            let day = today.addingDays(Int.random(in: 0...1500, using: &random))
            let ended = Set(ledger.endedItems(on: day).map(\.id))
            let counted = ExpenseLedger(expenses: plans.filter { !ended.contains($0.id) })
            let nonZero = { (totals: [CurrencyTotal]) in
                totals.filter { $0.monthlyMinor != 0 || $0.activeCount != 0 }
            }
            #expect(nonZero(ledger.monthlyTotals(on: day)) == nonZero(counted.monthlyTotals))
            #expect(ledger.activeCount(on: day) == counted.activeCount)
            #expect(
                ledger.yearlyTotals(on: day).filter { $0.value != 0 }
                    == counted.yearlyTotals.filter { $0.value != 0 })
            #expect(ledger.chargedItems(on: day).map(\.id) == counted.chargedItems.map(\.id))
            for plan in plans {
                #expect(
                    ledger.isLive(plan, on: day)
                        == (counted.isLive(plan) && !ended.contains(plan.id)))
                let contribution = ledger.contribution(of: plan, on: day)
                #expect(
                    ended.contains(plan.id)
                        ? contribution == TotalContribution()
                        : contribution == ledger.contribution(of: plan))
            }
            // Ending is not killing: the kill count stays, and no risk names an ended plan.
            #expect(ledger.killCount == 2)
            let risks = RiskAssessor.assess(ledger, asOf: day)
            #expect(risks.allSatisfy { !ended.contains($0.expense.id) })
            // `list` shows every ended plan once, in its own section, after the periods.
            let entries = ledger.listing(asOf: day).entries
            if let section = entries.firstIndex(of: .endedSection) {
                let shown = entries[(section + 1)...].prefix { entry in
                    if case .item = entry { return true } else { return false }
                }
                #expect(shown.count == ended.count)
            } else {
                #expect(ended.isEmpty)
            }
        }
    }
}
