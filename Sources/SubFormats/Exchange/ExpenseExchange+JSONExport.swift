import FoundationEssentials
import SubDomain
import SubJSON
import SubRecords

/// The JSON export document, written directly. The tests hold it byte for byte to what
/// `JSONSerialization` writes for the same document.
extension ExpenseExchange {
    /// The JSON export, written directly: `JSONSerialization` took 23 s for 100,000 rows
    /// (an `NSDictionary` per row). The bytes are the ones it wrote (sorted keys, two-space
    /// indent, `"key" : value`), which the tests keep as the reference.
    static func exportJSON(_ ledger: ExpenseLedger, profile: ExchangeProfile = .init()) -> String {
        let expenses = exportOrder(ledger)
        // Keys in sorted order, as JSONSerialization writes them: where each one stands in
        // `fields(of:)` (the same for every expense) and its line's beginning, worked out
        // once rather than a dictionary and a key's escaping per row (a fifth of the export).
        // Each row's payments (`ExchangePayment`) stand among its fields by their key,
        // `payments`, as a position of `nil`.
        let names: [(position: Int?, name: String)] =
            (expenses.first.map(fields(of:)) ?? []).enumerated().map {
                ($0.offset, $0.element.0.rawValue)
            } + (expenses.isEmpty ? [] : [(nil, ExchangePayment.key)])
        let keys: [(position: Int?, field: ExchangeField?, prefix: String)] =
            names.sorted { $0.name < $1.name }.map {
                var prefix = "      "
                JSONString.append($0.name, to: &prefix)
                return ($0.position, ExchangeField(rawValue: $0.name), prefix + " : ")
            }
        var output = "{\n" + cardsAndRatesMembers(profile) + "  \"expenses\" : ["
        output += expenses.isEmpty ? "\n\n" : "\n"
        for (offset, expense) in expenses.enumerated() {
            let values = fields(of: expense)
            output += "    {\n"
            for (index, key) in keys.enumerated() {
                output += key.prefix
                guard let position = key.position, let field = key.field else {
                    ExchangePayment.append(profile.payments[expense.id] ?? [], to: &output)
                    output += index == keys.count - 1 ? "\n" : ",\n"
                    continue
                }
                if let value = values[position].1 {
                    if field.isBoolean || field.isNumeric {
                        output += value
                    } else {
                        JSONString.append(value, to: &output)
                    }
                } else {
                    output += "null"
                }
                output += index == keys.count - 1 ? "\n" : ",\n"
            }
            output += offset == expenses.count - 1 ? "    }\n" : "    },\n"
        }
        output += "  ],\n  \"format\" : \"subhub\",\n"
        output += "  \"kill_count\" : \(ledger.killCount),\n  \"language\" : "
        if let language = profile.language {
            JSONString.append(language, to: &output)
        } else {
            output += "null"
        }
        output += ",\n  \"price_history\" : ["
        let steps = priceSteps(expenses, profile)
        output += steps.isEmpty ? "\n\n  ]" : "\n"
        for (offset, (id, step)) in steps.enumerated() {
            output += "    {\n      \"changed_on\" : \"\(step.changedOn.iso)\",\n"
            output += "      \"expense_id\" : \"\(id.uuidString.lowercased())\",\n"
            output += "      \"new_currency\" : \"\(step.new.currency.code)\",\n"
            output += "      \"new_minor\" : \(step.new.minorUnits),\n"
            output += "      \"old_currency\" : \"\(step.old.currency.code)\",\n"
            output += "      \"old_minor\" : \(step.old.minorUnits)\n"
            output += offset == steps.count - 1 ? "    }\n  ]" : "    },\n"
        }
        output += ",\n  \"reminder_offsets\" : "
        if let offsets = profile.reminderOffsets {
            output += offsets.isEmpty ? "[\n\n  ]" : "[\n"
            for (index, offset) in offsets.enumerated() {
                output += "    \(offset)" + (index == offsets.count - 1 ? "\n  ]" : ",\n")
            }
        } else {
            output += "null"
        }
        output += ",\n  \"version\" : \(formatVersion)\n}\n"
        return output
    }

    /// The members that sort before `expenses`: `card_expiries`, `estimate_currency` and
    /// `exchange_rates`, each followed by its comma, as JSONSerialization writes them.
    static func cardsAndRatesMembers(_ profile: ExchangeProfile) -> String {
        var output = "  \"card_expiries\" : ["
        let cards = profile.cardsInExportOrder
        output += cards.isEmpty ? "\n\n  ]" : "\n"
        for (index, card) in cards.enumerated() {
            output += "    {\n      \"card\" : "
            JSONString.append(card.name, to: &output)
            output += ",\n      \"expires\" : \"\(card.expiry.identifier)\"\n"
            output += index == cards.count - 1 ? "    }\n  ]" : "    },\n"
        }
        output += ",\n  \"estimate_currency\" : "
        output += profile.estimateCurrency.map { "\"\($0.code)\"" } ?? "null"
        output += ",\n  \"exchange_rates\" : "
        if let table = profile.rates, !table.isEmpty {
            output += "{\n    \"base\" : \"\(table.base.code)\",\n    \"rates\" : [\n"
            for (index, rate) in table.rates.enumerated() {
                output += "      {\n        \"currency\" : \"\(rate.currency.code)\",\n"
                output += "        \"date\" : \"\(rate.date.iso)\",\n"
                output += "        \"rate\" : \"\(rate.value.plainText)\",\n"
                output += "        \"source\" : \"\(rate.source.rawValue)\"\n"
                output += index == table.rates.count - 1 ? "      }\n    ]\n  }" : "      },\n"
            }
        } else {
            output += "null"
        }
        return output + ",\n"
    }

    /// The price history steps to write: expense by expense in export order, each one's
    /// oldest first.
    static func priceSteps(_ expenses: [RecurringExpense], _ profile: ExchangeProfile)
        -> [(UUID, PriceChange)]
    {
        guard !profile.priceHistory.isEmpty else { return [] }
        return expenses.flatMap { expense in
            (profile.priceHistory[expense.id] ?? []).map { (expense.id, $0) }
        }
    }
}
