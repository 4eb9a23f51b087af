import SubDomain

/// What the first prompt says about today's reminders: how many there are, and the first few
/// in the order they are shown (`ReminderSchedule.leading`).
public struct HeadlineReminders: Hashable, Sendable {
    public let count: Int
    public let leading: [Reminder]

    public init(count: Int, leading: [Reminder]) {
        self.count = count
        self.leading = leading
    }
}
