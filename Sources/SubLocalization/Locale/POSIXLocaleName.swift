/// A locale name as found in `LANG` and friends (`es_ES.UTF-8@euro`), reduced to what
/// Foundation and the catalogs understand: `es_ES`.
///
/// Codeset and modifier are stripped because Foundation misreads them (`es_ES@euro` breaks
/// currency formatting and crashes relative date formatting on this platform).
public struct POSIXLocaleName: Hashable, Sendable, CustomStringConvertible {
    /// Lower-case language code (`es`).
    public let language: String
    /// Upper-case region code (`MX`), if any.
    public let region: String?
    /// Title-case script code (`Hans`) when the name gives one (`zh-Hans`, `zh_Hans_CN`).
    public let script: String?

    /// `nil` for empty text, `C`/`POSIX` (no preference), and anything not shaped like
    /// `ll`, `ll_CC` or `ll-CC` (2–3 letter language, 2-letter or 3-digit region), with an
    /// optional 4-letter script after the language (`zh-Hans`, `zh_Hans_CN`).
    public init?(_ raw: String) {
        var text = Substring(raw)
        if let at = text.firstIndex(of: "@") { text = text[..<at] }
        if let dot = text.firstIndex(of: ".") { text = text[..<dot] }
        var parts = text.split(whereSeparator: { $0 == "_" || $0 == "-" })
        guard (1...3).contains(parts.count) else { return nil }
        let language = parts[0].lowercased()
        guard (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter }),
            language != "c", language != "posix"
        else { return nil }
        var script: String?
        if parts.count >= 2, parts[1].count == 4, parts[1].allSatisfy({ $0.isASCII && $0.isLetter })
        {
            script = parts[1].prefix(1).uppercased() + parts[1].dropFirst().lowercased()
            parts.remove(at: 1)
        }
        guard parts.count <= 2 else { return nil }
        var region: String?
        if parts.count == 2 {
            let candidate = parts[1].uppercased()
            let isLetters =
                candidate.count == 2 && candidate.allSatisfy { $0.isASCII && $0.isLetter }
            let isDigits =
                candidate.count == 3 && candidate.allSatisfy { $0.isASCII && $0.isNumber }
            guard isLetters || isDigits else { return nil }
            region = candidate
        }
        self.language = language
        self.region = region
        self.script = script
    }

    /// `es_MX`, or `es` without a region.
    public var identifier: String { region.map { "\(language)_\($0)" } ?? language }

    /// The catalog names to try, most specific first: `es_MX`, then `es`. A catalog may be
    /// named by language and script (`zh-Hans`), tried before the bare language; Chinese
    /// locales name their script by region (`zh_CN`, `zh_SG` → `zh-Hans`; `zh_TW`, `zh_HK`,
    /// `zh_MO` → `zh-Hant`), as glibc's `zh_CN` means Simplified Chinese.
    public var catalogCandidates: [String] {
        var candidates = region == nil ? [] : [identifier]
        if let script = script ?? Self.impliedScript(language: language, region: region) {
            candidates.append("\(language)-\(script)")
        }
        return candidates + [language]
    }

    /// The script a language's locales imply when they name none (only Chinese needs one).
    private static func impliedScript(language: String, region: String?) -> String? {
        guard language == "zh" else { return nil }
        return ["TW", "HK", "MO"].contains(region ?? "") ? "Hant" : "Hans"
    }

    public var description: String { identifier }

    /// Whether the raw value means the C locale, which makes gettext ignore `LANGUAGE`.
    /// Only exactly `C` or `POSIX`: `C.UTF-8` does not count (measured against glibc).
    public static func isCLocale(_ raw: String) -> Bool {
        raw == "C" || raw == "POSIX"
    }
}
