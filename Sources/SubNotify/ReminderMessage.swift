import SubDomain

/// One reminder as it leaves SubHub: worded already, in the profile's language, with the
/// facts a program may want on their own (a webhook's JSON, a command's environment).
public struct ReminderMessage: Hashable, Sendable {
    /// One line: what happens and when ("Netflix charges €12.99 in 3 days").
    public var title: String
    /// A few lines: the amount and date, how to cancel, whether it is late.
    public var body: String
    public var kind: DueReminder.Kind
    public var name: String
    /// The amount as the user reads it ("12,99 €").
    public var amountText: String
    public var amount: Money
    /// The day it is about (the charge, the trial's end, the last day to cancel).
    public var eventOn: CivilDate
    /// The charge (the one a last day to cancel avoids).
    public var chargeOn: CivilDate
    /// Days from the day it is delivered to `eventOn`.
    public var daysLeft: Int
    /// Whether it arrives after the day it was meant for.
    public var isLate: Bool
    /// Where to cancel or manage the plan, when known.
    public var manageURL: String?
    /// Which reminder this is (`DueReminder.key`): a receiver may drop repeats by it.
    public var key: String

    public init(
        title: String, body: String, kind: DueReminder.Kind, name: String, amountText: String,
        amount: Money, eventOn: CivilDate, chargeOn: CivilDate, daysLeft: Int, isLate: Bool,
        manageURL: String?, key: String
    ) {
        self.title = title
        self.body = body
        self.kind = kind
        self.name = name
        self.amountText = amountText
        self.amount = amount
        self.eventOn = eventOn
        self.chargeOn = chargeOn
        self.daysLeft = daysLeft
        self.isLate = isLate
        self.manageURL = manageURL
        self.key = key
    }

    /// Whether it needs attention now: a last day to cancel or a trial's end within a day.
    public var isUrgent: Bool { kind != .charge && daysLeft <= 1 }
}
