import Foundation
import Testing

/// End to end: `remind run` delivering each reminder once (two runs a day, a week off,
/// two runs at once, a channel that fails then recovers, archived items), through the
/// user's own command, whose environment is the reminder.
@Suite("Reminders delivered once")
struct RemindTests {
    /// Runs `subhub` as the sandbox does, on `day` instead of the sandbox's day.
    static func run(
        _ box: Sandbox, on day: String, _ arguments: [String], environment: [String: String] = [:]
    ) throws -> ProcessResult {
        try SubHubProcess.run(
            arguments: ["--profile", "tester", "--as-of", day] + arguments,
            environment: box.environment.merging(environment) { $1 })
    }

    /// Netflix charged on Dec 6 (7 days after the sandbox's Nov 29), Gone (archived, same
    /// day) and a command channel appending `KEY LATE DAYS` lines to `log`.
    private func profile(_ language: Language = .en, command: String? = nil) throws
        -> (box: Sandbox, log: URL)
    {
        let box = try Sandbox(language)
        let log = box.file("delivered.log")
        try box.quiet("add", "Netflix", "12", "EUR", "--next", "2026-12-06")
        try box.quiet("add", "Gone", "5", "EUR", "--next", "2026-12-06")
        try box.quiet("archive", "Gone")
        let channel =
            command
            ?? "printf '%s %s %s %s\\n' \"$SUBHUB_NAME\" \"$SUBHUB_KEY\" \"$SUBHUB_LATE\" \"$SUBHUB_DAYS\" >> '\(log.path)'"
        try box.quiet("remind", "channel", "add", "command", channel)
        return (box, log)
    }

    private func delivered(_ log: URL) -> [String] {
        ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(
            String.init)
    }

    @Test("two runs a day send once; a week off sends the nearest missed one once, late")
    func onceADayAndAfterAWeekOff() throws {
        let (box, log) = try profile()
        let first = try Self.run(box, on: "2026-11-29", ["remind", "run"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(
            first.stdout
                == "Sent to channel 1: Netflix is charged in 7 days (Dec 6, 2026): €12.00\n")
        let second = try Self.run(box, on: "2026-11-29", ["remind", "run"])
        #expect(second.stdout == "No reminder is due now.\n")
        let lines = delivered(log)
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("Netflix charge:") == true)
        #expect(lines.first?.hasSuffix(":2026-12-06:7 0 7") == true)

        // Off from Nov 30 to Dec 5: the 3- and 1-day reminders were missed; Dec 6 gets the
        // 1-day one, late, and nothing more.
        let later = try Self.run(box, on: "2026-12-06", ["remind", "run"])
        #expect(
            later.stdout
                == "Sent to channel 1: Netflix is charged today: €12.00 (late: it was due on Dec 5, 2026)\n"
        )
        _ = try Self.run(box, on: "2026-12-06", ["remind", "run"])
        let after = delivered(log)
        #expect(after.count == 2)
        #expect(after.last?.hasSuffix(":2026-12-06:1 1 0") == true)
        #expect(!after.contains { $0.hasPrefix("Gone") })
    }

