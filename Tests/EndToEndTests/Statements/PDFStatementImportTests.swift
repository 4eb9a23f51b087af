import Foundation
import TestSupport
import Testing

/// `import statement FILE.pdf` through the release binary: a bank's PDF statement in
/// Spanish, English and Chinese gives the same proposals as its CSV would, saves with
/// `--yes` and records nothing twice; a protected one asks its password at the terminal and
/// refuses a script; a hostile one is refused within the child reader's bounds.
@Suite("PDF statements") struct PDFStatementImportTests {
    typealias Speaker = StatementFormatTests.Speaker

    /// Netflix at 13.99 on the 5th from May to October 2026, among a supermarket's and a
    /// salary's rows, over pages of 7 rows with the header repeated and a footer.
    static func statement(_ speaker: Speaker, password: String? = nil) -> PDFStatementFixture {
        var rows: [PDFStatementFixture.Row] = []
        func day(_ month: Int, _ day: Int) -> String {
            let m = month < 10 ? "0\(month)" : "\(month)"
            let d = day < 10 ? "0\(day)" : "\(day)"
            switch speaker {
            case .es: return "\(d)/\(m)/2026"
            case .en: return "\(m)/\(d)/2026"
            case .zh: return "2026-\(m)-\(d)"
            }
        }
        func money(_ cents: Int) -> String {
            let text =
                "\(abs(cents) / 100)" + (speaker == .es ? "," : ".")
                + String(format: "%02d", abs(cents) % 100)
            return (cents < 0 ? "-" : "") + text
        }
        var balance = 250_000
        for month in 5...10 {
            for (date, cents, words) in [
                (5, -1399, "NETFLIX.COM"), (12, -(2000 + month * 311), "MERCADONA 0231"),
                (25, 210_000, speaker == .zh ? "工资" : "NOMINA ACME"),
            ] {
                balance += cents
                rows.append(.init([day(month, date), words, money(cents), money(balance)]))
            }
        }
        let titles: [String]
        switch speaker {
        case .es: titles = ["Fecha", "Concepto", "Importe", "Saldo"]
        case .en: titles = ["Date", "Description", "Amount", "Balance"]
        case .zh: titles = ["记账日期", "交易摘要", "交易金额", "余额"]
        }
        return PDFStatementFixture(
            pageHeader: ["Banco Ejemplo · 示例银行", "ES12 3456 7890"],
            columns: [
                .init(titles[0], width: 70), .init(titles[1], width: 200),
                .init(titles[2], width: 80, align: "R"), .init(titles[3], width: 80, align: "R"),
            ],
            rows: rows, rowsPerPage: 7, footer: "— {n} —", password: password)
    }

