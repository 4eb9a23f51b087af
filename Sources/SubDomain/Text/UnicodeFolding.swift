// The standard library's own canonical decomposition (`_nfd`) and composition
// (`_nfcCodeUnits`): the same Unicode data Swift compares strings by, reached without
// Foundation's ICU half. FoundationEssentials reaches it the same way.
@_spi(_Unicode) import Swift

/// What a comparison ignores when text is folded.
public struct FoldingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// "NETFLIX" and "netflix".
    public static let caseInsensitive = FoldingOptions(rawValue: 1)
    /// "Día" and "Dia": combining marks dropped after canonical decomposition.
    public static let diacriticInsensitive = FoldingOptions(rawValue: 2)
    /// "ＮＥＴ" and "NET": full-width ASCII as its narrow forms.
    public static let widthInsensitive = FoldingOptions(rawValue: 4)
}

extension StringProtocol {
    /// The text with the differences `options` names taken out, in composed (NFC) form.
    ///
    /// Held to Foundation's `folding(options:locale:)` by `UnicodeFoldingTests`: case is
    /// folded fully ("ß" is "ss", "ς" is "σ"), a combining mark after a letter is dropped
    /// but the kana voicing marks are kept (が is not か), and width folds full-width ASCII.
    public func folded(_ options: FoldingOptions) -> String {
        var text = String(self)
        if options.contains(.caseInsensitive) {
            text = text.utf8.allSatisfy { $0 < 0x80 } ? text.lowercased() : Self.caseFolded(text)
        }
        var scalars = String.UnicodeScalarView()
        var afterBase = false
        func append(_ scalar: Unicode.Scalar) {
            // Combining marks begin at U+0300: below it nothing to look up.
            if scalar.value < 0x300 || Self.isIdeograph(scalar) {
                afterBase = true
            } else {
                if options.contains(.diacriticInsensitive), afterBase, Self.isDroppedMark(scalar) {
                    return
                }
                afterBase = afterBase || !Self.isMark(scalar)
            }
            if options.contains(.widthInsensitive), (0xFF01...0xFF5E).contains(scalar.value),
                let narrow = Unicode.Scalar(scalar.value - 0xFEE0)
            {
                scalars.append(narrow)
            } else {
                scalars.append(scalar)
            }
        }
        // Scalar by scalar: the decompositions put together are canonically equivalent to
        // the text, so composing the result at the end gives what decomposing it whole
        // would. Letters below U+00C0 and Han ideographs never decompose, nor need composing.
        var composed = true
        for scalar in text.unicodeScalars {
            if scalar.value < 0xC0 || Self.isIdeograph(scalar) {
                append(scalar)
                continue
            }
            composed = false
            if options.contains(.diacriticInsensitive) {
                for part in String(scalar)._nfd { append(part) }
            } else {
                append(scalar)
            }
        }
        let result = String(scalars)
        return composed ? result : String(decoding: result._nfcCodeUnits, as: UTF8.self)
    }

    /// CJK Unified Ideographs and Extension A: no decomposition, case or width to fold.
    private static func isIdeograph(_ scalar: Unicode.Scalar) -> Bool {
        (0x4E00...0x9FFF).contains(scalar.value) || (0x3400...0x4DBF).contains(scalar.value)
    }

    /// Lower, upper, lower, scalar by scalar: the standard library's full case mappings
    /// give Unicode's case folding for every letter a name uses (ß→SS→ss, ς→Σ→σ,
    /// ẞ→ß→SS→ss). The dotless ı stays itself, as Unicode folds it.
    private static func caseFolded(_ text: String) -> String {
        var folded = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.value < 0x80 {
                folded.append(
                    ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32)! : scalar)
            } else if scalar == "ı" || !scalar.properties.changesWhenCaseFolded {
                // Most letters of a name fold to themselves: no mapping to look up.
                folded.append(scalar)
            } else {
                let mapped = String(scalar).lowercased().uppercased().lowercased()
                folded.append(contentsOf: mapped.unicodeScalars)
            }
        }
        return String(folded)
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: true
        default: false
        }
    }

    /// Accents and enclosing marks; not the kana voicing marks, which make another sound.
    private static func isDroppedMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: scalar.value != 0x3099 && scalar.value != 0x309A
        default: false
        }
    }
}
