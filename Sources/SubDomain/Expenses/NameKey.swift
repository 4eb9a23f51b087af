import FoundationEssentials

/// A name folded for comparison: case, accents and width ignored, inner spaces collapsed,
/// so that "Día+", "dia+", " DÍA+ " and "ＤＩＡ＋" are the same name.
public struct NameKey: Hashable, Sendable {
    public let folded: String

    public init(_ name: String) {
        folded = NameKey.fold(name)
    }

    /// The one folding rule of SubHub: lower case, no accents, half width, single spaces,
    /// no space at either end.
    ///
    /// Names, catalog words (`TextFolding`) and brand searches (`SearchNormalizer`) all fold
    /// through here. When they folded by three rules, completion offered Netflix for "ＮＥＴ"
    /// while `show ＮＥＴＦＬＩＸ` found nothing.
    public static func fold(_ text: String) -> String {
        if let ascii = foldASCII(text) { return ascii }
        return collapsingWhitespace(
            text.folded([.caseInsensitive, .diacriticInsensitive, .widthInsensitive]))
    }

    /// `text` with each run of white space one space, and none at either end; scalar by
    /// scalar, as the ASCII path does (splitting by `Character` costs grapheme breaking).
    private static func collapsingWhitespace(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            let isSpace =
                scalar.value < 0x80
                ? scalar == " " || (0x09...0x0D).contains(scalar.value)
                : scalar.properties.isWhitespace
            if isSpace {
                pendingSpace = !scalars.isEmpty
                continue
            }
            if pendingSpace {
                scalars.append(" ")
                pendingSpace = false
            }
            scalars.append(scalar)
        }
        return String(scalars)
    }

    /// Most names are plain ASCII; folding them by hand is many times cheaper than
    /// Unicode folding, which sorting thousands of names would feel.
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
