/// Who owes whom each month for the shared plans someone pays ("settle").
///
/// The model, kept deliberately plain because the ledger knows no more than this:
///
/// 1. A plan counts when it is charged (active, not inside an archived group) and has not
///    ended by the day, shared by two or more people and has a payer
///    (`RecurringExpense.paidBy`): after its last charge nobody pays it, so nobody owes.
/// 2. Each month the payer pays the plan's monthly cost, split among the `sharedWith`
///    people, the payer being one of them, in shares that add up to it exactly
///    (`ShareSplit`: the odd cents go to the payer's share first).
/// 3. You, the profile's owner, share every plan in your profile. A payer whose name is one
///    of `yourNames` (the profile's name, the household login) is you. So on a plan someone
///    else pays you owe the payer one share; on a plan you pay, everyone else owes you one.
/// 4. The other sharers are not named anywhere: what they owe is reported per payer
///    (`Settlement.unnamedDebts`) and is never part of the transfers.
/// 5. The balances between you and the people named are settled per currency, never
///    across currencies, in the fewest payments (`minimalTransfers`).
public enum SettleUp {
    public static func settle(_ ledger: ExpenseLedger, yourNames: [String], on today: CivilDate)
        -> Settlement
    {
        let you = Set(yourNames.map { NameKey($0).folded }.filter { !$0.isEmpty })
        var spelling: [String: String] = [:]
        var plans: [SharedPlan] = []
        for expense in ledger.chargedItems(on: today) {
            guard expense.sharedWith > 1, let payerName = expense.paidBy else { continue }
            let key = NameKey(payerName).folded
            guard !key.isEmpty else { continue }
            let payer: SettlementParty
            if you.contains(key) {
                payer = .you
            } else {
                // One person, however their name was capitalised or accented on each plan.
                let shown = spelling[key] ?? payerName
                spelling[key] = shown
                payer = .person(shown)
            }
            let monthly = ledger.effectiveMonthly(of: expense)
            plans.append(
                SharedPlan(
                    expenseID: expense.id, name: expense.name, payer: payer,
                    sharedWith: expense.sharedWith, monthly: monthly,
                    split: ShareSplit(monthly.minorUnits, among: expense.sharedWith)))
        }
        plans.sort {
            $0.monthly.currency != $1.monthly.currency
                ? $0.monthly.currency < $1.monthly.currency
                : NameKey($0.name).folded < NameKey($1.name).folded
        }

        var balances: [CurrencyCode: [SettlementParty: Int64]] = [:]
        var unnamed: [CurrencyCode: [SettlementParty: Int64]] = [:]
        var volume: [CurrencyCode: Int64] = [:]
        for plan in plans {
            let currency = plan.monthly.currency
            volume[currency] = IntegerRounding.saturatingAdd(
                volume[currency] ?? 0, plan.monthly.minorUnits)
            if plan.payer != .you {
                balances[currency, default: [:]][.you, default: 0] -= plan.yourShare.minorUnits
                balances[currency, default: [:]][plan.payer, default: 0] +=
                    plan.yourShare.minorUnits
            }
            if plan.unnamedSharers > 0 {
                unnamed[currency, default: [:]][plan.payer] = IntegerRounding.saturatingAdd(
                    unnamed[currency]?[plan.payer] ?? 0, plan.owedByUnnamed.minorUnits)
            }
        }
        let currencies = volume.keys.sorted {
            volume[$0]! != volume[$1]! ? volume[$0]! > volume[$1]! : $0 < $1
        }
        var transfers: [SettlementTransfer] = []
        var debts: [UnnamedDebt] = []
        for currency in currencies {
            transfers += minimalTransfers(balances[currency] ?? [:], currency: currency)
            for (payer, amount) in (unnamed[currency] ?? [:]).sorted(by: { $0.key < $1.key }) {
                debts.append(
                    UnnamedDebt(payer: payer, amount: Money(minorUnits: amount, currency: currency))
                )
            }
        }
        return Settlement(plans: plans, transfers: transfers, unnamedDebts: debts)
    }

