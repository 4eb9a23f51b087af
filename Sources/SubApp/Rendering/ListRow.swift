/// One line of `list` before alignment; `layout` sizes the columns by display width.
enum ListRow {
    case heading(String)
    case blank
    case item(indent: Int, swatch: String, name: String, charged: String, monthly: String, mark: String,
        notes: String)

    static let maximumNameWidth = 32

    static func layout(_ rows: [ListRow]) -> [String] {
        var nameWidth = 0, chargedWidth = 0, monthlyWidth = 0, markWidth = 0
        for case .item(let indent, _, let name, let charged, let monthly, let mark, _) in rows {
            nameWidth = max(nameWidth, min(maximumNameWidth, DisplayWidth.of(name)) + 2 * indent)
            chargedWidth = max(chargedWidth, DisplayWidth.of(charged))
            monthlyWidth = max(monthlyWidth, DisplayWidth.of(monthly))
            markWidth = max(markWidth, DisplayWidth.of(mark))
        }
        return rows.map { row in
            switch row {
            case .heading(let text): return text
            case .blank: return ""
            case .item(let indent, let swatch, let name, let charged, let monthly, let mark, let notes):
                let prefix = String(repeating: "  ", count: indent)
                let shownName = DisplayWidth.truncated(name, to: maximumNameWidth)
                var line = "  " + swatch + DisplayWidth.padded(prefix + shownName, to: nameWidth)
                line += "  " + DisplayWidth.leftPadded(charged, to: chargedWidth)
                line += "  " + DisplayWidth.leftPadded(monthly, to: monthlyWidth)
                if markWidth > 0 { line += "  " + DisplayWidth.padded(mark, to: markWidth) }
                if !notes.isEmpty { line += "  " + notes }
                while line.hasSuffix(" ") { line.removeLast() }
                return line
            }
        }
    }
}