    @Test(arguments: Speaker.allCases)
    func aPDFStatementIsImportedOnceInEveryLanguage(_ speaker: Speaker) throws {
        let profile = try StatementFormatTests.Profile(speaker)
        let path = profile.box.file("extracto.pdf").path
        try Self.statement(speaker).write(to: path)
        let json = try jsonObject(profile.run(["--json", "import", "statement", path]).stdout)
        #expect(json["format"] as? String == "pdf", "\(json)")
        let saved = try profile.run(["import", "statement", path, "--yes"])
        #expect(saved.status == 0, "\(saved.stderr)")
        let items = try profile.box.items()
        let netflix = try #require(items.first { $0["name"] as? String == "Netflix" }, "\(items)")
        #expect(netflix["amount_minor"] as? Int == 1399)
        #expect(netflix["next_charge"] as? String == "2026-12-05")
        #expect(items.count == 1, "\(items)")
        let payments = try jsonObject(profile.run(["--json", "payments", "Netflix"]).stdout)
        #expect((payments["payments"] as? [Any])?.count == 6, "\(payments)")
        // Read again: the plan is tracked and its six charges recorded, so nothing is added.
        let again = try profile.run(["import", "statement", path, "--yes"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try profile.box.items().count == 1)
        let after = try jsonObject(profile.run(["--json", "payments", "Netflix"]).stdout)
        #expect((after["payments"] as? [Any])?.count == 6, "\(after)")
    }

    @Test func aProtectedPDFInAScriptIsRefusedSayingHowToTypeThePassword() throws {
        let profile = try StatementFormatTests.Profile(.es)
        let path = profile.box.file("protegido.pdf").path
        try Self.statement(.es, password: "clave-2026").write(to: path)
        let result = try profile.run(["import", "statement", path, "--yes"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("está protegido con contraseña"), "\(result.stderr)")
        let json = try profile.run(["--json", "import", "statement", path])
        #expect(json.status == result.status)
        let error = try jsonObject(json.stdout)
        #expect(error["error"] != nil, "\(json.stdout)")
        #expect(try profile.box.items().isEmpty)
    }

    @Test func aProtectedPDFAsksItsPasswordAtTheTerminalWithoutEchoingIt() throws {
        let sandbox = try ShellSandbox()
        let file = sandbox.folder.appendingPathComponent("protegido.pdf")
        try Self.statement(.es, password: "clave-2026").write(to: file.path)
        let shell = try sandbox.shell(arguments: ["--as-of", "2026-11-29"], columns: 200)
        shell.expect("subhub> ")
        shell.sendLine("importar extracto " + file.path)
        shell.expect("Contraseña de ")
        shell.sendLine("equivocada")
        shell.expect("Esa contraseña no abre")
        shell.expect("subhub> ")
        shell.sendLine("importar extracto " + file.path + " --yes")
        shell.expect("Contraseña de ")
        shell.sendLine("clave-2026")
        shell.expect("Netflix")
        shell.expect("subhub> ")
        shell.send(PseudoTerminal.ctrlD)
        #expect(shell.waitForExit() == 0)
        #expect(!shell.transcript.contains("clave-2026"), "the password is never echoed")
        #expect(!shell.transcript.contains("equivocada"), "the password is never echoed")
        let history = try? String(
            contentsOf: sandbox.folder.appendingPathComponent("data/subhub/history"),
            encoding: .utf8)
        #expect(!(history ?? "").contains("clave-2026"))
        #expect(try sandbox.listedItems().map { $0["name"] as? String } == ["Netflix"])
    }

    /// A page that draws the same text over itself 200,000 times: poppler would take
    /// minutes and gigabytes; the child reader is stopped at its bound and the import says
    /// so, saving nothing.
    @Test func aPDFThatWouldTakePopplerMinutesIsRefusedWithinItsBound() throws {
        let profile = try StatementFormatTests.Profile(.en)
        let stream = String(
            repeating: "BT /F1 9 Tf 10 10 Td (NETFLIX 12.99) Tj ET\n", count: 200_000)
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R "
                + "/Resources << /Font << /F1 5 0 R >> >> >>",
            "<< /Length \(stream.utf8.count) >>\nstream\n\(stream)endstream",
            "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        ]
        var text = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (index, body) in objects.enumerated() {
            offsets.append(text.utf8.count)
            text += "\(index + 1) 0 obj\n\(body)\nendobj\n"
        }
        let xref = text.utf8.count
        text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { text += String(format: "%010d 00000 n \n", offset) }
        text += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        let path = profile.box.file("flood.pdf").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let started = Date()
        let result = try profile.run(["import", "statement", path, "--yes"])
        #expect(Date().timeIntervalSince(started) < 40)
        #expect(result.status != 0)
        #expect(result.stderr.contains("could not be read within 20 seconds"), "\(result.stderr)")
        #expect(try profile.box.items().isEmpty)
    }

    /// A scanned statement (a PDF of page images, no text layer) is read by OCR as the
    /// bills its pages are: an app store's subscriptions page, scanned, gives its plans.
    @Test(arguments: [Speaker.es, Speaker.zh])
    func aScannedPDFIsReadByOCR(_ speaker: Speaker) throws {
        let profile = try StatementFormatTests.Profile(speaker)
        let page = profile.box.file("page.png").path
        let truth = try BillImageFixtures.draw(
            kind: speaker == .zh ? "alipay" : "appstore", lang: speaker.rawValue, seed: 301,
            degrade: false, to: page, fields: ["date": "2026-12-20"])
        let entries = try #require(truth.entries)
        let scan = profile.box.file("escaneado.pdf").path
        try FixturePython.run(
            """
            import sys
            from fpdf import FPDF
            from PIL import Image
            image = Image.open(sys.argv[1])
            pdf = FPDF(unit="pt", format=(image.width * 72 / 200, image.height * 72 / 200))
            pdf.add_page()
            pdf.image(sys.argv[1], x=0, y=0, w=pdf.w, h=pdf.h)
            pdf.output(sys.argv[2])
            """, [page, scan])
        let shown = try profile.run(["--json", "import", "statement", scan])
        #expect(shown.status == 0, "\(shown.stderr)")
        let object = try jsonObject(shown.stdout)
        #expect(object["format"] as? String == "image", "\(object)")
        let proposals = try #require(object["proposals"] as? [[String: Any]], "\(object)")
        #expect(proposals.count == entries.count, "\(proposals)")
        let drawn = Set(entries.map(\.amount_minor))
        let saved = try profile.run(["import", "statement", scan, "--yes"])
        #expect(saved.status == 0, "\(saved.stderr)")
        for item in try profile.box.items() {
            #expect(drawn.contains(Int64(item["amount_minor"] as? Int ?? -1)), "\(item)")
            #expect(item["next_charge"] as? String == "2026-12-20", "\(item)")
        }
    }

    /// A PDF invoice is a bill, not a statement: no table, a text layer and a VERI*FACTU
    /// code. Its page is read as a bill's image, and the code's amount and day are the
    /// charge's, exact.
    @Test func anInvoicePDFIsReadAsABillWithItsCode() throws {
        let profile = try StatementFormatTests.Profile(.es)
        let page = profile.box.file("factura.png").path
        let truth = try BillImageFixtures.draw(
            kind: "receipt-qr", lang: "es", seed: 302, degrade: false, to: page)
        let invoice = profile.box.file("factura.pdf").path
        try FixturePython.run(
            """
            import sys
            from fpdf import FPDF
            from PIL import Image
            image = Image.open(sys.argv[1])
            pdf = FPDF(unit="pt", format=(image.width * 72 / 200, image.height * 72 / 200 + 40))
            pdf.add_page()
            pdf.set_font("helvetica", size=9)
            pdf.cell(0, 20, "Factura simplificada")
            pdf.image(sys.argv[1], x=0, y=40, w=pdf.w, h=pdf.h - 40)
            pdf.output(sys.argv[2])
            """, [page, invoice])
        let shown = try profile.run(["--json", "import", "statement", invoice])
        let object = try jsonObject(shown.stdout)
        #expect(object["format"] as? String == "image", "\(shown.stdout) \(shown.stderr)")
        #expect(object["charges"] as? Int == 1, "\(object)")
        #expect(object["first_date"] as? String == truth.date, "\(object)")
    }

    /// A bank mails its statement as a PDF: the message's text is no receipt, so the
    /// attachment is read as `import statement` reads a PDF, and its plans are proposed. A
    /// receipt whose text says the charge keeps its attached invoice aside: one bill, read
    /// once.
    @Test func aPDFStatementAttachedToAMessageIsReadForItsCharges() throws {
        let profile = try StatementFormatTests.Profile(.es)
        let statement = profile.box.file("extracto.pdf").path
        try Self.statement(.es).write(to: statement)
        let mbox = profile.box.file("correo.mbox").path
        try FixturePython.run(
            """
            import sys, mailbox
            from email.message import EmailMessage
            box = mailbox.mbox(sys.argv[2])
            bank = EmailMessage()
            bank["From"] = "Banco Ejemplo <avisos@bancoejemplo.es>"
            bank["To"] = "ana@example.org"
            bank["Subject"] = "Su extracto mensual"
            bank["Date"] = "Mon, 02 Nov 2026 09:00:00 +0100"
            bank["Message-ID"] = "<extracto-1@bancoejemplo.es>"
            bank.set_content("Adjuntamos el extracto de su cuenta.")
            bank.add_attachment(open(sys.argv[1], "rb").read(), maintype="application", subtype="pdf", filename="extracto.pdf")
            box.add(bank)
            receipt = EmailMessage()
            receipt["From"] = "Spotify <no-reply@spotify.com>"
            receipt["To"] = "ana@example.org"
            receipt["Subject"] = "Tu recibo de Spotify"
            receipt["Date"] = "Tue, 03 Nov 2026 09:00:00 +0100"
            receipt["Message-ID"] = "<recibo-1@spotify.com>"
            receipt.set_content("Gracias por tu pago. Total: 10,99 € el 3 de noviembre de 2026.")
            receipt.add_attachment(open(sys.argv[1], "rb").read(), maintype="application", subtype="pdf", filename="factura.pdf")
            box.add(receipt)
            box.flush()
            """, [statement, mbox])
        let shown = try profile.run(["--json", "import", "mail", mbox])
        #expect(shown.status == 0, "\(shown.stderr)")
        let object = try jsonObject(shown.stdout)
        let mail = try #require(object["mail"] as? [String: Any], "\(object)")
        #expect(mail["pdf_statements"] as? Int == 1, "\(mail)")
        #expect(mail["pdf_attachments"] as? Int == 1, "\(mail)")
        let proposals = try #require(object["proposals"] as? [[String: Any]], "\(object)")
        #expect(proposals.contains { $0["name"] as? String == "Netflix" }, "\(proposals)")
        let saved = try profile.run(["import", "mail", mbox, "--yes"])
        #expect(saved.status == 0, "\(saved.stderr)")
        #expect(
            saved.stdout.contains("Leído 1 extracto en PDF adjunto al correo."), "\(saved.stdout)")
        let items = try profile.box.items()
        let netflix = try #require(items.first { $0["name"] as? String == "Netflix" }, "\(items)")
        #expect(netflix["amount_minor"] as? Int == 1399)
    }
}
