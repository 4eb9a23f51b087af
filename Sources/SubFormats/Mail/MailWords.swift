import Glibc
import SubDomain

/// The words a receipt in the mail is found and read by, from every catalog's `mail_words`
/// and `mail_currencies` (a receipt is in its sender's language, not the reader's). Words
/// match text that contains them, case and accents aside.
public struct MailWords: Hashable, Sendable {
    /// What a word in `mail_words` says, by its key there.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// A subject (or, from a known sender, a body) that is a receipt: "receipt",
        /// "recibo", 扣款成功.
        case receipt
        /// A subject that is not a charge, whatever else it says: a shipping notice, a
        /// newsletter, a failed payment, a refund.
        case notReceipt = "not_receipt"
        /// A line whose amount is what was paid: "Total", "Importe", 实付.
        case amount
        /// A line whose date is the receipt's: "Date", "Fecha", 扣款时间.
        case date
        /// A line whose date is not the receipt's: "Next billing date", "Próximo cobro", 下次.
        case notDate = "not_date"
        /// The twelve months' names, January first (a catalog without them lists none).
        case months
    }

    let words: [Kind: [String]]
    /// Each catalog's twelve month names, folded.
    let months: [[String]]
    /// Currency words and symbols, longest first, so "us$" is tried before "$".
    let currencies: [(word: String, currency: CurrencyCode)]

    public static func == (lhs: MailWords, rhs: MailWords) -> Bool {
        lhs.words == rhs.words && lhs.months == rhs.months
            && lhs.currencies.map(\.word) == rhs.currencies.map(\.word)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(words)
        hasher.combine(months)
    }

    /// Each catalog's words (`CatalogLibrary.mailWords`) and currency words
    /// (`mailCurrencyWords`); kinds and codes the reader does not know are left out.
    public init(words catalogs: [[String: [String]]] = [], currencies: [[String: [String]]] = []) {
        var words: [Kind: [String]] = [:]
        var months: [[String]] = []
        for catalog in catalogs {
            for (key, list) in catalog {
                guard let kind = Kind(rawValue: key) else { continue }
                let folded = list.map(Self.fold).filter { !$0.isEmpty }
                if kind == .months {
                    if folded.count == 12 { months.append(folded) }
                } else {
                    words[kind, default: []] += folded
                }
            }
        }
        var currencyWords: [(word: String, currency: CurrencyCode)] = []
        for catalog in currencies {
            for (code, list) in catalog {
                guard let currency = try? CurrencyCode(code) else { continue }
                for word in list.map(Self.fold) where !word.isEmpty {
                    currencyWords.append((word, currency))
                }
            }
        }
        self.words = words
        self.months = months
        self.currencies = currencyWords.sorted {
            ($0.word.count, $0.word) > ($1.word.count, $1.word)
        }
    }

    /// Whether the folded `text` holds a word of `kind`.
    func has(_ kind: Kind, in text: String) -> Bool {
        words[kind]?.contains { Self.text(text, holds: $0) } ?? false
    }

    /// Whether `text` holds `word`, byte for byte (both folded, so their UTF-8 compares):
    /// the first byte found with `memchr`, the rest compared with `memcmp`, since the
    /// standard library's search builds a table for every call and was most of the time of
    /// reading 10,000 messages.
    static func text(_ text: String, holds word: String) -> Bool {
        var text = text
        var word = word
        return text.withUTF8 { haystack in
            word.withUTF8 { needle in
                guard let first = needle.first else { return true }
                guard haystack.count >= needle.count, let base = haystack.baseAddress,
                    let wanted = needle.baseAddress
                else { return false }
                var offset = 0
                let last = haystack.count - needle.count
                while offset <= last {
                    guard let found = memchr(base + offset, Int32(first), last - offset + 1) else {
                        return false
                    }
                    let at = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(at, wanted, needle.count) == 0 { return true }
                    offset = at - base + 1
                }
                return false
            }
        }
    }

    /// `text` as words are compared: case and accents aside.
    static func fold(_ text: String) -> String {
        text.folded([.caseInsensitive, .diacriticInsensitive])
    }
}
