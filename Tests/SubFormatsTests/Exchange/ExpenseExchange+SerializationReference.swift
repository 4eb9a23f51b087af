import Foundation
import SubDomain

@testable import SubFormats
import SubRecords

/// The export document through JSONSerialization: the reference the direct writer in
/// `ExpenseExchange+JSONExport` is held to, byte for byte. It lives with the tests because
/// the product does not link Foundation's ICU half, where JSONSerialization is.
extension ExpenseExchange {
    static func exportJSONBySerialization(
        _ ledger: ExpenseLedger, profile: ExchangeProfile = .init()
    ) -> String {
        let rows: [[String: Any]] = exportOrder(ledger).map { expense in
            var row: [String: Any] = [:]
            for (field, value) in fields(of: expense) {
                if let value, field.isBoolean {
                    row[field.rawValue] = value == "true"
                } else if let value {
                    let number = field.isNumeric ? Int64(value).map { NSNumber(value: $0) } : nil
                    row[field.rawValue] = number ?? value
                } else {
                    row[field.rawValue] = NSNull()
                }
            }
            row["payments"] = (profile.payments[expense.id] ?? []).map { payment -> [String: Any] in
                [
                    "id": payment.id.uuidString.lowercased(), "on": payment.paidOn.iso,
                    "amount_minor": NSNumber(value: payment.amount.minorUnits),
                    "currency": payment.amount.currency.code, "source": payment.source.rawValue,
                    "statement_key": payment.statementKey.map { $0 as Any } ?? NSNull(),
                ]
            }
            return row
        }
        let steps: [[String: Any]] = priceSteps(exportOrder(ledger), profile).map { id, step in
            [
                "expense_id": id.uuidString.lowercased(), "changed_on": step.changedOn.iso,
                "old_minor": NSNumber(value: step.old.minorUnits),
                "old_currency": step.old.currency.code,
                "new_minor": NSNumber(value: step.new.minorUnits),
                "new_currency": step.new.currency.code,
            ]
        }
        let rates: Any =
            profile.rates.flatMap { table in
                table.isEmpty
                    ? nil
                    : [
                        "base": table.base.code,
                        "rates": table.rates.map { rate in
                            [
                                "currency": rate.currency.code, "rate": rate.value.plainText,
                                "date": rate.date.iso, "source": rate.source.rawValue,
                            ]
                        },
                    ] as [String: Any]
            } ?? NSNull()
        let document: [String: Any] = [
            "format": "subhub", "version": formatVersion, "kill_count": ledger.killCount,
            "expenses": rows, "price_history": steps,
            "language": profile.language.map { $0 as Any } ?? NSNull(),
            "reminder_offsets": profile.reminderOffsets.map { $0 as Any } ?? NSNull(),
            "card_expiries": profile.cardsInExportOrder.map {
                ["card": $0.name, "expires": $0.expiry.identifier]
            },
            "estimate_currency": profile.estimateCurrency.map { $0.code as Any } ?? NSNull(),
            "exchange_rates": rates,
        ]
        let data =
            (try? JSONSerialization.data(
                withJSONObject: document,
                options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
            ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
