import Foundation
import SubDomain

/// Small builders that keep tests about rules instead of about construction.
public enum Sample {
    /// A date from `YYYY-MM-DD`; traps on a typo in a test, which is what a test wants.
    public static func date(_ iso: String) -> CivilDate {
        guard let date = CivilDate(iso: iso) else { fatalError("bad test date \(iso)") }
        return date
    }

    public static func money(_ minor: Int64, _ code: String = "EUR") -> Money {
        Money(minorUnits: minor, currency: try! CurrencyCode(code))
    }

    /// An active expense charged on `next`, entered on `created`.
    public static func expense(
        _ name: String, _ minor: Int64, _ code: String = "EUR", period: Period = .monthly,
        next: String = "2026-12-15", created: String = "2026-11-01", trialEnds: String? = nil,
        sharedWith: Int = 1, parent: UUID? = nil, group: GroupTotalMode? = nil
    ) -> RecurringExpense {
        RecurringExpense(
            name: name, amount: money(minor, code), period: period, nextCharge: date(next),
            trialEnds: trialEnds.map(date), parentID: parent, groupMode: group,
            sharedWith: sharedWith, createdOn: date(created))
    }

    /// A deterministic pseudo-random generator (SplitMix64) for seeded property tests.
    public struct SeededGenerator: RandomNumberGenerator {
        private var state: UInt64
        public init(seed: UInt64) { state = seed }
        public mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
