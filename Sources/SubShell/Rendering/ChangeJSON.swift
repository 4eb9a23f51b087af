import FoundationEssentials
import SubDomain
import SubJSON
import SubRecords

/// `history --json` and `undo --json`: the changes and reversions as data, values as history
/// stores them (amounts in minor units, dates ISO, ids lower-case).
enum ChangeJSON {
    /// `{"changes":[{"change":12,"at":"…Z","entries":[{"id","name","kind","field","old","new"}]}]}`
    static func history(_ changes: [HistoryChange], ledger: ExpenseLedger) -> OrderedJSON {
        let names = ChangeWording.names(in: changes, ledger: ledger)
        return .object([
            (
                "changes",
                .array(
                    changes.map { change in
                        .object([
                            ("change", .int(change.changeID)),
                            ("at", .string(change.changedAt)),
                            ("entries", .array(change.entries.map { entry($0, names: names) })),
                        ])
                    })
            )
        ])
    }

    private static func entry(_ entry: HistoryEntry, names: [UUID: String]) -> OrderedJSON {
        .object([
            ("id", .optional(entry.expenseID?.uuidString.lowercased())),
            ("name", .optional(entry.expenseID.flatMap { names[$0] })),
            ("kind", .string(entry.kind.rawValue)),
            ("field", .string(entry.field)),
            ("old", .optional(entry.oldValue)),
            ("new", .optional(entry.newValue)),
        ])
    }

    /// `{"undone":[12,11],"items":[{"id","name","action","before","after"}],
    /// "kill_count":{"before","after"}|null,"settings":[{"key","before","after"}]}`
    static func undo(_ report: UndoReport, ledger: ExpenseLedger, today: CivilDate) -> OrderedJSON {
        var before = ledger
        for reversion in report.expenses {
            if let old = reversion.before, ledger.expense(withID: old.id) == nil {
                before = ExpenseLedger(expenses: before.expenses + [old], killCount: 0)
            }
        }
        let items: [OrderedJSON] = report.expenses.map { reversion in
            let expense = reversion.after ?? reversion.before
            let action =
                switch (reversion.before, reversion.after) {
                case (_?, nil): "removed"
                case (nil, _?): "recreated"
                default: "changed"
                }
            return .object([
                ("id", .optional(expense?.id.uuidString.lowercased())),
                ("name", .optional(expense?.name)),
                ("action", .string(action)),
                (
                    "before",
                    reversion.before.map { JSONReports.item($0, in: before, today: today) }
                        ?? .null
                ),
                (
                    "after",
                    reversion.after.map { JSONReports.item($0, in: ledger, today: today) } ?? .null
                ),
            ])
        }
        return .object([
            ("undone", .array(report.changes.map { .int($0.changeID) })),
            ("items", .array(items)),
            (
                "kill_count",
                report.killCount.map {
                    .object([("before", .int(Int64($0.before))), ("after", .int(Int64($0.after)))])
                } ?? .null
            ),
            (
                "settings",
                .array(
                    report.settings.map {
                        .object([
                            ("key", .string($0.key)), ("before", .optional($0.before)),
                            ("after", .optional($0.after)),
                        ])
                    })
            ),
        ])
    }
}
