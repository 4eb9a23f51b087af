import SubDomain
import SubJSON

/// `total --without` and `archive --dry-run`: the totals as they would be; nothing stored.
/// Shared by both commands' folders, so it lives with the engine's words.
struct WhatIfReport: CommandReport {
    let whatIf: WhatIf
    let source: WhatIfSource

    func lines(_ setting: ReportSetting) -> [String] {
        WhatIfWording(localizer: setting.localizer).lines(for: whatIf, source: source)
    }

    func json(_ setting: ReportSetting) -> OrderedJSON {
        WhatIfWording.json(whatIf)
    }
}
