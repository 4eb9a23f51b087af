import Foundation
import SubDomain
import SubRecords
import Testing

@testable import SubStore

@Suite struct LedgerDiffTests {
    private let items = (0..<4).map { Sample.expense("I\($0)", 100) }

    private func positions(_ diff: LedgerDiff) -> [String: Int64] {
        Dictionary(uniqueKeysWithValues: diff.written.map { ($0.expense.name, $0.position) })
    }

    @Test func appendingWritesOneRowWithTheNextPosition() throws {
        let before = ExpenseLedger(expenses: items)
        let stored = Dictionary(uniqueKeysWithValues: items.enumerated().map { ($1.id, Int64($0)) })
        var after = before
        after.append(Sample.expense("New", 5))
        let diff = try LedgerDiff(before: before, positions: stored, after: after, path: "p")
        #expect(positions(diff) == ["New": 4])
        #expect(diff.deleted.isEmpty)
    }

    @Test func insertingInTheMiddleRenumbersOnlyWhatMust() throws {
        let before = ExpenseLedger(expenses: items)
        let stored = Dictionary(
            uniqueKeysWithValues: items.enumerated().map { ($1.id, Int64($0 * 10)) })
        let new = Sample.expense("New", 5)
        let after = ExpenseLedger(expenses: [items[0], new, items[1], items[2], items[3]])
        let diff = try LedgerDiff(before: before, positions: stored, after: after, path: "p")
        // The gap after I0 takes the new row; I1…I3 keep their positions untouched.
        #expect(positions(diff) == ["New": 1])
    }

    @Test func childrenAreDeletedBeforeGroupsAndWrittenAfterThem() throws {
        let group = Sample.expense("G", 0, group: .automatic)
        let child = Sample.expense("C", 10, parent: group.id)
        let diff = try LedgerDiff(
            before: ExpenseLedger(expenses: [group, child]),
            positions: [group.id: 0, child.id: 1], after: ExpenseLedger(), path: "p")
        #expect(diff.deletionOrder.map(\.name) == ["C", "G"])
        let insert = try LedgerDiff(
            before: ExpenseLedger(), positions: [:],
            after: ExpenseLedger(expenses: [child, group]), path: "p")
        #expect(insert.writeOrder.map(\.expense.name) == ["G", "C"])
    }

    @Test func aDuplicateIdIsRefusedNotACrash() {
        let twice = ExpenseLedger(expenses: [items[0], items[0]])
        #expect(throws: StoreError.self) {
            try LedgerDiff(before: ExpenseLedger(), positions: [:], after: twice, path: "p")
        }
    }
}
