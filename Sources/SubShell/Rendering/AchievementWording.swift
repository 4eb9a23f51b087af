import SubDomain
import SubJSON
import SubLocalization

/// An achievement's words and its `--json` shape: `killed` lists them, and the `archive`
/// that earns one announces it.
struct AchievementWording {
    let localizer: Localizer

    /// What was achieved ("First kill: Netflix", "10 plans killed").
    func words(_ achievement: Achievement) -> String {
        let plan: MessageArgument = .userText(achievement.planName ?? "")
        switch achievement.kind {
        case .firstKill: return localizer.text(.killedFirstKill, ["name": plan])
        case .trialKilledBeforeCharge: return localizer.text(.killedTrial, ["name": plan])
        case .killedAfterPriceRise: return localizer.text(.killedAfterRise, ["name": plan])
        case .kills(let count): return localizer.text(.killedKills, ["count": .count(count)])
        case .savedPassed(let amount):
            return localizer.text(.killedSavedPassed, ["amount": .text(localizer.money(amount))])
        }
    }

    /// An achievement's stable name in `--json`.
    static func identifier(_ achievement: Achievement) -> String {
        switch achievement.kind {
        case .firstKill: "first_kill"
        case .trialKilledBeforeCharge: "trial_killed_before_charge"
        case .killedAfterPriceRise: "killed_after_price_rise"
        case .kills(let count): "kills_\(count)"
        case .savedPassed(let amount):
            "saved_\(amount.minorUnits / amount.currency.minorUnitsPerMajor)"
        }
    }

    /// `{"achievement", "earned_on", "name"}`, as scripts read them.
    static func json(_ achievements: [Achievement]) -> OrderedJSON {
        .array(
            achievements.map { achievement in
                .object([
                    ("achievement", .string(identifier(achievement))),
                    ("earned_on", .string(achievement.earnedOn.iso)),
                    ("name", .optional(achievement.planName)),
                ])
            })
    }
}
