import FoundationEssentials

/// One recurring expense: a subscription, a bill, or a group that holds others.
///
/// The list of expenses is flat; a group is an expense with `groupMode` set, and its children
/// point at it through `parentID`. The hierarchy is derived from that when read, never stored
/// twice (see `ExpenseLedger`).
public struct RecurringExpense: Hashable, Sendable, Identifiable {
    public enum Status: String, Sendable, CaseIterable {
        case active, archived
    }

    public var id: UUID
    public var name: String
    /// What one charge costs, as charged (for a group: its cap).
    public var amount: Money
    public var period: Period
    /// The next day this is charged; later charges roll forward from it.
    public var nextCharge: CivilDate
    /// The day of the month charges fall on (1…31): the day the plan was added on, or the
    /// first next-charge day given. A month too short for it is charged on its last day, and
    /// the month after returns to it, so a plan begun on Jan 31 is charged Feb 28, then
    /// Mar 31, and one begun on Feb 29 is back on Feb 29 in leap years. Ignored by plans
    /// counted in days or weeks.
    public var anchorDay: Int
    /// The last day of a free trial, when the expense is on one.
    public var trialEnds: CivilDate?
    public var status: Status
    /// When it was archived ("killed"); `nil` while active.
    public var archivedOn: CivilDate?
    /// Whether it was archived because its group was, so restoring the group brings back
    /// exactly these members and not the ones the user had archived on their own.
    public var archivedWithGroup: Bool
    /// The group this expense belongs to.
    public var parentID: UUID?
    /// Set for groups only: how the group's amount is kept.
    public var groupMode: GroupTotalMode?
    /// How many people share the plan (1 = not shared).
    public var sharedWith: Int
    public var category: String?
    /// The Simple Icons slug of the recognized brand.
    public var brandSlug: String?
    /// When the user last confirmed they still want it.
    public var lastConfirmed: CivilDate?
    public var notes: String?
    /// The user's own link to manage or cancel the plan: an `http` or `https` URL (see
    /// `ManageURLRule`).
    public var manageURL: String?
    /// When it was entered; the start of "not confirmed" for one never confirmed.
    public var createdOn: CivilDate
    /// How long before a charge it must be cancelled to avoid that charge; `nil` when a
    /// cancellation takes effect at once (see `BillingCalendar.cancellationDeadline`).
    public var noticePeriod: NoticePeriod?
    /// Who pays the plan: a person's name, free text (a member of the household). `nil`
    /// when nobody was named. See `SettleUp` for what it means for the shares.
    public var paidBy: String?
    /// Days before each charge to be reminded, largest first; empty for no reminders;
    /// `nil` to follow the profile's offsets (see `ReminderSchedule.offsets(for:)`).
    public var reminderOffsets: [Int]?
    /// The card or account the plan is charged to, as the user names it ("Visa 4242"). Kept
    /// in this profile only: a card is one person's, never the household's (see `cards`).
    public var paidWith: String?
    /// Whether the amount is an estimate of a bill that varies (electricity, a phone plan
    /// with extras): its charge is then the mean of its last payments when any are recorded
    /// (`paymentEstimate`), and it is said as an estimate wherever it shows.
    public var varies: Bool
    /// The day of the plan's last charge, for a plan that ends (an instalment plan, a
    /// 12-month contract); after it the plan is ended: visible, never counted.
    public var endsOn: CivilDate?
    /// How many charges the plan has in all when it was set to end after a number of
    /// payments (`--payments 12`), so `show` can say "payment 3 of 12"; `nil` when it ends
    /// on a date or never.
    public var plannedPayments: Int?
    /// What one charge of a plan that varies is expected to cost, from its payments: the
    /// mean of its last `PaymentLog.estimateWindow` payments in its currency. Not a column:
    /// the store fills it when it reads the plan, from the payments it keeps; `nil` when none
    /// are recorded (the typed amount stands) or the plan does not vary.
    public var paymentEstimate: Money?
    /// The last payment recorded of an archived plan, in its currency: what each charge that
    /// did not happen would have cost (`savedSoFar`). Not a column: the store fills it when
    /// it reads an archived plan; `nil` when none was recorded (the amount stands).
    public var lastPaid: Money? = nil

