/// One line of `list` before alignment; `layout` sizes the columns by display width.
enum ListRow {
    case heading(String)
    case blank
    case item(
        indent: Int, swatch: String, name: String, charged: String, monthly: String, mark: String,
        notes: String)

    static let maximumNameWidth = 32

    /// What a brand swatch takes on screen: two coloured cells and a space.
    static let swatchWidth = 3

    static func layout(_ rows: [ListRow]) -> [String] {
        var nameWidth = 0, chargedWidth = 0, monthlyWidth = 0, markWidth = 0
        // Rows without a brand colour leave the swatch's room blank, or their columns would
        // start three cells left of the branded rows' on a colour terminal.
        var anySwatch = false
        for case .item(let indent, let swatch, let name, let charged, let monthly, let mark, _)
            in rows
        {
            anySwatch = anySwatch || !swatch.isEmpty
            nameWidth = max(nameWidth, min(maximumNameWidth, DisplayWidth.of(name)) + 2 * indent)
            chargedWidth = max(chargedWidth, DisplayWidth.of(charged))
            monthlyWidth = max(monthlyWidth, DisplayWidth.of(monthly))
            markWidth = max(markWidth, DisplayWidth.of(mark))
        }
        return rows.map { row in
            switch row {
            case .heading(let text): return text
            case .blank: return ""
            case .item(
                let indent, let swatch, let name, let charged, let monthly, let mark, let notes):
                let prefix = String(repeating: "  ", count: indent)
                let shownName = DisplayWidth.truncated(name, to: maximumNameWidth)
                let room =
                    swatch.isEmpty && anySwatch
                    ? String(repeating: " ", count: swatchWidth) : swatch
                var line = "  " + room + DisplayWidth.padded(prefix + shownName, to: nameWidth)
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
