/// What a webhook channel's body looks like: the one list of formats the parser, Tab, the
/// store (its column's CHECK, held to this by a test) and the sender all read.
public enum WebhookFormat: String, Sendable, CaseIterable {
    /// ntfy: the message as the plain body, the title and the rest in headers.
    case ntfy
    /// Gotify: `{"title", "message", "priority"}`.
    case gotify
    /// SubHub's own JSON, every field of the reminder (see the README).
    case json
}
