import Foundation
import SubServer
import SubStore

/// Loads libpq beside a linked profile's start-up. Every command of a linked profile that
/// touches subscriptions talks to the server first, and loading libpq (24 libraries) was half
/// of what a linked `total` cost over a local one; on another thread it overlaps the catalog's
/// parsing and the store's opening instead of following them. A local profile costs one read
/// of its settings on that thread, nothing on the command's own.
///
/// One-shot commands only: the shell's first prompt never touches the network, and loading
/// libpq beside it only competed with it (linked first prompt 1.00× → 1.39× a local one).
enum HouseholdWarmup {
    static func start(arguments: [String], environment: [String: String]) {
        guard let options = try? GlobalOptions.parse(arguments), !options.command.isEmpty,
            !options.showVersion, !options.showHelp,
            let location = try? StoreLocation(
                environment: environment, dataDirectory: options.dataDirectory,
                profile: options.profile)
        else { return }
        let path = location.databasePath
        Thread.detachNewThread {
            if ExpenseStore.looksLinked(path: path) { PostgresConnection.preloadLibrary() }
        }
    }
}
