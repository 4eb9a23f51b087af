import Foundation
import Testing
import TestSupport

/// `export ics --caldav URL` against a real Radicale the test starts, the collection read back
/// by Python's urllib and icalendar (`Tests/Scripts/caldav_collection.py`).
@Suite("CalDAV publish", .serialized)
struct CalDAVPublishTests {
    /// Three plans on 2026-11-29: a monthly one, one with a month's notice, a weekly one.
    static func profile(_ language: Language) throws -> Sandbox {
        let box = try Sandbox(language)
        try box.quiet("add", "Netflix", "13", "EUR", "monthly", "--next", "2026-12-10")
        try box.quiet(
            "add", "Gym", "40", "EUR", "monthly", "--next", "2027-01-15", "--notice", "1m")
        try box.quiet("add", "Cleaner", "25", "EUR", "weekly", "--next", "2026-12-03")
        return box
    }

    static func netrc(in box: Sandbox) throws {
        let path = box.root.appendingPathComponent(".netrc").path
        try "machine 127.0.0.1\nlogin \(RadicaleServer.user)\npassword \(RadicaleServer.password)\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o600)
    }

    static func dump(_ server: RadicaleServer, _ url: String) throws -> String {
        let result = try server.client("dump", url)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout
    }

    @Test func publishesThenUpdatesAndRemovesWhatChanged() throws {
        let server = try RadicaleServer()
        let url = server.collection("subs")
        #expect(try server.client("mkcalendar", url).status == 0)
        let box = try Self.profile(.en)

        // Without a login the server's 401 is told in words, and nothing is recorded.
        let refused = try box.run("export", "ics", "--caldav", url)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("refused the login"), "\(refused.stderr)")
        #expect(refused.stderr.contains("~/.netrc"))

