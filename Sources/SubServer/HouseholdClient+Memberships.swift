import FoundationEssentials
import SubRecords

extension HouseholdClient {
    /// Every household the login belongs to, by name then id: what an id prefix typed to
    /// `link --household` is matched against (with the invitations). Other logins'
    /// households stay invisible.
    public func memberships() throws(ServerError) -> [Household] {
        let rows = try connection.query(
            """
            SELECT h.id::text, h.name, m.role FROM households h
            JOIN household_members m ON m.household_id = h.id AND m.login = current_user
            ORDER BY h.name, h.id
            """)
        var households: [Household] = []
        for row in rows {
            guard let text = row[0], let id = UUID(uuidString: text) else {
                throw .unreadableRow(field: "id")
            }
            guard let roleText = row[2], let role = HouseholdRole(rawValue: roleText) else {
                throw .unreadableRow(field: "role")
            }
            households.append(Household(id: id, name: row[1] ?? "", role: role))
        }
        return households
    }
}
