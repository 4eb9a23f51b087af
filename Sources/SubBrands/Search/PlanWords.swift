import SubBrandsCore

/// Recognizes the plan words people add to a subscription name and strips them before the
/// brand is looked up ("spotify familiar" → Spotify, family plan).
///
/// Works on normalized words, so accents and case do not matter ("Dúo", "BÁSICO") and
/// Chinese phrases match character by character ("网飞家庭版"). "plus" is deliberately not a
/// plan word: it is part of "Disney+" and "Movistar Plus+".
enum PlanWords {
    /// What stripping found: the words left for the brand lookup and the plans mentioned.
    struct Stripped {
        /// The remaining words, each as normalized bytes, in order.
        var words: [[UInt8]]
        /// The strongest plan mentioned, if any.
        var plan: PlanKind?
    }

    private struct Phrase {
        let words: [[UInt8]]
        let plan: PlanKind?
    }

    /// Phrases and the plan each names; `nil` marks words that only say "subscription".
    private static let table: [(String, PlanKind?)] = [
        ("familiar", .family), ("family", .family), ("familia", .family), ("家庭", .family),
        ("家庭版", .family), ("duo", .duo), ("双人", .duo), ("双人版", .duo),
        ("estudiante", .student), ("estudiantes", .student), ("student", .student),
        ("students", .student), ("universitario", .student), ("学生", .student), ("学生版", .student),
        ("individual", .individual), ("personal", .individual), ("个人", .individual),
        ("个人版", .individual), ("premium", .premium), ("standard", .standard),
        ("estándar", .standard), ("标准版", .standard), ("basic", .basic), ("básico", .basic),
        ("基础版", .basic), ("con anuncios", .withAds), ("con publicidad", .withAds),
        ("with ads", .withAds), ("vip", nil), ("svip", nil), ("会员", nil), ("plan", nil),
        ("suscripción", nil), ("subscription", nil), ("membership", nil), ("membresía", nil),
        ("mensual", nil), ("anual", nil), ("monthly", nil), ("annual", nil), ("yearly", nil),
        ("包月", nil), ("连续包月", nil), ("年费", nil),
    ]

    /// Longest phrases first, so "连续包月" wins over "包月".
    private static let phrases: [Phrase] = table.map { text, plan in
        let normalized = SearchNormalizer.normalize(text)
        return Phrase(words: normalized.wordRanges.map { Array(normalized.bytes[$0]) }, plan: plan)
    }
    .sorted { $0.words.count > $1.words.count }

    /// The plan words (as written in the table) for `plans` that start with `prefix`, a
    /// normalized word: what Tab offers after a brand's name (`Spotify Fam` → `Familiar`).
    static func words(startingWith prefix: [UInt8], for plans: Set<PlanKind>) -> [String] {
        table.compactMap { text, plan in
            guard let plan, plans.contains(plan) else { return nil }
            return SearchNormalizer.normalize(text).bytes.starts(with: prefix) ? text : nil
        }
    }

    /// Splits `text` into words and removes every plan phrase.
    static func strip(_ text: NormalizedText) -> Stripped {
        let words = text.wordRanges.map { Array(text.bytes[$0]) }
        var result = Stripped(words: [], plan: nil)
        var position = 0
        while position < words.count {
            if let phrase = phrases.first(where: { matches($0, words, at: position) }) {
                if let plan = phrase.plan, plan.precedence < (result.plan?.precedence ?? Int.max) {
                    result.plan = plan
                }
                position += phrase.words.count
            } else {
                result.words.append(words[position])
                position += 1
            }
        }
        return result
    }

    private static func matches(_ phrase: Phrase, _ words: [[UInt8]], at position: Int) -> Bool {
        guard position + phrase.words.count <= words.count else { return false }
        for (offset, word) in phrase.words.enumerated() where words[position + offset] != word {
            return false
        }
        return true
    }
}
