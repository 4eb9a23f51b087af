import SubDomain

/// The `--json` shapes of the read commands. Field names are stable API for scripts.
public enum JSONReports {
    public static func total(_ summary: TotalsSummary) -> JSONValue {
        .object([
            (
                "totals",
                .array(
                    summary.totals.map { total in
                        .object([
                            ("currency", .string(total.currency.code)),
                            ("monthly_minor", .int(total.monthlyMinor)),
                            ("share_minor", .int(total.shareMinor)),
                            ("active_count", .int(Int64(total.activeCount))),
                        ])
                    })
            ),
            ("active_count", .int(Int64(summary.activeCount))),
            ("archived_count", .int(Int64(summary.archivedCount))),
            ("kill_count", .int(Int64(summary.killCount))),
        ])
    }

    public static func list(_ ledger: ExpenseLedger, today: CivilDate) -> JSONValue {
        .object([("items", .array(ledger.expenses.map { item($0, in: ledger, today: today) }))])
    }

    public static func item(_ expense: RecurringExpense, in ledger: ExpenseLedger, today: CivilDate)
        -> JSONValue
    {
        var members: [(String, JSONValue)] = [
            ("id", .string(expense.id.uuidString.lowercased())),
            ("name", .string(expense.name)),
            ("amount_minor", .int(expense.amount.minorUnits)),
            ("currency", .string(expense.currency.code)),
            ("period", .string(expense.period.identifier)),
            ("monthly_minor", .int(ledger.effectiveMonthly(of: expense).minorUnits)),
            ("parent_id", .optional(expense.parentID?.uuidString.lowercased())),
            ("status", .string(expense.status.rawValue)),
            (
                "next_charge",
                .string(
                    expense.isActive
                        ? BillingCalendar.nextCharge(of: expense, onOrAfter: today).iso
                        : expense.nextCharge.iso)
            ),
            ("trial_ends", .optional(expense.trialEnds?.iso)),
            ("archived_on", .optional(expense.archivedOn?.iso)),
            ("group_mode", .optional(expense.groupMode?.rawValue)),
            ("shared_with", .int(Int64(expense.sharedWith))),
            ("category", .optional(expense.category)),
            ("brand_slug", .optional(expense.brandSlug)),
            ("last_confirmed", .optional(expense.lastConfirmed?.iso)),
            ("notes", .optional(expense.notes)),
            ("manage_url", .optional(expense.manageURL)),
        ]
        if expense.status == .archived {
            members.append(
                ("saved_minor", .int(ledger.savedSoFar(of: expense, asOf: today).minorUnits)))
        }
        return .object(members)
    }

    public static func risks(_ assessments: [RiskAssessment]) -> JSONValue {
        .object([
            (
                "risks",
                .array(
                    assessments.map { assessment in
                        .object([
                            ("name", .string(assessment.expense.name)),
                            ("id", .string(assessment.expense.id.uuidString.lowercased())),
                            ("level", .string(assessment.level == .high ? "high" : "medium")),
                            ("reasons", .array(assessment.reasons.map { .string($0.identifier) })),
                        ])
                    })
            )
        ])
    }

    public static func upcoming(_ charges: [ScheduledCharge]) -> JSONValue {
        .object([
            (
                "charges",
                .array(
                    charges.map { charge in
                        .object([
                            ("name", .string(charge.name)),
                            ("date", .string(charge.date.iso)),
                            ("amount_minor", .int(charge.amount.minorUnits)),
                            ("currency", .string(charge.amount.currency.code)),
                        ])
                    })
            )
        ])
    }
}
