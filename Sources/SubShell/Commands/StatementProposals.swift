import FoundationEssentials
import SubDomain
import SubFormats

/// What `import statement` found in a bank statement: how the file was read and each
/// recurring series, named after its brand when one is recognised.
public struct StatementProposals: Sendable {
    public struct Proposal: Sendable {
        public let series: RecurringSeries
        /// The brand's name, or the merchant's words from the statement.
        public let name: String
        public let brandSlug: String?
        public let category: String?
        /// The subscription already in the profile that this series is, if any.
        public let tracked: String?
        /// Where the statement and that subscription disagree; `nil` when they agree.
        public let disagreement: StatementDisagreement?
        /// The tracked subscription's id, when the series is one.
        public var trackedID: UUID?
        /// The tracked subscription's payments the series' charges are and that are not
        /// recorded yet: what saving the statement records for it.
        public var paymentsToRecord: [Payment] = []
        /// The fields of its charges the reading of an image was not sure of: each is asked.
        public var doubts: [ReadingDoubt] = []

        public init(
            series: RecurringSeries, name: String, brandSlug: String?, category: String?,
            tracked: String?, disagreement: StatementDisagreement? = nil
        ) {
            self.series = series
            self.name = name
            self.brandSlug = brandSlug
            self.category = category
            self.tracked = tracked
            self.disagreement = disagreement
        }

        /// Imported by `--yes`: high confidence and not tracked yet.
        public var isSure: Bool { series.confidence == .high && tracked == nil && doubts.isEmpty }
    }

    public let path: String
    public let reading: StatementReading
    /// The currency the statement's amounts are in: the file's own, else the profile's.
    public let currency: CurrencyCode
    public let proposals: [Proposal]
    /// The profile's own currency: the statement's is said when it differs.
    public let profileCurrency: CurrencyCode
    /// The day of the import: a proposal's next charge is its first on or after it, the
    /// day `--yes` saves and its `edit` line says, never one already past.
    public let today: CivilDate

    public init(
        path: String, reading: StatementReading, proposals: [Proposal],
        profileCurrency: CurrencyCode, today: CivilDate
    ) {
        self.path = path
        self.reading = reading
        self.currency = reading.currency
        self.proposals = proposals
        self.profileCurrency = profileCurrency
        self.today = today
    }

    /// The tracked subscriptions' payments the statement holds that are not recorded yet.
    public var trackedPayments: [Payment] { proposals.flatMap(\.paymentsToRecord) }

    /// The numbers (from 1) of the sure proposals.
    public var sureNumbers: [Int] { numbers(atLeast: .high) }

    /// The numbers (from 1) of the proposals not tracked yet of at least `minimum` confidence.
    public func numbers(atLeast minimum: RecurringSeries.Confidence) -> [Int] {
        proposals.enumerated().filter {
            $0.element.series.confidence >= minimum && $0.element.tracked == nil
                && (minimum < .high || $0.element.doubts.isEmpty)
        }.map { $0.offset + 1 }
    }
}
