import SubDomain
import SubLocalization
import SubRecords

/// What kind of value an argument holds. The kind decides how the parser checks a word, what
/// Tab offers for it and how the `add` dialogue validates an answer, so those three can never
/// disagree about one argument.
public enum ValueKind: Hashable, Sendable {
    /// What `channelAction` reads, each also named by the catalogs' `input.values` words.
    public static let channelActions = ["add", "list", "remove", "test"]
    /// The kinds of channel `channelTarget` may start with, named like the actions.
    public static let channelKinds = ReminderChannel.Kind.allCases.map(\.rawValue)
    /// The words `webhookFormat` takes.
    public static let webhookFormats = WebhookFormat.allCases.map(\.rawValue)

    /// An existing subscription: its name, its id or a unique id prefix.
    case subscription
    /// Existing subscriptions separated by commas (`Netflix,Disney+`), each named like one.
    case subscriptionList
    /// An existing group, named like a subscription.
    case group
    /// The name of a new subscription: Tab offers brand names.
    case newName
    /// An amount as typed; read once the currency is known (the currency decides decimals).
    case amount
    /// An ISO 4217 code.
    case currency
    /// A period word or "every N units"; may take several words.
    case period
    case date
    /// A whole number within `range`.
    case count(ClosedRange<Int>)
    /// A notice period: `30d`, `1m`, `30 días`.
    case notice
    /// Days before a charge to remind (`7,3,1`), or a word for none (`off`, `no`).
    case reminders
    /// A field of `edit`.
    case field
    /// The new value of the field named before it: its kind is that field's.
    case fieldValue
    /// `json` or `csv`.
    case format
    case file
    /// A language with a catalog.
    case language
    /// A command name (for `help`).
    case command
    /// Free text: a category, notes, a search.
    case text
    /// A card or account subscriptions are paid with (`--paid-with`): Tab offers the cards
    /// the profile knows.
    case card
    /// What `total --by` and `list --by` group by: `category` or `card`.
    case grouping
    /// A shell SubHub writes a completion script for (`bash`, `zsh`, `fish`).
    case shell
    /// `USD=1.0812`: a currency and its rate against the base, in the ECB's direction.
    case rateQuote
    /// An ISO 4217 code, or a word for none (`off`, `no`).
    case currencyOrOff
    /// What `remind channel` does: `add`, `list`, `remove`, `test`.
    case channelAction
    /// What `remind channel` acts on: a kind of channel and its address, or a number.
    case channelTarget
    /// A webhook's format: `ntfy`, `gotify`, `json`.
    case webhookFormat
}
