import SubDomain
import SubLocalization
/// Candidates laid out in columns sized by display width (CJK counts double), down then
/// across, like a shell's completion list.
public enum CompletionColumns {
    public static func layout(_ items: [String], width: Int) -> [String] {
        guard !items.isEmpty else { return [] }
        let cleaned = items.map(TerminalSanitizer.clean)
        let columnWidth = (cleaned.map(DisplayWidth.of).max() ?? 0) + 2
        let columns = max(1, min(cleaned.count, width / max(1, columnWidth)))
        let rows = (cleaned.count + columns - 1) / columns
        var lines: [String] = []
        for row in 0..<rows {
            var line = ""
            for column in 0..<columns {
                let index = column * rows + row
                guard index < cleaned.count else { break }
                let isLast = column == columns - 1 || (column + 1) * rows + row >= cleaned.count
                line +=
                    isLast ? cleaned[index] : DisplayWidth.padded(cleaned[index], to: columnWidth)
            }
            lines.append(line)
        }
        return lines
    }
}
