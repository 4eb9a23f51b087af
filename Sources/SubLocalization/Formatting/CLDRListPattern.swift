import SubCLDR

/// CLDR's list patterns (`start`, `middle`, `end`, `2`) of one locale and one kind (`and`,
/// `or`), joining items as UTS #35 says: the last two with `end` (or `2` when there are only
/// two), the earlier ones each with `middle`, the first with `start`.
///
/// Spanish also changes its conjunction before a sound it would merge with (`Spotify e
/// iCloud`, `7 u 8`): CLDR's data cannot say it, but its reference implementation (ICU) does,
/// and so did SubHub before these tables, so it stays.
struct CLDRListPattern {
    let locale: CLDRLocale
    /// `.listAnd` or `.listOr`.
    let first: CLDRField
    /// Whether a Chinese joint word is set apart from Latin letters and digits (inside a
    /// sentence of the catalogs, which space every name and number); CLDR's own data,
    /// which the reference check holds to Babel, does not.
    var spacesLatin = false

    func join(_ items: [String]) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        case 2: return fill(pattern(3), items[0], items[1], last: items[1])
        default:
            var result = fill(
                pattern(2), items[items.count - 2], items[items.count - 1],
                last: items[items.count - 1])
            for index in stride(from: items.count - 3, through: 1, by: -1) {
                result = fill(pattern(1), items[index], result, last: nil)
            }
            return fill(pattern(0), items[0], result, last: nil)
        }
    }

    /// Pattern `part` (0 start, 1 middle, 2 end, 3 two).
    private func pattern(_ part: Int) -> String {
        locale.string(first.advanced(by: part)) ?? "{0}, {1}"
    }

    /// `pattern` with its two places filled; `last`, the list's last item, when the pattern
    /// joins it (the only joint where Spanish changes its conjunction).
    private func fill(_ pattern: String, _ head: String, _ tail: String, last: String?) -> String {
        var pattern = pattern
        if let last, isSpanish {
            pattern = Self.spanishConjunction(pattern, before: last)
        }
        if spacesLatin, isChinese {
            pattern = Self.spacedConjunction(pattern, head: head, tail: tail)
        }
        return pattern.replacingPlaceholder(0, with: head).replacingPlaceholder(1, with: tail)
    }

    private var isChinese: Bool {
        let name = locale.name
        return name == "zh" || name.hasPrefix("zh_")
    }

    /// Chinese sets a word (和, 或) apart from Latin letters and digits by a space, as the
    /// catalogs do around every name and number: `7、3 和 1`, `The New York Times 和
    /// Spotify`; between Chinese words (爱奇艺和腾讯视频) and after 、 nothing changes.
    static func spacedConjunction(_ pattern: String, head: String, tail: String) -> String {
        // CLDR's Chinese patterns are `{0}` then a joint then `{1}`, nothing around them.
        guard pattern.hasPrefix("{0}"), pattern.hasSuffix("{1}"), pattern.count > 6 else {
            return pattern
        }
        let joint = pattern.dropFirst(3).dropLast(3)
        guard joint.allSatisfy({ $0.isLetter && !$0.isASCII }) else { return pattern }
        func isLatin(_ character: Character?) -> Bool {
            character.map { $0.isASCII && ($0.isLetter || $0.isNumber) } ?? false
        }
        let before = isLatin(head.last) ? " " : ""
        let after = isLatin(tail.first) ? " " : ""
        return "{0}" + before + joint + after + "{1}"
    }

    private var isSpanish: Bool {
        let name = locale.name
        return name == "es" || name.hasPrefix("es_")
    }

    /// `y` → `e` before an /i/ sound (`iCloud`, `Hilo`, not `hielo`), `o` → `u` before an /o/
    /// sound (`Orange`, `Hotmail`, `8`, `11`), as ICU's Spanish list formatter does.
    static func spanishConjunction(_ pattern: String, before word: String) -> String {
        let lower = word.lowercased()
        let iSound =
            lower.hasPrefix("i")
            || (lower.hasPrefix("hi")
                && !(lower.dropFirst(2).first.map { "ae".contains($0) } ?? false))
        let oSound =
            lower.hasPrefix("o") || lower.hasPrefix("ho") || lower.hasPrefix("8") || lower == "11"
        if iSound, pattern.contains(" y ") {
            return pattern.replacing(" y ", with: " e ")
        }
        if oSound, pattern.contains(" o ") {
            return pattern.replacing(" o ", with: " u ")
        }
        return pattern
    }
}
