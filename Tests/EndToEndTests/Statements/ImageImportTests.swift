import Foundation
import Testing
import TestSupport

/// `import image` through the release binary, on bills drawn by Pillow: a page listing
/// subscriptions, receipts of four months, and hostile files, in Spanish, English and Chinese.
@Suite("Bills read from images")
struct ImageImportTests {
    enum Speaker: String, CaseIterable, Sendable { case es, en, zh }

    static func run(_ box: Sandbox, _ speaker: Speaker, _ arguments: [String]) throws
        -> ProcessResult
    {
        var environment = box.environment
        if speaker == .zh {
            environment["LANG"] = "zh_CN.UTF-8"
            environment["LC_ALL"] = "zh_CN.UTF-8"
            environment["LANGUAGE"] = "zh_CN"
        }
        return try SubHubProcess.run(
            arguments: ["--profile", "tester", "--as-of", box.asOf] + arguments,
            environment: environment, stdin: nil)
    }

    @Test(
        "a page listing subscriptions gives one proposal each; --yes saves only sure, right amounts",
        arguments: Speaker.allCases)
    func listedSubscriptions(_ speaker: Speaker) throws {
        let box = try Sandbox(speaker == .es ? .es : .en)
        let path = box.file("page.png").path
        let truth = try BillImageFixtures.draw(
            kind: speaker == .zh ? "alipay" : "appstore", lang: speaker.rawValue, seed: 300,
            degrade: false, to: path, fields: ["date": "2026-12-20"])
        let entries = try #require(truth.entries)
        let shown = try Self.run(box, speaker, ["--json", "import", "image", path])
        #expect(shown.status == 0, "\(shown.stderr)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any])
        let proposals = try #require(object["proposals"] as? [[String: Any]])
        #expect(object["format"] as? String == "image")
        #expect(proposals.count == entries.count)
        #expect(proposals.allSatisfy { $0["stated"] as? Bool == true })
        let drawn = Set(entries.map(\.amount_minor))
        let saved = try Self.run(box, speaker, ["import", "image", path, "--yes"])
        #expect(saved.status == 0, "\(saved.stderr)")
        // Whatever --yes saved has the amount drawn, as its next charge the day listed.
        for item in try box.items() {
            #expect(drawn.contains(Int64(item["amount_minor"] as? Int ?? -1)), "\(item)")
            #expect(item["next_charge"] as? String == "2026-12-20", "\(item)")
        }
        #expect(try box.items().count >= 1)
    }

    @Test(
        "receipts of four months make one series; --yes saves no other amount",
        arguments: Speaker.allCases)
    func receiptsMakeASeries(_ speaker: Speaker) throws {
        let box = try Sandbox(speaker == .es ? .es : .en)
        let merchant = speaker == .zh ? "网易云音乐" : "Spotify"
        var paths: [String] = []
        for (index, day) in ["2026-08-05", "2026-09-05", "2026-10-05", "2026-11-05"].enumerated() {
            let path = box.file("bill\(index).png").path
            _ = try BillImageFixtures.draw(
                kind: speaker == .es && index == 3 ? "receipt-qr" : "receipt",
                lang: speaker.rawValue, seed: 400 + index, degrade: false, to: path,
                fields: ["merchant": merchant, "amount": "1099", "date": day])
            paths.append(path)
        }
        let shown = try Self.run(box, speaker, ["--json", "import", "image"] + paths)
        #expect(shown.status == 0, "\(shown.stderr)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any])
        let proposals = try #require(object["proposals"] as? [[String: Any]])
        // One monthly series at the drawn price, next charged a month after the last receipt.
        #expect(
            proposals.contains {
                $0["amount_minor"] as? Int == 1099 && $0["period"] as? String == "monthly"
                    && $0["next_charge"] as? String == "2026-12-05"
            }, "\(shown.stdout)")
        let result = try Self.run(box, speaker, ["import", "image"] + paths + ["--yes"])
        #expect(result.status == 0, "\(result.stderr)")
        // --yes saves only what was read surely: never another amount.
        for item in try box.items() {
            #expect(item["amount_minor"] as? Int == 1099, "\(item)")
            #expect(item["next_charge"] as? String == "2026-12-05", "\(item)")
        }
    }

    @Test(
        "an image bomb, a text file named .png and a file cut short are refused in words",
        arguments: Speaker.allCases)
    func hostileFiles(_ speaker: Speaker) throws {
        let box = try Sandbox(speaker == .es ? .es : .en)
        let folder = box.root.path
        try FixturePython.run(
            """
            import struct, zlib, sys
            def chunk(kind, data):
                return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xffffffff)
            head = b"\\x89PNG\\r\\n\\x1a\\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 50000, 50000, 8, 0, 0, 0, 0))
            open(sys.argv[1] + "/bomb.png", "wb").write(head + chunk(b"IDAT", zlib.compress(b"\\0" * 100)) + chunk(b"IEND", b""))
            open(sys.argv[1] + "/note.png", "w").write("hello\\n")
            open(sys.argv[1] + "/cut.png", "wb").write(head[:40])
            """, [folder])
        let bomb = try Self.run(box, speaker, ["import", "image", folder + "/bomb.png"])
        #expect(bomb.status != 0)
        #expect(bomb.stderr.contains("50000×50000"), "\(bomb.stderr)")
        let text = try Self.run(box, speaker, ["import", "image", folder + "/note.png"])
        #expect(text.status != 0)
        #expect(text.stderr.contains("PNG"), "\(text.stderr)")
        let cut = try Self.run(box, speaker, ["--json", "import", "image", folder + "/cut.png"])
        #expect(cut.status != 0)
        #expect(
            cut.stdout.contains("image_damaged") || cut.stderr.contains("image_damaged"),
            "\(cut.stdout)\(cut.stderr)")
    }
}
