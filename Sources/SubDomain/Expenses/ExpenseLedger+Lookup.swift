import FoundationEssentials

extension ExpenseLedger {
    /// Finds an expense for a read command: see `lookup(_:strictness:)` with `.loose`.
    public func lookup(_ typedName: String) -> NameLookup {
        lookup(typedName, strictness: .loose)
    }

    /// Finds an expense by a name or an id typed by a person, and never guesses when
    /// several fit.
    ///
    /// In order: the folded name exactly (an active expense preferred over archived ones of
    /// the same name); then a full id or a unique prefix of at least 4 hex digits, dashes
    /// ignored, which tells apart two expenses of one name; then, when `.loose`, a prefix of
    /// the name and a prefix of a later word. A name always wins over an id, so an expense
    /// called "cafe" is found by its name even when an id starts with those letters.
    public func lookup(_ typed: String, strictness: LookupStrictness) -> NameLookup {
        let key = NameKey(typed)
        guard !key.isEmpty else { return .notFound(suggestions: []) }
        let exact = expenses(named: key)
        if let match = Self.preferActive(exact) { return match }
        if let match = idMatch(key.folded) { return match }
        let loose = looseMatch(key)
        switch strictness {
        case .loose:
            return loose ?? .notFound(suggestions: oneTypoAway(key))
        case .exact:
            switch loose {
            case .found(let expense): return .notFound(suggestions: [expense])
            case .ambiguous(let candidates): return .notFound(suggestions: candidates)
            case .notFound, nil: return .notFound(suggestions: oneTypoAway(key))
            }
        }
    }

    /// The expenses whose name is one typo from `key` (a letter wrong, missing or added,
    /// or two neighbours swapped), for "did you mean" only: never found by it. Under five
    /// letters a name has too many neighbours to suggest any (brands' typos follow the
    /// same rule).
    private func oneTypoAway(_ key: NameKey) -> [RecurringExpense] {
        let typed = Array(key.folded.unicodeScalars)
        guard typed.count >= 5 else { return [] }
        return expenses.filter {
            Self.isOneTypo(typed, Array(NameKey($0.name).folded.unicodeScalars))
        }
    }

    static func isOneTypo(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Bool {
        guard abs(lhs.count - rhs.count) <= 1, lhs != rhs else { return false }
        let (short, long) = lhs.count <= rhs.count ? (lhs, rhs) : (rhs, lhs)
        guard let first = short.indices.first(where: { short[$0] != long[$0] }) else {
            return true  // one added at the end
        }
        if short.count == long.count {
            // One replaced, or two neighbours swapped.
            if short[(first + 1)...] == long[(first + 1)...] { return true }
            return first + 1 < short.count && short[first] == long[first + 1]
                && short[first + 1] == long[first] && short[(first + 2)...] == long[(first + 2)...]
        }
        return short[first...] == long[(first + 1)...]
    }

    /// The shortest prefix of the expense's id, at least 4 hex digits, that `lookup` resolves
    /// to it alone: for messages such as "Netflix (3f2a, 12,99 €)" that must name one of
    /// two expenses with the same name. A prefix that is also someone's exact name is
    /// lengthened, since the name would win.
    public func shortID(of id: UUID) -> String {
        let digits = Self.hexDigits(of: id)
        var length = Self.minimumIDPrefix
        for other in expenses where other.id != id {
            length = max(length, Self.commonHexDigits(id, other.id) + 1)
        }
        length = min(length, digits.count)
        func prefix(_ count: Int) -> String {
            String(decoding: digits.prefix(count), as: UTF8.self)
        }
        while length < digits.count, !expenses(named: NameKey(prefix(length))).isEmpty {
            length += 1
        }
        return prefix(length)
    }

    /// Fewer hex digits than this are read as a name only: "abc" is far more likely a name
    /// being typed than an id.
    public static let minimumIDPrefix = 4

    /// An id typed whole or as a prefix; `nil` when the text is not hex or matches no id.
    private func idMatch(_ folded: String) -> NameLookup? {
        let typed = Array(folded.utf8.filter { $0 != UInt8(ascii: "-") })
        guard (Self.minimumIDPrefix...32).contains(typed.count),
            typed.allSatisfy({ Self.isLowercaseHexDigit($0) })
        else { return nil }
        let candidates = expenses.filter { Self.hexDigits(of: $0.id).starts(with: typed) }
        switch candidates.count {
        case 0: return nil
        case 1: return .found(candidates[0])
        default: return .ambiguous(candidates)
        }
    }

    /// A prefix of the name, then of a later word ("max" for "HBO Max"): names are often
    /// stored under a brand's full name.
    private func looseMatch(_ key: NameKey) -> NameLookup? {
        let prefixed = expenses.filter { NameKey($0.name).hasPrefix(key) }
        if let match = Self.preferActive(prefixed) { return match }
        let wordPrefixed = expenses.filter { NameKey($0.name).hasWordPrefix(key) }
        return Self.preferActive(wordPrefixed)
    }

    private static func preferActive(_ candidates: [RecurringExpense]) -> NameLookup? {
        if candidates.isEmpty { return nil }
        if candidates.count == 1 { return .found(candidates[0]) }
        let active = candidates.filter(\.isActive)
        if active.count == 1 { return .found(active[0]) }
        return .ambiguous(candidates)
    }

    /// The id as 32 lower-case hex digits, dashes removed, as UTF-8 bytes. Built from the
    /// raw bytes: formatting `uuidString` for every expense made a lookup by id slow.
    private static func hexDigits(of id: UUID) -> [UInt8] {
        let alphabet = Array("0123456789abcdef".utf8)
        var digits: [UInt8] = []
        digits.reserveCapacity(32)
        withUnsafeBytes(of: id.uuid) { bytes in
            for byte in bytes {
                digits.append(alphabet[Int(byte >> 4)])
                digits.append(alphabet[Int(byte & 0x0F)])
            }
        }
        return digits
    }

    /// How many leading hex digits two ids share, compared on their raw bytes.
    private static func commonHexDigits(_ lhs: UUID, _ rhs: UUID) -> Int {
        withUnsafeBytes(of: lhs.uuid) { left in
            withUnsafeBytes(of: rhs.uuid) { right in
                for offset in 0..<16 where left[offset] != right[offset] {
                    return offset * 2 + (left[offset] >> 4 == right[offset] >> 4 ? 1 : 0)
                }
                return 32
            }
        }
    }

    private static func isLowercaseHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }
}
