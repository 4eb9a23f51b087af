import SubDomain
import SubLocalization

/// A word read by its argument's kind: the parser and the `add` dialogue both produce these
/// through `ValueReader.read(_:as:)`, so an answer the dialogue accepts is one the parser
/// accepts too.
public enum ParsedValue: Hashable, Sendable {
    case text(String)
    /// An amount, read once; its currency, maybe named later, puts it in minor units.
    case amount(TypedAmount)
    /// A day, and whether its year was left out.
    case date(TypedDay)
    case period(Period)
    case count(Int)
    case currency(CurrencyCode)
    case field(EditField)
    case format(ExportFormat)
    case shell(CompletionShell)
    case notice(NoticePeriod)
    /// Reminder offsets, largest first; empty for none.
    case reminders([Int])
    case rateQuote(RateQuote)
    /// `currencyOrOff` read as none.
    case off

    /// The text of a value that stays text (names, files, free text), or an amount as typed.
    public var text: String? {
        switch self {
        case .text(let value): value
        case .amount(let amount): amount.text
        default: nil
        }
    }
}
