import Foundation
import SubDomain

/// Turns one row of an import (field name → text) into an expense, collecting every
/// problem of the row instead of stopping at the first.
enum ExchangeRowReader {
    struct Problems: Error {
        var problems: [ExchangeError.Problem]
    }

    static func expense(from row: [ExchangeField: String]) -> Result<RecurringExpense, Problems> {
        var problems: [ExchangeError.Problem] = []

        func required<T>(_ field: ExchangeField, _ read: (String) -> T?) -> T? {
            guard let text = row[field] else {
                problems.append(.missingField(field))
                return nil
            }
            guard let value = read(text) else {
                problems.append(.invalidValue(field, text))
                return nil
            }
            return value
        }
        func optional<T>(_ field: ExchangeField, _ read: (String) -> T?) -> T?? {
            guard let text = row[field] else { return .some(nil) }
            guard let value = read(text) else {
                problems.append(.invalidValue(field, text))
                return nil
            }
            return .some(value)
        }

        let id = optional(.id) { UUID(uuidString: $0) } ?? nil
        let name = required(.name) { $0 }
        let amount = required(.amountMinor) { Int64($0.trimmingCharacters(in: .whitespaces)) }
        var currency: CurrencyCode?
        if let code = row[.currency] {
            do throws(DomainError) {
                currency = try CurrencyCode(code)
            } catch {
                problems.append(.rule(error))
            }
        } else {
            problems.append(.missingField(.currency))
        }
        let period = required(.period) { Period(identifier: $0) }
        let nextCharge = required(.nextCharge) { CivilDate(iso: $0) }
        let trialEnds = optional(.trialEnds) { CivilDate(iso: $0) }
        let status = optional(.status) { RecurringExpense.Status(rawValue: $0) }
        let archivedOn = optional(.archivedOn) { CivilDate(iso: $0) }
        let parentID = optional(.parentID) { UUID(uuidString: $0) }
        let groupMode = optional(.groupMode) { GroupTotalMode(rawValue: $0) }
        let sharedWith = optional(.sharedWith) { Int($0) }
        let lastConfirmed = optional(.lastConfirmed) { CivilDate(iso: $0) }
        let createdOn = optional(.createdOn) { CivilDate(iso: $0) }
        let archivedWithGroup = optional(.archivedWithGroup) { flag($0) }
        // The domain checks the day against the next charge (invalidAnchorDay).
        let anchorDay = optional(.anchorDay) { Int($0.trimmingCharacters(in: .whitespaces)) }

        guard problems.isEmpty, let name, let amount, let currency, let period, let nextCharge
        else { return .failure(Problems(problems: problems)) }
        let resolvedStatus = (status ?? nil) ?? .active
        return .success(
            RecurringExpense(
                id: id ?? UUID(), name: name, amount: Money(minorUnits: amount, currency: currency),
                period: period, nextCharge: nextCharge, anchorDay: anchorDay ?? nil,
                trialEnds: trialEnds ?? nil,
                status: resolvedStatus,
                archivedOn: resolvedStatus == .archived ? ((archivedOn ?? nil) ?? nextCharge) : nil,
                archivedWithGroup: (archivedWithGroup ?? nil) ?? false,
                parentID: parentID ?? nil, groupMode: groupMode ?? nil,
                sharedWith: (sharedWith ?? nil) ?? 1, category: row[.category],
                brandSlug: row[.brandSlug], lastConfirmed: lastConfirmed ?? nil, notes: row[.notes],
                manageURL: row[.manageURL], createdOn: (createdOn ?? nil) ?? nextCharge))
    }

    /// `true` or `false`, as written; `1` and `0` as a spreadsheet may rewrite them.
    private static func flag(_ text: String) -> Bool? {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "true", "1": true
        case "false", "0": false
        default: nil
        }
    }
}
