import SubDomain
import SubJSON

/// The `--json` shapes of the read commands. Field names are stable API for scripts.
public enum JSONReports {
    /// `total --json`: the exact totals per currency, and (with `--in`, or a currency chosen
    /// by `rates base`) the estimate apart from them under `estimate`.
    public static func total(_ summary: TotalsSummary, today: CivilDate) -> OrderedJSON {
        var members: [(String, OrderedJSON)] = [
            ("totals", totals(summary.totals)),
            ("active_count", .int(Int64(summary.activeCount))),
            ("archived_count", .int(Int64(summary.archivedCount))),
            ("kill_count", .int(Int64(summary.killCount))),
        ]
        if let estimate = summary.estimate {
            members.append(("estimate", RatesWording.json(estimate, today: today)))
        }
        return .object(members)
    }

    /// Each currency's line of a total, as `total --json` writes them.
    static func totals(_ totals: [CurrencyTotal]) -> OrderedJSON {
        .array(
            totals.map { total in
                .object([
                    ("currency", .string(total.currency.code)),
                    ("monthly_minor", .int(total.monthlyMinor)),
                    ("share_minor", .int(total.shareMinor)),
                    ("active_count", .int(Int64(total.activeCount))),
                    ("estimated_minor", .int(total.estimatedMinor)),
                ])
            })
    }

    public static func list(_ ledger: ExpenseLedger, today: CivilDate) -> OrderedJSON {
        .object([("items", .array(ledger.expenses.map { item($0, in: ledger, today: today) }))])
    }

    /// `adding`: members after the item's own (`show`'s payments).
    public static func item(
        _ expense: RecurringExpense, in ledger: ExpenseLedger, today: CivilDate,
        adding extra: [(String, OrderedJSON)] = []
    ) -> OrderedJSON {
        var members: [(String, OrderedJSON)] = [
            ("id", .string(expense.id.uuidString.lowercased())),
            ("name", .string(expense.name)),
            ("amount_minor", .int(expense.amount.minorUnits)),
            ("currency", .string(expense.currency.code)),
            ("period", .string(expense.period.identifier)),
            ("monthly_minor", .int(ledger.effectiveMonthly(of: expense).minorUnits)),
            ("parent_id", .optional(expense.parentID?.uuidString.lowercased())),
            (
                "status",
                .string(
                    expense.isActive && expense.hasEnded(on: today)
                        ? "ended" : expense.status.rawValue)
            ),
            (
                "next_charge",
                // A plan that has ended has none: null.
                expense.isActive
                    ? .optional(BillingCalendar.upcomingCharge(of: expense, onOrAfter: today)?.iso)
                    : .string(expense.nextCharge.iso)
            ),
            ("ends_on", .optional(expense.endsOn?.iso)),
            (
                "payments_left",
                BillingCalendar.progress(of: expense, on: today).map {
                    .int(Int64($0.paymentsLeft))
                } ?? .null
            ),
            ("varies", .bool(expense.varies)),
            ("trial_ends", .optional(expense.trialEnds?.iso)),
            ("archived_on", .optional(expense.archivedOn?.iso)),
            ("group_mode", .optional(expense.groupMode?.rawValue)),
            ("shared_with", .int(Int64(expense.sharedWith))),
            ("category", .optional(expense.category)),
            ("brand_slug", .optional(expense.brandSlug)),
            ("last_confirmed", .string(expense.confirmedOn.iso)),
            ("notes", .optional(expense.notes)),
            ("manage_url", .optional(expense.manageURL)),
            ("notice_period", .optional(expense.noticePeriod?.identifier)),
            (
                "cancel_by",
                .optional(
                    expense.isActive
                        ? BillingCalendar.cancellationDeadline(of: expense, onOrAfter: today)?
                            .cancelBy.iso : nil)
            ),
            ("paid_by", .optional(expense.paidBy)),
            ("paid_with", .optional(expense.paidWith)),
            ("reminder_offsets", offsets(expense.reminderOffsets)),
        ]
        if expense.status == .archived {
            members.append(
                ("saved_minor", .int(ledger.savedSoFar(of: expense, asOf: today).minorUnits)))
        }
        return .object(members + extra)
    }

