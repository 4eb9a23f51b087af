import SubBrandsCore
import SubDomain

/// Recognizes a brand only when the typed text is its name or one of its aliases, ignoring
/// case, accents and extra spaces but not punctuation or symbols, perhaps with plan words
/// before or after it: "spotify familiar" is Spotify, "disney" is not "Disney+", "F" is not
/// "F#".
///
/// This is for naming (storing, showing a brand's details for what was typed): unlike
/// `BrandSuggester`, it never guesses from a prefix, a typo or a later word.
enum BrandNamer {
    /// One or two characters name too many things ("E", "QQ", "X"): never a brand here.
    static let minimumLength = 3
    /// Plan phrases have one or two words; a few may stack ("premium familiar plan").
    static let maximumPlanWords = 4
    /// No brand name is longer; a pasted paragraph is not looked at.
    static let maximumLength = 256

    static func brandNamed(_ typed: String, in data: BrandData) -> BrandSuggestion? {
        guard typed.count <= maximumLength else { return nil }
        let words = typed.split(whereSeparator: \.isWhitespace)
        guard !words.isEmpty else { return nil }
        // Fewest words set aside first: "YouTube Premium" is a name before it is a plan.
        for setAside in 0...min(maximumPlanWords, words.count - 1) {
            for leading in 0...setAside {
                let trailing = setAside - leading
                let name = words[leading..<(words.count - trailing)].joined(separator: " ")
                let before = planWords(words[..<leading])
                let after = planWords(words[(words.count - trailing)...])
                guard name.count >= minimumLength, before.words.isEmpty, after.words.isEmpty,
                    let brand = brand(exactlyNamed: name, in: data)
                else { continue }
                let plan = [before.plan, after.plan].compactMap { $0 }
                    .min { $0.precedence < $1.precedence }
                return BrandSuggestion(
                    brand: brand, match: .exact, plan: plan,
                    memberCount: BrandSuggester.memberCount(of: brand, plan: plan))
            }
        }
        return nil
    }

    /// `words` with their plan words taken out: only plan words when `words` comes back empty.
    private static func planWords(_ words: ArraySlice<Substring>) -> PlanWords.Stripped {
        guard !words.isEmpty else { return PlanWords.Stripped(words: [], plan: nil) }
        return PlanWords.strip(SearchNormalizer.normalize(words.joined(separator: " ")))
    }

    /// The strongest-ranked brand whose name or an alias folds to the same `NameKey`.
    ///
    /// The search index narrows the candidates (its keys drop punctuation, so "disney" finds
    /// "Disney+" there); the name key, which keeps punctuation, then decides.
    private static func brand(exactlyNamed name: String, in data: BrandData) -> Brand? {
        let key = NameKey(name)
        let normalized = SearchNormalizer.normalize(name)
        guard !normalized.isEmpty else { return nil }
        let candidates = data.matches(
            forNormalized: normalized.bytes, weakestKind: .exact, limit: 16)
        return candidates.first { candidate in
            ([candidate.brand.name] + candidate.brand.aliases).contains { NameKey($0) == key }
        }?.brand
    }
}
