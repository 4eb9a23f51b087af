import FoundationEssentials

/// A reminder that is due to be delivered on a day: a charge (or the end of a free trial, the
/// charge people forget) or the last day to cancel a plan with a notice period, at one of the
/// offsets the user asked for.
///
/// A reminder is identified by what it is about and which of its offsets it is (`key`), so
/// delivering it records exactly one thing: the 7-day reminder of the Dec 5 charge of one
/// plan. When the machine was off on its day it is still due, late (`isLate(on:)`), until a
/// nearer offset of the same event replaces it; see `ReminderSchedule.dueReminders`.
public struct DueReminder: Hashable, Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        /// A charge at one of the offsets.
        case charge
        /// A charge that ends a free trial.
        case trialEnd = "trial_end"
        /// The last day to cancel to avoid the charge `chargeOn`.
        case cancelBy = "cancel_by"
    }

    public var kind: Kind
    public var expenseID: UUID
    public var name: String
    /// What the reminder is about: the charge's day, or the last day to cancel.
    public var eventOn: CivilDate
    /// The charge: `eventOn` for a charge, the charge avoided for a last day to cancel.
    public var chargeOn: CivilDate
    /// Which offset this is: days from `dueOn` to `eventOn`.
    public var offset: Int
    public var amount: Money
    /// The notice of a last day to cancel.
    public var notice: NoticePeriod?
    /// The day the plan was added, when known: a reminder whose day came before it is due
    /// from then, not late.
    public var addedOn: CivilDate?

    public init(
        kind: Kind, expenseID: UUID, name: String, eventOn: CivilDate, chargeOn: CivilDate,
        offset: Int, amount: Money, notice: NoticePeriod? = nil, addedOn: CivilDate? = nil
    ) {
        self.kind = kind
        self.expenseID = expenseID
        self.name = name
        self.eventOn = eventOn
        self.chargeOn = chargeOn
        self.offset = offset
        self.amount = amount
        self.notice = notice
        self.addedOn = addedOn
    }

    /// The day it was meant for.
    public var dueOn: CivilDate { eventOn.addingDays(-offset) }

    /// Whether it reaches the user after its day (the machine was off, or the run failed).
    /// A plan added two days before its charge is reminded at its three-day offset on the
    /// day it was added, and that is not late: the plan did not exist on the offset's day.
    public func isLate(on day: CivilDate) -> Bool { max(dueOn, addedOn ?? dueOn) < day }

    /// Days from `day` to the event (0 on its day).
    public func daysLeft(on day: CivilDate) -> Int { day.days(until: eventOn) }

    /// What it is, as stored with its delivery: never changes once released.
    /// `charge:<id>:<YYYY-MM-DD>:<offset>`.
    public var key: String {
        "\(kind.rawValue):\(expenseID.uuidString.lowercased()):\(eventOn.iso):\(offset)"
    }

    /// What it is about, whichever of its offsets: a nearer offset of the same event
    /// replaces a farther one still waiting.
    public var eventKey: String {
        "\(kind.rawValue):\(expenseID.uuidString.lowercased()):\(eventOn.iso)"
    }
}
