import SubDomain

/// Reads a period as people type it, in any loaded language: `mensual`, `Monthly`,
/// `quincenal`, `fortnightly`, `cada 2 semanas`, `every 10 days`, `every day`, `2 weeks`, or
/// the stored form `every-2-weeks`.
public enum PeriodParser {
    public static func parse(_ text: String, vocabulary: InputVocabulary) -> Result<
        Period, PeriodParseError
    > {
        let folded = TextFolding.fold(text)
        if folded.isEmpty { return .failure(.empty) }
        if let named = vocabulary.namedPeriods[folded] { return .success(Period(named)) }
        if let period = vocabulary.periodWords[folded] { return .success(period) }
        if let stored = Period(identifier: folded) { return .success(stored) }
        let words = InputVocabulary.words(folded)
        for pattern in vocabulary.everyPatterns {
            guard let found = vocabulary.match(words, pattern), let unit = found.unit else {
                continue
            }
            let count = found.count ?? 1
            do {
                return .success(try Period(every: count, unit))
            } catch {
                return .failure(.invalidCount(input: text, count: count))
            }
        }
        return .failure(.unrecognized(input: text))
    }
}

/// Why a typed period was not understood.
public enum PeriodParseError: Error, Hashable, Sendable, LocalizableMessage {
    case empty
    case unrecognized(input: String)
    /// "every N units" with N outside 1…1000.
    case invalidCount(input: String, count: Int)

    public var localizedMessage: LocalizedMessage {
        switch self {
        case .empty: LocalizedMessage(.parsePeriodEmpty)
        case .unrecognized(let input):
            LocalizedMessage(.parsePeriodUnrecognized, ["input": .userText(input)])
        case .invalidCount(let input, let count):
            LocalizedMessage(
                .parsePeriodInvalidCount, ["input": .userText(input), "count": .count(count)])
        }
    }
}
