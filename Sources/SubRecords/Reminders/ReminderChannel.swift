import SubDomain

/// Where `remind run` delivers reminders: one row of the profile's channels.
public struct ReminderChannel: Hashable, Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        /// The desktop's notification service (what `notify-send` uses).
        case desktop
        /// A message for an address, handed to the system's `sendmail`.
        case email
        /// An HTTP POST to a URL.
        case webhook
        /// The user's own program, run through `/bin/sh -c`.
        case command
    }

    /// The number `remind channel remove N` and `test N` take; never reused.
    public let id: Int
    public let kind: Kind
    /// What is safe to show: nothing for the desktop, the address, the command, or a
    /// webhook's URL with its secret parts masked.
    public let target: String
    public let format: WebhookFormat?
    /// Whether the full target (a webhook URL with a token) is in the secrets file.
    public let hasSecret: Bool

    public init(id: Int, kind: Kind, target: String, format: WebhookFormat?, hasSecret: Bool) {
        self.id = id
        self.kind = kind
        self.target = target
        self.format = format
        self.hasSecret = hasSecret
    }
}
