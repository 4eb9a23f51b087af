import SubBrandsCore

/// Turns a typed subscription name into the brand it most likely means.
///
/// Conservative on purpose: a wrong suggestion fills wrong fields, while no suggestion only
/// keeps the name as typed. Short queries therefore need an exact name or alias, and a
/// Simple Icons brand (mostly companies and tools, not subscriptions) is suggested only by
/// its exact name: "Internet" must not become "Internet Archive". A later word or a
/// substring is not enough either ("Internet" is not "Private Internet Access"); those
/// matches serve the picker (`matches(for:)`), not the automatic fill.
enum BrandSuggester {
    /// Below this many normalized bytes only an exact name or alias counts ("fit" must not
    /// become Fitbit); two CJK characters are six bytes.
    static let minimumFuzzyLength = 4

    static func suggestion(for typedName: String, in data: BrandData) -> BrandSuggestion? {
        let normalized = SearchNormalizer.normalize(typedName)
        guard !normalized.isEmpty else { return nil }

        // 1. The whole text is a name or alias: "YouTube Premium", "Tinder Plus".
        if let exact = data.matches(forNormalized: normalized.bytes, weakestKind: .exact, limit: 1)
            .first
        {
            return BrandSuggestion(brand: exact.brand, match: .exact, plan: nil, memberCount: nil)
        }

        // 2. Without its plan words, ranked through every kind of match.
        let stripped = PlanWords.strip(normalized)
        guard !stripped.words.isEmpty else { return nil }
        let query = stripped.words.flatMap { $0 }
        let weakest: MatchKind = query.count >= minimumFuzzyLength ? .typo : .exact
        let candidates = data.matches(forNormalized: query, weakestKind: weakest, limit: 64)
        let best = candidates.first { candidate in
            switch candidate.kind {
            case .exact: true
            case .prefix, .typo: candidate.brand.source == .curated
            case .wordPrefix, .substring: false
            }
        }
        if let best {
            return suggestion(best, plan: stripped.plan)
        }

        // 3. Extra words at the end ("Netflix 4K", "HBO Max España"): drop them one by one,
        //    but only an exact name or alias may then match.
        var wordCount = stripped.words.count - 1
        while wordCount > 0 {
            let shorter = stripped.words[..<wordCount].flatMap { $0 }
            if let exact = data.matches(forNormalized: shorter, weakestKind: .exact, limit: 1).first
            {
                return suggestion(exact, plan: stripped.plan)
            }
            wordCount -= 1
        }
        return nil
    }

    private static func suggestion(_ match: BrandMatch, plan: PlanKind?) -> BrandSuggestion {
        BrandSuggestion(
            brand: match.brand, match: match.kind, plan: plan,
            memberCount: memberCount(of: match.brand, plan: plan))
    }

    /// The plan's own member count when the data has one (Netflix Premium: four), else what
    /// the kind of plan says.
    static func memberCount(of brand: Brand, plan: PlanKind?) -> Int? {
        guard let plan else { return nil }
        return brand.plan(plan)?.members ?? plan.memberCount(usualMembers: brand.usualMembers)
    }
}
