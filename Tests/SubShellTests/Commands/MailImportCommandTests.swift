import Foundation
import SubFormats
import SubLocalization
import Testing
import TestSupport

@testable import SubShell

/// `import mail PATH...`: the receipts in a Maildir, an mbox or `.eml` files become a
/// statement's proposals, question and payments. The mailboxes are written by Python's own
/// `email` package (`MailFixture`), with receipts in every charset and transfer encoding the
/// senders use, among mail that is no receipt. The day is 2026-11-29.
@Suite struct MailImportCommandTests {
    private func object(_ output: ShellRun.Output) throws -> [String: Any] {
        try #require(
            try JSONSerialization.jsonObject(with: Data(output.standard.utf8)) as? [String: Any],
            "\(output.standard)\(output.error)")
    }

    /// The paths a mailbox of `layout` is given as: the mbox file, the Maildir folder, or
    /// every `.eml` file of the folder (several paths).
    private func paths(_ path: String, layout: String) throws -> [String] {
        guard layout == "eml" else { return [path] }
        return try FileManager.default.contentsOfDirectory(atPath: path).sorted().map {
            path + "/" + $0
        }
    }

    /// The rule, over seeded mailboxes: the proposals are exactly the subscriptions whose
    /// receipts were mailed (name, amount, period), every receipt is a charge and nothing
    /// else is (newsletters with prices, shipping notices and failed payments from the same
    /// senders included), a sender no brand mails from is less sure, and importing the same
    /// mail again adds nothing.
    @Test(arguments: 1...12)
    func theProposalsAreTheSubscriptionsMailedAndNothingElse(seed: Int) throws {
        let layouts = ["mbox", "maildir", "eml"]
        let currencies = ["EUR", "USD", "CNY"]
        let layout = layouts[seed % 3]
        let run = ShellRun(language: ["en_US.UTF-8", "es_ES.UTF-8", "zh_CN.UTF-8"][seed % 3])
        let path = run.dataRoot + "-mail"
        let manifest = try MailFixture.write(
            path, layout: layout, seed: seed, months: 6 + seed % 7,
            currency: currencies[(seed / 3) % 3])
        let given = try paths(path, layout: layout)

        let read = try object(run.call(["--json", "import", "mail"] + given))
        let mail = try #require(read["mail"] as? [String: Any])
        #expect(mail["messages"] as? Int == manifest.messages)
        #expect(mail["receipts"] as? Int == manifest.receipts)
        #expect(read["charges"] as? Int == manifest.receipts)
        #expect(read["currency"] as? String == manifest.subscriptions[0].currency)
        let proposals = try #require(read["proposals"] as? [[String: Any]])
        let found = Set(
            proposals.map {
                "\($0["name"] as? String ?? "") \($0["amount_minor"] as? Int ?? 0) \($0["period"] as? String ?? "")"
            })
        let expected = Set(
            manifest.subscriptions.map { "\($0.name) \($0.amountMinor) \($0.period)" })
        #expect(found == expected, "seed \(seed)")
        let lessSure = Set(manifest.subscriptions.filter { !$0.knownSender }.map(\.name))
        #expect(Set(mail["less_sure"] as? [String] ?? []) == lessSure)
        for proposal in proposals where lessSure.contains(proposal["name"] as? String ?? "") {
            #expect(proposal["confidence"] as? String != "high")
        }

        let saved = run.call(["import", "mail"] + given + ["--min-confidence", "low"])
        #expect(saved.status == 0, "\(saved.error)")
        let payments = try object(run("--json", "payments"))["payments"] as? [[String: Any]]
        #expect(payments?.count == manifest.receipts)
        let again = try object(
            run.call(["--json", "import", "mail"] + given + ["--min-confidence", "low"]))
        let proposalsAgain = try #require(again["proposals"] as? [[String: Any]])
        #expect(proposalsAgain.allSatisfy { $0["tracked"] is String })
        #expect(proposalsAgain.allSatisfy { $0["payments_recorded"] as? Int == 0 })
        #expect(
            (try object(run("--json", "payments"))["payments"] as? [[String: Any]])?.count
                == manifest.receipts)
    }

    @Test(arguments: [
        ("en_US.UTF-8", "Read {m} messages: {r} receipts.", "import mail"),
        ("es_ES.UTF-8", "Leídos {m} mensajes: {r} recibos.", "import correo"),
        ("zh_CN.UTF-8", "已读取 {m} 封邮件：其中 {r} 封是收据。", "import 邮件"),
    ])
    func theReportSaysHowManyMessagesWereReadAndWereReceipts(
        language: String, sentence: String, command: String
    ) throws {
        let run = ShellRun(language: language)
        let path = run.dataRoot + "-mail.mbox"
        let manifest = try MailFixture.write(path, layout: "mbox", seed: 40, months: 8)
        let said = sentence.replacingOccurrences(of: "{m}", with: String(manifest.messages))
            .replacingOccurrences(of: "{r}", with: String(manifest.receipts))
        let output = run.call(command.split(separator: " ").map(String.init) + [path])
        #expect(output.status == 0, "\(output.error)")
        #expect(output.standard.contains(said), "\(output.standard)")
    }

    @Test(arguments: [
        ("en_US.UTF-8", "is a folder but not a Maildir"),
        ("es_ES.UTF-8", "es una carpeta pero no un Maildir"),
        ("zh_CN.UTF-8", "不是 Maildir"),
    ])
    func aFolderThatIsNotAMaildirIsRefusedAndNothingIsSaved(language: String, said: String)
        throws
    {
        let run = ShellRun(language: language)
        let path = run.dataRoot + "-emls"
        try MailFixture.write(path, layout: "eml", seed: 3)
        let output = run("import", "mail", path, "--yes")
        #expect(output.status == 1)
        #expect(output.error.contains(said), "\(output.error)")
        #expect(
            try object(run("--json", "payments"))["payments"] as? [Any] == nil
                || (try object(run("--json", "payments"))["payments"] as? [Any])?.isEmpty == true)
    }

    /// Malformed MIME, a file past the size limit, an unknown charset, bytes that are no
    /// mail: a clear message or the message skipped and counted, never a crash, and nothing
    /// saved.
    @Test func hostileMailIsRefusedOrSkippedAndNothingIsSaved() throws {
        let run = ShellRun(language: "en_US.UTF-8")
        let folder = run.dataRoot + "-hostile"
        try MailFixture.python(Self.hostile, [folder])
        let cases: [(String, String)] = [
            (
                "deep.eml",
                "1 message left out unread: more than 10,000 MIME parts, which no receipt has."
            ),
            ("unknown-charset.eml", "1 message skipped: its text is in an unknown character set"),
            ("garbage.eml", "Read 0 messages and none is a receipt"),
            ("huge.mbox", "is larger than 100 MB"),
        ]
        for (file, said) in cases {
            let output = run("import", "mail", folder + "/" + file, "--yes")
            #expect(output.status == 1, "\(file): \(output.standard)")
            #expect(output.error.contains(said), "\(file): \(output.error)")
        }
        // Read as far as they are mail: thousands of parts (within the limit), a boundary
        // never closed.
        // Bytes that are not UTF-8 where UTF-8 is declared never reach a name: the charge is
        // the brand's.
        for file in ["parts.eml", "unterminated.eml", "bad-utf8.eml"] {
            let output = run("--json", "import", "mail", folder + "/" + file)
            #expect(output.status == 0, "\(file): \(output.error)")
            #expect(try object(output)["charges"] as? Int == 1, "\(file)")
        }
        let listed = try object(run("--json", "list"))
        #expect((listed["items"] as? [Any] ?? []).isEmpty, "\(listed)")
    }

    @Test func withoutGMimeTheUserIsToldWhichPackageToInstall() throws {
        for language in ["en_US.UTF-8", "es_ES.UTF-8", "zh_CN.UTF-8"] {
            let localizer = Localizer.fromEnvironment(["LANG": language])
            let lines = MailFailure.mail(.libraryMissing).lines(localizer)
            #expect(lines.joined().contains("libgmime-3.0-0"), "\(language)")
        }
        #expect(throws: MailError.libraryMissing) {
            try MailImport.read(
                paths: ["/nonexistent"],
                context: MailContext(
                    statement: StatementContext(defaultCurrency: try .init("EUR")),
                    words: MailWords(), brandDomains: [:]),
                library: "libgmime-not-installed.so.0")
        }
    }

    /// Hostile shapes, written whole: a multipart nested 10,000 deep, 5,000 parts, a
    /// boundary never closed, an unknown charset, random bytes, and an mbox past 100 MB
    /// (sparse: refused by its size, never read).
    static let hostile = #"""
        import os, sys
        folder = sys.argv[1]
        os.makedirs(folder, exist_ok=True)
        def head(ctype):
            return ("From: Netflix <info@netflix.com>\r\nSubject: Your receipt\r\n"
                    "Date: Mon, 03 Aug 2026 10:00:00 +0000\r\nMIME-Version: 1.0\r\n"
                    f"Content-Type: {ctype}\r\n\r\n")
        def write(name, text):
            with open(os.path.join(folder, name), "wb") as f:
                f.write(text if isinstance(text, bytes) else text.encode())
        s = head('multipart/mixed; boundary="b0"')
        for i in range(10000):
            s += f'--b{i}\r\nContent-Type: multipart/mixed; boundary="b{i+1}"\r\n\r\n'
        write("deep.eml", s + "--b10000\r\nContent-Type: text/plain\r\n\r\nTotal: 13.99 EUR\r\n")
        s = head('multipart/mixed; boundary="x"')
        for i in range(5000):
            s += f"--x\r\nContent-Type: text/plain\r\n\r\nTotal: 13.99 EUR ({i})\r\n"
        write("parts.eml", s + "--x--\r\n")
        write("unterminated.eml", head('multipart/alternative; boundary="never"')
              + "--never\r\nContent-Type: text/plain\r\n\r\nTotal: 13.99 EUR\r\n" + "x" * 200000)
        write("unknown-charset.eml", head('text/plain; charset="x-klingon"') + "Total: 13.99 EUR\r\n")
        write("garbage.eml", os.urandom(100000))
        write("bad-utf8.eml", head('text/plain; charset="utf-8"').encode()
              + b"Total: 13.99 EUR \xff\xfe\xc3\x28 \xed\xa0\x80\r\n")
        with open(os.path.join(folder, "huge.mbox"), "wb") as f:
            f.write(b"From x\n")
            f.truncate(101 * 1024 * 1024)
        """#
}
