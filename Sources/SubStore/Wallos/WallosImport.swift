import FoundationEssentials
import SubDomain
import SubRecords

/// Turns one Wallos user's subscriptions into ours and adds them to a ledger, all or nothing.
///
/// Mapping: the price's decimal text to exact minor units of the currency (12.99 → 1299;
/// 3-decimal and 0-decimal currencies alike), the currency by its code, cycle × frequency to
/// a period, the next payment, inactive → archived on its cancellation date (today when it
/// has none or it is still ahead), the URL as the manage link when `ManageURLRule` accepts it
/// (a bare host gets `https://`), notes, the category's name, the payer into the notes when
/// the household has more than one member. Logos, payment methods and reminders are counted
/// for the summary, not carried.
///
/// A subscription already in the ledger with the same name (case and accents aside), amount
/// and period is not added again, so a second run adds nothing.
public enum WallosImport {
    /// Wallos's own word for "no category" and "nobody", which mean nothing here.
    static let placeholders: Set<String> = ["No category", "Unknown member"]

    /// - Parameters:
    ///   - user: `--user`, by name (case aside); required when several users have rows.
    ///   - defaultCurrency: for the API's JSON, which names no currency.
    public static func merge(
        _ export: WallosExport, user: String?, into ledger: inout ExpenseLedger,
        asOf today: CivilDate, defaultCurrency: CurrencyCode
    ) throws(WallosError) -> WallosImportReport {
        let owners = export.users.filter { user in
            export.subscriptions.contains { $0.userID == user.id }
        }
        let chosen: WallosExport.User?
        if let user {
            guard
                let match = export.users.first(where: {
                    $0.name.lowercased() == user.lowercased()
                })
            else { throw .unknownUser(name: user, users: export.users.map(\.name)) }
            chosen = match
        } else if owners.count > 1 {
            throw .userRequired(users: owners.map(\.name))
        } else {
            chosen = owners.first
        }
        let rows = export.subscriptions.filter { $0.userID == (chosen?.id ?? 1) || chosen == nil }
        var assumed: CurrencyCode?
        if export.source == .apiJSON {
            let ids = Set(rows.compactMap(\.currencyID))
            guard ids.count <= 1 else { throw .ambiguousCurrencies(count: ids.count) }
            assumed = rows.isEmpty ? nil : defaultCurrency
        }
        let payerKept = (export.householdSizes[chosen?.id ?? 1] ?? 0) > 1

        var updated = ledger
        var existing: [String: Int] = [:]
        for expense in ledger.expenses where !expense.isGroup {
            existing[expense.importIdentity, default: 0] += 1
        }
        var problems: [WallosRowProblem] = []
        var imported: [RecurringExpense] = []
        var alreadyThere: [String] = []
        var droppedLinks: [String] = []
        for row in rows {
            let expense: RecurringExpense
            var linkDropped = false
            do throws(WallosRowProblem.Problem) {
                (expense, linkDropped) = try map(
                    row, currency: assumed, today: today, keepsPayer: payerKept)
            } catch {
                problems.append(WallosRowProblem(name: row.name, row: row.id, problem: error))
                continue
            }
            let key = expense.importIdentity
            if let count = existing[key], count > 0 {
                existing[key] = count - 1
                alreadyThere.append(row.name)
                continue
            }
            do {
                imported.append(try updated.add(expense, asOf: today).value)
                if linkDropped { droppedLinks.append(row.name) }
            } catch {
                problems.append(
                    WallosRowProblem(name: row.name, row: row.id, problem: .rule(error)))
            }
        }
        guard problems.isEmpty else { throw .invalidRows(problems) }
        updated.recordImportedKills(imported.filter { !$0.isActive }.count)
        ledger = updated
        let carried = rows.filter { row in !alreadyThere.contains(row.name) }
        return WallosImportReport(
            user: owners.count > 1 || user != nil ? chosen?.name : nil, source: export.source,
            imported: imported, alreadyThere: alreadyThere, droppedLinks: droppedLinks,
            // Only the methods a subscription could not keep (a name over the card limit).
            paymentMethods: Set(
                carried.compactMap(\.paymentMethod).filter {
                    Self.card(from: $0) == nil && !Self.isPlaceholderMethod($0)
                }
            ).count,
            notifications: carried.filter(\.notify).count,
            logos: carried.filter(\.hasLogo).count, assumedCurrency: assumed)
    }

