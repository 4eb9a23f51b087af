import SubDomain
import SubLocalization

/// Category identifiers (`streaming`, `music`…) worded from the catalogs; a category the
/// user typed freely is shown as typed.
enum CategoryWording {
    static func name(_ identifier: String, localizer: Localizer) -> String {
        let key = MessageKey.categoryName(identifier)
        let worded = localizer.text(key)
        return worded == key.path ? TerminalSanitizer.clean(identifier) : worded
    }
}
