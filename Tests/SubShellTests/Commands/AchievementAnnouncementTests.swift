import Foundation
import SubDomain
import TestSupport
import Testing

@testable import SubShell

/// An achievement is announced by the `archive` that earns it, the day it is earned, once,
/// in the profile's language: never again by a later kill, and every one `killed` lists was
/// announced by exactly one archive.
@Suite struct AchievementAnnouncementTests {
    private typealias Generator = TestSupport.Sample.SeededGenerator

    private func object(_ output: ShellRun.Output) throws -> [String: Any] {
        try #require(
            try JSONSerialization.jsonObject(with: Data(output.standard.utf8)) as? [String: Any],
            "\(output.standard)\(output.error)")
    }

    @Test(arguments: [
        ("en_US.UTF-8", "Achievement unlocked: First kill: Netflix."),
        ("es_ES.UTF-8", "Logro conseguido: Primera baja: Netflix."),
        ("zh_CN.UTF-8", "解锁成就：首斩：Netflix。"),
    ])
    func theFirstKillIsAnnouncedByItsArchiveAndNotByTheNext(language: String, said: String)
        throws
    {
        let run = ShellRun(language: language)
        run("add", "Netflix", "12.99", "monthly")
        run("add", "Spotify", "10.99", "monthly")
        let first = run("archive", "Netflix")
        #expect(first.status == 0)
        #expect(first.standard.contains(said), "\(first.standard)")
        let second = run("archive", "Spotify")
        #expect(second.status == 0)
        #expect(!second.standard.contains(said.prefix(8)), "\(second.standard)")
    }

    @Test func aTrialKilledBeforeItChargedIsAnnouncedAndInJSON() throws {
        let run = ShellRun(language: "en_US.UTF-8")
        run("add", "Club", "9.99", "monthly", "--trial-ends", "2026-12-10")
        let json = try object(run("--json", "archive", "Club"))
        let earned = try #require(json["achievements"] as? [[String: Any]])
        #expect(
            Set(earned.map { $0["achievement"] as? String ?? "" })
                == ["first_kill", "trial_killed_before_charge"])
        #expect(earned.allSatisfy { $0["earned_on"] as? String == "2026-11-29" })
        #expect(earned.allSatisfy { $0["name"] as? String == "Club" })
    }

    @Test(arguments: [7, 8, 9] as [UInt64])
    func everyAchievementIsAnnouncedOnceByTheArchiveThatEarnedIt(seed: UInt64) throws {
        var random = Generator(seed: seed)
        let run = ShellRun(language: "en_US.UTF-8")
        let count = Int.random(in: 6...12, using: &random)
        for index in 0..<count {
            var words = ["add", "P\(index)", "\(Int.random(in: 1...40, using: &random)).99"]
            words.append("monthly")
            if Bool.random(using: &random) { words += ["--trial-ends", "2026-09-20"] }
            #expect(run.call(words, on: "2026-09-01").status == 0)
        }
        var announced: [String] = []
        var day = Sample.date("2026-09-02")
        for index in Array(0..<count).shuffled(using: &random) {
            day = day.addingDays(Int.random(in: 0...9, using: &random))
            let json = try object(run.call(["--json", "archive", "P\(index)"], on: day.iso))
            let earned = json["achievements"] as? [[String: Any]] ?? []
            #expect(earned.allSatisfy { $0["earned_on"] as? String == day.iso })
            announced += earned.map { $0["achievement"] as? String ?? "" }
        }
        #expect(Set(announced).count == announced.count, "announced twice: \(announced)")
        let listed = try object(run.call(["--json", "killed"], on: day.iso))
        let all = (listed["achievements"] as? [[String: Any]] ?? []).map {
            $0["achievement"] as? String ?? ""
        }
        // Savings milestones are earned as days pass, not by a kill: only kills' are compared.
        #expect(
            Set(all.filter { !$0.hasPrefix("saved_") })
                == Set(announced.filter { !$0.hasPrefix("saved_") }), "seed \(seed)")
        #expect(announced.contains("first_kill"))
        #expect(announced.contains("kills_5"))
    }
}
