import FoundationEssentials
import SubCLDR

/// The order of day, month and year in a locale's numeric dates (`15/12/2026` in es and
/// en_GB, `12/15/2026` in en_US, `2026/12/15` in zh).
public enum DateOrder: Hashable, Sendable {
    case dayMonthYear, monthDayYear, yearMonthDay

    /// Reads the order from the locale's CLDR short date pattern (`d/M/yy`, `M/d/yy`,
    /// `y/M/d`): which of day, month and year comes first, quoted text skipped.
    public init(locale: String) {
        let pattern = CLDRLocale(identifier: locale).string(.dateShort) ?? "y-MM-dd"
        var quoted = false
        for character in pattern {
            if character == "'" { quoted.toggle() }
            if quoted { continue }
            switch character {
            case "M", "L":
                self = .monthDayYear
                return
            case "y", "Y":
                self = .yearMonthDay
                return
            case "d":
                self = .dayMonthYear
                return
            default: continue
            }
        }
        self = .dayMonthYear
    }
}
