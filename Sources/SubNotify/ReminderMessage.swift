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
    /// Which reminder this is (`DueReminder.key`): the same on every channel.
    public var key: String
    /// This delivery's key: the same every time this reminder goes to this channel (a
    /// repeat after a run was killed between its send and its record carries it again), and
    /// different for each reminder and channel, so a receiver drops repeats by it. Mail's
    /// Message-ID, a webhook's `Idempotency-Key`, a command's `SUBHUB_IDEMPOTENCY_KEY`.
    public var idempotencyKey: String

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
        self.idempotencyKey = Self.idempotencyKey(reminderKey: key, channelID: 0)
    }

    /// `subhub-` and 32 hex digits of the digest of the reminder's key and the channel's
    /// number: only letters, digits and `-`, so it is a Message-ID's left part and an HTTP
    /// header's value as it is.
    public static func idempotencyKey(reminderKey: String, channelID: Int) -> String {
        "subhub-" + StableHash.hex(reminderKey + "\u{1F}" + String(channelID))
    }

    /// This message as it goes to channel `channelID`, with that delivery's key.
    public func toChannel(_ channelID: Int) -> ReminderMessage {
        var message = self
        message.idempotencyKey = Self.idempotencyKey(reminderKey: key, channelID: channelID)
        return message
    }

    /// Whether it needs attention now: a last day to cancel or a trial's end within a day.
    public var isUrgent: Bool { kind != .charge && daysLeft <= 1 }
}
