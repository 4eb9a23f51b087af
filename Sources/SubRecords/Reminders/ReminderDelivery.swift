import FoundationEssentials
import SubDomain

/// What became of one reminder on one channel, as `remind run` recorded it.
public struct ReminderDelivery: Hashable, Sendable {
    public enum Outcome: String, Sendable {
        /// Recorded before the send, in its own transaction: a run that finds it was killed
        /// between that and the outcome. A channel with an idempotency key gets it again with
        /// the same key; the desktop, which may have shown it, never again.
        case sending
        /// Delivered: never sent to this channel again.
        case sent
        /// The channel refused or could not be reached: retried by the next run.
        case failed
    }

    /// `DueReminder.key`.
    public let reminderKey: String
    public let channelID: Int
    public let expenseID: UUID
    public let name: String
    public let kind: DueReminder.Kind
    public let eventOn: CivilDate
    public let dueOn: CivilDate
    public let outcome: Outcome
    /// How many runs tried it (1 when the first one delivered it).
    public let attempts: Int
    /// Why the last attempt failed, as the channel said it (a program's own words).
    public let lastError: String?
    /// When it was last tried, `YYYY-MM-DDTHH:MM:SSZ`.
    public let attemptedAt: String

    public init(
        reminderKey: String, channelID: Int, expenseID: UUID, name: String,
        kind: DueReminder.Kind, eventOn: CivilDate, dueOn: CivilDate, outcome: Outcome,
        attempts: Int, lastError: String?, attemptedAt: String
    ) {
        self.reminderKey = reminderKey
        self.channelID = channelID
        self.expenseID = expenseID
        self.name = name
        self.kind = kind
        self.eventOn = eventOn
        self.dueOn = dueOn
        self.outcome = outcome
        self.attempts = attempts
        self.lastError = lastError
        self.attemptedAt = attemptedAt
    }
}
