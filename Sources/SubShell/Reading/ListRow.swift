import FoundationEssentials
import SubDomain

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

    /// The widths of the columns, measured over every item row (notes aside: they are
    /// last on the line and never aligned), and the terminal's width when there is one.
    struct Columns {
        var nameWidth = 0, chargedWidth = 0, monthlyWidth = 0, markWidth = 0
        /// Rows without a brand colour leave the swatch's room blank, or their columns would
        /// start three cells left of the branded rows' on a colour terminal.
        var anySwatch = false
        var width: Int?

        /// These columns with the names narrowed to fit `width`, when there is one.
        func fitted() -> Columns {
            guard let width else { return self }
            var columns = self
            // Room for the fixed columns: indent, swatch, the two amounts and the mark.
            let fixed =
                2 + (anySwatch ? swatchWidth : 0) + 2 + chargedWidth + 2 + monthlyWidth
                + (markWidth > 0 ? 2 + markWidth : 0)
            columns.nameWidth = max(min(nameWidth, width - fixed), minimumNameWidth)
            return columns
        }
    }

    /// Aligned lines; with a `width` (a terminal's columns) each line fits it: the notes are
    /// shortened first, then the names, each with "…". Amounts are never cut.
    static func layout(_ rows: [ListRow], width: Int? = nil) -> [String] {
        let columns = columns(of: rows, width: width)
        return rows.map { line($0, in: columns) }
    }

    /// The columns `rows` need; their notes are not read.
    static func columns(of rows: [ListRow], width: Int? = nil) -> Columns {
        var columns = Columns(width: width)
        for case .item(let indent, let swatch, let name, let charged, let monthly, let mark, _)
            in rows
        {
            columns.anySwatch = columns.anySwatch || !swatch.isEmpty
            columns.nameWidth = max(
                columns.nameWidth, min(maximumNameWidth, DisplayWidth.of(name)) + 2 * indent)
            columns.chargedWidth = max(columns.chargedWidth, DisplayWidth.of(charged))
            columns.monthlyWidth = max(columns.monthlyWidth, DisplayWidth.of(monthly))
            columns.markWidth = max(columns.markWidth, DisplayWidth.of(mark))
        }
        return columns.fitted()
    }

    /// As many of the notes (` · ` between them) as fit in `room` columns, each whole, with
    /// "…" when some were left out; `nil` when not even the first fits. A note is never cut
    /// inside: "se pasa del techo de 20,00 € en 1…" hid the very amount it was about.
    static func wholeNotes(_ notes: String, in room: Int) -> String? {
        if DisplayWidth.of(notes) <= room { return notes }
        let parts = notes.components(separatedBy: " · ")
        var kept = ""
        for part in parts {
            let candidate = kept.isEmpty ? part : kept + " · " + part
            if DisplayWidth.of(candidate + " · …") > room { break }
            kept = candidate
        }
        return kept.isEmpty ? nil : kept + " · …"
    }

    /// One row aligned to `columns` (a row whose notes go below it is two lines).
    static func line(_ row: ListRow, in columns: Columns) -> String {
        let nameWidth = columns.nameWidth
        let anySwatch = columns.anySwatch
        let width = columns.width
        switch row {
        case .heading(let text): return text
        case .blank: return ""
        case .item(let indent, let swatch, let name, let charged, let monthly, let mark, let notes):
            let prefix = String(repeating: "  ", count: indent)
            let shownName = DisplayWidth.truncated(
                name, to: min(maximumNameWidth, nameWidth - DisplayWidth.of(prefix)))
            let room =
                swatch.isEmpty && anySwatch
                ? String(repeating: " ", count: swatchWidth) : swatch
            var body = DisplayWidth.padded(prefix + shownName, to: nameWidth)
            body += "  " + DisplayWidth.leftPadded(charged, to: columns.chargedWidth)
            body += "  " + DisplayWidth.leftPadded(monthly, to: columns.monthlyWidth)
            if columns.markWidth > 0 {
                body += "  " + DisplayWidth.padded(mark, to: columns.markWidth)
            }
            var line = "  " + room + body
            if !notes.isEmpty {
                // The swatch's colour codes take no columns: it is `swatchWidth` wide on
                // screen (counted as text, the dates were cut at 80 columns with colour on).
                let shown = 2 + (anySwatch ? swatchWidth : 0) + DisplayWidth.of(body)
                let room = width.map { $0 - shown - 2 } ?? Int.max
                let fitted = room == Int.max ? notes : Self.wholeNotes(notes, in: room)
                if room != Int.max, room >= minimumNameWidth, let fitted {
                    line += "  " + fitted
                } else if room == Int.max {
                    line += "  " + notes
                } else if let width {
                    // Too narrow beside the amounts: the notes get a line of their own.
                    let indentation = String(repeating: " ", count: 4 + 2 * indent)
                    let room = width - indentation.count
                    line +=
                        "\n" + indentation
                        + (Self.wholeNotes(notes, in: room)
                            ?? DisplayWidth.truncated(notes, to: room))
                }
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }
}
