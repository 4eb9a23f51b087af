/// Finds subscriptions in a statement's charges: the same merchant charged at a steady
/// period (weekly, monthly, quarterly, semiannual, yearly) with equal or drifting amounts.
///
/// Charges are grouped by `MerchantName.key`. For each period, shortest first, a series is
/// grown backwards from a merchant's latest unclaimed charge: one period earlier (on the
/// month's last day for a plan charged at month end), within a few days of tolerance for
/// weekends and bank delays, the charge of the nearest amount (equal first, else within a
/// third). Three charges make a series (two for a yearly one); a single purchase never does.
///
/// Amounts may rise or fall now and then (a price change is one series with a price
/// history, not two); amounts that change at most charges are a shop, not a subscription,
/// unless they stay within a tenth (a plan billed in another currency). A series whose
/// next charge should already have appeared before the statement ends was cancelled and is
/// not proposed.
public enum RecurringSeriesFinder {
    struct Rule {
        let period: Period
        let toleranceDays: Int
        let minimumCount: Int
    }

    static let rules: [Rule] = [
        Rule(period: .weekly, toleranceDays: 2, minimumCount: 3),
        Rule(period: .monthly, toleranceDays: 4, minimumCount: 3),
        Rule(period: .quarterly, toleranceDays: 6, minimumCount: 3),
        Rule(period: .semiannual, toleranceDays: 8, minimumCount: 3),
        Rule(period: .annual, toleranceDays: 10, minimumCount: 2),
    ]

    /// The series in `charges`, surest first, then by label.
    /// - Parameter statementEnd: the statement's last day; the latest charge when `nil`.
    public static func find(in charges: [StatementCharge], statementEnd: CivilDate? = nil)
        -> [RecurringSeries]
    {
        guard let latest = charges.map(\.date).max() else { return [] }
        let end = max(statementEnd ?? latest, latest)
        var names: [String: MerchantName] = [:]
        var byMerchant: [String: [StatementCharge]] = [:]
        var order: [String] = []
        for charge in charges {
            let name: MerchantName
            if let known = names[charge.description] {
                name = known
            } else {
                name = MerchantName(description: charge.description)
                names[charge.description] = name
            }
            if byMerchant[name.key] == nil { order.append(name.key) }
            byMerchant[name.key, default: []].append(charge)
        }
        var found: [RecurringSeries] = []
        for key in order {
            guard let group = byMerchant[key], group.count >= 2,
                let merchant = names[group[0].description]
            else { continue }
            found += series(in: group, merchant: merchant, end: end)
        }
        return found.sorted {
            ($0.confidence, $1.merchant.label, $1.amountMinor)
                > ($1.confidence, $0.merchant.label, $0.amountMinor)
        }
    }

    /// The series of one merchant's charges.
    static func series(in group: [StatementCharge], merchant: MerchantName, end: CivilDate)
        -> [RecurringSeries]
    {
        let charges = group.enumerated().sorted {
            ($0.element.date, $0.offset) < ($1.element.date, $1.offset)
        }
        .map(\.element)
        var used = Array(repeating: false, count: charges.count)
        var result: [RecurringSeries] = []
        for rule in rules {
            // A charge already walked through for this period would only grow the same chain
            // again (each step depends on the charge and on what is claimed): each is tried
            // once, which keeps a shop with thousands of charges linear.
            var visited = Array(repeating: false, count: charges.count)
            // claimedBefore[i]: how many of the first i charges other series already claim.
            var claimedBefore = claimedCounts(used)
            var start = charges.count - 1
            while start >= 0 {
                defer { start -= 1 }
                guard !used[start], !visited[start] else { continue }
                let chain = grow(from: start, charges, used: used, visited: visited, rule: rule)
                for index in chain { visited[index] = true }
                guard chain.count >= rule.minimumCount else { continue }
                if lapsed(chain.map { charges[$0] }, rule: rule, end: end) {
                    // A plan that ended: not proposed, and its charges are not chained
                    // again at a longer period.
                    for index in chain { used[index] = true }
                    claimedBefore = claimedCounts(used)
                    continue
                }
                guard
                    let found = judge(
                        chain.reversed().map { charges[$0] }, all: charges,
                        claimedBefore: claimedBefore, chainIndices: chain, merchant: merchant,
                        rule: rule, end: end)
                else { continue }
                for index in chain { used[index] = true }
                claimedBefore = claimedCounts(used)
                result.append(found)
            }
        }
        return result
    }

    /// The indices of a series grown backwards from `start`, latest first.
    /// A chain that reaches a charge an earlier chain walked through stops there: from it on
    /// it would only be that chain again (each step depends on the charge and on what is
    /// claimed), and walking it again made a busy shop quadratic.
    static func grow(
        from start: Int, _ charges: [StatementCharge], used: [Bool], visited: [Bool], rule: Rule
    ) -> [Int] {
        var chain = [start]
        var current = start
        let anchor = anchorDay(of: charges[start].date)
        while true {
            let target = rule.period.advance(charges[current].date, by: -1, anchorDay: anchor)
            let earliest = target.addingDays(-rule.toleranceDays)
            let latest = target.addingDays(rule.toleranceDays)
            var best: (index: Int, score: (Int, Int64, Int))?
            // Straight to the window (a year back in a busy shop is thousands of charges).
            var index = lastIndex(onOrBefore: latest, below: current, in: charges)
            while index >= 0, charges[index].date >= earliest {
                defer { index -= 1 }
                let candidate = charges[index]
                guard !used[index],
                    compatible(candidate.amountMinor, charges[current].amountMinor)
                else { continue }
                let gap = abs(candidate.amountMinor - charges[current].amountMinor)
                let score = (gap == 0 ? 0 : 1, gap, abs(candidate.date.days(until: target)))
                if best == nil || score < best!.score { best = (index, score) }
            }
            guard let best, !visited[best.index] else { break }
            chain.append(best.index)
            current = best.index
        }
        return chain
    }

