import Foundation
import SubDomain
@testable import SubServer
import SubRecords
import SubStore
import TestSupport
import Testing

/// A cache far behind its household catches up a page at a time: each run of a sync with a
/// time budget reads at least one page and remembers it, and whatever other members write
/// between pages (new plans, edits, deletions, members of groups that come on later pages),
/// the cache ends equal to the server.
@Suite(.serialized) struct PagedPullTests {
    /// The whole household as the server has it, canonical, by id.
    static func serverRows(_ client: HouseholdClient, _ home: UUID) throws -> [UUID: ExpenseRecord]
    {
        Dictionary(
            uniqueKeysWithValues: try client.changes(in: home, since: 0).records.compactMap {
                record in record.id.map { ($0, record) }
            })
    }

    @Test(arguments: [21, 22, 23] as [UInt64])
    func aCacheCatchesUpPageByPageWhateverOthersWrite(seed: UInt64) throws {
        let ground = try ServerAttackTests.Ground()
        defer { ground.drop() }
        let alice = try ground.client("alice")
        let home = try alice.createHousehold(named: HouseholdClientTests.uniqueName()).id
        try ground.join("bob", .editor, to: home)
        let bob = try ground.client("bob")
        var generator = Sample.SeededGenerator(seed: seed)

        // Members written before their groups change again: in version order, a page holds
        // members whose group comes on a later page.
        var plans: [RecurringExpense] = []
        var groups: [RecurringExpense] = []
        for index in 0..<6 {
            groups.append(
                Sample.expense(
                    "Group \(index)", index.isMultiple(of: 2) ? 0 : 3000,
                    group: index.isMultiple(of: 2) ? .automatic : .manual))
        }
        for index in 0..<180 {
            let parent = index % 3 == 0 ? groups.randomElement(using: &generator)?.id : nil
            plans.append(Sample.expense("Plan \(index)", Int64(100 + index), parent: parent))
        }
        try alice.upload((groups + plans).map(ExpenseRecord.init), to: home)
        for group in groups {
            var renamed = group
            renamed.name += " (renamed)"
            #expect(
                try bob.push(
                    HouseholdSyncTests.change(.update, before: group, after: renamed), to: home)
                    == [])
        }

        let (store, folder) = try ReadableRowTests.cache(for: home, in: ground)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var cutShort = 0
        for step in 0..<80 {
            switch Int.random(in: 0..<4, using: &generator) {
            case 0:
                // A new plan, sometimes in a group.
                let parent =
                    Bool.random(using: &generator)
                    ? groups.randomElement(using: &generator)?.id : nil
                let plan = Sample.expense("New \(step)", Int64(step + 1), parent: parent)
                plans.append(plan)
                _ = try bob.push(HouseholdSyncTests.change(.insert, after: plan), to: home)
            case 1:
                // An edit of a plan as the server has it now.
                guard let index = plans.indices.randomElement(using: &generator),
                    let now = try bob.record(plans[index].id, in: home)
                else { continue }
                var edited = try now.decoded()
                edited.amount.minorUnits += 1
                _ = try bob.push(
                    HouseholdSyncTests.change(.update, before: try now.decoded(), after: edited),
                    to: home)
            case 2:
                guard let index = plans.indices.randomElement(using: &generator),
                    let now = try bob.record(plans[index].id, in: home)
                else { continue }
                _ = try bob.push(
                    HouseholdSyncTests.change(.delete, before: try now.decoded()), to: home)
                plans.remove(at: index)
            default:
                // One page: a budget already spent still reads the first.
                let report = try HouseholdSync.run(
                    store: store, link: try #require(try store.householdLink()), client: alice,
                    pageSize: 13, budget: .now)
                if !report.caughtUp { cutShort += 1 }
            }
        }
        #expect(cutShort > 5, "seed \(seed): the pull was cut into pages")
        let report = try HouseholdSync.run(
            store: store, link: try #require(try store.householdLink()), client: alice,
            pageSize: 13)
        #expect(report.caughtUp)
        let server = try Self.serverRows(alice, home)
        let cached = try store.read().expenses
        #expect(cached.count == server.count, "seed \(seed)")
        let differing = cached.filter { ExpenseRecord($0) != server[$0.id] }
        #expect(differing.isEmpty, "seed \(seed): \(differing.prefix(3).map(\.name))")
    }
}
