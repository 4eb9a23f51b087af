import Foundation
import Testing

/// "Today" and the times `history` shows are where the user is (`TZ`, else /etc/localtime).
/// The product reads them through the C library, not Foundation's `TimeZone`, which without
/// ICU knows only GMT; these tests hold it to what Foundation with ICU computes in this
/// process, in zones as far apart as the clock allows (UTC+14 and UTC-11).
@Suite("Local time")
struct LocalTimeTests {
    static let zones = ["Pacific/Kiritimati", "Pacific/Pago_Pago", "Asia/Kolkata", "UTC"]

    /// The calendar date of `instant` in `zone`, as Foundation with ICU computes it.
    static func day(_ instant: Date, in zone: String) throws -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: zone))
        let parts = calendar.dateComponents([.year, .month, .day], from: instant)
        return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
    }

    @Test("without --as-of a new plan is created on the local date", arguments: zones)
    func todayIsLocal(_ zone: String) throws {
        let box = try Sandbox(.en)
        var environment = box.environment
        environment["TZ"] = zone
        let before = Date()
        let added = try SubHubProcess.run(
            arguments: ["--profile", "tester", "add", "Netflix", "12.99", "EUR"],
            environment: environment, stdin: nil)
        let after = Date()
        #expect(added.status == 0, "\(added.stderr)")
        let listed = try SubHubProcess.run(
            arguments: ["--profile", "tester", "--json", "export", "json"],
            environment: environment, stdin: nil)
        let document = try jsonObject(listed.stdout)
        let expenses = try #require(document["expenses"] as? [[String: Any]])
        let created = try #require(expenses.first?["created_on"] as? String)
        let expected = try Set([Self.day(before, in: zone), Self.day(after, in: zone)])
        #expect(expected.contains(created), "\(zone): \(created) not in \(expected)")
    }

    @Test("history shows each change's time on the local clock", arguments: zones)
    func historyTimeIsLocal(_ zone: String) throws {
        let box = try Sandbox(.en)
        try box.quiet("add", "Netflix", "12.99", "EUR")
        var environment = box.environment
        environment["TZ"] = zone
        let json = try SubHubProcess.run(
            arguments: ["--profile", "tester", "--json", "history"], environment: environment,
            stdin: nil)
        let changes = try #require(try jsonObject(json.stdout)["changes"] as? [[String: Any]])
        let stamp = try #require(changes.first?["at"] as? String)
        let instant = try #require(ISO8601DateFormatter().date(from: stamp))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: zone))
        let parts = calendar.dateComponents([.hour, .minute], from: instant)
        let clock = String(format: "%02d:%02d", parts.hour!, parts.minute!)
        let day = try Self.day(instant, in: zone)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        let civil = try #require(formatter.date(from: day))
        formatter.dateFormat = "MMM d, yyyy"
        let words = formatter.string(from: civil)

        let text = try SubHubProcess.run(
            arguments: ["--profile", "tester", "history"], environment: environment, stdin: nil)
        #expect(text.status == 0)
        #expect(text.stdout.contains("\(words), \(clock)"), "\(zone): \(text.stdout)")
    }
}
