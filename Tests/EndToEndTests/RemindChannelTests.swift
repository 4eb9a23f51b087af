import Foundation
import Testing

/// End to end: the channels as the user meets them, each through the real component a test
/// starts: the desktop's notification service (python-dbusmock on a private D-Bus session),
/// mail (msmtp as `sendmail` into an aiosmtpd sink), and the timer's tools (stand-ins for
/// `systemctl` and `crontab` that record what they are asked, so no real user's timers are
/// touched). Secrets in a webhook URL never appear in output or in the database.
@Suite("Reminder channels")
struct RemindChannelTests {
    static let python = "/usr/bin/python3"
    static let scripts = SubHubProcess.packageRoot.appendingPathComponent("Tests/Scripts")

    /// Netflix charged in 7 days, Gym with its last day to cancel tomorrow.
    private func profile(_ language: Language) throws -> Sandbox {
        let box = try Sandbox(language)
        try box.quiet("add", "Netflix", "12", "EUR", "--next", "2026-12-06")
        try box.quiet(
            "add", "Gym", "30", "EUR", "--next", "2026-12-30", "--notice", "1m", "--url",
            "https://gym.example/baja")
        return box
    }

    private func write(_ text: String, to url: URL, mode: Int = 0o644) throws {
        try Data(text.utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path)
    }

    // MARK: Desktop

