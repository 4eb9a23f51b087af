import FoundationEssentials
import SubRecords

extension HouseholdClient {
    /// The rows `ids` of the household as they are now, each with its server version, read in
    /// one statement; an id the server does not have (deleted, never pushed, invisible) is
    /// left out. What a cache reads again after `pending drop N`. A row this client cannot
    /// read comes as the server's text, for the cache to skip and name.
    public func rows(_ ids: [UUID], in household: UUID) throws(ServerError)
        -> [(record: ExpenseRecord, version: Int64)]
    {
        guard !ids.isEmpty else { return [] }
        let found = try connection.query(
            "SELECT " + ServerExpenseColumns.selectList
                + ", version::text FROM expenses WHERE household_id = $1::uuid"
                + " AND id = ANY($2::uuid[])",
            [household.uuidString, ServerExpenseColumns.arrayLiteral(ids.map(\.uuidString))])
        let versionColumn = ServerExpenseColumns.names.count
        var rows: [(record: ExpenseRecord, version: Int64)] = []
        rows.reserveCapacity(found.count)
        for row in found {
            guard let version = row[versionColumn].flatMap({ Int64($0) }) else {
                throw .unreadableRow(field: "version")
            }
            do {
                rows.append((try ServerExpenseColumns.record(from: row[...]), version))
            } catch {
                guard case .unreadableRow = error else { throw error }
                // As the server has it: the cache skips and names it, and keeps its copy.
                let text = Array(row.prefix(ServerExpenseColumns.names.count))
                if let raw = try? ExpenseRecord(values: text) { rows.append((raw, version)) }
            }
        }
        return rows
    }
}
