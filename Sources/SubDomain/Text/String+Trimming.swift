/// Trimming by Unicode properties, from the standard library alone: Foundation's
/// `trimmingCharacters(in:)` and `CharacterSet` live in the ICU half of Foundation, which
/// the product does not link.
extension StringProtocol {
    /// Without white space or line ends at either end (Unicode White_Space).
    public func trimmingWhitespace() -> String {
        trimming { $0.properties.isWhitespace }
    }

    /// Without spaces and tabs at either end; a line end is kept, as a line's own content.
    public func trimmingSpaces() -> String {
        trimming { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
    }

    /// Without the scalars `isTrimmed` accepts at either end.
    public func trimming(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }) else { return "" }
        var end = scalars.endIndex
        while end > first {
            let before = scalars.index(before: end)
            if !isTrimmed(scalars[before]) { break }
            end = before
        }
        return String(String.UnicodeScalarView(scalars[first..<end]))
    }
}
