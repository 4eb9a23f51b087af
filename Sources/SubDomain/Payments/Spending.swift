import FoundationEssentials

/// What was spent on subscriptions in a span of days: the sum of the payments recorded, per
/// currency, and, apart, what the calendar expected where nothing was recorded. The two are
/// never added together and currencies are never mixed.
public struct Spending: Hashable, Sendable {
    /// One currency's (or one group's and currency's) sums.
    public struct Line: Hashable, Sendable {
        /// The category, card or plan name the line is for; `nil` for a line of all plans,
        /// or for plans with none of what they are grouped by.
        public let label: String?
        public let currency: CurrencyCode
        /// The sum of the payments recorded in the span.
        public var paidMinor: Int64
        /// The charges the calendar expected in the span beyond the payments recorded, at
        /// each plan's expected charge.
        public var expectedMinor: Int64
        /// How many payments were recorded, and how many charges were expected unrecorded.
        public var paymentCount: Int
        public var expectedCount: Int
    }

    /// What one plan paid in one currency in the span: the sum and the count of its
    /// payments (the store adds them up; `sums(of:from:through:)` does the same in memory).
    public struct PaidSum: Hashable, Sendable {
        public let expenseID: UUID
        public let currency: CurrencyCode
        public var minorUnits: Int64
        public var count: Int

        public init(expenseID: UUID, currency: CurrencyCode, minorUnits: Int64, count: Int) {
            self.expenseID = expenseID
            self.currency = currency
            self.minorUnits = minorUnits
            self.count = count
        }
    }

    /// How `spent --by` splits the lines.
    public enum Grouping: String, Hashable, Sendable, CaseIterable {
        case category, card, plan
    }

    public let from: CivilDate
    public let through: CivilDate
    /// Per currency (grouped by `grouping` when given), in currency order then label order.
    public let lines: [Line]

    /// The spending of `ledger`'s plans from `from` through `through` (never past `today`:
    /// what has not happened was not spent), from `payments` in any order.
    public static func summary(
        of ledger: ExpenseLedger, payments: [Payment], from: CivilDate, through: CivilDate,
        today: CivilDate, grouping: Grouping? = nil
    ) -> Spending {
        summary(
            of: ledger, paid: sums(of: payments, from: from, through: min(through, today)),
            from: from, through: through, today: today, grouping: grouping)
    }

    /// The sums per plan and currency of `payments` made from `from` through `through`.
    public static func sums(of payments: [Payment], from: CivilDate, through: CivilDate)
        -> [PaidSum]
    {
        var sums: [String: PaidSum] = [:]
        for payment in payments where payment.paidOn >= from && payment.paidOn <= through {
            let key = payment.expenseID.uuidString + payment.amount.currency.code
            var sum =
                sums[key]
                ?? PaidSum(
                    expenseID: payment.expenseID, currency: payment.amount.currency,
                    minorUnits: 0, count: 0)
            sum.minorUnits = clampedSum(sum.minorUnits, payment.amount.minorUnits)
            sum.count += 1
            sums[key] = sum
        }
        return Array(sums.values)
    }

    /// The spending of `ledger`'s plans from `from` through `through` (never past `today`),
    /// from what each plan paid in the span (`paid`, summed through `min(through, today)`).
    /// Expected charges are counted for each plan that is not a group (a group's members are
    /// the charges) from the day it was entered, through the day it was archived or ended:
    /// its calendar's charges in the span less the payments recorded for it in the span,
    /// never below zero.
    public static func summary(
        of ledger: ExpenseLedger, paid: [PaidSum], from: CivilDate, through: CivilDate,
        today: CivilDate, grouping: Grouping? = nil
    ) -> Spending {
        let end = min(through, today)
        var paidByPlan: [UUID: [PaidSum]] = [:]
        for sum in paid { paidByPlan[sum.expenseID, default: []].append(sum) }
        var lines: [String: Line] = [:]
        func add(
            _ expense: RecurringExpense, currency: CurrencyCode, paid: Int64, count: Int,
            expected: Int64, expectedCount: Int
        ) {
            let label = self.label(of: expense, in: ledger, grouping: grouping)
            let key = (label ?? "\u{0}") + "\u{1}" + currency.code
            var line =
                lines[key]
                ?? Line(
                    label: label, currency: currency, paidMinor: 0, expectedMinor: 0,
                    paymentCount: 0, expectedCount: 0)
            line.paidMinor = clampedSum(line.paidMinor, paid)
            line.expectedMinor = clampedSum(line.expectedMinor, expected)
            line.paymentCount += count
            line.expectedCount += expectedCount
            lines[key] = line
        }
        for expense in ledger.expenses {
            let sums = paidByPlan[expense.id] ?? []
            for sum in sums {
                add(
                    expense, currency: sum.currency, paid: sum.minorUnits, count: sum.count,
                    expected: 0, expectedCount: 0)
            }
            guard !expense.isGroup else { continue }
            let recorded = sums.reduce(0) { $0 + $1.count }
            let missing = max(
                0, expectedCharges(of: expense, from: from, through: end) - recorded)
            if missing > 0 {
                let product = Int128(expense.chargeAmount.minorUnits) * Int128(missing)
                add(
                    expense, currency: expense.currency, paid: 0, count: 0,
                    expected: Int64(min(product, Int128(Int64.max))), expectedCount: missing)
            }
        }
        let sorted = lines.values.sorted {
            ($0.currency.code, $0.label ?? "") < ($1.currency.code, $1.label ?? "")
        }
        return Spending(from: from, through: end, lines: sorted)
    }

    /// The charges `expense`'s calendar had from `from` through `through` while it was
    /// tracked and running: from the day it was entered to the day it was archived or ended.
    /// (A trial's days before its first charge have none: the calendar starts at the stored
    /// next charge.)
    public static func expectedCharges(
        of expense: RecurringExpense, from: CivilDate, through: CivilDate
    ) -> Int {
        var end = through
        if let archivedOn = expense.archivedOn { end = min(end, archivedOn) }
        if let endsOn = expense.endsOn { end = min(end, endsOn) }
        let start = max(from, expense.createdOn)
        return BillingCalendar.chargeCount(of: expense, from: start, through: end)
    }

    /// The sums per currency, whatever the grouping.
    public var totals: [Line] {
        var byCurrency: [CurrencyCode: Line] = [:]
        for line in lines {
            var total =
                byCurrency[line.currency]
                ?? Line(
                    label: nil, currency: line.currency, paidMinor: 0, expectedMinor: 0,
                    paymentCount: 0, expectedCount: 0)
            total.paidMinor = Self.clampedSum(total.paidMinor, line.paidMinor)
            total.expectedMinor = Self.clampedSum(total.expectedMinor, line.expectedMinor)
            total.paymentCount += line.paymentCount
            total.expectedCount += line.expectedCount
            byCurrency[line.currency] = total
        }
        return byCurrency.values.sorted { $0.currency.code < $1.currency.code }
    }

    private static func label(
        of expense: RecurringExpense, in ledger: ExpenseLedger, grouping: Grouping?
    ) -> String? {
        switch grouping {
        case nil: return nil
        case .plan: return expense.name
        case .category, .card:
            let parent = expense.parentID.flatMap { ledger.expense(withID: $0) }
            let totals: TotalsGrouping = grouping == .category ? .category : .card
            return totals.label(of: expense, parent: parent)
        }
    }

    private static func clampedSum(_ a: Int64, _ b: Int64) -> Int64 {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? Int64.max : sum
    }
}