    /// - Parameter anchorDay: the day charges fall on; `nil` takes `nextCharge`'s day. A plan
    ///   added without a next-charge date passes the day it was added on, since its first
    ///   charge (Feb 28 for Jan 31) may be shortened.
    public init(
        id: UUID = UUID(), name: String, amount: Money, period: Period, nextCharge: CivilDate,
        anchorDay: Int? = nil,
        trialEnds: CivilDate? = nil, status: Status = .active, archivedOn: CivilDate? = nil,
        archivedWithGroup: Bool = false, parentID: UUID? = nil, groupMode: GroupTotalMode? = nil,
        sharedWith: Int = 1,
        category: String? = nil, brandSlug: String? = nil, lastConfirmed: CivilDate? = nil,
        notes: String? = nil, manageURL: String? = nil, createdOn: CivilDate,
        noticePeriod: NoticePeriod? = nil, paidBy: String? = nil, reminderOffsets: [Int]? = nil,
        paidWith: String? = nil, varies: Bool = false, endsOn: CivilDate? = nil,
        plannedPayments: Int? = nil, paymentEstimate: Money? = nil
    ) {
        self.id = id
        self.name = name
        self.amount = amount
        self.period = period
        self.nextCharge = nextCharge
        self.anchorDay = anchorDay ?? nextCharge.day
        self.trialEnds = trialEnds
        self.status = status
        self.archivedOn = archivedOn
        self.archivedWithGroup = archivedWithGroup
        self.parentID = parentID
        self.groupMode = groupMode
        self.sharedWith = sharedWith
        self.category = category
        self.brandSlug = brandSlug
        self.lastConfirmed = lastConfirmed
        self.notes = notes
        self.manageURL = manageURL
        self.createdOn = createdOn
        self.noticePeriod = noticePeriod
        self.paidBy = paidBy
        self.reminderOffsets = reminderOffsets
        self.paidWith = paidWith
        self.varies = varies
        self.endsOn = endsOn
        self.plannedPayments = plannedPayments
        self.paymentEstimate = paymentEstimate
    }

    /// How many people may share one plan. A thousand is far above any family or team
    /// plan; the bound keeps a typo (10000 for 10) from making every share round to zero.
    public static let memberLimit: ClosedRange<Int> = 1...1000

    /// The most charges a plan set to end after a number of payments may have: a weekly
    /// plan for twenty years, far above any instalment plan or contract.
    public static let plannedPaymentsLimit = 1040

    /// The longest payer name kept, in Unicode scalars: a person's name, not a note.
    public static let payerNameLimit = 100

    /// The longest payment method name kept, in Unicode scalars: "Visa 4242", "Cuenta
    /// nómina ING", not a note.
    public static let paymentMethodLimit = 60

    /// The longest name a new or renamed subscription takes, in Unicode scalars: what a
    /// person types, not a paragraph (a 10,000-character name was saved and repeated in
    /// every list and history line). Names already stored are read whatever their length.
    public static let nameLimit = 120

    /// The longest notes a new or changed subscription takes, in Unicode scalars.
    public static let notesLimit = 2000

    public var isGroup: Bool { groupMode != nil }
    public var isActive: Bool { status == .active }
    public var currency: CurrencyCode { amount.currency }

    /// What one charge is expected to cost: the amount, or for a plan that varies the mean
    /// of its last payments when there are any (`paymentEstimate`, in the plan's currency).
    public var chargeAmount: Money {
        guard varies, let paymentEstimate, paymentEstimate.currency == currency else {
            return amount
        }
        return paymentEstimate
    }

    /// Whether the figures of this plan are estimates: it varies.
    public var isEstimate: Bool { varies && !isGroup }

