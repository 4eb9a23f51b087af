import FoundationEssentials
import SubDomain
import SubNetwork

extension CommandRunner {
    /// The environment variables that give `export ics --caldav` a login; without both, the
    /// login `~/.netrc` has for the host, if any. Never stored in the profile.
    static let caldavUserVariable = "SUBHUB_CALDAV_USER"
    static let caldavPasswordVariable = "SUBHUB_CALDAV_PASSWORD"

    /// `export ics --caldav URL`: the calendar `export ics` writes, one resource per event,
    /// kept in step with the collection at `URL` (see `CalendarPublisher`).
    func publishCalendar(to url: String) throws(CommandFailure) -> CommandOutcome {
        guard let collection = HTTPAddress(url) else { throw .network(.invalidRequest) }
        let ledger = try session.readLedger()
        let profile = try? ReminderSchedule(offsets: session.reminderOffsets())
        let calendar = CalendarExport(
            ledger: ledger, today: today, words: words,
            reminderOffsets: { profile?.offsets(for: $0) ?? $0.reminderOffsets ?? [] })
        let publisher = CalendarPublisher(
            client: HTTPClient(userAgent: "SubHub/\(VersionReport.number)"), collection: collection,
            credentials: .from(
                environment: session.environment, userVariable: Self.caldavUserVariable,
                passwordVariable: Self.caldavPasswordVariable),
            store: try session.writableStore())
        // Archived plans are named in the report of the events removed.
        let names = Dictionary(ledger.expenses.map { ($0.id, $0.name) }) { first, _ in first }
        let publication = try publisher.publish(calendar.resources(stamp: Date()), names: names)
        return CommandOutcome(.report(ExportReport.calendarPublished(publication)))
    }
}
