import FoundationEssentials
import Glibc
import SubBrands
import SubDomain
import SubLocalization
import SubRecords
import SubStore

/// Everything one run of `subhub` shares between commands: the environment, the chosen
/// language, the evaluation day and the profile's store (opened only when a command needs
/// it). Where output goes and who answers questions belong to the mode, not to the session.
public final class Session {
    public let environment: [String: String]
    public let options: GlobalOptions
    public private(set) var localizer: Localizer
    /// The day date-dependent rules are evaluated on: `--as-of`, else the local date.
    public let today: CivilDate
    public let location: StoreLocation
    /// Whether brand colours may be drawn (a terminal that wants colour).
    public let colors: ColorCapability
    /// Where `add` looks up the brand a name means; tests give one that counts.
    var brands: any BrandLookup = BrandCatalog.shared
    /// How the profile's database is opened; tests count the openings.
    var openStore: StoreOpening = { location, accessMode, clock throws(StoreError) in
        try ExpenseStore(location: location, accessMode: accessMode, clock: clock)
    }
    /// Whether the command now running changes the subscriptions (`CommandDriver` says, per
    /// command; a one-shot run says before the stored language is read). Its first read then
    /// opens the database for writing, when there is one, so the command opens it once:
    /// not read-only first, closed again, and then for writing.
    public var commandWrites = false
    private var store: ExpenseStore?
    private var readOnlyStore: ExpenseStore?

    typealias StoreOpening = (
        StoreLocation, ExpenseStore.AccessMode, @escaping @Sendable () -> Date
    ) throws(StoreError) -> ExpenseStore

    public init(
        environment: [String: String], options: GlobalOptions, localizer: Localizer,
        today: CivilDate, location: StoreLocation, colors: ColorCapability
    ) {
        self.environment = environment
        self.options = options
        self.localizer = localizer
        self.today = today
        self.location = location
        self.colors = colors
    }

    /// Switches the language of the running shell (`lang es`); false when no catalog fits.
    public func switchLanguage(to code: String) -> Bool {
        guard let switched = localizer.switching(to: code) else { return false }
        localizer = switched
        return true
    }

    /// The profile's ledger as it is now. A profile with no database yet reads as empty:
    /// looking never creates files.
    public func readLedger() throws(CommandFailure) -> ExpenseLedger {
        try reading { store throws(StoreError) in try store.read() } ?? ExpenseLedger()
    }

    /// The profile's charged items (`ExpenseLedger.chargedItems`), read without the rest of
    /// the ledger; none for a profile with no database yet.
    public func chargedItems() throws(CommandFailure) -> [RecurringExpense] {
        if let store {
            // The ledger this process last wrote is already in memory.
            return try Self.mapStore { () throws(StoreError) in try store.read() }.chargedItems
        }
        return try reading { store throws(StoreError) in try store.chargedItems() } ?? []
    }

    /// Whether this run opened the profile for writing: its ledger is then the one to read,
    /// since it holds what the run itself wrote.
    public var holdsWrittenLedger: Bool { store != nil }

    /// Runs `body` on the profile's store without loading the ledger (totals, names, the
    /// headline's few rows); `nil` when the profile has no database yet.
    public func reading<T>(_ body: (ExpenseStore) throws(StoreError) -> T) throws(CommandFailure)
        -> T?
    {
        do throws(StoreError) {
            return try body(try storeForReading())
        } catch .missingDatabase {
            return nil
        } catch {
            throw .store(error)
        }
    }

    /// The store reads go through: the one already open; for a command that writes, none
    /// while the database does not exist yet (the write creates it), else the store opened
    /// for writing (read-only when that fails, as on a read-only mount: reads still work
    /// there, and the write says why it cannot); otherwise one opened read-only, which never
    /// creates or changes the file.
    private func storeForReading() throws(StoreError) -> ExpenseStore {
        if let store { return store }
        if let readOnlyStore { return readOnlyStore }
        if commandWrites {
            guard databaseExists else {
                throw StoreError.missingDatabase(path: location.databasePath)
            }
            if let writable = try? openStore(location, .readWrite, historyClock) {
                store = writable
                return writable
            }
        }
        let reader = try openStore(location, .readOnly, historyClock)
        readOnlyStore = reader
        return reader
    }

