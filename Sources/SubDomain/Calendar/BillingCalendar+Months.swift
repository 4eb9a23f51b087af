extension BillingCalendar {
    /// How many months a chart of `monthlyCharges` covers at most: ten years.
    public static let monthLimit: ClosedRange<Int> = 1...120
    /// How many months it covers when not told.
    public static let defaultMonths = 12

    /// The real charges of each calendar month for `months` months, starting with the month
    /// of `today` (counting from `today` on): `upcoming`'s charges through the last day of
    /// the last month, put in their months. A yearly plan lands in its month; archived items
    /// never appear; a group is charged as `ExpenseLedger.chargedItems` says. The sums per
    /// month and currency are `projection(of:from:months:)`'s.
    ///
    /// Without `listingCharges` each month holds its sums and largest charges only, counted
    /// per plan and month (`chargeCount`), never charge by charge: ten years of 3,000 daily
    /// plans are 360,000 counts, not eleven million charges (which took 1.9 GB).
    public static func monthlyCharges(
        in ledger: ExpenseLedger, from today: CivilDate, months: Int = 12,
        listingCharges: Bool = true
    ) -> [MonthCharges] {
        guard months > 0 else { return [] }
        let firstMonth = today.startOfMonth
        var result = (0..<months).map { MonthCharges(month: firstMonth.addingMonths($0)) }
        let end = firstMonth.addingMonths(months).addingDays(-1)
        if !listingCharges {
            for expense in ledger.chargedItems {
                for index in result.indices {
                    let start = max(today, result[index].month)
                    let last = result[index].month.addingMonths(1).addingDays(-1)
                    let times = chargeCount(of: expense, from: start, through: last)
                    guard times > 0 else { continue }
                    let first = ScheduledCharge(
                        expenseID: expense.id, name: expense.name,
                        date: nextCharge(of: expense, onOrAfter: start), amount: expense.amount)
                    result[index].count(first, times: times)
                }
            }
            return result
        }
        for charge in upcoming(in: ledger, from: today, days: today.days(until: end)) {
            let index =
                (charge.date.year - firstMonth.year) * 12 + charge.date.month - firstMonth.month
            guard result.indices.contains(index) else { continue }
            result[index].add(charge)
        }
        return result
    }
}