        try Self.netrc(in: box)
        let first = try box.run("export", "ics", "--caldav", url)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout == "Calendar at \(url): 4 events created.\n")
        let ids = try box.items().reduce(into: [String: String]()) {
            $0[$1["name"] as! String] = $1["id"] as? String
        }
        let netflix = try #require(ids["Netflix"])
        let gym = try #require(ids["Gym"])
        let cleaner = try #require(ids["Cleaner"])
        let published = try Self.dump(server, url)
        // The weekly plan's alarms ring for its next charge only (an occurrence written
        // apart); the month's notice gives a last day to cancel, Dec 15, with alarms.
        for expected in [
            "RESOURCE \(cleaner)-charge.ics etag\n  EVENT \(cleaner)-charge@subhub 2026-12-03 RRULE=FREQ=WEEKLY\n    SUMMARY Cleaner: €25.00\n  EVENT \(cleaner)-charge@subhub 2026-12-03 REPLACES=2026-12-03\n    SUMMARY Cleaner: €25.00\n    ALARMS -7 -3 -1\n",
            "RESOURCE \(gym)-cancel.ics etag\n  EVENT \(gym)-cancel@subhub 2026-12-15\n    SUMMARY Last day to cancel Gym\n    ALARMS -7 -3 -1\n",
            "RESOURCE \(netflix)-charge.ics etag\n  EVENT \(netflix)-charge@subhub 2026-12-10 RRULE=FREQ=MONTHLY\n    SUMMARY Netflix: €13.00\n",
        ] {
            #expect(published.contains(expected), "\(published)")
        }
        #expect(published.components(separatedBy: "RESOURCE ").count == 5)

        // A second run with nothing changed sends nothing.
        let again = try box.run("export", "ics", "--caldav", url)
        #expect(again.stdout == "The calendar at \(url) is up to date (4 events).\n")
        #expect(try Self.dump(server, url) == published)

        try box.quiet("edit", "Netflix", "amount", "16")
        try box.quiet("archive", "Cleaner")
        let second = try box.run("--json", "export", "ics", "--caldav", url)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(
            second.stdout
                == #"{"collection":"\#(url)","created":[],"updated":["Netflix"],"removed":["Cleaner"],"unchanged":2,"conflicts":[]}"#
                + "\n")
        let after = try Self.dump(server, url)
        #expect(after.contains("SUMMARY Netflix: €16.00"), "\(after)")
        #expect(!after.contains(cleaner))
        #expect(after.components(separatedBy: "RESOURCE ").count == 4)

        // A plan deleted outright is still named when its event goes.
        try box.quiet("delete", "Netflix", "--yes")
        let third = try box.run("--json", "export", "ics", "--caldav", url)
        #expect(
            third.stdout
                == #"{"collection":"\#(url)","created":[],"updated":[],"removed":["Netflix"],"unchanged":2,"conflicts":[]}"#
                + "\n")
        #expect(!(try Self.dump(server, url)).contains(netflix))
    }

    @Test func aChangeMadeOnTheServerIsReportedNotOverwritten() throws {
        let server = try RadicaleServer()
        let url = server.collection("shared")
        #expect(try server.client("mkcalendar", url).status == 0)
        let box = try Self.profile(.es)
        try Self.netrc(in: box)
        #expect(try box.run("export", "ics", "--caldav", url).status == 0)
        let gym = try #require(
            try box.items().first { $0["name"] as? String == "Gym" }?["id"] as? String)
        // Someone edits the event in their calendar program.
        let theirs = """
            BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Other//EN\r\nBEGIN:VEVENT\r\n\
            UID:\(gym)-charge@subhub\r\nDTSTAMP:20261201T000000Z\r\n\
            DTSTART;VALUE=DATE:20270115\r\nSUMMARY:Gym (moved by hand)\r\nEND:VEVENT\r\n\
            END:VCALENDAR\r\n
            """
        #expect(try server.client("put", url + "\(gym)-charge.ics", [theirs]).status == 0)
        try box.quiet("edit", "Gym", "amount", "45")
        let result = try box.run("export", "ics", "--caldav", url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                Calendario en \(url): 1 evento actualizado.
                Se deja como está: el evento de Gym se cambió en el servidor después de que \
                SubHub lo escribiera (bórralo allí para que SubHub lo vuelva a escribir).

                """)
        #expect(try Self.dump(server, url).contains("SUMMARY Gym (moved by hand)"))
    }

    @Test func wrongCredentialsFromTheEnvironmentAndNoServerAreToldInWords() throws {
        let server = try RadicaleServer()
        let url = server.collection("subs")
        #expect(try server.client("mkcalendar", url).status == 0)
        let box = try Self.profile(.es)
        var environment = box.environment
        environment["SUBHUB_CALDAV_USER"] = "ana"
        environment["SUBHUB_CALDAV_PASSWORD"] = "wrong"
        let wrong = try SubHubProcess.run(
            arguments: [
                "--profile", "tester", "--as-of", box.asOf, "export", "ics", "--caldav", url,
            ],
            environment: environment)
        #expect(wrong.status == 1)
        #expect(wrong.stderr.hasPrefix("error: El servidor CalDAV de \(url) rechazó el acceso."))
        #expect(!wrong.stderr.contains("wrong"))
        environment["SUBHUB_CALDAV_PASSWORD"] = RadicaleServer.password
        let right = try SubHubProcess.run(
            arguments: [
                "--profile", "tester", "--as-of", box.asOf, "export", "ics", "--caldav", url,
            ],
            environment: environment)
        #expect(right.status == 0, "\(right.stderr)")
        #expect(right.stdout.contains("4 eventos creados"))

        let closed = LoopbackPort.free()
        let unreachable = try box.run(
            "export", "ics", "--caldav", "http://127.0.0.1:\(closed)/ana/subs/")
        #expect(unreachable.status == 1)
        #expect(
            unreachable.stderr
                == "error: No se puede conectar con 127.0.0.1: el servidor no responde ahí "
                + "(revisa la dirección, el puerto y que esté en marcha).\n")
        let missing = try SubHubProcess.run(
            arguments: [
                "--profile", "tester", "--as-of", box.asOf, "export", "ics", "--caldav",
                server.collection("nothing"),
            ],
            environment: environment)
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("No hay ningún calendario"), "\(missing.stderr)")
        let notICS = try box.run("export", "csv", "--caldav", url)
        #expect(notICS.status == 2, "\(notICS.stderr)")
    }
}
