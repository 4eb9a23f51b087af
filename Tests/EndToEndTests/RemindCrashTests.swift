import Foundation
import Testing

/// End to end: `remind run` killed with SIGKILL between recording an attempt and sending it,
/// or between sending it and recording its outcome, again and again on a seeded schedule,
/// then run to the end. Each channel is the real thing a user meets: the desktop's
/// notification service (python-dbusmock on a private D-Bus session), mail (msmtp as
/// `sendmail` into an SMTP sink), a webhook (a local HTTP server) and a command.
///
/// The rule checked, for every reminder and channel: a channel that carries the delivery's
/// key (mail's Message-ID, the webhook's `Idempotency-Key`, the command's
/// `SUBHUB_IDEMPOTENCY_KEY`) gets it once, plus once more for each kill after its send, every
/// time with the same key, one key per reminder and channel; the desktop shows it at most
/// once: never after a kill before its send, never again after a kill after it.
@Suite("Reminders across crashes", .serialized)
struct RemindCrashTests {
    static let python = "/usr/bin/python3"
    static let scripts = SubHubProcess.packageRoot.appendingPathComponent("Tests/Scripts")
    static let names = ["Netflix", "Disney", "Gym"]

    /// A deterministic generator (SplitMix64): a failing seed fails the same way again.
    struct Seeded {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    /// A helper process the test started, stopped with SIGKILL at the end (a child may
    /// inherit SIGTERM blocked from the test runner).
    final class Helper {
        let process: RunningProcess
        init(_ process: RunningProcess) { self.process = process }
        func readyPort() throws -> String {
            let ready = process.waitForLines(1, timeout: 30).first ?? ""
            return try #require(ready.hasPrefix("ready ") ? String(ready.dropFirst(6)) : nil)
        }
        deinit {
            process.kill()
            _ = process.finish()
        }
    }

    private func write(_ text: String, to url: URL, mode: Int = 0o644) throws {
        try Data(text.utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path)
    }

    private func lines(_ url: URL) -> [String] {
        ((try? String(contentsOf: url, encoding: .utf8)) ?? "").split(separator: "\n")
            .map(String.init)
    }

    @Test(
        "killed before or after a send on a seeded schedule: keyed channels repeat with the same key, the desktop never",
        .timeLimit(.minutes(5)), arguments: [11, 29, 47, 83, 101] as [UInt64])
    func killSchedule(seed: UInt64) throws {
        let box = try Sandbox(.en)
        // Three reminders due on Nov 29: a charge in 7 days, one in 3 days, and a last day to
        // cancel tomorrow.
        try box.quiet("add", "Netflix", "12", "EUR", "--next", "2026-12-06")
        try box.quiet("add", "Disney", "9", "EUR", "--next", "2026-12-02")
        try box.quiet(
            "add", "Gym", "30", "EUR", "--next", "2026-12-30", "--notice", "1m", "--url",
            "https://gym.example/baja")

        // The desktop: a private session bus and the notification service on it.
        let bus = Helper(
            try SubHubProcess.start(
                arguments: ["--session", "--nofork", "--print-address=1"],
                environment: ["PATH": "/usr/bin:/bin"],
                executable: URL(fileURLWithPath: "/usr/bin/dbus-daemon")))
        let address = try #require(bus.process.waitForLines(1, timeout: 30).first)
        let busEnvironment = ["PATH": "/usr/bin:/bin", "DBUS_SESSION_BUS_ADDRESS": address]
        let notifications = box.file("dbusmock.log")
        let daemon = Helper(
            try SubHubProcess.start(
                arguments: [
                    "-m", "dbusmock", "--template", "notification_daemon", "-l",
                    notifications.path,
                ], environment: busEnvironment, executable: URL(fileURLWithPath: Self.python)))
        let waited = try SubHubProcess.run(
            arguments: [
                "wait", "--session", "--timeout", "20", "org.freedesktop.Notifications",
            ], environment: busEnvironment, executable: URL(fileURLWithPath: "/usr/bin/gdbus"))
        #expect(waited.status == 0, "\(waited.stderr)")

        // Mail: msmtp as the system's sendmail, into an SMTP sink.
        let inbox = box.file("inbox")
        try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        let sink = Helper(
            try SubHubProcess.start(
                arguments: [Self.scripts.appendingPathComponent("smtp_sink.py").path, inbox.path],
                environment: ["PATH": "/usr/bin:/bin"],
                executable: URL(fileURLWithPath: Self.python)))
        let smtpPort = try sink.readyPort()
        try write(
            "defaults\nauth off\ntls off\naccount default\nhost 127.0.0.1\nport \(smtpPort)\nfrom ana@example.org\n",
            to: box.root.appendingPathComponent(".msmtprc"), mode: 0o600)
        let bin = box.file("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: bin.appendingPathComponent("sendmail").path,
            withDestinationPath: "/usr/bin/msmtp")

        // A webhook receiver and a command's log.
        let requests = box.file("requests.jsonl")
        let receiver = Helper(
            try SubHubProcess.start(
                arguments: [
                    Self.scripts.appendingPathComponent("webhook_recorder.py").path,
                    requests.path,
                ], environment: ["PATH": "/usr/bin:/bin"],
                executable: URL(fileURLWithPath: Self.python)))
        let webhookPort = try receiver.readyPort()
        let commandLog = box.file("command.log")

        try box.quiet("remind", "channel", "add", "desktop")
        try box.quiet("remind", "channel", "add", "email", "ana@example.org")
        try box.quiet("remind", "channel", "add", "webhook", "http://127.0.0.1:\(webhookPort)/r")
        try box.quiet(
            "remind", "channel", "add", "command",
            "printf '%s %s %s\\n' \"$SUBHUB_NAME\" \"$SUBHUB_KEY\" \"$SUBHUB_IDEMPOTENCY_KEY\" >> '\(commandLog.path)'"
        )
        let environment = busEnvironment.merging(["PATH": bin.path + ":/usr/bin:/bin"]) { $1 }

        // The schedule: a few runs, each killed at one step of one attempt (an attempt past
        // the run's last lets it finish), then a run with no fault. Twelve attempts (three
        // reminders, four channels) shrink as deliveries are recorded; kills after a send are
        // the likelier, as they are the ones that can repeat a delivery.
        var random = Seeded(state: seed)
        var kills: [(step: String, key: String, channel: Int)] = []
        for _ in 0..<(4 + random.next(5)) {
            let step = random.next(3) == 0 ? "before-send" : "after-send"
            let attempt = 1 + random.next(6)
            let run = try RemindTests.run(
                box, on: "2026-11-29", ["remind", "run"],
                environment: environment.merging(["SUBHUB_FAULT_REMIND": "\(step):\(attempt)"]) {
                    $1
                })
            guard let fault = run.errorLines.first(where: { $0.hasPrefix("fault ") }) else {
                #expect(run.status == 0, "\(run.stdout) \(run.stderr)")
                continue
            }
            #expect(run.status == SIGKILL, "\(run.stderr)")
            let parts = fault.split(separator: " ").map(String.init)
            try #require(parts.count == 4 && parts[1] == step)
            kills.append((step, parts[2], Int(parts[3]) ?? 0))
        }
        #expect(!kills.isEmpty, "seed \(seed): no kill landed")
        let last = try RemindTests.run(
            box, on: "2026-11-29", ["remind", "run"], environment: environment)
        #expect(last.status == 0, "\(last.stdout) \(last.stderr)")
        #expect(
            try RemindTests.run(box, on: "2026-11-29", ["remind", "run"], environment: environment)
                .stdout == "No reminder is due now.\n")

