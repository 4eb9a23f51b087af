import FoundationEssentials
import Glibc
import SubRecords
import SubDomain
import SubJSON

/// Reads a Wallos database (opened read-only: the file is never changed) or the JSON of its
/// API's `get_subscriptions`, into one `WallosExport`.
///
/// Facts from Wallos 5.4's own schema and API: prices are SQLite REALs, read back as
/// SQLite's decimal text; `cycle` is a row of `cycles` (1 daily, 2 weekly, 3 monthly,
/// 4 yearly) and `frequency` a row of `frequencies` whose id is its number; currencies,
/// categories, household members and payment methods are rows per user. Columns added by
/// later Wallos migrations (`inactive`, `url`, `user_id`, `cancellation_date`) are read
/// when present.
public enum WallosReader {
    public static func read(path: String) throws(WallosError) -> WallosExport {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(path: path) }
        var head = [UInt8](repeating: 0, count: 16)
        let count = Glibc.read(descriptor, &head, head.count)
        close(descriptor)
        if count > 0, head[0..<count].starts(with: Array("SQLite format 3".utf8)) {
            return try readDatabase(path: path)
        }
        guard let data = FileManager.default.contents(atPath: path),
            let text = String(data: data, encoding: .utf8)
        else { throw .unreadable(path: path) }
        return try readJSON(text, path: path)
    }

    // MARK: The database

    static func readDatabase(path: String) throws(WallosError) -> WallosExport {
        let connection: SQLiteConnection
        do {
            connection = try SQLiteConnection(path: path, mode: .readOnly)
        } catch {
            throw .unreadable(path: path)
        }
        defer { connection.close() }
        do {
            let tables = Set(
                try connection.rows("SELECT name FROM sqlite_master WHERE type = 'table'") {
                    $0.text(0) ?? ""
                })
            let needed: Set = [
                "subscriptions", "currencies", "cycles", "user", "household", "categories",
            ]
            guard needed.isSubset(of: tables) else { throw WallosError.notWallos(path: path) }
            let columns = Set(
                try connection.rows("SELECT name FROM pragma_table_info('subscriptions')") {
                    $0.text(0) ?? ""
                })
            guard columns.isSuperset(of: ["name", "price", "cycle", "frequency", "currency_id"])
            else { throw WallosError.notWallos(path: path) }
            func column(_ name: String, _ fallback: String) -> String {
                columns.contains(name) ? "s." + name : fallback
            }
            // Every list is read with a limit, one row past it telling that it was passed.
            let limit = ReadingLimits.wallosRows
            func bounded<Row>(_ rows: [Row]) throws -> [Row] {
                guard rows.count <= limit else {
                    throw WallosError.tooManyRows(path: path, limit: limit)
                }
                return rows
            }
            // A lookup list by id, read apart: joined to the subscriptions, a list whose rows
            // share an id multiplied them (four lists of 2,000 copies of one id made 4 × 10¹⁶
            // rows of a join). The first row stored with an id wins.
            func lookup(_ table: String, _ column: String) throws -> [Int64: String] {
                var values: [Int64: String] = [:]
                let sql =
                    "SELECT id, \(column) FROM \(table) WHERE id IS NOT NULL LIMIT \(limit + 1)"
                for (id, value) in try bounded(connection.rows(sql, { ($0.int64(0), $0.text(1)) }))
                {
                    if values[id] == nil, let value { values[id] = value }
                }
                return values
            }
            let users = try bounded(
                connection.rows("SELECT id, username FROM user ORDER BY id LIMIT \(limit + 1)") {
                    WallosExport.User(id: $0.int64(0), name: $0.text(1) ?? "")
                })
            let householdColumns = Set(
                try connection.rows("SELECT name FROM pragma_table_info('household')") {
                    $0.text(0) ?? ""
                })
            var sizes: [Int64: Int] = [:]
            let sizeSQL =
                householdColumns.contains("user_id")
                ? "SELECT user_id, count(*) FROM household GROUP BY user_id LIMIT \(limit + 1)"
                : "SELECT 1, count(*) FROM household"
            for (user, count) in try bounded(
                connection.rows(sizeSQL, { ($0.int64(0), Int($0.int64(1))) }))
            {
                sizes[user] = count
            }
            let currencies = try lookup("currencies", "code")
            let categories = try lookup("categories", "name")
            let members = try lookup("household", "name")
            let readsMethods =
                columns.contains("payment_method_id") && tables.contains("payment_methods")
            let methods = readsMethods ? try lookup("payment_methods", "name") : [:]
            let sql = """
                SELECT s.id, \(column("user_id", "1")), s.name, CAST(s.price AS TEXT),
                    s.currency_id, s.cycle, s.frequency, \(column("next_payment", "NULL")),
                    \(column("inactive", "0")), \(column("cancellation_date", "NULL")),
                    \(column("url", "NULL")), \(column("notes", "NULL")),
                    \(column("category_id", "NULL")), \(column("payer_user_id", "NULL")),
                    \(readsMethods ? "s.payment_method_id" : "NULL"),
                    \(column("notify", "0")), \(column("logo", "NULL"))
                FROM subscriptions s
                ORDER BY s.id
                LIMIT \(limit + 1)
                """
            func id(_ row: SQLiteConnection.Statement, _ index: Int32) -> Int64? {
                row.isNull(index) ? nil : row.int64(index)
            }
            let subscriptions = try bounded(
                connection.rows(sql) { row in
                    WallosSubscription(
                        id: row.int64(0), userID: row.isNull(1) ? 1 : row.int64(1),
                        name: row.text(2) ?? "", priceText: row.text(3) ?? "",
                        currencyCode: id(row, 4).flatMap { currencies[$0] },
                        currencyID: id(row, 4), cycle: id(row, 5), frequency: id(row, 6),
                        fractionalFrequency: Self.fractional(row.text(6)),
                        nextPayment: row.text(7), inactive: flag(row.text(8)),
                        cancellationDate: row.text(9), url: row.text(10), notes: row.text(11),
                        category: id(row, 12).flatMap { categories[$0] },
                        payer: id(row, 13).flatMap { members[$0] },
                        paymentMethod: id(row, 14).flatMap { methods[$0] },
                        notify: flag(row.text(15)), hasLogo: !(row.text(16) ?? "").isEmpty)
                })
            return WallosExport(
                source: .database, users: users, subscriptions: subscriptions,
                householdSizes: sizes)
        } catch let error as WallosError {
            throw error
        } catch {
            // Not a database SQLite can read as Wallos's (damaged, encrypted, another schema).
            throw .notWallos(path: path)
        }
    }

    /// SQLite booleans as Wallos writes them: 0/1, or `true`/`false` from its defaults.
    static func flag(_ text: String?) -> Bool {
        guard let text else { return false }
        return text == "1" || text.lowercased() == "true"
    }

    // MARK: The API's JSON

    static func readJSON(_ text: String, path: String) throws(WallosError) -> WallosExport {
        // Each value is held, so they are bounded before they are read: Wallos's rows have
        // some 30 members.
        let limit = ReadingLimits.wallosRows
        let parsed = JSONParser.parse(text, loneSurrogate: .refused, maximumValues: limit * 100)
        guard parsed != .tooManyValues else { throw .tooManyRows(path: path, limit: limit) }
        guard case .value(let value) = parsed, let document = value.valuesByName,
            case .array(let rows)? = document["subscriptions"]
        else { throw .notWallos(path: path) }
        guard rows.count <= limit else { throw .tooManyRows(path: path, limit: limit) }
        var subscriptions: [WallosSubscription] = []
        for row in rows {
            guard let fields = row.valuesByName, let name = fields["name"]?.textValue,
                let price = fields["price"]?.decimalText, fields["cycle"] != nil
            else { throw .notWallos(path: path) }
            subscriptions.append(
                WallosSubscription(
                    id: fields["id"]?.integerValue ?? Int64(subscriptions.count + 1),
                    userID: fields["user_id"]?.integerValue ?? 1, name: name, priceText: price,
                    currencyCode: nil, currencyID: fields["currency_id"]?.integerValue,
                    cycle: fields["cycle"]?.integerValue,
                    frequency: fields["frequency"]?.integerValue,
                    fractionalFrequency: Self.fractional(fields["frequency"]?.decimalText),
                    nextPayment: fields["next_payment"]?.textValue,
                    inactive: fields["inactive"]?.integerValue == 1
                        || fields["inactive"] == .bool(true),
                    cancellationDate: fields["cancellation_date"]?.textValue,
                    url: fields["url"]?.textValue, notes: fields["notes"]?.textValue,
                    category: fields["category_name"]?.textValue,
                    payer: fields["payer_user_name"]?.textValue,
                    paymentMethod: fields["payment_method_name"]?.textValue,
                    notify: fields["notify"]?.integerValue == 1 || fields["notify"] == .bool(true),
                    hasLogo: !(fields["logo"]?.textValue ?? "").isEmpty))
        }
        var users: [WallosExport.User] = []
        if case .array(let listed)? = document["users"] {
            for user in listed.compactMap(\.valuesByName) {
                guard let id = user["id"]?.integerValue else { continue }
                users.append(.init(id: id, name: user["name"]?.textValue ?? "\(id)"))
            }
        }
        guard users.count <= limit else { throw .tooManyRows(path: path, limit: limit) }
        let known = Set(users.map(\.id))
        for id in Set(subscriptions.map(\.userID)).sorted() where !known.contains(id) {
            users.append(.init(id: id, name: "\(id)"))
        }
        // The API names the payer but not how many members there are: the payers seen.
        var payers: [Int64: Set<String>] = [:]
        for subscription in subscriptions {
            if let payer = subscription.payer {
                payers[subscription.userID, default: []].insert(payer)
            }
        }
        return WallosExport(
            source: .apiJSON, users: users, subscriptions: subscriptions,
            householdSizes: payers.mapValues(\.count))
    }

    /// A number of cycles that is not whole (`2.7`), as written; `nil` for a whole number
    /// (`2`, `2.0`) or none. SQLite and JSON would hand such a value over truncated.
    static func fractional(_ text: String?) -> String? {
        guard let text, DecimalText.needsMoreDecimals(text, than: 0) else { return nil }
        return text
    }
}

extension JSONValue {
    fileprivate var textValue: String? {
        switch self {
        case .string(let text): text.isEmpty ? nil : text
        default: nil
        }
    }

    fileprivate var integerValue: Int64? {
        switch self {
        case .number(let number): number.int64
        case .string(let text): Int64(text)
        case .bool(let flag): flag ? 1 : 0
        default: nil
        }
    }

    /// A price as decimal text: PHP writes a float's shortest round-trip digits, which is
    /// what Swift's description of the same double gives back.
    fileprivate var decimalText: String? {
        switch self {
        case .number(let number):
            number.int64.map { String($0) } ?? (number.double.isFinite ? "\(number.double)" : nil)
        case .string(let text): text
        default: nil
        }
    }
}
