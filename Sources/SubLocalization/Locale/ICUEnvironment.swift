import Foundation

/// ICU picks its own default locale from the process environment (`LC_ALL`, `LC_MESSAGES`,
/// `LANG`), whatever locale SubHub asks for, and ICU 76 dereferences a bad pointer building
/// that default from some malformed names (`LANG=abcdefghijkl`: SIGSEGV on the first amount
/// formatted). SubHub resolves its own locales from the environment first (`LocaleResolver`,
/// which ignores such names); then a name that is neither a locale nor `C`/`POSIX` is taken
/// out of the process environment before ICU can read it.
public enum ICUEnvironment {
    /// The variables ICU reads for its default locale.
    static let variables = ["LC_ALL", "LC_MESSAGES", "LANG"]

    /// Unsets each of `variables` whose value is not a locale name; returns those unset.
    @discardableResult
    public static func removeMalformedLocaleNames() -> [String] {
        var removed: [String] = []
        for variable in variables {
            guard let value = getenv(variable).map({ String(cString: $0) }), !value.isEmpty,
                !isUsable(value)
            else { continue }
            unsetenv(variable)
            removed.append(variable)
        }
        return removed
    }

    /// A value ICU reads safely: `C`/`POSIX`, or a plain locale name (`es_ES.UTF-8`) no
    /// longer than locale names are, with at most a short `@modifier`.
    static func isUsable(_ value: String) -> Bool {
        if POSIXLocaleName.isCLocale(value) || value == "C.UTF-8" { return true }
        guard value.utf8.count <= 64, POSIXLocaleName(value) != nil else { return false }
        let modifier = value.split(separator: "@", maxSplits: 1).dropFirst().first ?? ""
        return modifier.count <= 16
            && modifier.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
}
