import SubDomain

/// The workbook's string table (`xl/sharedStrings.xml`): a text cell (`t="s"`) holds only its
/// index here. Excel writes each text once and every cell with that text points at it.
struct SharedStrings {
    let strings: [String]

    /// The table of a workbook that has no text cells, and so no sharedStrings part.
    init() {
        strings = []
    }

    /// Each `<si>` is one string: its `<t>`, or the `<t>` of each rich-text run `<r>` (a bold
    /// word, a coloured amount) joined in order.
    init(_ bytes: [UInt8]) throws(SpreadsheetError) {
        var scanner = PartScanner(bytes)
        var strings: [String] = []
        var text = RichText()
        while let event = try scanner.next() {
            switch event {
            case .start(name: "si", _): text = RichText()
            case .end(name: "si"):
                strings.append(text.string)
                // Five bytes each (`<si/>`), a part within the inflated limit could hold 20
                // million: more than any sheet's cells could point at.
                guard strings.count <= ReadingLimits.cells else {
                    throw .tooManyCells(limit: ReadingLimits.cells)
                }
            default: text.read(event)
            }
        }
        self.strings = strings
    }

    /// The string at `index` as a cell's `<v>` writes it; `nil` when there is none.
    func string(at index: String) -> String? {
        guard let position = Int(index), strings.indices.contains(position) else { return nil }
        return strings[position]
    }
}
