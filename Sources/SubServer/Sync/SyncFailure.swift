import SubRecords

/// Why a sync stopped: the server (unreachable, refused the login, schema) or the cache.
public enum SyncFailure: Error, Hashable, Sendable {
    case server(ServerError)
    case store(StoreError)
}
