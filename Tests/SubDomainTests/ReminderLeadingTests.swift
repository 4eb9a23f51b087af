import Foundation
import Testing

@testable import SubDomain

/// `leading` keeps the best few in one pass instead of sorting; it must pick exactly what
/// sorting everything would, ties (same day, same folded name) in list order included.
@Suite struct ReminderLeadingTests {
    @Test(arguments: Array(1...40) as [UInt64])
    func leadingIsThePrefixOfTheFullOrder(seed: UInt64) {
        var random = SplitMix(seed: seed)
        let names = ["Netflix", "netflix", "Ábaco", "abaco", "Gym", "gym ", "Zeta", "爱奇艺"]
        let day = CivilDate(iso: "2026-11-29")!
        let reminders = (0..<Int(random.next() % 60)).map { _ in
            let days = [0, 1, 3, 7, 14][Int(random.next() % 5)]
            return Reminder(
                expenseID: UUID(), name: names[Int(random.next() % UInt64(names.count))],
                chargeOn: day.addingDays(days), daysBefore: days,
                amount: Money(minorUnits: 100, currency: .eur), isTrial: false)
        }
        let ordered = ReminderSchedule.ordered(reminders)
        for count in 0...7 {
            #expect(
                ReminderSchedule.leading(count, of: reminders) == Array(ordered.prefix(count)),
                "seed \(seed) count \(count)")
        }
    }

    /// A small deterministic generator: the same seed gives the same ledger everywhere.
    private struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
