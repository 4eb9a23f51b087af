/// How long before a charge a plan must be cancelled to avoid it: N days, weeks or months.
///
/// Contracts (gyms, phone lines, some annual plans) only stop the next charge when the
/// cancellation arrives a notice period ahead of it. The last day to cancel is the charge's
/// day minus the notice (`deadline(forChargeOn:)`). A notice is at most a year: longer is a
/// typing mistake far more often than a contract.
public struct NoticePeriod: Hashable, Sendable, CustomStringConvertible {
    /// The unit of a notice; the raw value is the letter of the stored form (`30d`).
    public enum Unit: String, CaseIterable, Sendable {
        case day = "d"
        case week = "w"
        case month = "m"

        /// The counts accepted in this unit: up to a year.
        public var limit: ClosedRange<Int> {
            switch self {
            case .day: 1...365
            case .week: 1...52
            case .month: 1...12
            }
        }
    }

    public let count: Int
    public let unit: Unit

    /// Throws `invalidNoticePeriod` when `count` is outside `unit.limit`.
    public init(_ count: Int, _ unit: Unit) throws(DomainError) {
        guard unit.limit.contains(count) else { throw .invalidNoticePeriod(count: count) }
        self.count = count
        self.unit = unit
    }

    /// The stored form: `30d`, `2w`, `1m`. Never changes once released.
    public var identifier: String { "\(count)\(unit.rawValue)" }

    /// Reads `identifier` back; `nil` for anything else (`030d`, `0m`, `13m`, `2y`).
    public init?(identifier: String) {
        guard let last = identifier.last, let unit = Unit(rawValue: String(last)) else {
            return nil
        }
        let digits = identifier.dropLast()
        guard !digits.isEmpty, digits.count <= 3, digits.first != "0",
            digits.allSatisfy({ $0.isASCII && $0.isNumber }), let count = Int(digits),
            let notice = try? NoticePeriod(count, unit)
        else { return nil }
        self = notice
    }

    /// The last day to cancel so that the charge on `charge` is not made: the charge's day
    /// minus the notice. Months count back on the calendar and clamp to the end of a shorter
    /// month: one month before Mar 31 is Feb 28 (29 in a leap year), one before Jan 31 is
    /// Dec 31. The charge actually made is what counts, so a plan anchored on the 31st and
    /// charged on Feb 28 has Jan 28 as its deadline for that charge.
    public func deadline(forChargeOn charge: CivilDate) -> CivilDate {
        switch unit {
        case .day: charge.addingDays(-count)
        case .week: charge.addingDays(-7 * count)
        case .month: charge.addingMonths(-count)
        }
    }

    public var description: String { identifier }
}
