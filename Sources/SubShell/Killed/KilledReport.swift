import SubDomain
import SubJSON
import SubLocalization

/// The killed plans with what each has saved, the sums per currency, and the achievements.
struct KilledReport: CommandReport {
    struct Row {
        let expense: RecurringExpense
        let saved: Money
    }

    let rows: [Row]
    let achievements: [Achievement]
    let killCount: Int

    func lines(_ setting: ReportSetting) -> [String] {
        let localizer = setting.localizer
        guard !rows.isEmpty else { return [localizer.text(.killedNone)] }
        var lines = [localizer.text(.killedHeading, ["count": .count(killCount)])]
        for row in rows {
            lines.append(
                "  "
                    + localizer.text(
                        .killedRow,
                        [
                            "name": .userText(row.expense.name),
                            "date": .text(localizer.date(row.expense.archivedOn ?? setting.today)),
                            "saved": .text(localizer.money(row.saved)),
                        ]))
        }
        for total in sums {
            lines.append(localizer.text(.killedSaved, ["amount": .text(localizer.money(total))]))
        }
        if !achievements.isEmpty {
            lines.append(localizer.text(.killedAchievements))
            for achievement in achievements {
                var line =
                    "  "
                    + localizer.text(
                        .killedAchievement,
                        [
                            "what": .text(
                                AchievementWording(localizer: localizer).words(achievement)),
                            "date": .text(localizer.date(achievement.earnedOn)),
                        ])
                if achievement.earnedOn == setting.today {
                    line += " " + localizer.text(.killedNewToday)
                }
                lines.append(line)
            }
        }
        return lines
    }

    /// The saved sums per currency.
    private var sums: [Money] {
        var byCurrency: [CurrencyCode: Int64] = [:]
        for row in rows {
            let (sum, overflow) = (byCurrency[row.saved.currency] ?? 0).addingReportingOverflow(
                row.saved.minorUnits)
            byCurrency[row.saved.currency] = overflow ? Int64.max : sum
        }
        return byCurrency.sorted { $0.key < $1.key }.map {
            Money(minorUnits: $0.value, currency: $0.key)
        }
    }

    func json(_ setting: ReportSetting) -> OrderedJSON {
        .object([
            ("kill_count", .int(Int64(killCount))),
            (
                "killed",
                .array(
                    rows.map { row in
                        .object([
                            ("name", .string(row.expense.name)),
                            ("id", .string(row.expense.id.uuidString)),
                            ("killed_on", .optional(row.expense.archivedOn?.iso)),
                            ("saved_minor", .int(row.saved.minorUnits)),
                            ("currency", .string(row.saved.currency.code)),
                        ])
                    })
            ),
            (
                "saved",
                .array(
                    sums.map {
                        .object([
                            ("currency", .string($0.currency.code)),
                            ("saved_minor", .int($0.minorUnits)),
                        ])
                    })
            ),
            (
                "achievements",
                AchievementWording.json(achievements)
            ),
        ])
    }
}
