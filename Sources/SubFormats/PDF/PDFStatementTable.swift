/// A PDF statement's table, found from the page's geometry: the header is the first line
/// whose cells (words standing apart by more than a space) name a date and an amount in
/// any catalog's words; the columns are where the rows' words stand, each under the
/// heading it shares its place with; a header and the lines above it repeated on every
/// page are left out, a row's description wrapped onto the next line joins its row, and
/// lines that are no row (page numbers, footers, a running total with no date) are left.
package enum PDFStatementTable {
    /// One cell of a line: words side by side with no more than a space between them.
    struct Cell {
        var text: String
        var x1: Double
        var x2: Double
    }

    /// The table as rows of cells, the header first and the lines above it on its page
    /// before it (the bank's block of details, which tells a wallet's bill); numbered by
    /// their line among all the lines of the document. `nil` when no line is a header.
    static func table(pages: [[PDFTextLayout.Line]], words: StatementWords)
        -> [StatementReader.TableRow]?
    {
        var numbered: [(page: Int, number: Int, line: PDFTextLayout.Line)] = []
        var number = 0
        for (page, lines) in pages.enumerated() {
            for line in lines {
                number += 1
                numbered.append((page, number, line))
            }
        }
        var header: (index: Int, cells: [Cell], columns: StatementColumns)?
        for (index, entry) in numbered.enumerated() {
            let cells = self.cells(entry.line)
            guard cells.count >= 2,
                let columns = StatementColumns(header: cells.map(\.text), words: words),
                columns.isUsable
            else { continue }
            header = (index, cells, columns)
            break
        }
        guard let header else { return nil }
        let headerText = numbered[header.index].line.text
        let headerPage = numbered[header.index].page

        // The table's lines: after the header on its page; on a later page after its
        // header repeated, or the whole page when the header is not repeated there.
        var body: [(number: Int, line: PDFTextLayout.Line)] = []
        var page = headerPage
        var pageLines: [(number: Int, line: PDFTextLayout.Line)] = []
        func closePage() {
            if let repeated = pageLines.firstIndex(where: { $0.line.text == headerText }) {
                body += pageLines[(repeated + 1)...]
            } else {
                body += pageLines
            }
            pageLines = []
        }
        for entry in numbered[(header.index + 1)...] {
            if entry.page != page {
                if page != headerPage { closePage() } else { body += pageLines }
                pageLines = []
                page = entry.page
            }
            pageLines.append((entry.number, entry.line))
        }
        if page != headerPage { closePage() } else { body += pageLines }

        let columns = Columns(header: header.cells, rows: body.map(\.line))
        var rows: [StatementReader.TableRow] = []
        // Where the last row ended: a description wraps onto the line right below it.
        var lastRow: PDFTextLayout.Line?
        for entry in body {
            let cells = columns.cells(of: entry.line)
            if let date = header.columns.date, cells[date].contains(where: \.isNumber) {
                rows.append(StatementReader.TableRow(line: entry.number, cells: cells))
                lastRow = entry.line
                continue
            }
            // Only the description has words, right below a row: its description, wrapped.
            let text = [header.columns.description, header.columns.detail].compactMap { $0 }
            let filled = cells.indices.filter { !cells[$0].isEmpty }
            if !filled.isEmpty, filled.allSatisfy(text.contains), let last = rows.indices.last,
                let column = filled.first, let above = lastRow,
                entry.line.y1 > above.y1, entry.line.y1 - above.y2 <= above.height
            {
                lastRow = entry.line
                var previous = rows[last].cells
                previous[column] += (previous[column].isEmpty ? "" : " ") + cells[column]
                rows[last] = StatementReader.TableRow(line: rows[last].line, cells: previous)
            }
        }
        let preamble = numbered[..<header.index].filter { $0.page == headerPage }.suffix(50)
            .map { StatementReader.TableRow(line: $0.number, cells: [$0.line.text]) }
        return preamble
            + [
                StatementReader.TableRow(
                    line: numbered[header.index].number, cells: header.cells.map(\.text))
            ] + rows
    }

    /// A line's cells: its words, a new cell wherever the gap to the next word is wider
    /// than a space of its size (most of the line's height).
    static func cells(_ line: PDFTextLayout.Line) -> [Cell] {
        var cells: [Cell] = []
        for word in line.words {
            if var last = cells.last, word.x1 - last.x2 <= word.height * 0.6 {
                last.text += " " + word.text
                last.x2 = max(last.x2, word.x2)
                cells[cells.count - 1] = last
            } else {
                cells.append(Cell(text: word.text, x1: word.x1, x2: word.x2))
            }
        }
        return cells
    }

    /// Which heading each word stands under. The lines with about as many cells as the
    /// header (not a title or a footer written across the page) give where the columns are: the spans no gap crosses in any
    /// of them. A span under one heading is that heading's; under none, the nearest's; a
    /// span under several (a description that runs on under the next heading) is shared
    /// out word by word, each to the heading it stands under most.
    struct Columns {
        let headings: [Cell]
        /// The spans, left to right, and the heading each belongs to (`nil`: word by word).
        let spans: [(x1: Double, x2: Double, column: Int?)]

        init(header: [Cell], rows: [PDFTextLayout.Line]) {
            headings = header
            var intervals: [(x1: Double, x2: Double)] = []
            let least = max(2, header.count - 2)
            for row in rows where PDFStatementTable.cells(row).count >= least {
                intervals += row.words.map { ($0.x1, $0.x2) }
            }
            intervals.sort { $0.x1 < $1.x1 }
            var merged: [(x1: Double, x2: Double)] = []
            for interval in intervals {
                if let last = merged.last, interval.x1 <= last.x2 + 1 {
                    merged[merged.count - 1].x2 = max(last.x2, interval.x2)
                } else {
                    merged.append(interval)
                }
            }
            spans = merged.map { span in
                let under = header.indices.filter {
                    header[$0].x1 < span.x2 && header[$0].x2 > span.x1
                }
                switch under.count {
                case 0: return (span.x1, span.x2, Columns.nearest(span.x1, span.x2, in: header))
                case 1: return (span.x1, span.x2, under[0])
                default: return (span.x1, span.x2, nil)
                }
            }
        }

        /// The line's text in each column, words joined by a space.
        func cells(of line: PDFTextLayout.Line) -> [String] {
            var cells = [String](repeating: "", count: headings.count)
            for word in line.words {
                let column = self.column(of: word)
                cells[column] += (cells[column].isEmpty ? "" : " ") + word.text
            }
            return cells
        }

        func column(of word: PDFTextLayout.Word) -> Int {
            let middle = (word.x1 + word.x2) / 2
            if let span = spans.first(where: { $0.x1 <= middle && middle <= $0.x2 }),
                let column = span.column
            {
                return column
            }
            let overlaps = headings.indices.map {
                min(headings[$0].x2, word.x2) - max(headings[$0].x1, word.x1)
            }
            if let best = overlaps.indices.max(by: { overlaps[$0] < overlaps[$1] }),
                overlaps[best] > 0
            {
                return best
            }
            return Columns.nearest(word.x1, word.x2, in: headings)
        }

        /// The heading closest to the span `x1…x2`.
        static func nearest(_ x1: Double, _ x2: Double, in headings: [Cell]) -> Int {
            let distances = headings.map { max($0.x1 - x2, x1 - $0.x2, 0) }
            return distances.indices.min { distances[$0] < distances[$1] } ?? 0
        }
    }
}