    /// The last index below `limit` whose charge is on or before `date` (-1 when none), by
    /// binary search: charges are sorted by date.
    static func lastIndex(
        onOrBefore date: CivilDate, below limit: Int, in charges: [StatementCharge]
    )
        -> Int
    {
        var low = 0
        var high = limit
        while low < high {
            let middle = (low + high) / 2
            if charges[middle].date <= date { low = middle + 1 } else { high = middle }
        }
        return low - 1
    }

    /// Running counts of claimed charges, so a span's count is one subtraction.
    static func claimedCounts(_ used: [Bool]) -> [Int] {
        var counts = [0]
        counts.reserveCapacity(used.count + 1)
        for flag in used { counts.append(counts[counts.count - 1] + (flag ? 1 : 0)) }
        return counts
    }

    /// Whether two amounts may be one plan's price before and after a change: within a third.
    static func compatible(_ lhs: Int64, _ rhs: Int64) -> Bool {
        let (low, high) = (min(lhs, rhs), max(lhs, rhs))
        return high * 3 <= low * 4
    }

    /// 31 for a charge on its month's last day (so Feb 28 leads back to Jan 31), else its day.
    static func anchorDay(of date: CivilDate) -> Int {
        date.day == CivilDate.daysIn(month: date.month, year: date.year) ? 31 : date.day
    }

    /// Whether a steady chain (equal amounts) stopped before the statement's end: its next
    /// charge should have come and did not.
    static func lapsed(_ latestFirst: [StatementCharge], rule: Rule, end: CivilDate) -> Bool {
        guard let latest = latestFirst.first,
            latestFirst.allSatisfy({ $0.amountMinor == latest.amountMinor })
        else { return false }
        let next = rule.period.advance(latest.date, by: 1, anchorDay: anchorDay(of: latest.date))
        return next.addingDays(rule.toleranceDays) < end
    }

    /// The series a chain makes, with its confidence, or `nil` when it is not one.
    static func judge(
        _ chain: [StatementCharge], all charges: [StatementCharge], claimedBefore: [Int],
        chainIndices: [Int], merchant: MerchantName, rule: Rule, end: CivilDate
    ) -> RecurringSeries? {
        let amounts = chain.map(\.amountMinor)
        let changes = zip(amounts, amounts.dropFirst()).filter { $0 != $1 }.count
        let steady = changes == 0 || changes == 1 || changes * 3 <= chain.count
        let low = amounts.min() ?? 0
        let high = amounts.max() ?? 0
        let nearlyEqual = high * 10 <= low * 11
        guard steady || nearlyEqual else { return nil }
        // At the fewest occurrences a change of amount is as likely chance as a price rise.
        guard chain.count > rule.minimumCount || changes == 0 || nearlyEqual else { return nil }

        let anchor = mostCommonAnchor(chain.map(\.date), unit: rule.period.unit)
        let next = rule.period.advance(chain[chain.count - 1].date, by: 1, anchorDay: anchor)
        // Cancelled before the statement ends: its next charge never came.
        guard next.addingDays(rule.toleranceDays) >= end else { return nil }

        var confidence: RecurringSeries.Confidence =
            chain.count > rule.minimumCount && steady ? .high : .medium
        if !steady { confidence = .medium }
        // The same merchant paid more often than the plan, at other amounts: a shop too.
        // Charges are sorted by date: the chain's span is the index range between its ends.
        let first = chainIndices.min() ?? 0
        let last = chainIndices.max() ?? 0
        let claimed = claimedBefore[last + 1] - claimedBefore[first]
        let others = (first...last).count - chainIndices.count - claimed

        if others >= chain.count {
            // A shop paid often: only an amount repeated exactly, more than the fewest times,
            // is a plan inside it (the same price twice a year apart is chance there).
            guard changes == 0, chain.count >= max(4, rule.minimumCount + 2) else { return nil }
            confidence = confidence == .high ? .medium : .low
        }
        return RecurringSeries(
            merchant: merchant, period: rule.period, charges: chain, anchorDay: anchor,
            confidence: confidence)
    }

    /// The day of the month most charges fell on (31 for month ends); the last charge's
    /// for plans counted in weeks or days.
    static func mostCommonAnchor(_ dates: [CivilDate], unit: Period.Unit) -> Int {
        guard unit == .month || unit == .year, let last = dates.last else {
            return dates.last?.day ?? 1
        }
        var counts: [Int: Int] = [:]
        for date in dates { counts[anchorDay(of: date), default: 0] += 1 }
        let best = counts.max {
            ($0.value, $0.key == anchorDay(of: last) ? 1 : 0) < (
                $1.value, $1.key == anchorDay(of: last) ? 1 : 0
            )
        }
        return best?.key ?? last.day
    }
}
