import SubLocalization
import Testing

@testable import SubShell

/// What `export ics --caldav` says, in the three catalogs, with their plurals.
@Suite struct CalendarPublicationWordingTests {
    static func words(_ lang: String) -> CalendarPublicationWording {
        CalendarPublicationWording(localizer: Localizer.fromEnvironment(["LANG": lang]))
    }

    static var sample: CalendarPublication {
        var publication = CalendarPublication(collection: "https://dav.example/ana/subs/")
        publication.created = ["Gym"]
        publication.updated = ["Netflix", "Spotify"]
        publication.unchanged = 3
        publication.conflicts = [("Gym", .changedOnServer), ("Club", .refused(status: 507))]
        return publication
    }

    @Test func countsWithPluralsAndEachEventLeftAlone() {
        #expect(
            Self.words("en_US.UTF-8").lines(Self.sample) == [
                "Calendar at https://dav.example/ana/subs/: 1 event created and 2 events updated.",
                "Left as it is: the event of Gym was changed on the server since SubHub wrote it (delete it there to have SubHub write it again).",
                "The server refused the event of Club (HTTP status 507); it was left as it is.",
            ])
        #expect(
            Self.words("es_ES.UTF-8").lines(Self.sample).first
                == "Calendario en https://dav.example/ana/subs/: 1 evento creado y 2 eventos actualizados."
        )
        #expect(
            Self.words("zh_CN.UTF-8").lines(Self.sample).first
                == "https://dav.example/ana/subs/ 上的日历：新建 1 个事件和更新 2 个事件。")
    }

    @Test func nothingChangedSaysItIsUpToDate() {
        var publication = CalendarPublication(collection: "http://h/c/")
        publication.unchanged = 1
        #expect(
            Self.words("en_US.UTF-8").lines(publication) == [
                "The calendar at http://h/c/ is up to date (1 event)."
            ])
        publication.unchanged = 4
        #expect(
            Self.words("es_ES.UTF-8").lines(publication) == [
                "El calendario en http://h/c/ está al día (4 eventos)."
            ])
    }

    @Test func jsonNamesEveryEventAndWhy() {
        #expect(
            Self.words("es_ES.UTF-8").json(Self.sample).serialized()
                == #"{"collection":"https://dav.example/ana/subs/","created":["Gym"],"updated":["Netflix","Spotify"],"removed":[],"unchanged":3,"conflicts":[{"name":"Gym","reason":"changed_on_server"},{"name":"Club","reason":"refused","status":507}]}"#
        )
    }
}
