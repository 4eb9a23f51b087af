import Foundation

/// A name folded for comparison: case and accents ignored, inner spaces collapsed, so that
/// "Día+", "dia+" and " DÍA+ " are the same name.
public struct NameKey: Hashable, Sendable {
    public let folded: String

    public init(_ name: String) {
        if let ascii = NameKey.foldASCII(name) {
            folded = ascii
            return
        }
        let folded = name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        self.folded = folded.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Most names are plain ASCII; folding them by hand is many times cheaper than
    /// Foundation's Unicode folding, which sorting thousands of names would feel.
    private static func foldASCII(_ name: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.utf8.count)
        var pendingSpace = false
        for byte in name.utf8 {
            guard byte < 0x80 else { return nil }
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                pendingSpace = !bytes.isEmpty
                continue
            }
            if pendingSpace {
                bytes.append(0x20)
                pendingSpace = false
            }
            bytes.append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    public var isEmpty: Bool { folded.isEmpty }

    public func hasPrefix(_ other: NameKey) -> Bool { folded.hasPrefix(other.folded) }

    /// Whether a word after the first starts with `other` ("max" in "hbo max").
    public func hasWordPrefix(_ other: NameKey) -> Bool {
        folded.split(separator: " ").dropFirst().contains { $0.hasPrefix(other.folded) }
    }
}
