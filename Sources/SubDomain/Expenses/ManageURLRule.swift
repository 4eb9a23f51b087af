/// What a manage/cancel link stored on an expense must be.
///
/// The link is the user's own text, but it is shown and may be opened, so only a plain web
/// address is kept: `http` or `https`, a host, and nothing that a terminal or a shell could
/// read differently from what the user sees (spaces, control or format characters).
public enum ManageURLRule {
    /// The longest link kept, in Unicode scalars: what browsers and sitemaps agree on
    /// as a safe URL length; a longer one is almost always pasted by mistake.
    public static let maximumLength = 2048

    /// Throws `manageURLTooLong` or `invalidManageURL` when `url` may not be stored.
    public static func validate(_ url: String) throws(DomainError) {
        let length = url.unicodeScalars.count
        guard length <= maximumLength else { throw .manageURLTooLong(length: length) }
        guard url.unicodeScalars.allSatisfy(isAllowed) else { throw .invalidManageURL }
        let lowered = url.lowercased()
        guard let scheme = ["https://", "http://"].first(where: lowered.hasPrefix) else {
            throw .invalidManageURL
        }
        let host = url.dropFirst(scheme.count).prefix { !"/?#".contains($0) }
        guard !host.isEmpty, !host.hasPrefix("@"), !host.hasPrefix(":") else {
            throw .invalidManageURL
        }
    }

    /// Anything but white space and control, format, surrogate or unassigned code points:
    /// a tab, a bidi override or a zero-width space would make the link read differently.
    /// The household server's CHECK is generated from it.
    public static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isWhitespace || properties.isDefaultIgnorableCodePoint { return false }
        switch properties.generalCategory {
        case .control, .format, .surrogate, .unassigned, .privateUse, .lineSeparator,
            .paragraphSeparator, .spaceSeparator:
            return false
        default:
            return true
        }
    }
}
