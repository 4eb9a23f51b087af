import Foundation
import SubDomain
@testable import SubLocalization

/// Localizers for fixed environments, so tests never depend on the machine's locale.
enum TestLocalizers {
    static func make(_ environment: [String: String], lang: String? = nil) -> Localizer {
        let library = CatalogLibrary.embedded
        let settings = LocaleResolver.resolve(
            environment: environment, languageOverride: lang, library: library)
        return Localizer(library: library, settings: settings)
    }

    static let spanish = make(["LANG": "es_ES.UTF-8"])
    static let mexican = make(["LANG": "es_MX.UTF-8"])
    static let american = make(["LANG": "en_US.UTF-8"])
    static let british = make(["LANG": "en_GB.UTF-8"])
    static let chinese = make(["LANG": "zh_CN.UTF-8"])

    static func date(_ iso: String) -> CivilDate { CivilDate(iso: iso)! }
    static func eur(_ minor: Int64) -> Money { Money(minorUnits: minor, currency: .eur) }
    static func usd(_ minor: Int64) -> Money { Money(minorUnits: minor, currency: .usd) }
    static func cny(_ minor: Int64) -> Money { Money(minorUnits: minor, currency: .cny) }
}
