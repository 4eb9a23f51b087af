/// How a statement writes its dates, and how that was found out.
public enum StatementDateOrder: String, Hashable, Sendable {
    /// `31/01/2026`: day first (Spain, the UK, most of the world).
    case dayFirst
    /// `01/31/2026`: month first (the United States).
    case monthFirst
    /// `2026-01-31`: year first, nothing to decide.
    case yearFirst
}

/// Why the statement's dates were read in the order they were.
public enum StatementDateEvidence: Hashable, Sendable {
    /// A date such as `25/01/2026` can only be read one way.
    case unambiguousDate(line: Int, text: String)
    /// Every date reads both ways; only this order keeps the rows in date order.
    case rowOrder
    /// Every date reads both ways and so do the rows: the reader's own convention was used.
    case assumed
    /// The dates carry the year first.
    case isoDates
}