    /// The fewest payments that bring every balance to zero (positive: is owed; negative:
    /// owes), largest first. Balances that do not add up to zero are settled as far as they
    /// go.
    ///
    /// People who can settle among themselves need one payment fewer than they are: so the
    /// fewest payments come from splitting everyone into as many groups summing to zero as
    /// possible, each settled greedily (largest debtor pays largest creditor). That split is
    /// searched exactly for up to `exactSearchLimit` people with a balance, and skipped (one
    /// greedy group, at most one payment fewer than people) beyond.
    public static func minimalTransfers(
        _ balances: [SettlementParty: Int64], currency: CurrencyCode
    ) -> [SettlementTransfer] {
        let parties = balances.filter { $0.value != 0 }.sorted { $0.key < $1.key }
        guard parties.count > 1 else { return [] }
        let groups: [[Int]]
        if parties.count <= exactSearchLimit {
            groups = zeroSumGroups(parties.map(\.value))
        } else {
            groups = [Array(parties.indices)]
        }
        var transfers: [SettlementTransfer] = []
        for group in groups {
            transfers += greedy(group.map { parties[$0] }, currency: currency)
        }
        return transfers.sorted {
            $0.amount.minorUnits != $1.amount.minorUnits
                ? $0.amount.minorUnits > $1.amount.minorUnits
                : ($0.from, $0.to) < ($1.from, $1.to)
        }
    }

    /// How many people with a balance the exact search handles (2^16 subsets).
    public static let exactSearchLimit = 16

    /// Largest debtor pays largest creditor until one of them is even; ties by party order.
    private static func greedy(
        _ members: [(key: SettlementParty, value: Int64)], currency: CurrencyCode
    )
        -> [SettlementTransfer]
    {
        var owed = members.filter { $0.value > 0 }.map { ($0.key, $0.value) }
        var owing = members.filter { $0.value < 0 }.map { ($0.key, -$0.value) }
        var transfers: [SettlementTransfer] = []
        while !owed.isEmpty, !owing.isEmpty {
            owed.sort { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
            owing.sort { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
            let amount = min(owed[0].1, owing[0].1)
            transfers.append(
                SettlementTransfer(
                    from: owing[0].0, to: owed[0].0,
                    amount: Money(minorUnits: amount, currency: currency)))
            owed[0].1 -= amount
            owing[0].1 -= amount
            if owed[0].1 == 0 { owed.removeFirst() }
            if owing[0].1 == 0 { owing.removeFirst() }
        }
        return transfers
    }

    /// The indices of `values` split into as many groups summing to zero as possible (the
    /// last group takes whatever does not sum to zero). Over subsets: `best[mask]` is the
    /// most zero-sum groups that the members of `mask`, added one at a time, can close.
    private static func zeroSumGroups(_ values: [Int64]) -> [[Int]] {
        let count = values.count
        let full = (1 << count) - 1
        var sums = [Int64](repeating: 0, count: full + 1)
        var best = [Int](repeating: 0, count: full + 1)
        for mask in 1...full {
            let lowest = mask.trailingZeroBitCount
            sums[mask] = sums[mask & (mask - 1)] &+ values[lowest]
            var most = 0
            var rest = mask
            while rest != 0 {
                let bit = rest & -rest
                most = max(most, best[mask ^ bit])
                rest ^= bit
            }
            best[mask] = most + (sums[mask] == 0 ? 1 : 0)
        }
        // Walk back from everyone, taking one member off at a time while keeping the count;
        // a group closes wherever what is left sums to zero.
        var order: [Int] = []
        var mask = full
        while mask != 0 {
            let closes = sums[mask] == 0 ? 1 : 0
            var rest = mask
            var chosen = mask.trailingZeroBitCount
            while rest != 0 {
                let bit = rest & -rest
                if best[mask ^ bit] + closes == best[mask] {
                    chosen = bit.trailingZeroBitCount
                    break
                }
                rest ^= bit
            }
            order.append(chosen)
            mask ^= 1 << chosen
        }
        // `order` removes members last-added first: reversed, it adds them, and each prefix
        // that sums to zero ends a group.
        var groups: [[Int]] = []
        var current: [Int] = []
        var running: Int64 = 0
        for index in order.reversed() {
            current.append(index)
            running &+= values[index]
            if running == 0 {
                groups.append(current)
                current = []
            }
        }
        if !current.isEmpty { groups.append(current) }
        return groups
    }
}
