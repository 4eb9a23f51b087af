import FoundationEssentials
import SubDomain
import SubJSON
import SubRecords

/// What a JSON export carries besides the expenses, read back: price history, reminders,
/// language, exchange rates, estimate currency and card expiries.
extension ExpenseExchange {
    /// The price history, reminder offsets, language, exchange rates, estimate currency and
    /// card expiries of a JSON document (`jsonRows` has checked its shape). Absent keys, as in
    /// files written before they existed, and `null` mean nothing to take; anything else that
    /// does not read refuses the whole file.
    static func jsonProfile(of document: JSONValue?) throws(ExchangeError) -> ExchangeProfile {
        let malformed = ExchangeError.malformedDocument(format: .json)
        guard let document = document?.valuesByName else { throw malformed }
        var profile = ExchangeProfile()
        switch document["exchange_rates"] {
        case nil, .null?: break
        case let value?:
            guard let table = rateTable(value) else { throw malformed }
            profile.rates = table
        }
        switch document["estimate_currency"] {
        case nil, .null?: break
        case .string(let code)?:
            guard let currency = try? CurrencyCode(code) else { throw malformed }
            profile.estimateCurrency = currency
        default: throw malformed
        }
        switch document["card_expiries"] {
        case nil, .null?: break
        case .array(let entries)?:
            var cards: [(name: String, expiry: CardExpiry)] = []
            var seen: Set<String> = []
            for entry in entries {
                guard let fields = entry.valuesByName, let name = fields["card"]?.string,
                    let text = fields["expires"]?.string,
                    let expiry = CardExpiry(text: text), expiry.identifier == text,
                    isCardName(name), seen.insert(NameKey.fold(name)).inserted
                else { throw malformed }
                cards.append((name, expiry))
            }
            profile.cardExpiries = CardExpiries(cards)
        default: throw malformed
        }
        switch document["language"] {
        case nil, .null?: break
        case .string(let code)?
        where (1...35).contains(code.count)
            && code.unicodeScalars.allSatisfy({
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || $0 == "-" || $0 == "_"
            }):
            profile.language = code
        default: throw malformed
        }
        switch document["reminder_offsets"] {
        case nil, .null?: break
        case .array(let values)?:
            let offsets = values.compactMap { $0.number?.int64.flatMap { Int(exactly: $0) } }
            guard offsets.count == values.count, (try? ReminderSchedule(offsets: offsets)) != nil
            else { throw malformed }
            profile.reminderOffsets = offsets
        default: throw malformed
        }
        switch document["price_history"] {
        case nil, .null?: break
        case .array(let steps)?:
            for step in steps {
                guard let fields = step.valuesByName,
                    let id = fields["expense_id"]?.string.flatMap(UUID.init(uuidString:)),
                    let day = fields["changed_on"]?.string.flatMap(CivilDate.init(iso:)),
                    let old = money(fields["old_minor"], fields["old_currency"]),
                    let new = money(fields["new_minor"], fields["new_currency"])
                else { throw malformed }
                profile.priceHistory[id, default: []].append(
                    PriceChange(old: old, new: new, changedOn: day))
            }
            for (id, steps) in profile.priceHistory {
                profile.priceHistory[id] = steps.sorted { $0.changedOn < $1.changedOn }
            }
        default: throw malformed
        }
        return profile
    }

    /// `exchange_rates`: `{"base": "EUR", "rates": [{"currency", "rate", "date", "source"}]}`,
    /// each rate as the exact decimal text it was published with (a JSON number would be a
    /// binary double to most readers), written as `RateValue.plainText` writes it, against a
    /// base it is not, each currency once. `nil` for anything else.
    static func rateTable(_ value: JSONValue) -> RateTable? {
        guard let fields = value.valuesByName,
            let base = fields["base"]?.string.flatMap({ try? CurrencyCode($0) }),
            case .array(let entries)? = fields["rates"]
        else { return nil }
        var rates: [ExchangeRate] = []
        for entry in entries {
            guard let fields = entry.valuesByName,
                let currency = fields["currency"]?.string.flatMap({ try? CurrencyCode($0) }),
                currency != base,
                !rates.contains(where: { $0.currency == currency }),
                let text = fields["rate"]?.string, let rate = try? RateValue(reading: text),
                rate.plainText == text,
                let date = fields["date"]?.string.flatMap(CivilDate.init(iso:)),
                let source = fields["source"]?.string.flatMap(RateSource.init(rawValue:))
            else { return nil }
            rates.append(ExchangeRate(currency: currency, value: rate, date: date, source: source))
        }
        return RateTable(base: base, rates: rates)
    }

    /// A card name as `card expires` stores one: visible, within the payment method's limit,
    /// its spaces single.
    static func isCardName(_ name: String) -> Bool {
        VisibleText.hasVisibleCharacter(name)
            && name.unicodeScalars.count <= RecurringExpense.paymentMethodLimit
            && name.split(whereSeparator: \.isWhitespace).joined(separator: " ") == name
    }

    /// A price of the price history: whole minor units, not negative, in a known currency.
    static func money(_ minor: JSONValue?, _ code: JSONValue?) -> Money? {
        guard let units = minor?.number?.int64, units >= 0,
            let currency = code?.string.flatMap({ try? CurrencyCode($0) })
        else { return nil }
        return Money(minorUnits: units, currency: currency)
    }

    /// Each field by the name a JSON row gives it, with its place in `allCases`.
}
