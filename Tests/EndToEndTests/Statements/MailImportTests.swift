import Foundation
import Testing
import TestSupport

/// `import mail` through the release binary in Spanish, English and Chinese: a Maildir of
/// receipts written by Python's `email` package (charsets, encodings, HTML-only bodies and
/// mail that is no receipt) is proposed, saved with `--yes`, its receipts recorded as
/// payments, and the same mail again adds nothing; a binary with no GMime to open is told
/// the Debian package.
@Suite("import mail in every language")
struct MailImportTests {
    @Test(arguments: StatementFormatTests.Speaker.allCases)
    func receiptsAreProposedSavedAndNeverTwice(_ speaker: StatementFormatTests.Speaker) throws {
        let profile = try StatementFormatTests.Profile(speaker)
        let path = profile.box.file("Maildir").path
        let currency = speaker == .zh ? "CNY" : "EUR"
        let manifest = try MailFixture.write(
            path, layout: "maildir", seed: 21, months: 8, currency: currency)
        let command = ["es": "correo", "en": "mail", "zh": "邮件"][speaker.rawValue]!
        let shown = try profile.run(["import", command, path])
        #expect(shown.status == 0, "\(shown.stderr)")
        let said: String
        switch speaker {
        case .es: said = "Leídos \(manifest.messages) mensajes: \(manifest.receipts) recibos."
        case .en: said = "Read \(manifest.messages) messages: \(manifest.receipts) receipts."
        case .zh: said = "已读取 \(manifest.messages) 封邮件：其中 \(manifest.receipts) 封是收据。"
        }
        #expect(shown.stdout.contains(said), "\(shown.stdout)")

        let saved = try profile.run(["import", command, path, "--min-confidence", "low"])
        #expect(saved.status == 0, "\(saved.stderr)")
        let listed = try jsonObject(profile.run(["--json", "list"]).stdout)
        let items = try #require(listed["items"] as? [[String: Any]], "\(listed)")
        #expect(
            Set(items.map { $0["name"] as? String ?? "" })
                == Set(manifest.subscriptions.map(\.name)))
        let payments = try jsonObject(profile.run(["--json", "payments"]).stdout)
        #expect((payments["payments"] as? [Any])?.count == manifest.receipts)

        let again = try profile.run(["--json", "import", command, path, "--yes"])
        #expect(again.status == 0, "\(again.stderr)")
        let after = try jsonObject(profile.run(["--json", "payments"]).stdout)
        #expect((after["payments"] as? [Any])?.count == manifest.receipts)
        #expect(try jsonObject(profile.run(["--json", "list"]).stdout)["items"] as? [Any] != nil)
    }

    /// A mailbox past the size limit is refused by its size, fast and small, nothing saved.
    @Test func anOversizedMailboxIsRefusedByItsSizeWithinBounds() throws {
        let profile = try StatementFormatTests.Profile(.en)
        let path = profile.box.file("huge.mbox").path
        FileManager.default.createFile(atPath: path, contents: Data("From x\n".utf8))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 1_024 * 1_024 * 1_024)
        try handle.close()
        let result = try profile.run(["import", "mail", path, "--yes"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("is larger than 100 MB"), "\(result.stderr)")
    }

    /// Malformed MIME at sizes that once took machines (a multipart nested 300,000 deep, a
    /// message of 100,000 parts, a boundary never closed over megabytes, an mbox of many
    /// messages with no body): each read or refused in seconds, the child's peak far below
    /// 300 MB, nothing saved.
    @Test func malformedMailIsBoundedInTimeAndMemory() throws {
        let box = try Sandbox(.en)
        let folder = box.file("hostile").path
        try MailFixture.python(
            #"""
            import os, sys
            folder = sys.argv[1]
            os.makedirs(folder, exist_ok=True)
            head = ("From: Netflix <info@netflix.com>\r\nSubject: Your receipt\r\n"
                    "Date: Mon, 03 Aug 2026 10:00:00 +0000\r\nMIME-Version: 1.0\r\n")
            def write(name, text):
                with open(os.path.join(folder, name), "w") as f: f.write(text)
            write("deep.eml", head + 'Content-Type: multipart/mixed; boundary="b0"\r\n\r\n' + "".join(
                f'--b{i}\r\nContent-Type: multipart/mixed; boundary="b{i+1}"\r\n\r\n' for i in range(300000)))
            write("parts.eml", head + 'Content-Type: multipart/mixed; boundary="x"\r\n\r\n' + "".join(
                f"--x\r\nContent-Type: text/html\r\n\r\n<p>Total: 13.99 EUR {i}</p>\r\n" for i in range(100000)) + "--x--\r\n")
            write("open.eml", head + 'Content-Type: multipart/alternative; boundary="never"\r\n\r\n--never\r\n\r\n' + ("y" * 1000 + "\n") * 50000)
            write("many.mbox", "".join(f"From x\nSubject: {i}\n\n" for i in range(150000)))
            """#, [folder])
        for file in ["deep.eml", "parts.eml", "open.eml", "many.mbox"] {
            let started = Date()
            let result = try MeasuredRun.run(
                arguments: [
                    "--profile", "tester", "--as-of", box.asOf, "import", "mail",
                    folder + "/" + file, "--yes",
                ],
                environment: box.environment)
            #expect(Date().timeIntervalSince(started) < 10, "\(file)")
            #expect(
                result.peakMemory < 300 * 1_048_576, "\(file): \(result.peakMemory / 1_048_576) MB")
        }
        #expect(try box.items().isEmpty)
    }
}
