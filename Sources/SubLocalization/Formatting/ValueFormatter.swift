import Foundation
import SubDomain

/// Formats money, dates, relative dates, lists and counts with Foundation, in the locales
/// of one `LocaleSettings`.
///
/// The format styles are plain values and cheap to build; Foundation creates the underlying
/// ICU formatter on first use and caches it, so the first money or date format costs about a
/// millisecond and later ones nothing noticeable. Nothing here runs before it is needed.
public struct ValueFormatter: Sendable {
    public let moneyLocale: Locale
    public let dateLocale: Locale
    public let messageLocale: Locale
    /// How ICU writes each currency in `moneyLocale`, learned once per currency.
    private let moneyPatterns = MoneyPatternCache()

    public init(settings: LocaleSettings) {
        self.moneyLocale = settings.moneyLocale
        self.dateLocale = settings.dateLocale
        self.messageLocale = settings.messageLocale
    }

    /// `226,49 €` / `€226.49`, in the amount's own currency with its own number of decimals.
    ///
    /// The Decimal is built from the integer and the currency's exponent, never through
    /// Double, so every minor unit is exact. The number of decimals is the ISO 4217 one,
    /// set explicitly: ICU shows some currencies with fewer (MGA, IQD, SYP, IDR, …), which
    /// printed 0,04 MGA as "0 MGA" and could not be typed back.
    ///
    /// ICU writes each currency to one pattern per locale, so the pattern is learned from ICU
    /// once (`MoneyPattern`) and amounts are then written by hand, identical and about fifty
    /// times faster; a locale or currency whose pattern is not understood stays with ICU.
    public func money(_ money: Money) -> String {
        let pattern = moneyPatterns.pattern(for: money.currency) { minorUnits in
            icuMoney(Money(minorUnits: minorUnits, currency: money.currency))
        }
        return pattern?.format(money.minorUnits) ?? icuMoney(money)
    }

    /// `money` written by ICU itself: the reference the learned patterns reproduce.
    public func icuMoney(_ money: Money) -> String {
        let digits = money.currency.minorDigits
        let decimal = Self.decimal(minorUnits: money.minorUnits, minorDigits: digits)
        return decimal.formatted(
            .currency(code: money.currency.code).locale(moneyLocale)
                .precision(.fractionLength(digits)))
    }

    /// The exact decimal value of an amount in minor units.
    public static func decimal(minorUnits: Int64, minorDigits: Int) -> Decimal {
        Decimal(
            sign: minorUnits < 0 ? .minus : .plus, exponent: -minorDigits,
            significand: Decimal(minorUnits.magnitude))
    }

    /// `15 dic 2026` / `Dec 15, 2026`.
    public func date(_ date: CivilDate) -> String {
        date.noonUTC.formatted(
            Date.FormatStyle(
                date: .abbreviated, time: .omitted, locale: dateLocale,
                calendar: .civilUTC, timeZone: Calendar.civilUTC.timeZone))
    }

    /// `hoy`, `mañana`, `dentro de 3 días`, `hace 2 días` / `today`, `tomorrow`, `in 3 days`:
    /// `date` as seen from `today`, in whole days, in the message language.
    ///
    /// `Date.AnchoredRelativeFormatStyle(anchor:)` describes its *anchor* relative to the date
    /// it formats (measured: anchor = today + 1, input = today gives "tomorrow"). So the anchor
    /// is the date being described and the input is the evaluation day; both are fixed, so the
    /// output never depends on the clock.
    public func relativeDate(_ date: CivilDate, from today: CivilDate) -> String {
        var style = Date.AnchoredRelativeFormatStyle(
            anchor: date.noonUTC, presentation: .named, unitsStyle: .wide, locale: messageLocale,
            calendar: .civilUTC, capitalizationContext: .middleOfSentence)
        style.allowedFields = [.day]
        return style.format(today.noonUTC)
    }

    /// `Netflix, Spotify e iCloud` / `Netflix, Spotify, and iCloud`.
    /// "A, B o C" / "A, B, or C": choices, not a sum.
    public func alternatives(_ items: [String]) -> String {
        items.formatted(.list(type: .or).locale(messageLocale))
    }

    public func list(_ items: [String]) -> String {
        items.formatted(.list(type: .and).locale(messageLocale))
    }

    /// `1.000.000` / `1,000,000` (Spanish leaves four digits ungrouped: `1234`).
    public func count(_ value: Int) -> String {
        value.formatted(.number.locale(messageLocale))
    }

    /// A decimal number written as `1.5` shown with the message locale's separator (`1,5`).
    public func decimalText(_ text: String) -> String {
        guard let separator = messageLocale.decimalSeparator, separator != "." else { return text }
        return text.replacingOccurrences(of: ".", with: separator)
    }
}
