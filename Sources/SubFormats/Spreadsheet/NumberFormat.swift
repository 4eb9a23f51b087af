/// Which number formats show a number as a date, for the cells styled with them: the cell
/// stores only a serial number, its style alone says it is a day.
enum NumberFormat {
    /// The built-in formats that show a day, never written out in styles.xml: 14–17 and 22
    /// (`m/d/yyyy`, `d-mmm-yy`, `d-mmm`, `mmm-yy`, `m/d/yy h:mm`), and those an East Asian
    /// Excel writes for its own dates (`yyyy"年"m"月"d"日"` and kin: 27–31, 36, 50–54, 57,
    /// 58), which a WeChat or Alipay bill opened and saved in a Chinese Excel carries.
    /// 18–21 and 45–47 are times of day (`h:mm AM/PM`, `mm:ss`…): a time is not a date, and
    /// 0.5 shown as 12:00 must not become 1899-12-30.
    static let builtInDates: Set<Int> = [
        14, 15, 16, 17, 22, 27, 28, 29, 30, 31, 36, 50, 51, 52, 53, 54, 57, 58,
    ]

    /// Whether a custom format code shows a day: it names a year or a day (`yyyy`, `dd`), or
    /// months (`mmm`) without hours or seconds, which would make its `m` minutes. Quoted
    /// text, escaped characters and bracketed parts (`[Red]`, `[$-409]`) are not format
    /// letters and are skipped: `0.00 "days"` is a number. An elapsed time in brackets (`[h]`,
    /// `[mm]`) counts as hours: `[h]:mm` is a time.
    static func showsDate(code: String) -> Bool {
        var letters: Set<Character> = []
        var inQuotes = false
        var bracketed: String?
        var skipNext = false
        for character in code.lowercased() {
            if skipNext {
                skipNext = false
                continue
            }
            if inQuotes {
                inQuotes = character != "\""
                continue
            }
            if let content = bracketed {
                guard character == "]" else {
                    bracketed = content + String(character)
                    continue
                }
                if !content.isEmpty && content.allSatisfy({ "hms".contains($0) }) {
                    letters.insert("h")
                }
                bracketed = nil
                continue
            }
            switch character {
            case "\"": inQuotes = true
            case "[": bracketed = ""
            // An escaped character, a padding width (`_)`) or a fill character (`* `).
            case "\\", "_", "*": skipNext = true
            case "y", "d", "m", "h", "s": letters.insert(character)
            default: break
            }
        }
        if letters.contains("y") || letters.contains("d") { return true }
        return letters.contains("m") && !letters.contains("h") && !letters.contains("s")
    }
}