    @Test("--dry-run shows what is due and neither sends nor records")
    func dryRun() throws {
        let (box, log) = try profile(.es)
        let dry = try Self.run(box, on: "2026-11-29", ["remind", "run", "--dry-run"])
        #expect(dry.status == 0)
        #expect(
            dry.stdout
                == "Se enviaría al canal 1: Netflix se cobra en 7 días (6 dic 2026): 12,00\u{A0}€\n"
        )
        #expect(delivered(log).isEmpty)
        let json = try jsonObject(
            try Self.run(box, on: "2026-11-29", ["--json", "remind", "run", "--dry-run"]).stdout)
        let reminders = try #require(json["reminders"] as? [[String: Any]])
        #expect(reminders.map { $0["name"] as? String } == ["Netflix"])
        #expect(reminders.first?["kind"] as? String == "charge")
        #expect(reminders.first?["late"] as? Bool == false)
        // Recorded nothing: the real run still sends it.
        _ = try Self.run(box, on: "2026-11-29", ["remind", "run"])
        #expect(delivered(log).count == 1)
    }

    @Test("two runs at once send once")
    func concurrentRuns() throws {
        let box = try Sandbox(.en)
        let log = box.file("delivered.log")
        try box.quiet("add", "Netflix", "12", "EUR", "--next", "2026-12-06")
        try box.quiet("add", "Disney", "9", "EUR", "--next", "2026-12-02")
        try box.quiet(
            "remind", "channel", "add", "command",
            "sleep 1; echo \"$SUBHUB_KEY\" >> '\(log.path)'")
        let arguments = ["--profile", "tester", "--as-of", "2026-11-29", "remind", "run"]
        let runs = try (0..<3).map { _ in
            try SubHubProcess.start(arguments: arguments, environment: box.environment)
        }
        let results = runs.map { $0.finish() }
        #expect(results.allSatisfy { $0.status == 0 }, "\(results.map(\.stderr))")
        let lines = delivered(log)
        #expect(lines.count == 2, "\(lines)")
        #expect(Set(lines).count == lines.count)
        #expect(results.filter { $0.stdout.contains("this one sent nothing") }.count >= 1)
    }

    @Test("a channel that fails is shown in status and retried until it delivers")
    func failingThenRecovering() throws {
        let box = try Sandbox(.en)
        let flag = box.file("mail-is-up")
        let log = box.file("delivered.log")
        try box.quiet("add", "Netflix", "12", "EUR", "--next", "2026-12-06")
        try box.quiet(
            "remind", "channel", "add", "command",
            "test -e '\(flag.path)' || { echo 'relay down' >&2; exit 3; }; echo \"$SUBHUB_KEY\" >> '\(log.path)'"
        )
        let failed = try Self.run(box, on: "2026-11-29", ["remind", "run"])
        #expect(failed.status == 1)
        #expect(
            failed.stdout
                == "Not delivered to channel 1: Netflix is charged in 7 days (Dec 6, 2026): €12.00 (sh failed (status 3): relay down). The next run tries again.\n"
        )
        #expect(failed.stderr == "error: 1 reminder was not delivered; the next run tries again.\n")
        let again = try Self.run(box, on: "2026-11-30", ["remind", "run"])
        #expect(again.status == 1)
        let status = try Self.run(box, on: "2026-11-30", ["remind", "status"])
        #expect(status.stdout.contains("1 delivery waits to be tried again:\n"))
        #expect(
            status.stdout.contains(
                "  Netflix (Dec 6, 2026) on channel 1: sh failed (status 3): relay down; tried 2 times\n"
            ))
        let statusJSON = try jsonObject(
            try Self.run(box, on: "2026-11-30", ["--json", "remind", "status"]).stdout)
        let failures = try #require(statusJSON["failures"] as? [[String: Any]])
        #expect(failures.first?["attempts"] as? Int == 2)

        FileManager.default.createFile(atPath: flag.path, contents: Data())
        let recovered = try Self.run(box, on: "2026-11-30", ["remind", "run"])
        #expect(recovered.status == 0, "\(recovered.stderr)")
        // Delivered late: it was meant for Nov 29.
        #expect(recovered.stdout.contains("(late: it was due on Nov 29, 2026)"))
        #expect(delivered(log).count == 1)
        let clean = try Self.run(box, on: "2026-11-30", ["remind", "status"])
        #expect(!clean.stdout.contains("tried again"))
        #expect(clean.stdout.contains("Last run: Nov 30, 2026, "), "\(clean.stdout)")
        #expect(
            try Self.run(box, on: "2026-11-30", ["remind", "run"]).stdout
                == "No reminder is due now.\n")
    }

    @Test("a last day to cancel and a trial's end are reminded, in the profile's language")
    func cancelByAndTrial() throws {
        let box = try Sandbox(.es)
        let log = box.file("delivered.log")
        try box.quiet(
            "add", "Gimnasio", "30", "EUR", "--next", "2027-01-02", "--notice", "1m", "--url",
            "https://gym.example/baja")
        // Saved with a warning: the trial ends tomorrow.
        #expect(
            try box.run("add", "Disney+", "8,99", "EUR", "--trial-ends", "2026-11-30").status == 0)
        try box.quiet(
            "remind", "channel", "add", "command",
            "printf '%s|%s|%s\\n' \"$SUBHUB_KIND\" \"$SUBHUB_TITLE\" \"$SUBHUB_URL\" >> '\(log.path)'"
        )
        let run = try Self.run(box, on: "2026-11-29", ["remind", "run"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = delivered(log)
        #expect(
            lines.contains {
                $0.hasPrefix("trial_end|La prueba gratuita de Disney+ pasa a cobrarse")
            },
            "\(lines)")
        #expect(
            lines.contains(
                "cancel_by|Cancela Gimnasio en 3 días (antes del 2 dic 2026) para evitar el cargo de 30,00\u{A0}€ del 2 ene 2027|https://gym.example/baja"
            ))
    }

    @Test("a linked household's reminders come from its local cache, the server never asked")
    func linkedProfileUsesItsCache() throws {
        let (box, log) = try profile()
        // Linked to a server that cannot be reached: a run that asked it would say so.
        for (key, value) in [
            ("server_conninfo", "host=\(box.root.path)/no-server port=1 dbname=subhub"),
            ("household_id", UUID().uuidString.lowercased()), ("household_name", "Casa"),
            ("household_login", "tester"), ("pulled_version", "0"),
        ] {
            let inserted = try box.sqlite(
                box.databasePath(),
                "INSERT INTO settings (key, value) VALUES ('\(key)', '\(value)')")
            #expect(inserted.status == 0, "\(inserted.stderr)")
        }
        let run = try Self.run(box, on: "2026-11-29", ["remind", "run"])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(
            run.stdout == "Sent to channel 1: Netflix is charged in 7 days (Dec 6, 2026): €12.00\n")
        #expect(delivered(log).count == 1)
        // Reading the list does go to the server: the link is real to the shell.
        #expect(try box.run("list").stderr != "")
    }
}
