import SubDomain

/// A value that fills a `{placeholder}` of a catalog message, formatted for the reader.
public enum MessageArgument: Hashable, Sendable, ExpressibleByStringLiteral,
    ExpressibleByIntegerLiteral
{
    /// Shown as is: codes, numbers already formatted, text already worded from a catalog.
    case text(String)
    /// Text a user typed or a file brought (a name, a path, a query): made safe for a
    /// terminal when the message is rendered, so no caller has to remember to.
    case userText(String)
    /// Several user texts joined the language's way, each made safe.
    case userList([String])
    /// A whole number: selects plural variants and is shown with the locale's grouping.
    case count(Int)
    /// A decimal number written with `.` (`1.5`): selects plural variants by its visible digits.
    case decimal(String)
    case money(Money)
    /// An abbreviated calendar date (`15 dic 2026`).
    case date(CivilDate)
    /// A calendar month, named (`feb 2027`, `Feb 2027`, `2027年2月`): the month of the date.
    case month(CivilDate)
    /// A date relative to the evaluation day (`mañana`, `in 3 days`).
    case relativeDate(CivilDate, today: CivilDate)
    /// A period's display words (`cada 2 semanas`).
    case period(Period)
    /// A list joined the language's way (`Netflix, Spotify e iCloud`).
    case list([String])
    /// Messages worded each from the catalogs, then joined as a list: one sentence that
    /// names several things the domain returned as values.
    case messages([LocalizedMessage])

    public init(stringLiteral value: String) { self = .text(value) }
    public init(integerLiteral value: Int) { self = .count(value) }

    /// The decimal text that chooses a plural variant; `nil` when the argument is not a number.
    var pluralOperandText: String? {
        switch self {
        case .count(let value): String(value)
        case .decimal(let text): text
        default: nil
        }
    }
}
