import Foundation

/// A name folded for comparison: case and accents ignored, inner spaces collapsed, so that
/// "Día+", "dia+" and " DÍA+ " are the same name.
public struct NameKey: Hashable, Sendable {
    public let folded: String

    public init(_ name: String) {
        let folded = name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        self.folded = folded.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    public var isEmpty: Bool { folded.isEmpty }

    public func hasPrefix(_ other: NameKey) -> Bool { folded.hasPrefix(other.folded) }
}
