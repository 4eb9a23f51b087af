import SubDomain
import TestSupport
import Testing

@Suite struct NoticePeriodTests {
    private func notice(_ identifier: String) throws -> NoticePeriod {
        try #require(NoticePeriod(identifier: identifier))
    }

    @Test func theStoredFormReadsBackAndRefusesAnythingElse() throws {
        for text in ["30d", "2w", "1m", "12m", "365d", "52w"] {
            #expect(try notice(text).identifier == text)
        }
        #expect(try notice("30d") == (try NoticePeriod(30, .day)))
        for text in ["", "d", "0d", "030d", "13m", "53w", "366d", "2y", "1 m", "1M", "-1m", "1.5m"]
        {
            #expect(NoticePeriod(identifier: text) == nil, "\(text)")
        }
    }

    @Test func aNoticeIsAtMostAYear() {
        #expect(throws: DomainError.invalidNoticePeriod(count: 0)) { try NoticePeriod(0, .day) }
        #expect(throws: DomainError.invalidNoticePeriod(count: 13)) { try NoticePeriod(13, .month) }
        #expect(throws: DomainError.invalidNoticePeriod(count: 53)) { try NoticePeriod(53, .week) }
        #expect(throws: DomainError.invalidNoticePeriod(count: 366)) { try NoticePeriod(366, .day) }
    }

    /// The deadline is the charge's day minus the notice; months clamp to a shorter month's end.
    @Test(arguments: [
        ("2027-01-05", "1m", "2026-12-05"),
        ("2027-01-31", "1m", "2026-12-31"),
        ("2027-03-31", "1m", "2027-02-28"),
        ("2028-03-31", "1m", "2028-02-29"),
        ("2027-05-31", "3m", "2027-02-28"),
        ("2027-03-30", "1m", "2027-02-28"),
        ("2027-01-15", "12m", "2026-01-15"),
        ("2027-01-15", "30d", "2026-12-16"),
        ("2027-03-01", "1d", "2027-02-28"),
        ("2027-01-05", "2w", "2026-12-22"),
    ])
    func deadlineArithmetic(_ charge: String, _ notice: String, _ expected: String) throws {
        #expect(
            try self.notice(notice).deadline(forChargeOn: Sample.date(charge))
                == Sample.date(expected))
    }
}

@Suite struct CancellationDeadlineTests {
    let today = Sample.date("2026-11-29")

    private func withNotice(
        _ notice: String, next: String, period: Period = .monthly, anchorDay: Int? = nil
    ) -> RecurringExpense {
        var expense = Sample.expense("Gym", 3000, period: period, next: next)
        expense.noticePeriod = NoticePeriod(identifier: notice)
        if let anchorDay { expense.anchorDay = anchorDay }
        return expense
    }

    @Test func noNoticeNoDeadline() {
        #expect(
            BillingCalendar.cancellationDeadline(
                of: Sample.expense("A", 100, next: "2026-12-05"), onOrAfter: today) == nil)
    }

    /// A month's notice and a charge in six days: that charge can no longer be avoided, the
    /// next one can, until Dec 5.
    @Test func theFirstChargeStillAvoidableIsNamed() throws {
        let deadline = try #require(
            BillingCalendar.cancellationDeadline(
                of: withNotice("1m", next: "2026-12-05"), onOrAfter: today))
        #expect(deadline.chargeOn == Sample.date("2027-01-05"))
        #expect(deadline.cancelBy == Sample.date("2026-12-05"))
    }

    @Test func aDeadlineTodayIsStillAvoidable() throws {
        let deadline = try #require(
            BillingCalendar.cancellationDeadline(
                of: withNotice("1m", next: "2026-12-29"), onOrAfter: today))
        #expect(deadline.cancelBy == today)
        #expect(deadline.chargeOn == Sample.date("2026-12-29"))
        let tomorrow = try #require(
            BillingCalendar.cancellationDeadline(
                of: withNotice("1m", next: "2026-12-29"), onOrAfter: today.addingDays(1)))
        #expect(tomorrow.chargeOn == Sample.date("2027-01-29"))
    }

    /// Anchored on the 31st: the Feb 28 charge's deadline is Jan 28, and from Jan 29 on the
    /// charge to avoid is Mar 31 (deadline Feb 28).
    @Test func endOfMonthAnchorsCountBackFromTheChargeMade() throws {
        let plan = withNotice("1m", next: "2027-01-31")
        let onJan20 = try #require(
            BillingCalendar.cancellationDeadline(of: plan, onOrAfter: Sample.date("2027-01-20")))
        #expect(onJan20.chargeOn == Sample.date("2027-02-28"))
        #expect(onJan20.cancelBy == Sample.date("2027-01-28"))
        let onJan31 = try #require(
            BillingCalendar.cancellationDeadline(of: plan, onOrAfter: Sample.date("2027-01-31")))
        #expect(onJan31.chargeOn == Sample.date("2027-03-31"))
        #expect(onJan31.cancelBy == Sample.date("2027-02-28"))
    }

    @Test func weeklyPlansWithALongNotice() throws {
        let deadline = try #require(
            BillingCalendar.cancellationDeadline(
                of: withNotice("1m", next: "2026-12-01", period: .weekly), onOrAfter: today))
        // Charges every Tuesday from Dec 1; the first one a month or more away is Dec 29.
        #expect(deadline.chargeOn == Sample.date("2026-12-29"))
        #expect(deadline.cancelBy == Sample.date("2026-11-29"))
    }

    @Test func deadlinesInAWindowAreOrderedByDate() throws {
        var ledger = ExpenseLedger()
        var gym = withNotice("30d", next: "2027-01-15")
        gym.name = "Gym"
        var phone = withNotice("1m", next: "2026-12-05")
        phone.name = "Phone"
        _ = try ledger.add(gym, asOf: today)
        _ = try ledger.add(phone, asOf: today)
        _ = try ledger.add(Sample.expense("Plain", 100), asOf: today)
        let all = BillingCalendar.cancellationDeadlines(
            in: ledger, from: today, through: today.addingDays(30))
        #expect(all.map(\.name) == ["Phone", "Gym"])
        #expect(all.map(\.cancelBy) == [Sample.date("2026-12-05"), Sample.date("2026-12-16")])
        let week = BillingCalendar.cancellationDeadlines(
            in: ledger, from: today, through: today.addingDays(7))
        #expect(week.map(\.name) == ["Phone"])
    }

    @Test func aDeadlineWithinAWeekIsHighRisk() throws {
        var ledger = ExpenseLedger()
        var soon = withNotice("1m", next: "2026-12-05")
        soon.name = "Soon"
        var later = withNotice("1m", next: "2026-12-06")
        later.name = "Later"
        var edge = withNotice("1m", next: "2026-12-10")
        edge.name = "Edge"
        for expense in [soon, later, edge] { _ = try ledger.add(expense, asOf: today) }
        let risks = RiskAssessor.assess(ledger, asOf: today)
        // Jan 5 − 1 month = Dec 5 (6 days), Jan 6 → Dec 6 (7 days: not fewer than 7).
        #expect(risks.map(\.expense.name) == ["Soon"])
        #expect(risks.first?.level == .high)
        #expect(
            risks.first?.reasons == [
                .cancelBySoon(
                    cancelBy: Sample.date("2026-12-05"), chargeOn: Sample.date("2027-01-05"),
                    daysLeft: 6)
            ])
    }
}