    public static func risks(_ assessments: [RiskAssessment]) -> OrderedJSON {
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
                            ("cancel_by", .optional(cancelBy(in: assessment.reasons)?.iso)),
                        ])
                    })
            )
        ])
    }

    public static func upcoming(
        _ charges: [ScheduledCharge], deadlines: [CancellationDeadline] = []
    ) -> OrderedJSON {
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
            ),
            (
                "deadlines",
                .array(
                    deadlines.map { deadline in
                        .object([
                            ("name", .string(deadline.name)),
                            ("id", .string(deadline.expenseID.uuidString.lowercased())),
                            ("cancel_by", .string(deadline.cancelBy.iso)),
                            ("charge_date", .string(deadline.chargeOn.iso)),
                            ("amount_minor", .int(deadline.amount.minorUnits)),
                            ("currency", .string(deadline.amount.currency.code)),
                            ("notice_period", .string(deadline.notice.identifier)),
                        ])
                    })
            ),
        ])
    }

    /// `remind --json`: the profile's offsets, largest first (empty: none).
    /// A write's answer under `--json`: the items it changed, as they are now (a deleted one
    /// as it was), each with its group and id.
    static func changed(
        _ items: [RecurringExpense], in ledger: ExpenseLedger, today: CivilDate,
        adding extra: [(String, OrderedJSON)] = []
    ) -> OrderedJSON {
        .object([("items", .array(items.map { item($0, in: ledger, today: today) }))] + extra)
    }

    public static func reminders(_ offsets: [Int]) -> OrderedJSON {
        .object([("reminder_offsets", .array(offsets.map { .int(Int64($0)) }))])
    }

    /// `settle --json`: the plans counted, the transfers between you and the people named,
    /// and what the unnamed sharers owe each payer. A party is `{"name": …, "you": …}`.
    public static func settlement(_ settlement: Settlement) -> OrderedJSON {
        func party(_ party: SettlementParty) -> OrderedJSON {
            switch party {
            case .you: .object([("name", .null), ("you", .bool(true))])
            case .person(let name): .object([("name", .string(name)), ("you", .bool(false))])
            }
        }
        return .object([
            (
                "plans",
                .array(
                    settlement.plans.map { plan in
                        .object([
                            ("id", .string(plan.expenseID.uuidString.lowercased())),
                            ("name", .string(plan.name)),
                            ("payer", party(plan.payer)),
                            ("shared_with", .int(Int64(plan.sharedWith))),
                            ("monthly_minor", .int(plan.monthly.minorUnits)),
                            ("share_minor", .int(plan.share.minorUnits)),
                            ("shares_minor", .array(plan.split.shares.map { .int($0) })),
                            ("currency", .string(plan.monthly.currency.code)),
                            ("unnamed_sharers", .int(Int64(plan.unnamedSharers))),
                        ])
                    })
            ),
            (
                "transfers",
                .array(
                    settlement.transfers.map { transfer in
                        .object([
                            ("from", party(transfer.from)), ("to", party(transfer.to)),
                            ("amount_minor", .int(transfer.amount.minorUnits)),
                            ("currency", .string(transfer.amount.currency.code)),
                        ])
                    })
            ),
            (
                "unnamed_debts",
                .array(
                    settlement.unnamedDebts.map { debt in
                        .object([
                            ("to", party(debt.payer)),
                            ("amount_minor", .int(debt.amount.minorUnits)),
                            ("currency", .string(debt.amount.currency.code)),
                        ])
                    })
            ),
        ])
    }

    /// A subscription's own reminder offsets, or `null` when it follows the profile's.
    static func offsets(_ offsets: [Int]?) -> OrderedJSON {
        offsets.map { .array($0.map { .int(Int64($0)) }) } ?? .null
    }

    /// The last day to cancel named by a reason, if one is.
    static func cancelBy(in reasons: [RiskReason]) -> CivilDate? {
        for case .cancelBySoon(let date, _, _) in reasons { return date }
        return nil
    }
}
