import Foundation
import SubDomain
import Testing

@testable import SubStore

/// Version 13: every row's figures are written again, because a group's share follows the
/// members' share ratio now. A profile written by version 12 shows the new figure.
@Suite struct StoreSchemaVersion13Tests {
    @Test func upgradingRewritesAGroupsShare() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("subhub.sqlite")
        let today = Sample.date("2026-11-29")
        let member = Sample.expense("A", 3000, sharedWith: 3)
        let group = Sample.expense("G", 2000, group: .manual)
        do {
            let store = try ExpenseStore(path: path)
            try store.write { ledger in
                _ = try ledger.add(member, asOf: today)
                _ = try ledger.createGroup(group, members: [member.id], asOf: today)
            }
            #expect(try store.monthlyTotals().first?.shareMinor == 1000)
            // What version 12 wrote for the group: the larger of its cap and its members'
            // shares, 20 € of a 30 € group whose one member is shared by three.
            try store.connection.execute(
                "UPDATE expenses SET share_minor = 2000 WHERE name = 'G'")
            // A version 12 file has nothing of the versions after 13 either.
            try store.connection.execute(
                """
                \(withoutVersions18To20)
                DROP TABLE card_expiries;
                ALTER TABLE expenses DROP COLUMN paid_with;
                DROP TABLE published_events;
                DROP TABLE reminder_deliveries;
                DROP TABLE reminder_channels;
                PRAGMA user_version = 12;
                """)
            // The figure the totals of version 12 were read from (this program reads a file
            // only once it is upgraded).
            #expect(
                try store.connection.integer(
                    "SELECT share_minor FROM currency_totals WHERE status = 'active'") == 2000)
            store.close()
        }
        let upgraded = try ExpenseStore(path: path)
        #expect(
            try upgraded.connection.integer("PRAGMA user_version")
                == Int64(ExpenseStore.currentSchemaVersion))
        #expect(try upgraded.monthlyTotals().first?.shareMinor == 1000)
        #expect(try upgraded.integrityCheck())
    }
}