        // The reminder key of each plan, as the command saw it.
        let commandLines = lines(commandLog).map { $0.split(separator: " ").map(String.init) }
        var reminderKey: [String: String] = [:]
        for line in commandLines where line.count == 3 { reminderKey[line[0]] = line[1] }
        #expect(Set(reminderKey.keys) == Set(Self.names), "\(commandLines)")
        func killed(_ step: String, _ name: String, channel: Int) -> Int {
            kills.filter { $0.step == step && $0.key == reminderKey[name] && $0.channel == channel }
                .count
        }

        // What each keyed channel received, as (plan, key) pairs.
        var received: [Int: [(name: String, key: String)]] = [:]
        received[4] = commandLines.map { ($0[0], $0.count == 3 ? $0[2] : "") }
        received[3] = try lines(requests).map { line in
            let request = try jsonObject(line)
            let headers = try #require(request["headers"] as? [String: String])
            let body = try jsonObject(try #require(request["body"] as? String))
            #expect(body["idempotency_key"] as? String == headers["Idempotency-Key"])
            return (body["name"] as? String ?? "", headers["Idempotency-Key"] ?? "")
        }
        received[2] = try FileManager.default.contentsOfDirectory(atPath: inbox.path)
            .filter { $0.hasSuffix(".eml") }.map { file in
                let read = try SubHubProcess.run(
                    arguments: [
                        Self.scripts.appendingPathComponent("mail_read.py").path,
                        inbox.appendingPathComponent(file).path,
                    ], environment: ["PATH": "/usr/bin:/bin"],
                    executable: URL(fileURLWithPath: Self.python))
                let mail = try jsonObject(read.stdout)
                let subject = mail["subject"] as? String ?? ""
                return (
                    Self.names.first { subject.contains($0) } ?? subject,
                    mail["message_id"] as? String ?? ""
                )
            }
        var allKeys: Set<String> = []
        for channel in 2...4 {
            for name in Self.names {
                let got = (received[channel] ?? []).filter { $0.name == name }
                let expected = 1 + killed("after-send", name, channel: channel)
                #expect(
                    got.count == expected,
                    "seed \(seed): \(name) on channel \(channel): \(got.count) deliveries, \(kills)"
                )
                let keys = Set(got.map(\.key))
                #expect(keys.count == 1, "seed \(seed): \(name) on channel \(channel): \(keys)")
                allKeys.formUnion(keys)
            }
        }
        // One key per reminder and channel.
        #expect(allKeys.count == 3 * Self.names.count, "\(allKeys)")
        #expect(allKeys.allSatisfy { !$0.isEmpty })

        // The desktop: shown once, or never when a kill came before its only send.
        let shown = ((try? String(contentsOf: notifications, encoding: .utf8)) ?? "")
            .components(separatedBy: "\n").filter { $0.contains(" Notify ") }
        for name in Self.names {
            let count = shown.filter { $0.contains("\"\(name) ") || $0.contains(" \(name) ") }
                .count
            let expected = killed("before-send", name, channel: 1) > 0 ? 0 : 1
            #expect(
                count == expected, "seed \(seed): \(name) shown \(count) times on the desktop")
            #expect(
                killed("before-send", name, channel: 1) + killed("after-send", name, channel: 1)
                    <= 1)
        }
        withExtendedLifetime((bus, daemon, sink, receiver)) {}
    }
}