    /// Whether the plan's last charge is behind `today`: it has ended. An ended plan is
    /// shown but never counted, and is not "killed".
    public func hasEnded(on today: CivilDate) -> Bool {
        guard let endsOn else { return false }
        return endsOn < today
    }

    /// Whether it was archived after its last charge: it had ended by itself, so archiving
    /// it tidied the list and killed nothing (no kill counted, nothing saved).
    public var endedBeforeArchived: Bool {
        guard let archivedOn else { return false }
        return hasEnded(on: archivedOn)
    }

    /// What this expense alone costs per month (for a group: what its cap costs per month).
    public var monthlyEstimate: Money {
        Money(
            minorUnits: period.monthlyEstimate(ofMinorUnits: chargeAmount.minorUnits),
            currency: currency)
    }

    /// What a year of this expense's charges costs (`Period.yearlyCharges(ofMinorUnits:)`).
    public var yearlyCharges: Money {
        Money(
            minorUnits: period.yearlyCharges(ofMinorUnits: chargeAmount.minorUnits),
            currency: currency)
    }

    /// One person's part of a shared plan, rounded half away from zero.
    public var perPersonAmount: Money {
        Money(
            minorUnits: IntegerRounding.divide(
                chargeAmount.minorUnits, by: Int64(max(1, sharedWith))),
            currency: currency)
    }

    /// One person's part of the monthly estimate.
    public var perPersonMonthly: Money {
        Money(
            minorUnits: IntegerRounding.divide(
                monthlyEstimate.minorUnits, by: Int64(max(1, sharedWith))),
            currency: currency)
    }

    /// The day this plan was last known to be wanted: its last `confirm`, else the day it
    /// was added. What `show`, `--json` and the "not confirmed" risk all read.
    public var confirmedOn: CivilDate { lastConfirmed ?? createdOn }

    /// Whether `nextCharge` is a charge of this plan's anchor day: that day itself, or the
    /// last day of a month too short for it. Days and weeks have no anchor to keep.
    public var nextChargeKeepsAnchorDay: Bool {
        guard (1...31).contains(anchorDay) else { return false }
        guard period.unit == .month || period.unit == .year else { return true }
        let length = CivilDate.daysIn(month: nextCharge.month, year: nextCharge.year)
        return nextCharge.day == min(anchorDay, length)
    }

    /// The charges archiving avoided by `date`: this item's amount times its charges (by the
    /// calendar) after the day it was archived, through `date`; zero while active. Never a
    /// rounded monthly figure times months: a $139 annual plan archived before its renewal
    /// has saved $139 the day after that renewal. A group's members save their own; see
    /// `ExpenseLedger.savedSoFar(of:asOf:)` for what a group saves on top of them.
    public func savedSoFar(asOf date: CivilDate) -> Money {
        guard let archivedOn, status == .archived else {
            return Money(minorUnits: 0, currency: currency)
        }
        // At the last amount really charged when one was recorded: a plan that had risen
        // since it was typed saves what it cost, not what it was entered at.
        let perCharge = lastPaid.flatMap { $0.currency == currency ? $0 : nil } ?? amount
        return Money(
            minorUnits: Self.avoided(
                perCharge.minorUnits, of: self, after: archivedOn, through: date),
            currency: currency)
    }

    /// `perCharge` times the charges of `expense` after `day` through `date`. Under the
    /// amount and date limits the product fits (a daily plan of the largest amount for 8,100
    /// years is 3 × 10¹⁸); a damaged row is held at the Int64 bound rather than trapping.
    static func avoided(
        _ perCharge: Int64, of expense: RecurringExpense, after day: CivilDate,
        through date: CivilDate
    ) -> Int64 {
        guard perCharge > 0 else { return 0 }
        let count = BillingCalendar.chargeCount(
            of: expense, from: day.addingDays(1), through: date)
        let product = Int128(perCharge) * Int128(count)
        return Int64(min(product, Int128(Int64.max)))
    }
}