    /// One Wallos row as an expense, and whether its link was left out.
    static func map(
        _ row: WallosSubscription, currency assumed: CurrencyCode?, today: CivilDate,
        keepsPayer: Bool
    ) throws(WallosRowProblem.Problem) -> (RecurringExpense, Bool) {
        let currency: CurrencyCode
        if let assumed {
            currency = assumed
        } else {
            guard let code = row.currencyCode?.uppercased(), let known = try? CurrencyCode(code)
            else { throw .unknownCurrency(row.currencyCode) }
            currency = known
        }
        guard let minor = DecimalText.minorUnits(row.priceText, digits: currency.minorDigits)
        else { throw .unreadablePrice(row.priceText) }
        if DecimalText.needsMoreDecimals(row.priceText, than: currency.minorDigits) {
            throw .priceTooPrecise(row.priceText, currency: currency)
        }
        if let fractional = row.fractionalFrequency { throw .fractionalFrequency(fractional) }
        let unit: Period.Unit
        switch row.cycle {
        case 1?: unit = .day
        case 2?: unit = .week
        case 3?: unit = .month
        case 4?: unit = .year
        default: throw .unknownCycle(cycle: row.cycle, frequency: row.frequency)
        }
        guard let period = try? Period(every: Int(clamping: row.frequency ?? 1), unit) else {
            throw .unknownCycle(cycle: row.cycle, frequency: row.frequency)
        }
        guard let text = row.nextPayment, let next = CivilDate(iso: String(text.prefix(10))) else {
            throw .unreadableDate(row.nextPayment)
        }
        var archivedOn: CivilDate?
        if row.inactive {
            let cancelled = row.cancellationDate.flatMap { CivilDate(iso: String($0.prefix(10))) }
            archivedOn = min(cancelled ?? today, today)
        }
        var link = row.url?.trimmingWhitespace()
        // A bare host ("netflix.com/account") is a web address without its scheme; anything
        // else with a colon before its first slash has a scheme of its own and is judged as is.
        if let typed = link, !typed.isEmpty, !typed.prefix(while: { $0 != "/" }).contains(":") {
            link = "https://" + typed
        }
        var dropped = false
        if let candidate = link {
            if candidate.isEmpty {
                link = nil
            } else if (try? ManageURLRule.validate(candidate)) == nil {
                link = nil
                dropped = true
            }
        }
        let noteText = row.notes?.trimmingWhitespace() ?? ""
        // The household member who pays, as settle-up's payer; a payer name the domain would
        // refuse (over 100 characters) is left out rather than failing the whole import.
        var paidBy: String?
        if keepsPayer, let payer = row.payer?.trimmingWhitespace(),
            !placeholders.contains(payer), (1...100).contains(payer.count)
        {
            paidBy = payer
        }
        let category = row.category.flatMap { placeholders.contains($0) || $0.isEmpty ? nil : $0 }
        let card = row.paymentMethod.flatMap(Self.card(from:))
        let expense = RecurringExpense(
            name: row.name, amount: Money(minorUnits: minor, currency: currency), period: period,
            nextCharge: next, status: row.inactive ? .archived : .active, archivedOn: archivedOn,
            category: category, notes: noteText.isEmpty ? nil : noteText, manageURL: link,
            createdOn: today, paidBy: paidBy, paidWith: card)
        return (expense, dropped)
    }

    /// Wallos's payment method as the card a plan is paid with: its name, cleaned like one;
    /// `nil` for Wallos's own "Unknown payment method", an empty name, or one longer than
    /// `RecurringExpense.paymentMethodLimit` (left out rather than failing the import).
    static func card(from method: String) -> String? {
        let name = method.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !isPlaceholderMethod(name), !name.isEmpty,
            name.unicodeScalars.count <= RecurringExpense.paymentMethodLimit
        else { return nil }
        return name
    }

    static func isPlaceholderMethod(_ method: String) -> Bool {
        method.trimmingWhitespace().isEmpty
            || method == "Unknown payment method" || placeholders.contains(method)
    }
}
