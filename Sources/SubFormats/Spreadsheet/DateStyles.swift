/// Which cell styles show a date (`xl/styles.xml`): a cell's `s` is an index into `<cellXfs>`,
/// each `<xf>` names a number format, built in or defined in `<numFmts>` by its code.
struct DateStyles {
    private let dateStyles: Set<Int>

    init() {
        dateStyles = []
    }

    init(_ bytes: [UInt8]) throws(SpreadsheetError) {
        var scanner = PartScanner(bytes)
        var customCodes: [Int: String] = [:]
        var formats: [Int] = []
        // `<xf>` elements also sit in `<cellStyleXfs>`, the named styles cells do not index.
        var inCellFormats = false
        while let event = try scanner.next() {
            switch event {
            case .start(name: "numFmt", let attributes):
                guard let id = PartScanner.attribute("numFmtId", in: attributes).flatMap(Int.init),
                    let code = PartScanner.attribute("formatCode", in: attributes)
                else { continue }
                customCodes[id] = code
            case .start(name: "cellXfs", _): inCellFormats = true
            case .end(name: "cellXfs"): inCellFormats = false
            case .start(name: "xf", let attributes) where inCellFormats:
                formats.append(
                    PartScanner.attribute("numFmtId", in: attributes).flatMap(Int.init) ?? 0)
            default: continue
            }
        }
        // A workbook may redefine a built-in id: its own code then decides.
        dateStyles = Set(
            formats.indices.filter { index in
                let format = formats[index]
                return customCodes[format].map(NumberFormat.showsDate(code:))
                    ?? NumberFormat.builtInDates.contains(format)
            })
    }

    /// Whether a cell with style `s` shows a date.
    func showsDate(style: Int) -> Bool {
        dateStyles.contains(style)
    }
}
