import SubDomain

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

        public init(
            series: RecurringSeries, name: String, brandSlug: String?, category: String?,
            tracked: String?
        ) {
            self.series = series
            self.name = name
            self.brandSlug = brandSlug
            self.category = category
            self.tracked = tracked
        }

        /// Imported by `--yes`: high confidence and not tracked yet.
        public var isSure: Bool { series.confidence == .high && tracked == nil }
    }

    public let path: String
    public let reading: StatementReading
    /// The profile's currency, in which the statement's amounts were read.
    public let currency: CurrencyCode
    public let proposals: [Proposal]

    public init(
        path: String, reading: StatementReading, currency: CurrencyCode, proposals: [Proposal]
    ) {
        self.path = path
        self.reading = reading
        self.currency = currency
        self.proposals = proposals
    }

    /// The numbers (from 1) of the sure proposals.
    public var sureNumbers: [Int] { numbers(atLeast: .high) }

    /// The numbers (from 1) of the proposals not tracked yet of at least `minimum` confidence.
    public func numbers(atLeast minimum: RecurringSeries.Confidence) -> [Int] {
        proposals.enumerated().filter {
            $0.element.series.confidence >= minimum && $0.element.tracked == nil
        }.map { $0.offset + 1 }
    }
}
