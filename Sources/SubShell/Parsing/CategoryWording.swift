import SubBrandsCore
import SubDomain
import SubLocalization

/// Category identifiers (`streaming`, `music`…) worded from the catalogs; a category the
/// user typed freely is shown as typed.
enum CategoryWording {
    /// The identifier a typed category names when it is a category's word in any language
    /// (`música`, `Music`, `音乐` → `music`); anything else as typed. So a category typed by
    /// hand and a brand's fall in one group, shown in one word.
    static func identifier(_ typed: String, localizer: Localizer) -> String {
        let folded = NameKey.fold(typed)
        for category in BrandCategory.allCases where folded == category.rawValue {
            return category.rawValue
        }
        for catalog in localizer.library.catalogsPreferring(localizer.language) {
            guard let speaker = localizer.switching(to: catalog.language) else { continue }
            for category in BrandCategory.allCases
            where NameKey.fold(name(category.rawValue, localizer: speaker)) == folded {
                return category.rawValue
            }
        }
        return typed
    }

    static func name(_ identifier: String, localizer: Localizer) -> String {
        let key = MessageKey.categoryName(identifier)
        let worded = localizer.text(key)
        return worded == key.path ? TerminalSanitizer.clean(identifier) : worded
    }
}
