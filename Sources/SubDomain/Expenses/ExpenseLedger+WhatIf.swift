import FoundationEssentials

extension ExpenseLedger {
    /// What the totals would be if the expenses with `ids` were archived on `day`, changing
    /// nothing here. Both sides are the totals on `day`: a plan that has ended by then counts
    /// in neither, so leaving it out changes nothing.
    ///
    /// The rule is archiving itself, applied to a copy: a group takes its active members with
    /// it, a member of a capped group lowers the total only down to the cap (the group counts
    /// the larger of its cap and its remaining members), an automatic group follows its
    /// members. An id already archived (or named twice) changes nothing more. The totals are
    /// `day`'s, as `total` says them: a plan that has ended by then counts on neither side.
    public func whatIf(archiving ids: [UUID], on day: CivilDate) throws(DomainError) -> WhatIf {
        var after = self
        after.stopRecordingChanges()
        var targets: [RecurringExpense] = []
        var cascaded: [RecurringExpense] = []
        var seen = Set<UUID>()
        for id in ids where seen.insert(id).inserted {
            let result = try after.archiveWithMembers(id, on: day).value
            targets.append(result.target)
            cascaded += result.cascaded
        }
        let targetIDs = Set(targets.map(\.id))
        cascaded = cascaded.filter { !targetIDs.contains($0.id) }
        return WhatIf(
            targets: targets, cascaded: cascaded,
            lines: Self.lines(from: self, to: after, on: day),
            monthlyChange: after.totalsChange(from: self, on: day), ledgerAfter: after,
            yearlyChange: Self.yearlyChange(
                from: yearlyTotals(on: day), to: after.yearlyTotals(on: day)))
    }

    /// Each currency of `before` in its order, then any that only `after` has.
    private static func lines(
        from before: ExpenseLedger, to after: ExpenseLedger, on day: CivilDate
    ) -> [WhatIf.Line] {
        let totalsBefore = before.monthlyTotals(on: day)
        let totalsAfter = after.monthlyTotals(on: day)
        let yearlyBefore = before.yearlyTotals(on: day)
        let yearlyAfter = after.yearlyTotals(on: day)
        var currencies = totalsBefore.map(\.currency)
        for total in totalsAfter where !currencies.contains(total.currency) {
            currencies.append(total.currency)
        }
        return currencies.map { currency in
            func monthly(_ totals: [CurrencyTotal]) -> Money {
                Money(
                    minorUnits: totals.first { $0.currency == currency }?.monthlyMinor ?? 0,
                    currency: currency)
            }
            return WhatIf.Line(
                currency: currency, monthlyBefore: monthly(totalsBefore),
                monthlyAfter: monthly(totalsAfter),
                yearlyBefore: Money(minorUnits: yearlyBefore[currency] ?? 0, currency: currency),
                yearlyAfter: Money(minorUnits: yearlyAfter[currency] ?? 0, currency: currency))
        }
    }

    /// The currencies whose year of charges moves, largest change first (ties by code).
    private static func yearlyChange(
        from before: [CurrencyCode: Int64], to after: [CurrencyCode: Int64]
    ) -> [Money] {
        var change: [CurrencyCode: Int64] = [:]
        for (currency, yearly) in after { change[currency, default: 0] = yearly }
        for (currency, yearly) in before {
            change[currency] = WhatIf.difference(change[currency, default: 0], yearly)
        }
        return change.filter { $0.value != 0 }
            .map { Money(minorUnits: $0.value, currency: $0.key) }
            .sorted { lhs, rhs in
                lhs.minorUnits.magnitude != rhs.minorUnits.magnitude
                    ? lhs.minorUnits.magnitude > rhs.minorUnits.magnitude
                    : lhs.currency < rhs.currency
            }
    }
}
