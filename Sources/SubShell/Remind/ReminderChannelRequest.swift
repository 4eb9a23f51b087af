/// `remind channel add …`: the channel as typed, checked when the command runs.
public enum ReminderChannelRequest: Hashable, Sendable {
    case desktop
    case email(address: String)
    /// `format`: `ntfy`, `gotify` or `json` as typed; `nil` for the default (json).
    case webhook(url: String, format: String?)
    case command(String)
}
