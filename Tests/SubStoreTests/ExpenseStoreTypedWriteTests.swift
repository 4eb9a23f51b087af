import Foundation
import SubDomain
import SubRecords
import Testing

@testable import SubStore

/// A typed write hands back the body's own failure unchanged and a store failure made the
/// caller's by `failing`, once: no caller casts what comes out back into what went in.
@Suite struct ExpenseStoreTypedWriteTests {
    enum Refusal: Error, Equatable {
        case mine
        case store(StoreError)
    }

    @Test func theBodysFailureComesBackAsItselfAndNothingIsWritten() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let location = try StoreLocation(dataRoot: folder.path, profile: "ana")
        let store = try ExpenseStore(location: location, clock: Sample.clock)
        #expect(throws: Refusal.mine) {
            try store.write(failing: Refusal.store) {
                (ledger: inout ExpenseLedger) throws(Refusal) in
                ledger.append(Sample.expense("Netflix", 1299))
                throw .mine
            }
        }
        #expect(try store.read() == ExpenseLedger())
        let added = try store.write(failing: Refusal.store) {
            (ledger: inout ExpenseLedger) throws(Refusal) -> Int in
            ledger.append(Sample.expense("Netflix", 1299))
            return ledger.expenses.count
        }
        #expect(added == 1)
    }

    @Test func aStoreFailureIsTheCallersOnce() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let location = try StoreLocation(dataRoot: folder.path, profile: "ana")
        _ = try ExpenseStore(location: location, clock: Sample.clock)
        let reader = try ExpenseStore(location: location, accessMode: .readOnly)
        #expect(throws: Refusal.store(.readOnly(path: reader.path))) {
            try reader.write(failing: Refusal.store) { (_: inout ExpenseLedger) throws(Refusal) in }
        }
    }
}
