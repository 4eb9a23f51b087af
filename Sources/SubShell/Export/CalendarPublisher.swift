import FoundationEssentials
import SubNetwork
import SubRecords
import SubStore

/// Keeps a CalDAV collection in step with the profile's calendar (`export ics --caldav`).
///
/// Each event is its own resource, `<plan id>-<kind>.ics`, written with `If-None-Match: *`
/// the first time and `If-Match: <its ETag>` after, so a resource someone else created or
/// changed is reported and never overwritten; an event whose text did not change is not sent
/// again; the events of plans archived or removed since are deleted (again only if
/// unchanged). What the server accepted is recorded in the profile at once
/// (`published_events`), request by request.
struct CalendarPublisher {
    let client: HTTPClient
    let collection: HTTPAddress
    let credentials: HTTPCredentials
    let store: ExpenseStore

    /// The collection's address as recorded and shown: no user or password.
    var collectionKey: String { collection.displayed }

    /// Checks the collection answers (and who we are), then writes, updates and removes.
    func publish(_ resources: [CalendarResource], names: [UUID: String]) throws(CommandFailure)
        -> CalendarPublication
    {
        try checkCollection()
        var publication = CalendarPublication(collection: collectionKey)
        let known = try mapStore { () throws(StoreError) in
            try store.publishedEvents(in: collectionKey)
        }
        var byName = Dictionary(known.map { ($0.fileName, $0) }) { first, _ in first }
        for resource in resources {
            let previous = byName.removeValue(forKey: resource.fileName)
            try put(resource, previous: previous, into: &publication)
        }
        for stale in byName.values.sorted(by: { $0.fileName < $1.fileName }) {
            try remove(stale, name: names[stale.expenseID] ?? stale.name, into: &publication)
        }
        return publication
    }

    /// A PROPFIND of the collection itself: a wrong address or wrong credentials are told
    /// before anything is written.
    private func checkCollection() throws(CommandFailure) {
        let body = """
            <?xml version="1.0" encoding="utf-8"?>
            <d:propfind xmlns:d="DAV:"><d:prop><d:resourcetype/></d:prop></d:propfind>
            """
        let response = try send(
            .propfind, collection.member(""),
            headers: [
                HTTPHeader("Depth", "0"),
                HTTPHeader("Content-Type", "application/xml; charset=utf-8"),
            ], body: Array(body.utf8))
        switch response.status {
        case 207, 200: return
        case 401, 403: throw .family(ExportFailure.calendarAccessDenied(collection: collectionKey))
        case 404: throw .family(ExportFailure.calendarNotFound(collection: collectionKey))
        default:
            throw .family(
                ExportFailure.calendarServerRefused(
                    collection: collectionKey, status: response.status))
        }
    }

    private func put(
        _ resource: CalendarResource, previous: PublishedEvent?,
        into publication: inout CalendarPublication
    ) throws(CommandFailure) {
        let content = resource.content
        if let previous, previous.content == content {
            publication.unchanged += 1
            return
        }
        let url = collection.member(resource.fileName)
        var headers = [HTTPHeader("Content-Type", "text/calendar; charset=utf-8")]
        if let previous {
            headers.append(HTTPHeader("If-Match", previous.etag ?? "*"))
        } else {
            headers.append(HTTPHeader("If-None-Match", "*"))
        }
        var response = try send(.put, url, headers: headers, body: Array(resource.text.utf8))
        var createdAnew = previous == nil
        // Deleted on the server since: written again, as new, and judged like any write.
        if response.status == 412, previous != nil,
            try send(.head, url, headers: [], body: nil).status == 404
        {
            headers.removeAll { $0.name == "If-Match" }
            headers.append(HTTPHeader("If-None-Match", "*"))
            response = try send(.put, url, headers: headers, body: Array(resource.text.utf8))
            createdAnew = true
        }
        switch response.status {
        case 200..<300:
            try record(resource, response: response, url: url)
            if createdAnew {
                publication.created.append(resource.name)
            } else {
                publication.updated.append(resource.name)
            }
        case 412: publication.conflicts.append((resource.name, .changedOnServer))
        case 401, 403: throw .family(ExportFailure.calendarAccessDenied(collection: collectionKey))
        default:
            publication.conflicts.append((resource.name, .refused(status: response.status)))
        }
    }

    private func remove(
        _ event: PublishedEvent, name: String, into publication: inout CalendarPublication
    ) throws(CommandFailure) {
        let url = collection.member(event.fileName)
        let headers = event.etag.map { [HTTPHeader("If-Match", $0)] } ?? []
        let response = try send(.delete, url, headers: headers, body: nil)
        switch response.status {
        case 200..<300, 404, 410:
            try mapStore { () throws(StoreError) in
                try store.forgetPublished(collection: collectionKey, fileName: event.fileName)
            }
            publication.removed.append(name)
        case 412: publication.conflicts.append((name, .changedOnServer))
        case 401, 403: throw .family(ExportFailure.calendarAccessDenied(collection: collectionKey))
        default: publication.conflicts.append((name, .refused(status: response.status)))
        }
    }

    /// Keeps the server's ETag for what was written; a server that gives none with the PUT
    /// is asked once more (HEAD), and without one the next update is sent with `If-Match: *`.
    private func record(_ resource: CalendarResource, response: HTTPResponse, url: String)
        throws(CommandFailure)
    {
        var etag = response.headers[field: "ETag"]
        if etag == nil {
            etag = try send(.head, url, headers: [], body: nil).headers[field: "ETag"]
        }
        let event = PublishedEvent(
            collection: collectionKey, fileName: resource.fileName,
            expenseID: resource.expenseID, name: resource.name, etag: etag,
            content: resource.content)
        try mapStore { () throws(StoreError) in try store.recordPublished(event) }
    }

    private func send(_ method: HTTPMethod, _ url: String, headers: [HTTPHeader], body: [UInt8]?)
        throws(CommandFailure) -> HTTPResponse
    {
        do {
            return try client.send(
                HTTPRequest(
                    method: method, url: url, headers: headers, body: body,
                    credentials: credentials))
        } catch {
            throw .network(error)
        }
    }

    private func mapStore<T>(_ body: () throws(StoreError) -> T) throws(CommandFailure) -> T {
        do { return try body() } catch { throw .store(error) }
    }
}
