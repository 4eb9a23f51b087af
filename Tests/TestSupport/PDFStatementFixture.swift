import Foundation

/// PDF statements for the tests, written by fpdf2 (`FixturePython`), an independent writer:
/// a bank's block of details on every page, the table's header (repeated on every page or
/// only on the first), rows whose cells stand in columns of their own widths and alignments,
/// descriptions wrapped onto a second line, a footer with the page number, and optionally a
/// password. Text in any language, drawn with Debian's fonts.
public struct PDFStatementFixture: Codable, Sendable {
    public struct Column: Codable, Sendable {
        public var title: String
        public var width: Double
        /// "L" or "R".
        public var align: String

        public init(_ title: String, width: Double, align: String = "L") {
            self.title = title
            self.width = width
            self.align = align
        }
    }

    public struct Row: Codable, Sendable {
        public var cells: [String]
        /// Drawn on the line below, in the column `wrapColumn`.
        public var wrapped: String?

        public init(_ cells: [String], wrapped: String? = nil) {
            self.cells = cells
            self.wrapped = wrapped
        }
    }

    public var pageHeader: [String]
    public var columns: [Column]
    public var rows: [Row]
    public var wrapColumn: Int
    public var rowsPerPage: Int
    public var repeatHeader: Bool
    /// `{n}` is the page number.
    public var footer: String
    public var font: String
    public var fontSize: Double
    public var password: String?
    /// Pages with nothing on them, after the statement.
    public var blankPages: Int

    public init(
        pageHeader: [String], columns: [Column], rows: [Row], wrapColumn: Int = 1,
        rowsPerPage: Int = 30, repeatHeader: Bool = true, footer: String = "{n}",
        font: String = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", fontSize: Double = 9,
        password: String? = nil, blankPages: Int = 0
    ) {
        self.pageHeader = pageHeader
        self.columns = columns
        self.rows = rows
        self.wrapColumn = wrapColumn
        self.rowsPerPage = rowsPerPage
        self.repeatHeader = repeatHeader
        self.footer = footer
        self.font = font
        self.fontSize = fontSize
        self.password = password
        self.blankPages = blankPages
    }

    static let script = """
        import json, sys
        from fpdf import FPDF
        spec = json.load(open(sys.argv[1]))

        class Statement(FPDF):
            def header(self):
                if self.page_no() > pages_with_table[0]:
                    return
                self.set_font("body", size=spec["fontSize"])
                for line in spec["pageHeader"]:
                    self.cell(0, 5, line, new_x="LMARGIN", new_y="NEXT")
                self.ln(3)
                if spec["repeatHeader"] or self.page_no() == 1:
                    for column in spec["columns"]:
                        self.cell(column["width"], 6, column["title"], align=column["align"])
                    self.ln(7)

            def footer(self):
                self.set_y(-15)
                self.set_font("body", size=spec["fontSize"] - 1)
                self.cell(0, 8, spec["footer"].replace("{n}", str(self.page_no())), align="C")

        pages_with_table = [10**9]
        pdf = Statement(unit="pt", format="A4")
        pdf.set_auto_page_break(False)
        pdf.add_font("body", "", spec["font"])
        if spec.get("password"):
            pdf.set_encryption(owner_password="owner-" + spec["password"], user_password=spec["password"])
        pdf.add_page()
        pdf.set_font("body", size=spec["fontSize"])
        on_page = 0
        for row in spec["rows"]:
            if on_page == spec["rowsPerPage"]:
                pdf.add_page()
                pdf.set_font("body", size=spec["fontSize"])
                on_page = 0
            for column, text in zip(spec["columns"], row["cells"]):
                pdf.cell(column["width"], spec["fontSize"] * 1.5, text, align=column["align"])
            pdf.ln(spec["fontSize"] * 1.5)
            if row.get("wrapped"):
                x = pdf.l_margin + sum(c["width"] for c in spec["columns"][:spec["wrapColumn"]])
                pdf.set_x(x)
                pdf.cell(spec["columns"][spec["wrapColumn"]]["width"], spec["fontSize"] * 1.3, row["wrapped"])
                pdf.ln(spec["fontSize"] * 1.5)
            on_page += 1
        pages_with_table[0] = pdf.page_no()
        for _ in range(spec["blankPages"]):
            pdf.add_page()
        pdf.output(sys.argv[2])
        """

    /// The PDF's bytes.
    public func bytes() throws -> [UInt8] {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("subhub-pdf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("spec.json")
        let output = folder.appendingPathComponent("statement.pdf")
        try JSONEncoder().encode(self).write(to: spec)
        try FixturePython.run(Self.script, [spec.path, output.path])
        return Array(try Data(contentsOf: output))
    }

    /// Writes the PDF to `path`.
    public func write(to path: String) throws {
        try Data(try bytes()).write(to: URL(fileURLWithPath: path))
    }
}
