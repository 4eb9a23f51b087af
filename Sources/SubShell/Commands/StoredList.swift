import SubStore

/// The store `list` reads as it prints (`CommandResult.storedList`).
///
/// Results are `Sendable` because they are values; this one holds a connection instead, made
/// and used on the one thread that runs the command and presents it, never sent elsewhere.
public struct StoredList: @unchecked Sendable {
    let store: ExpenseStore
}