    /// Whether the profile's database file is there. Anything but its absence (a folder that
    /// cannot be searched) counts as there: opening it then says what is wrong.
    private var databaseExists: Bool {
        var info = stat()
        return stat(location.databasePath, &info) == 0 || errno != ENOENT
    }

    /// Runs `body` as one transaction on the profile's store, creating it when needed.
    /// Nothing is written when it throws; store errors come back as `.store`, once.
    /// `priceHistory`: the earlier prices of expenses `body` inserts (see
    /// `ExpenseStore.write(priceHistory:_:)`).
    public func writeChecked<Result>(
        priceHistory: [UUID: [PriceChange]] = [:],
        _ body: (inout ExpenseLedger) throws(CommandFailure) -> Result
    ) throws(CommandFailure) -> Result {
        try writableStore().write(priceHistory: priceHistory, failing: CommandFailure.store, body)
    }

    /// The store opened for writing (created on first use).
    public func writableStore() throws(CommandFailure) -> ExpenseStore {
        if let store { return store }
        readOnlyStore?.close()
        readOnlyStore = nil
        let opened = try Self.mapStore { () throws(StoreError) in
            try openStore(location, .readWrite, historyClock)
        }
        store = opened
        return opened
    }

    /// The time history rows are stamped with: now, moved to the `--as-of` day when one is
    /// given, so what a run on a pretend day changes is dated that day (its price changes
    /// then count from it, and `history` shows it).
    var historyClock: @Sendable () -> Date {
        guard options.asOf != nil else { return { Date() } }
        let day = TimeInterval(today.daysSinceEpoch) * 86_400
        return {
            let now = Date().timeIntervalSince1970
            return Date(timeIntervalSince1970: day + now - (now / 86_400).rounded(.down) * 86_400)
        }
    }

    /// The reminder offsets set for this profile; the defaults when none are, or when the
    /// profile has no database yet.
    public func reminderOffsets() -> [Int] {
        (try? reading { store throws(StoreError) in try store.reminderOffsets() })
            ?? ReminderSchedule.defaultOffsets
    }

    /// The names that mean the user as a plan's payer (`settle`): on a linked profile the
    /// household login first, since that is how the other members know them, then the
    /// profile's name.
    public func yourNames() -> [String] {
        let link = (try? reading { store throws(StoreError) in try store.householdLink() }) ?? nil
        return (link.map { [$0.login] } ?? []) + [location.profile]
    }

    /// What `--paid-by` stores for `typed`: a word for oneself (`yo`, `me`) becomes the
    /// user's name (`yourNames().first`), so the row means the same person to every member
    /// of a household; any other name is kept as typed.
    public func payerName(_ typed: String) -> String {
        localizer.meansSelf(typed) ? yourNames().first ?? typed : typed
    }

    /// The language stored with `lang`, if any (a profile with no database has none).
    public func storedLanguage() -> String? {
        (try? reading { store throws(StoreError) in try store.preferredLanguage() }) ?? nil
    }

    /// Speaks the environment's language again (`lang auto`).
    public func followEnvironmentLanguage() {
        localizer = Localizer.fromEnvironment(environment)
    }

    /// Closes the database (before a profile is deleted, and at exit).
    public func closeStore() {
        store?.close()
        readOnlyStore?.close()
        store = nil
        readOnlyStore = nil
    }

    private static func mapStore<T>(_ body: () throws(StoreError) -> T) throws(CommandFailure) -> T
    {
        do throws(StoreError) {
            return try body()
        } catch {
            throw .store(error)
        }
    }
}
