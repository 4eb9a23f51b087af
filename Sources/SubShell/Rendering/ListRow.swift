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

    /// The narrowest a name is shortened to before the line is allowed to run past the width.
    static let minimumNameWidth = 8

    /// Aligned lines; with a `width` (a terminal's columns) each line fits it: the notes are
    /// shortened first, then the names, each with "…". Amounts are never cut.
    static func layout(_ rows: [ListRow], width: Int? = nil) -> [String] {
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
        if let width {
            // Room for the fixed columns: indent, swatch, the two amounts and the mark.
            let fixed =
                2 + (anySwatch ? swatchWidth : 0) + 2 + chargedWidth + 2 + monthlyWidth
                + (markWidth > 0 ? 2 + markWidth : 0)
            nameWidth = max(min(nameWidth, width - fixed), minimumNameWidth)
        }
        return rows.map { row in
            switch row {
            case .heading(let text): return text
            case .blank: return ""
            case .item(
                let indent, let swatch, let name, let charged, let monthly, let mark, let notes):
                let prefix = String(repeating: "  ", count: indent)
                let shownName = DisplayWidth.truncated(
                    name, to: min(maximumNameWidth, nameWidth - DisplayWidth.of(prefix)))
                let room =
                    swatch.isEmpty && anySwatch
                    ? String(repeating: " ", count: swatchWidth) : swatch
                var line = "  " + room + DisplayWidth.padded(prefix + shownName, to: nameWidth)
                line += "  " + DisplayWidth.leftPadded(charged, to: chargedWidth)
                line += "  " + DisplayWidth.leftPadded(monthly, to: monthlyWidth)
                if markWidth > 0 { line += "  " + DisplayWidth.padded(mark, to: markWidth) }
                if !notes.isEmpty {
                    let room = width.map { $0 - DisplayWidth.of(line) - 2 } ?? Int.max
                    if room >= minimumNameWidth {
                        line += "  " + DisplayWidth.truncated(notes, to: room)
                    } else if room == Int.max {
                        line += "  " + notes
                    } else if let width {
                        // Too narrow beside the amounts: the notes get a line of their own.
                        let indentation = String(repeating: " ", count: 4 + 2 * indent)
                        line +=
                            "\n" + indentation
                            + DisplayWidth.truncated(notes, to: width - indentation.count)
                    }
                }
                while line.hasSuffix(" ") { line.removeLast() }
                return line
            }
        }
    }
}
