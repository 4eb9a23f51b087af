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
        return pattern.replacingPlaceholder(0, with: head).replacingPlaceholder(1, with: tail)
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