    @Test("desktop: notifications reach the freedesktop service on a private session bus")
    func desktop() throws {
        let box = try profile(.es)
        try box.quiet("remind", "channel", "add", "desktop")
        let log = box.file("dbusmock.log")
        let script = box.file("session.sh")
        let binary = try SubHubProcess.existingBinary().path
        try write(
            """
            \(Self.python) -m dbusmock --template notification_daemon -l '\(log.path)' >/dev/null 2>&1 &
            mock=$!
            gdbus wait --session --timeout 20 org.freedesktop.Notifications || exit 90
            '\(binary)' --profile tester --as-of 2026-11-29 remind run > '\(box.file("out").path)' 2>&1
            echo $? > '\(box.file("status").path)'
            '\(binary)' --profile tester --as-of 2026-11-29 remind channel test 1 >> '\(box.file("out").path)' 2>&1
            # Signals may arrive blocked from the test runner: the mock and the session's
            # daemon are stopped with SIGKILL, or they would outlive the test.
            bus=$(gdbus call --session --dest org.freedesktop.DBus --object-path /org/freedesktop/DBus \
              --method org.freedesktop.DBus.GetConnectionUnixProcessID org.freedesktop.DBus | sed 's/.*uint32 \\([0-9]*\\).*/\\1/')
            kill -9 $mock
            [ -n "$bus" ] && kill -9 "$bus"

            """, to: script, mode: 0o755)
        let session = try SubHubProcess.run(
            arguments: ["--", "/bin/sh", script.path], environment: box.environment,
            executable: URL(fileURLWithPath: "/usr/bin/dbus-run-session"))
        // The session ends when its daemon is killed: its own status says nothing here.
        _ = session
        let out = try String(contentsOf: box.file("out"), encoding: .utf8)
        #expect(try String(contentsOf: box.file("status"), encoding: .utf8) == "0\n", "\(out)")
        // One call per entry; a body's line breaks continue its entry on the next lines.
        var calls: [String] = []
        for line in try String(contentsOf: log, encoding: .utf8).split(separator: "\n") {
            if line.first?.isNumber == true {
                calls.append(String(line))
            } else if !calls.isEmpty {
                calls[calls.count - 1] += "\n" + line
            }
        }
        calls = calls.filter { $0.contains(" Notify ") }
        #expect(calls.count == 3, "\(calls)")
        let netflix = try #require(calls.first { $0.contains("Netflix") })
        let gym = try #require(calls.first { $0.contains("Gym") })
        #expect(
            netflix.contains(
                "\"SubHub\" 0 \"\" \"Netflix se cobra en 7 días (6 dic 2026): 12,00\u{A0}€\""))
        #expect(gym.contains("Mañana es el último día para cancelar Gym"))
        #expect(gym.contains("Para cancelar: https://gym.example/baja"))
        #expect(gym.contains("\"urgency\": 2"))
        #expect(netflix.contains("\"urgency\": 1"))
        #expect(calls[2].contains("SubHub: este canal funciona"))
        #expect(out.contains("El canal 1 funciona"))
    }

    @Test("desktop without a session bus fails clearly and waits for the next run")
    func desktopWithoutBus() throws {
        let box = try profile(.en)
        try box.quiet("remind", "channel", "add", "desktop")
        let run = try RemindTests.run(
            box, on: "2026-11-29", ["remind", "run"],
            environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=" + box.file("no-bus").path])
        #expect(run.status == 1)
        #expect(run.stdout.contains("Not delivered to channel 1: Netflix is charged in 7 days"))
        #expect(run.stdout.contains("gdbus failed (status 1)"))
        // Tried once a run, not once a reminder: the second is not tried after the first.
        #expect(
            run.stdout.components(separatedBy: "not tried, as an earlier reminder").count == 2,
            "\(run.stdout)")
        #expect(run.stderr == "error: 2 reminders were not delivered; the next run tries again.\n")
    }

    // MARK: Email

    @Test("email: an RFC 5322 message through msmtp as sendmail, read back by Python")
    func email() throws {
        let box = try profile(.es)
        let inbox = box.file("inbox")
        try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        let sink = try SubHubProcess.start(
            arguments: [Self.scripts.appendingPathComponent("smtp_sink.py").path, inbox.path],
            environment: ["PATH": "/usr/bin:/bin"], executable: URL(fileURLWithPath: Self.python))
        defer {
            sink.closeInput()
            _ = sink.finish()
        }
        let ready = sink.waitForLines(1, timeout: 30).first ?? ""
        let port = try #require(ready.hasPrefix("ready ") ? String(ready.dropFirst(6)) : nil)
        // msmtp, configured the way a user would, stands in for the system's sendmail.
        try write(
            "defaults\nauth off\ntls off\naccount default\nhost 127.0.0.1\nport \(port)\nfrom ana@example.org\n",
            to: box.root.appendingPathComponent(".msmtprc"), mode: 0o600)
        let bin = box.file("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: bin.appendingPathComponent("sendmail").path,
            withDestinationPath: "/usr/bin/msmtp")
        let path = ["PATH": bin.path + ":/usr/bin:/bin"]
        try box.quiet("remind", "channel", "add", "email", "ana@example.org")
        let run = try RemindTests.run(box, on: "2026-11-29", ["remind", "run"], environment: path)
        #expect(run.status == 0, "\(run.stdout) \(run.stderr)")

        let files = try FileManager.default.contentsOfDirectory(atPath: inbox.path)
            .filter { $0.hasSuffix(".eml") }.sorted()
        #expect(files.count == 2)
        var messages: [[String: Any]] = []
        for file in files {
            let read = try SubHubProcess.run(
                arguments: [
                    Self.scripts.appendingPathComponent("mail_read.py").path,
                    inbox.appendingPathComponent(file).path,
                ], environment: ["PATH": "/usr/bin:/bin"],
                executable: URL(fileURLWithPath: Self.python))
            messages.append(try jsonObject(read.stdout))
        }
        let subjects = messages.compactMap { $0["subject"] as? String }
        #expect(subjects.contains("Netflix se cobra en 7 días (6 dic 2026): 12,00\u{A0}€"))
        let gym = try #require(
            messages.first { ($0["subject"] as? String)?.contains("Gym") == true })
        #expect(
            gym["subject"] as? String
                == "Mañana es el último día para cancelar Gym y evitar el cargo de 30,00\u{A0}€ del 30 dic 2026"
        )
        #expect(gym["charset"] as? String == "utf-8")
        #expect(gym["content_type"] as? String == "text/plain")
        #expect(gym["transfer_encoding"] as? String == "quoted-printable")
        #expect(gym["to"] as? String == "ana@example.org")
        #expect((gym["message_id"] as? String)?.hasSuffix("@example.org>") == true)
        #expect((gym["defects"] as? [Any])?.isEmpty == true)
        #expect(
            gym["body"] as? String
                == "30,00\u{A0}€ el 30 dic 2026.\nPara cancelar: https://gym.example/baja\n")
        // Sent once: a second run the same day hands sendmail nothing.
        _ = try RemindTests.run(box, on: "2026-11-29", ["remind", "run"], environment: path)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: inbox.path)
                .filter { $0.hasSuffix(".eml") }.count == 2)
    }

    @Test("email: an address that is not one is refused before anything is stored")
    func badAddress() throws {
        let box = try Sandbox(.en)
        let result = try box.run("remind", "channel", "add", "email", "ana@example.org, eve@x.org")
        #expect(result.status == 2)
        #expect(result.stderr.contains("is not an email address"))
        #expect(try box.run("remind", "channel", "list").stdout.hasPrefix("No channels yet."))
    }

    // MARK: Webhooks

    @Test("webhook: ntfy headers and Gotify JSON reach a local server; an HTTP error is retried")
    func webhooks() throws {
        let box = try profile(.en)
        let record = box.file("requests.jsonl")
        let status = box.file("status.txt")
        let server = try SubHubProcess.start(
            arguments: [
                Self.scripts.appendingPathComponent("webhook_recorder.py").path, record.path,
                status.path,
            ], environment: ["PATH": "/usr/bin:/bin"], executable: URL(fileURLWithPath: Self.python)
        )
        defer {
            server.closeInput()
            _ = server.finish()
        }
        let ready = server.waitForLines(1, timeout: 30).first ?? ""
        let port = try #require(ready.hasPrefix("ready ") ? String(ready.dropFirst(6)) : nil)
        try box.quiet(
            "remind", "channel", "add", "webhook", "http://127.0.0.1:\(port)/subhub-alerts",
            "--format", "ntfy")
        try box.quiet(
            "remind", "channel", "add", "webhook",
            "http://127.0.0.1:\(port)/message?token=G0tifyT0ken", "--format", "gotify")
        try write("503", to: status)
        let refused = try RemindTests.run(box, on: "2026-11-29", ["remind", "run"])
        #expect(refused.status == 1)
        #expect(refused.stdout.contains("(the server answered HTTP 503)"))
        try write("200", to: status)
        try FileManager.default.removeItem(at: record)
        let run = try RemindTests.run(box, on: "2026-11-29", ["remind", "run"])
        #expect(run.status == 0, "\(run.stdout) \(run.stderr)")
        #expect(!(run.stdout + run.stderr).contains("G0tifyT0ken"))

        let requests = try String(contentsOf: record, encoding: .utf8).split(separator: "\n")
            .map { try jsonObject(String($0)) }
        #expect(requests.count == 4)
        let ntfy = requests.filter { ($0["path"] as? String) == "/subhub-alerts" }
        let gotify = requests.filter { ($0["path"] as? String) == "/message?token=G0tifyT0ken" }
        #expect(ntfy.count == 2 && gotify.count == 2)
        let gymNtfy = try #require(
            ntfy.first { ($0["body"] as? String ?? "").contains("gym.example") })
        let headers = try #require(gymNtfy["headers"] as? [String: String])
        // "€" is not Latin-1: the title travels as RFC 2047 encoded words, as ntfy reads them.
        let title = try #require(headers["Title"])
        let decoded = title.split(separator: " ").compactMap {
            Data(base64Encoded: String($0.dropFirst(10).dropLast(2)))
        }.reduce(Data(), +)
        #expect(
            String(decoding: decoded, as: UTF8.self)
                == "Tomorrow is the last day to cancel Gym to avoid the Dec 30, 2026 charge of €30.00"
        )
        #expect(headers["Priority"] == "high")
        #expect(headers["Click"] == "https://gym.example/baja")
        #expect(headers["Tags"] == "warning,moneybag")
        #expect(
            gymNtfy["body"] as? String
                == "€30.00 on Dec 30, 2026.\nTo cancel: https://gym.example/baja")
        let bodies = try gotify.map { try jsonObject(try #require($0["body"] as? String)) }
        let netflix = try #require(
            bodies.first { ($0["title"] as? String)?.hasPrefix("Netflix") == true })
        #expect(netflix["title"] as? String == "Netflix is charged in 7 days (Dec 6, 2026): €12.00")
        #expect(netflix["priority"] as? Int == 5)
        #expect((netflix["message"] as? String)?.hasPrefix("€12.00 on Dec 6, 2026.\n") == true)
        // Delivered: the next run posts nothing.
        _ = try RemindTests.run(box, on: "2026-11-29", ["remind", "run"])
        #expect(try String(contentsOf: record, encoding: .utf8).split(separator: "\n").count == 4)
    }

    @Test("a webhook that answers nothing is tried once a run, not once a reminder")
    func anUnreachableWebhookIsTriedOncePerRun() throws {
        let box = try profile(.en)
        let record = box.file("connections.txt")
        let server = try SubHubProcess.start(
            arguments: [Self.scripts.appendingPathComponent("silent_server.py").path, record.path],
            environment: ["PATH": "/usr/bin:/bin"], executable: URL(fileURLWithPath: Self.python)
        )
        defer {
            server.closeInput()
            _ = server.finish()
        }
        let ready = server.waitForLines(1, timeout: 30).first ?? ""
        let port = try #require(ready.hasPrefix("ready ") ? String(ready.dropFirst(6)) : nil)
        try box.quiet("remind", "channel", "add", "webhook", "http://127.0.0.1:\(port)/alerts")
        func connections() -> Int {
            ((try? String(contentsOf: record, encoding: .utf8)) ?? "").split(separator: "\n")
                .count
        }
        let run = try RemindTests.run(box, on: "2026-11-29", ["remind", "run"])
        // Both reminders due are reported undelivered, after one attempt: a channel that
        // cannot be reached would fail the second the same way, after the same wait.
        #expect(run.status == 1)
        #expect(run.stdout.contains("Netflix") && run.stdout.contains("Gym"), "\(run.stdout)")
        #expect(connections() == 1)
        // The one not tried says so, with the reason of the attempt that was made.
        let notTried = run.stdout.components(
            separatedBy: "not tried, as an earlier reminder could not reach this channel: ")
        #expect(notTried.count == 2, "\(run.stdout)")
        #expect(notTried.last?.contains("127.0.0.1") == true, "\(run.stdout)")
        // Both wait for the next run, which tries the channel once again.
        _ = try RemindTests.run(box, on: "2026-11-29", ["remind", "run"])
        #expect(connections() == 2)
    }

    // MARK: Secrets

    @Test("a webhook's token is masked everywhere and kept only in a 0600 file")
    func webhookSecret() throws {
        let box = try Sandbox(.en)
        let added = try box.run(
            "remind", "channel", "add", "webhook",
            "https://gotify.example.org/message?token=S3cr3tT0ken", "--format", "gotify")
        #expect(added.status == 0, "\(added.stderr)")
        #expect(
            added.stdout
                == "Channel 1 added: webhook https://gotify.example.org/…?token=*** (gotify).\n"
        )
        let list = try box.run("remind", "channel", "list")
        let listJSON = try box.run(["--json", "remind", "channel", "list"])
        let status = try box.run(["--json", "remind", "status"])
        for output in [added.stdout, list.stdout, listJSON.stdout, status.stdout] {
            #expect(!output.contains("S3cr3tT0ken"))
        }
        let dump = try box.sqlite(box.databasePath(), ".dump")
        #expect(!dump.stdout.contains("S3cr3tT0ken"))
        let secrets = box.dataDirectory.appendingPathComponent("tester/reminder-secrets").path
        let attributes = try FileManager.default.attributesOfItem(atPath: secrets)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        #expect(try String(contentsOfFile: secrets, encoding: .utf8).contains("S3cr3tT0ken"))
        // Without the secrets file, a test says what is missing and what to do.
        let kept = try String(contentsOfFile: secrets, encoding: .utf8)
        try FileManager.default.removeItem(atPath: secrets)
        let lost = try box.run("remind", "channel", "test", "1")
        #expect(lost.status == 1)
        #expect(
            (lost.stdout + lost.stderr).contains(
                "its full address, kept in the secrets file, could not be read; add the channel again"
            ), "\(lost.stdout) \(lost.stderr)")
        try kept.write(toFile: secrets, atomically: false, encoding: .utf8)
        let bad = try box.run("remind", "channel", "add", "webhook", "ftp://x.org/?token=Hidden1")
        #expect(bad.status == 2)
        #expect(!bad.stderr.contains("Hidden1"))
        // A token that is a path segment (Slack, Discord, an ntfy topic) is a secret too.
        let slack = try box.run(
            "remind", "channel", "add", "webhook",
            "https://hooks.slack.com/services/T0/B0/P4thT0ken")
        #expect(slack.status == 0, "\(slack.stderr)")
        let listed = try box.run(["--json", "remind", "channel", "list"])
        #expect(!slack.stdout.contains("P4thT0ken") && !listed.stdout.contains("P4thT0ken"))
        #expect(!(try box.sqlite(box.databasePath(), ".dump").stdout.contains("P4thT0ken")))
        #expect(try box.run("remind", "channel", "remove", "2").status == 0)
        let removed = try box.run("remind", "channel", "remove", "1")
        #expect(removed.status == 0)
        #expect(!FileManager.default.fileExists(atPath: secrets))
        #expect(try box.run("remind", "channel", "remove", "1").status == 1)
    }

    // MARK: The timer

    /// Stand-ins for the user's `systemctl` and `crontab` on the PATH: each records its
    /// arguments; `crontab` keeps the table in a file; `systemctl` fails when told to.
    private func fakeTools(_ box: Sandbox, systemdWorks: Bool) throws -> [String: String] {
        let bin = box.file("tools")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let calls = box.file("calls.log").path
        try write(
            """
            #!/bin/sh
            echo "systemctl $*" >> '\(calls)'
            \(systemdWorks ? "exit 0" : "echo 'Failed to connect to bus: No medium found' >&2; exit 1")

            """, to: bin.appendingPathComponent("systemctl"), mode: 0o755)
        let table = box.file("crontab.txt").path
        try write(
            """
            #!/bin/sh
            echo "crontab $*" >> '\(calls)'
            if [ "$1" = "-l" ]; then
              [ -f '\(table)' ] || { echo "no crontab for tester" >&2; exit 1; }
              cat '\(table)'
            elif [ "$1" = "-" ]; then
              cat > '\(table)'
            fi

            """, to: bin.appendingPathComponent("crontab"), mode: 0o755)
        try write("MAILTO=ana\n0 3 * * * backup.sh\n", to: box.file("crontab.txt"))
        return ["PATH": bin.path + ":/usr/bin:/bin"]
    }

    @Test("install writes the systemd user units and enables the timer; uninstall removes them")
    func installSystemd() throws {
        let box = try Sandbox(.en)
        let tools = try fakeTools(box, systemdWorks: true)
        let install = try RemindTests.run(
            box, on: "2026-11-29", ["remind", "install"], environment: tools)
        #expect(install.status == 0, "\(install.stderr)")
        let units = box.root.appendingPathComponent(".config/systemd/user")
        let name = try unitName(box, profile: "tester")
        let service = try String(
            contentsOf: units.appendingPathComponent(name + ".service"), encoding: .utf8)
        let timer = try String(
            contentsOf: units.appendingPathComponent(name + ".timer"), encoding: .utf8)
        let binary = try SubHubProcess.existingBinary().resolvingSymlinksInPath().path
        #expect(
            service.contains(
                "ExecStart=\"\(binary)\" \"--profile\" \"tester\" \"remind\" \"run\"\n"))
        #expect(service.contains("Environment=\"SUBHUB_DATA_DIR=\(box.dataDirectory.path)\"\n"))
        #expect(service.contains("Type=oneshot\n"))
        #expect(timer.contains("OnCalendar=hourly\n") && timer.contains("Persistent=true\n"))
        #expect(install.stdout.contains("Enabled \(name).timer: \"remind run\" every hour"))
        let calls = try String(contentsOf: box.file("calls.log"), encoding: .utf8)
        #expect(calls.contains("systemctl --user daemon-reload\n"))
        #expect(calls.contains("systemctl --user enable --now \(name).timer\n"))
        // The crontab is read for a line of this profile's to take over, never written.
        #expect(!calls.contains("crontab -\n"))

        let uninstall = try RemindTests.run(
            box, on: "2026-11-29", ["remind", "uninstall"], environment: tools)
        #expect(uninstall.status == 0, "\(uninstall.stderr)")
        #expect(
            !FileManager.default.fileExists(
                atPath: units.appendingPathComponent(name + ".timer").path))
        #expect(
            !FileManager.default.fileExists(
                atPath: units.appendingPathComponent(name + ".service").path))
        #expect(
            try String(contentsOf: box.file("calls.log"), encoding: .utf8)
                .contains("systemctl --user disable --now \(name).timer\n"))
        #expect(
            try String(contentsOf: box.file("crontab.txt"), encoding: .utf8)
                == "MAILTO=ana\n0 3 * * * backup.sh\n")
    }

    @Test(
        "without a systemd user session install adds one tagged crontab line; uninstall takes exactly it"
    )
    func installCron() throws {
        let box = try Sandbox(.en)
        let tools = try fakeTools(box, systemdWorks: false)
        let install = try RemindTests.run(
            box, on: "2026-11-29", ["remind", "install"], environment: tools)
        #expect(install.status == 0, "\(install.stderr)")
        #expect(
            install.stdout.hasPrefix(
                "No systemd user session (Failed to connect to bus: No medium found): using cron instead.\n"
            ))
        let table = try String(contentsOf: box.file("crontab.txt"), encoding: .utf8)
        let lines = table.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0...1] == ["MAILTO=ana", "0 3 * * * backup.sh"])
        #expect(lines[2].hasPrefix("17 * * * * SUBHUB_DATA_DIR='\(box.dataDirectory.path)'"))
        #expect(
            lines[2].hasSuffix(
                "'--profile' 'tester' 'remind' 'run' >/dev/null 2>&1 # subhub-remind profile=tester unit=\(try unitName(box, profile: "tester"))"
            ), "\(lines[2])")
        #expect(
            !FileManager.default.fileExists(
                atPath: box.root.appendingPathComponent(".config/systemd/user").path))
        // Installing twice keeps one line.
        _ = try RemindTests.run(
            box, on: "2026-11-29", ["remind", "install", "--cron"], environment: tools)
        #expect(
            try String(contentsOf: box.file("crontab.txt"), encoding: .utf8).split(separator: "\n")
                .count == 3)
        let uninstall = try RemindTests.run(
            box, on: "2026-11-29", ["remind", "uninstall"], environment: tools)
        #expect(uninstall.stdout == "Removed the crontab line.\n")
        #expect(
            try String(contentsOf: box.file("crontab.txt"), encoding: .utf8)
                == "MAILTO=ana\n0 3 * * * backup.sh\n")
    }

    @Test("two profiles installing cron lines at once both keep theirs")
    func concurrentCronInstallsLoseNothing() throws {
        let box = try Sandbox(.en)
        var tools = try fakeTools(box, systemdWorks: false)
        // A crontab slow to answer widens the window between reading and writing it.
        let bin = box.file("tools")
        let table = box.file("crontab.txt").path
        try write(
            """
            #!/bin/sh
            if [ "$1" = "-l" ]; then
              [ -f '\(table)' ] || { echo "no crontab for tester" >&2; exit 1; }
              cat '\(table)'; sleep 0.3
            elif [ "$1" = "-" ]; then
              cat > '\(table)'
            fi

            """, to: bin.appendingPathComponent("crontab"), mode: 0o755)
        tools["PATH"] = bin.path + ":/usr/bin:/bin"
        let profiles = ["uno", "dos", "tres"]
        let running = try profiles.map { profile in
            try SubHubProcess.start(
                arguments: [
                    "--profile", profile, "--as-of", "2026-11-29", "remind", "install", "--cron",
                ],
                environment: box.environment.merging(tools) { $1 })
        }
        for process in running {
            process.closeInput()
            #expect(process.finish().status == 0)
        }
        let written = try String(contentsOf: box.file("crontab.txt"), encoding: .utf8)
        for profile in profiles {
            #expect(written.contains("# subhub-remind profile=\(profile)"), "\(written)")
        }
        #expect(written.contains("0 3 * * * backup.sh"))
    }

    /// The name of `profile`'s units, as its install printed it (`Enabled NAME.timer`), read
    /// from the unit folder or the crontab's tag.
    private func unitName(_ box: Sandbox, profile: String) throws -> String {
        let units = box.root.appendingPathComponent(".config/systemd/user").path
        let prefix = "subhub-remind-\(profile)-"
        if let file = (try? FileManager.default.contentsOfDirectory(atPath: units))?
            .first(where: { $0.hasPrefix(prefix) && $0.hasSuffix(".timer") })
        {
            return String(file.dropLast(".timer".count))
        }
        let table = (try? String(contentsOf: box.file("crontab.txt"), encoding: .utf8)) ?? ""
        let tag = "# subhub-remind profile=\(profile) unit="
        let line = try #require(table.split(separator: "\n").first { $0.contains(tag) })
        return String(line.components(separatedBy: tag).last ?? "")
    }

    private func subhub(
        _ box: Sandbox, _ profile: String, _ arguments: [String], _ tools: [String: String]
    )
        throws -> ProcessResult
    {
        try SubHubProcess.run(
            arguments: ["--profile", profile, "--as-of", "2026-11-29"] + arguments,
            environment: box.environment.merging(tools) { $1 })
    }

    @Test("two profiles each install their own systemd timer; uninstalling one leaves the other")
    func twoProfilesTwoTimers() throws {
        let box = try Sandbox(.en)
        let tools = try fakeTools(box, systemdWorks: true)
        let first = try subhub(box, "tester", ["remind", "install"], tools)
        let second = try subhub(box, "otro", ["remind", "install"], tools)
        #expect(first.status == 0 && second.status == 0, "\(first.stderr) \(second.stderr)")
        let tester = try unitName(box, profile: "tester")
        let otro = try unitName(box, profile: "otro")
        #expect(tester != otro)
        // Both by systemd: no session is missing, and no crontab line was needed.
        #expect(!(first.stdout + second.stdout).contains("systemd user session"))
        #expect(second.stdout.contains("Enabled \(otro).timer"), "\(second.stdout)")
        #expect(
            try String(contentsOf: box.file("crontab.txt"), encoding: .utf8)
                == "MAILTO=ana\n0 3 * * * backup.sh\n")
        let units = box.root.appendingPathComponent(".config/systemd/user")
        let otroService = try String(
            contentsOf: units.appendingPathComponent(otro + ".service"), encoding: .utf8)
        #expect(otroService.contains("\"--profile\" \"otro\""))
        // One profile's name in another data folder is another timer again.
        let elsewhere = try SubHubProcess.run(
            arguments: [
                "--profile", "tester", "--data-dir", box.file("other-data").path, "--as-of",
                "2026-11-29", "remind", "install",
            ], environment: box.environment.merging(tools) { $1 })
        #expect(elsewhere.status == 0, "\(elsewhere.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: units.path)
        #expect(files.filter { $0.hasPrefix("subhub-remind-tester-") }.count == 4, "\(files)")

        let removed = try subhub(box, "otro", ["remind", "uninstall"], tools)
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(
            !FileManager.default.fileExists(
                atPath: units.appendingPathComponent(otro + ".timer").path))
        #expect(
            FileManager.default.fileExists(
                atPath: units.appendingPathComponent(tester + ".timer").path))
        let calls = try String(contentsOf: box.file("calls.log"), encoding: .utf8)
        #expect(calls.contains("systemctl --user disable --now \(otro).timer\n"))
        #expect(!calls.contains("disable --now \(tester).timer"))
        // Reinstalling rewrites the profile's own units, and says so.
        let again = try subhub(box, "tester", ["remind", "install"], tools)
        #expect(again.status == 0 && again.stdout.contains("Enabled \(tester).timer"))
    }

    /// The units and crontab line an earlier version wrote: one name for whichever profile
    /// installed first (`profile`), another profile's line sent to cron with the old tag.
    private func legacyInstall(_ box: Sandbox, profile: String) throws {
        let units = box.root.appendingPathComponent(".config/systemd/user")
        try FileManager.default.createDirectory(at: units, withIntermediateDirectories: true)
        let mark = "# Written by `subhub remind install`; `subhub remind uninstall` removes it.\n"
        try write(
            mark + "# profile=\(profile)\n[Unit]\nDescription=SubHub reminders\n",
            to: units.appendingPathComponent("subhub-remind.service"))
        try write(
            mark + "# profile=\(profile)\n[Timer]\nOnCalendar=hourly\n",
            to: units.appendingPathComponent("subhub-remind.timer"))
        try write(
            "MAILTO=ana\n0 3 * * * backup.sh\n17 * * * * '/old/subhub' '--profile' 'otro' 'remind' 'run' >/dev/null 2>&1 # subhub-remind profile=otro\n",
            to: box.file("crontab.txt"))
    }

    @Test("an earlier version's single timer is moved to the profile's own, and said so")
    func earlierUnitsAreMigrated() throws {
        let box = try Sandbox(.en)
        let tools = try fakeTools(box, systemdWorks: true)
        try legacyInstall(box, profile: "tester")
        let units = box.root.appendingPathComponent(".config/systemd/user")
        let legacyTimer = units.appendingPathComponent("subhub-remind.timer").path

        // Another profile's install leaves the earlier units alone (they are tester's) and
        // takes its own earlier crontab line back: the timer runs it now.
        let otro = try subhub(box, "otro", ["remind", "install"], tools)
        #expect(otro.status == 0, "\(otro.stderr)")
        #expect(FileManager.default.fileExists(atPath: legacyTimer))
        #expect(
            otro.stdout.hasSuffix(
                "Removed this profile's crontab line: the timer runs its reminders now.\n"),
            "\(otro.stdout)")
        #expect(
            try String(contentsOf: box.file("crontab.txt"), encoding: .utf8)
                == "MAILTO=ana\n0 3 * * * backup.sh\n")

        let install = try subhub(box, "tester", ["remind", "install"], tools)
        #expect(install.status == 0, "\(install.stderr)")
        #expect(!FileManager.default.fileExists(atPath: legacyTimer))
        #expect(
            install.stdout.contains(
                "Removed \(legacyTimer), which an earlier version installed for this profile: each profile now has its own timer.\n"
            ), "\(install.stdout)")
        let calls = try String(contentsOf: box.file("calls.log"), encoding: .utf8)
        #expect(calls.contains("systemctl --user disable --now subhub-remind.timer\n"))
        #expect(
            FileManager.default.fileExists(
                atPath: units.appendingPathComponent(
                    try unitName(box, profile: "tester") + ".timer"
                ).path))

        // Uninstall finds earlier units too.
        let other = try Sandbox(.en)
        let otherTools = try fakeTools(other, systemdWorks: true)
        try legacyInstall(other, profile: "tester")
        let removed = try subhub(other, "tester", ["remind", "uninstall"], otherTools)
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(
            removed.stdout.contains(
                "Removed \(other.root.path)/.config/systemd/user/subhub-remind.timer\n"))
        #expect(
            !FileManager.default.fileExists(
                atPath: other.root.appendingPathComponent(
                    ".config/systemd/user/subhub-remind.service"
                ).path))
        // otro's earlier crontab line is otro's: tester's uninstall keeps it.
        #expect(
            try String(contentsOf: other.file("crontab.txt"), encoding: .utf8).contains(
                "profile=otro"))
    }

    @Test("when systemd cannot be used the message names the real reason")
    func installMessagesNameTheReason() throws {
        // A file of the profile's unit name that SubHub did not write.
        let box = try Sandbox(.en)
        let tools = try fakeTools(box, systemdWorks: true)
        _ = try subhub(box, "tester", ["remind", "install"], tools)
        let name = try unitName(box, profile: "tester")
        _ = try subhub(box, "tester", ["remind", "uninstall"], tools)
        let units = box.root.appendingPathComponent(".config/systemd/user")
        let foreign = units.appendingPathComponent(name + ".timer")
        try write("[Timer]\nOnCalendar=daily\n", to: foreign)
        let taken = try subhub(box, "tester", ["remind", "install"], tools)
        #expect(taken.status == 0, "\(taken.stderr)")
        #expect(
            taken.stdout.hasPrefix(
                "\(foreign.path) is already there and SubHub did not write it for this profile, so it is left alone: using cron instead.\n"
            ), "\(taken.stdout)")
        #expect(try String(contentsOf: foreign, encoding: .utf8) == "[Timer]\nOnCalendar=daily\n")

        // A unit folder that cannot be made (a file is in its place).
        let blocked = try Sandbox(.es)
        let blockedTools = try fakeTools(blocked, systemdWorks: true)
        let systemd = blocked.root.appendingPathComponent(".config/systemd")
        try FileManager.default.createDirectory(at: systemd, withIntermediateDirectories: true)
        try write("", to: systemd.appendingPathComponent("user"))
        let unwritable = try subhub(blocked, "tester", ["remind", "install"], blockedTools)
        #expect(unwritable.status == 0, "\(unwritable.stderr)")
        #expect(
            unwritable.stdout.hasPrefix(
                "No se pudo escribir \(systemd.path)/user: se usa cron.\n"), "\(unwritable.stdout)")

        // systemd answers but will not enable the timer.
        let masked = try Sandbox(.en)
        let maskedTools = try fakeTools(masked, systemdWorks: true)
        try write(
            """
            #!/bin/sh
            echo "systemctl $*" >> '\(masked.file("calls.log").path)'
            [ "$2" = "enable" ] && { echo 'Unit file is masked.' >&2; exit 1; }
            exit 0

            """, to: masked.file("tools").appendingPathComponent("systemctl"), mode: 0o755)
        let refused = try subhub(masked, "tester", ["remind", "install"], maskedTools)
        #expect(refused.status == 0, "\(refused.stderr)")
        let maskedName = try unitName(masked, profile: "tester")
        #expect(
            refused.stdout.hasPrefix(
                "systemctl could not enable \(maskedName).timer (systemctl failed (status 1): Unit file is masked): using cron instead.\n"
            ), "\(refused.stdout)")
        #expect(
            (try? FileManager.default.contentsOfDirectory(
                atPath: masked.root.appendingPathComponent(".config/systemd/user").path))?
                .isEmpty ?? true)

        // Neither: no systemd user session and no crontab; both reasons are given.
        let bare = try Sandbox(.en)
        var bareTools = try fakeTools(bare, systemdWorks: false)
        try FileManager.default.removeItem(at: bare.file("tools").appendingPathComponent("crontab"))
        // Only the stand-ins: a machine with a real crontab must not have it touched.
        bareTools["PATH"] = bare.file("tools").path
        let failed = try subhub(bare, "tester", ["remind", "install"], bareTools)
        #expect(failed.status != 0)
        #expect(
            failed.stderr.contains("Could not install the timer: crontab is not installed."),
            "\(failed.stderr)")
        #expect(
            failed.stderr.contains(
                "No systemd user session (Failed to connect to bus: No medium found): using cron instead."
            ), "\(failed.stderr)")
    }

    @Test("a crontab that cannot be read is never rewritten")
    func anUnreadableCrontabIsKept() throws {
        let box = try Sandbox(.en)
        var tools = try fakeTools(box, systemdWorks: false)
        let bin = box.file("refusing")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let table = box.file("crontab.txt").path
        try write(
            """
            #!/bin/sh
            if [ "$1" = "-l" ]; then echo "crontab: cannot open spool: Permission denied" >&2; exit 1; fi
            cat > '\(table)'

            """, to: bin.appendingPathComponent("crontab"), mode: 0o755)
        tools["PATH"] = bin.path + ":" + (tools["PATH"] ?? "")
        let install = try RemindTests.run(
            box, on: "2026-11-29", ["remind", "install", "--cron"], environment: tools)
        #expect(install.status != 0)
        #expect(
            try String(contentsOf: box.file("crontab.txt"), encoding: .utf8)
                == "MAILTO=ana\n0 3 * * * backup.sh\n")
    }
}
