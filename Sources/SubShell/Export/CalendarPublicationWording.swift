import SubJSON
import SubLocalization

/// Words what `export ics --caldav` did: one line of counts, then each event left alone and
/// why. Names are the plans' own, cleaned for the terminal by the catalog's `userText`.
struct CalendarPublicationWording {
    let localizer: Localizer

    func lines(_ publication: CalendarPublication) -> [String] {
        let collection = MessageArgument.userText(publication.collection)
        var parts: [String] = []
        for (count, key) in [
            (publication.created.count, MessageKey.caldavCreated),
            (publication.updated.count, .caldavUpdated),
            (publication.removed.count, .caldavRemoved),
        ] where count > 0 {
            parts.append(localizer.text(key, ["count": .count(count)]))
        }
        var lines = [
            parts.isEmpty
                ? localizer.text(
                    .caldavInStep,
                    ["collection": collection, "count": .count(publication.unchanged)])
                : localizer.text(
                    .caldavPublished, ["collection": collection, "changes": .list(parts)])
        ]
        for conflict in publication.conflicts {
            let name = MessageArgument.userText(conflict.name)
            switch conflict.reason {
            case .changedOnServer:
                lines.append(localizer.text(.caldavChangedOnServer, ["name": name]))
            case .refused(let status):
                lines.append(
                    localizer.text(
                        .caldavEventRefused, ["name": name, "status": .text(String(status))]))
            }
        }
        return lines
    }

    func json(_ publication: CalendarPublication) -> OrderedJSON {
        func names(_ list: [String]) -> OrderedJSON { .array(list.map(OrderedJSON.string)) }
        return .object([
            ("collection", .string(publication.collection)),
            ("created", names(publication.created)),
            ("updated", names(publication.updated)),
            ("removed", names(publication.removed)),
            ("unchanged", .int(Int64(publication.unchanged))),
            (
                "conflicts",
                .array(
                    publication.conflicts.map { conflict in
                        switch conflict.reason {
                        case .changedOnServer:
                            .object([
                                ("name", .string(conflict.name)),
                                ("reason", .string("changed_on_server")),
                            ])
                        case .refused(let status):
                            .object([
                                ("name", .string(conflict.name)), ("reason", .string("refused")),
                                ("status", .int(Int64(status))),
                            ])
                        }
                    })
            ),
        ])
    }
}
