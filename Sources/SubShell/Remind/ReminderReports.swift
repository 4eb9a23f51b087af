import SubDomain
import SubNotify
import SubRecords

/// What `remind run` did (or, with `--dry-run`, would do).
public struct ReminderRunReport: Sendable {
    /// One due reminder and what became of it on each channel still owed it.
    public struct Item: Sendable {
        public let reminder: DueReminder
        public let message: ReminderMessage
        public let sentTo: [ReminderChannel]
        public let failed: [(channel: ReminderChannel, failure: DeliveryFailure)]
    }

    public let day: CivilDate
    public let dryRun: Bool
    public let channels: [ReminderChannel]
    public let items: [Item]
    /// Another `remind run` held the profile's lock: this one sent nothing.
    public let busy: Bool

    public var failureCount: Int { items.reduce(0) { $0 + $1.failed.count } }
}

/// What `remind status` shows.
public struct ReminderStatusReport: Sendable {
    public let channels: [ReminderChannel]
    /// `YYYY-MM-DDTHH:MM:SSZ`, `nil` before the first run.
    public let lastRun: String?
    /// Deliveries that failed and wait for the next run.
    public let failures: [ReminderDelivery]
    /// The next reminders on their own days, soonest first.
    public let next: [DueReminder]
}
