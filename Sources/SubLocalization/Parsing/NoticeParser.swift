import SubDomain

/// Reads a notice period as people type it, in any loaded language: the stored form (`30d`,
/// `2w`, `1m`), a count and a unit word (`30 días`, `1 mes`, `2 weeks`, `30días`), or a unit
/// alone for one (`mes`). Years become months (`1 año` is `12m`).
public enum NoticeParser {
    public static func parse(_ text: String, vocabulary: InputVocabulary) -> Result<
        NoticePeriod, NoticeParseError
    > {
        let folded = TextFolding.fold(text)
        if folded.isEmpty { return .failure(.empty) }
        let compact = folded.filter { $0 != " " }
        if let stored = NoticePeriod(identifier: compact) { return .success(stored) }
        let digits = compact.prefix { $0.isASCII && $0.isNumber }
        let word = folded.drop { $0.isASCII && $0.isNumber }.trimming { $0 == " " }
        let shortUnits: [String: Period.Unit] = ["d": .day, "w": .week, "m": .month]
        guard let unit = vocabulary.periodUnits[word] ?? shortUnits[word] else {
            return .failure(.unrecognized(input: text))
        }
        guard digits.count <= 4, let count = digits.isEmpty ? 1 : Int(digits) else {
            return .failure(.unrecognized(input: text))
        }
        do {
            switch unit {
            case .day: return .success(try NoticePeriod(count, .day))
            case .week: return .success(try NoticePeriod(count, .week))
            case .month: return .success(try NoticePeriod(count, .month))
            case .year: return .success(try NoticePeriod(count * 12, .month))
            }
        } catch {
            return .failure(.invalid(error))
        }
    }
}

/// Why a typed notice period was not understood.
public enum NoticeParseError: Error, Hashable, Sendable, LocalizableMessage {
    case empty
    case unrecognized(input: String)
    /// Understood, but outside what a notice may be.
    case invalid(DomainError)

    public var localizedMessage: LocalizedMessage {
        switch self {
        case .empty: LocalizedMessage(.parseNoticeEmpty)
        case .unrecognized(let input):
            LocalizedMessage(.parseNoticeUnrecognized, ["input": .userText(input)])
        case .invalid(let error): error.localizedMessage
        }
    }
}

/// Reads reminder offsets: days before a charge separated by commas or spaces (`7,3,1`,
/// `7, 3 y 1` is not accepted: numbers only), or a word for none (`off`, `no`).
public enum ReminderOffsetsParser {
    public static func parse(_ text: String, vocabulary: InputVocabulary) -> Result<
        [Int], ReminderOffsetsParseError
    > {
        let folded = TextFolding.fold(text)
        if folded.isEmpty { return .failure(.empty) }
        if vocabulary.offWords.contains(folded) || folded == "off" { return .success([]) }
        var offsets: [Int] = []
        for part in folded.split(whereSeparator: { $0 == "," || $0 == " " }) {
            guard part.count <= 4, part.allSatisfy({ $0.isASCII && $0.isNumber }),
                let offset = Int(part)
            else { return .failure(.unrecognized(input: text)) }
            offsets.append(offset)
        }
        guard !offsets.isEmpty else { return .failure(.unrecognized(input: text)) }
        do {
            return .success(try ReminderSchedule(offsets: offsets).offsets)
        } catch {
            return .failure(.invalid(error))
        }
    }
}

/// Why typed reminder offsets were not understood.
public enum ReminderOffsetsParseError: Error, Hashable, Sendable, LocalizableMessage {
    case empty
    case unrecognized(input: String)
    case invalid(DomainError)

    public var localizedMessage: LocalizedMessage {
        switch self {
        case .empty: LocalizedMessage(.parseRemindersEmpty)
        case .unrecognized(let input):
            LocalizedMessage(.parseRemindersUnrecognized, ["input": .userText(input)])
        case .invalid(let error): error.localizedMessage
        }
    }
}
