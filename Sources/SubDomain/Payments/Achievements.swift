import FoundationEssentials

/// The achievements a ledger has earned, from what happened to its plans.
public enum Achievements {
    /// The killed plans of `ledger`: archived on their own (a group's members archived with
    /// it are the group's kill), not after they had ended by themselves, oldest kill first.
    public static func kills(in ledger: ExpenseLedger) -> [RecurringExpense] {
        ledger.expenses.filter {
            $0.status == .archived && !$0.archivedWithGroup && !$0.endedBeforeArchived
        }
        .sorted {
            let left = $0.archivedOn?.daysSinceEpoch ?? Int.min
            let right = $1.archivedOn?.daysSinceEpoch ?? Int.min
            return left != right ? left < right : $0.name < $1.name
        }
    }

    /// Every achievement earned by `today`, oldest first. `priceRises` gives each plan's
    /// price changes (rises are those whose new amount is higher); `currency` is the profile's,
    /// the one saved sums are counted in, as `ExpenseLedger.savedSoFar` counts them (at each
    /// plan's last payment when one was recorded).
    public static func earned(
        by ledger: ExpenseLedger, today: CivilDate, currency: CurrencyCode,
        priceRises: [UUID: [PriceChange]]
    ) -> [Achievement] {
        let kills = kills(in: ledger)
        var earned: [Achievement] = []
        if let first = kills.first, let day = first.archivedOn {
            earned.append(Achievement(kind: .firstKill, earnedOn: day, planName: first.name))
        }
        for milestone in Achievement.killMilestones where kills.count >= milestone {
            if let day = kills[milestone - 1].archivedOn {
                earned.append(Achievement(kind: .kills(milestone), earnedOn: day))
            }
        }
        if let trial = kills.first(where: { killed in
            // Killed on or before the trial's last day: the first charge never came.
            guard let ends = killed.trialEnds, let day = killed.archivedOn else { return false }
            return day <= ends
        }), let day = trial.archivedOn {
            earned.append(
                Achievement(kind: .trialKilledBeforeCharge, earnedOn: day, planName: trial.name))
        }
        if let rebel = kills.first(where: { killed in
            guard let day = killed.archivedOn else { return false }
            return (priceRises[killed.id] ?? []).contains {
                $0.new.minorUnits > $0.old.minorUnits && $0.changedOn <= day
                    && day <= $0.changedOn.addingDays(7)
            }
        }), let day = rebel.archivedOn {
            earned.append(
                Achievement(kind: .killedAfterPriceRise, earnedOn: day, planName: rebel.name))
        }
        for milestone in Achievement.savedMilestones {
            let threshold = Money(
                minorUnits: milestone * currency.minorUnitsPerMajor, currency: currency)
            if let day = dayPassing(threshold, ledger: ledger, kills: kills, today: today) {
                earned.append(Achievement(kind: .savedPassed(threshold), earnedOn: day))
            }
        }
        return earned.sorted { $0.earnedOn < $1.earnedOn }
    }

    /// The first day the kills' savings in `threshold`'s currency reach it, by `today`.
    /// Savings never fall as days pass, so the day is found by halving the span.
    static func dayPassing(
        _ threshold: Money, ledger: ExpenseLedger, kills: [RecurringExpense], today: CivilDate
    ) -> CivilDate? {
        let counted = kills.filter { $0.currency == threshold.currency }
        guard let first = counted.compactMap(\.archivedOn).min() else { return nil }
        func savedByAll(_ day: CivilDate) -> Int64 {
            counted.reduce(Int64(0)) { sum, killed in
                let (total, overflow) = sum.addingReportingOverflow(
                    ledger.savedSoFar(of: killed, asOf: day).minorUnits)
                return overflow ? Int64.max : total
            }
        }
        guard savedByAll(today) >= threshold.minorUnits else { return nil }
        var low = first.daysSinceEpoch
        var high = today.daysSinceEpoch
        while low < high {
            let middle = low + (high - low) / 2
            if savedByAll(CivilDate(daysSinceEpoch: middle)) >= threshold.minorUnits {
                high = middle
            } else {
                low = middle + 1
            }
        }
        return CivilDate(daysSinceEpoch: low)
    }
}
