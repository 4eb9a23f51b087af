import Foundation
import SubDomain

@testable import SubStore

/// A fresh folder under the system temporary folder, removed by `remove()`.
struct TemporaryFolder {
    let path: String

    init() throws {
        let template = NSTemporaryDirectory() + "substore-test-XXXXXX"
        var bytes = Array(template.utf8CString)
        guard let created = mkdtemp(&bytes) else { throw CocoaError(.fileWriteUnknown) }
        path = String(cString: created)
    }

    func file(_ name: String) -> String { path + "/" + name }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// SQL that takes a current file back to what version 17 wrote, for a test that writes a
/// file with today's program and then pretends an older one wrote it: no payments, no
/// payments' outbox, no `varies`, `ends_on` or `planned_payments` (versions 18 to 20).
let withoutVersions18To20 = """
    DROP INDEX expenses_varying;
    DROP TABLE sync_payment_outbox;
    DROP TABLE payments;
    DROP INDEX expenses_ending;
    ALTER TABLE expenses DROP COLUMN varies;
    ALTER TABLE expenses DROP COLUMN ends_on;
    ALTER TABLE expenses DROP COLUMN planned_payments;
    """

enum Sample {
    static func date(_ iso: String) -> CivilDate {
        guard let date = CivilDate(iso: iso) else { fatalError("bad test date \(iso)") }
        return date
    }

    static func expense(
        _ name: String, _ minor: Int64, currency: CurrencyCode = .eur, period: Period = .monthly,
        parent: UUID? = nil, group: GroupTotalMode? = nil, sharedWith: Int = 1,
        notes: String? = nil
    ) -> RecurringExpense {
        RecurringExpense(
            name: name, amount: Money(minorUnits: minor, currency: currency), period: period,
            nextCharge: date("2026-12-05"), parentID: parent, groupMode: group,
            sharedWith: sharedWith, notes: notes, createdOn: date("2026-11-29"))
    }

    /// Bytes of a file, to prove it was left untouched.
    static func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    /// The fixed clock tests use, so history timestamps are exact.
    static let clock: @Sendable () -> Date = { Date(timeIntervalSince1970: 1_795_974_005) }
}

extension ExpenseLedger {
    /// Test-only edits through the public initializer (the domain's own operations are
    /// written elsewhere; the store must accept whatever state they produce).
    @inline(never) mutating func append(_ expense: RecurringExpense) {
        self = ExpenseLedger(expenses: expenses + [expense], killCount: killCount)
    }

    @inline(never) mutating func replace(_ id: UUID, _ change: (inout RecurringExpense) -> Void) {
        var all = expenses
        if let index = all.firstIndex(where: { $0.id == id }) { change(&all[index]) }
        self = ExpenseLedger(expenses: all, killCount: killCount)
    }

    @inline(never) mutating func remove(_ id: UUID) {
        self = ExpenseLedger(expenses: expenses.filter { $0.id != id }, killCount: killCount)
    }

    @inline(never) mutating func setKillCount(_ count: Int) {
        self = ExpenseLedger(expenses: expenses, killCount: count)
    }
}

/// Runs a program and returns its exit status (used for `chattr`).
@discardableResult
func run(_ executable: String, _ arguments: [String]) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return -1 }
    process.waitUntilExit()
    return process.terminationStatus
}
