import SubDomain

/// Reduces names and queries to one search form, so matching never cares about case,
/// accents, spaces or punctuation.
///
/// - First the text is folded by the domain's one rule (`NameKey.fold`): case, accents and
///   width, so a brand search and a name lookup agree on what a typed name means.
/// - Case is folded and accents are dropped ("País" → `pais`).
/// - Spaces and punctuation are dropped but end a word ("Chess.com" → `chess` `com`).
/// - "+" becomes the word `plus`, so "Disney+", "disney plus" and "disney+" agree.
/// - CJK characters are kept as they are, each one a word of its own: Chinese is written
///   without spaces, and a word prefix should still find "视频" in "腾讯视频".
/// - Full-width Latin letters and digits become their ASCII forms.
/// - Letters of other scripts are lower-cased, their accents dropped by the fold.
///
/// The brand index is normalized once when it is built; per keystroke only the query is.
package enum SearchNormalizer {
    /// Nobody types a brand name this long; the cap bounds the work for a pasted novel.
    package static let maximumScalars = 256

    private static let plusWord: [UInt8] = Array("plus".utf8)

    /// The search form of `text`.
    package static func normalize(_ text: String) -> NormalizedText {
        // Capped before folding, so a pasted novel is never folded whole.
        let capped =
            text.utf8.count <= maximumScalars
            ? text : String(String.UnicodeScalarView(text.unicodeScalars.prefix(maximumScalars)))
        let folded = NameKey.fold(capped)
        var result = NormalizedText()
        result.bytes.reserveCapacity(min(folded.utf8.count, maximumScalars) + 8)
        var insideWord = false
        var seen = 0
        for scalar in folded.unicodeScalars {
            seen += 1
            if seen > maximumScalars { break }
            append(scalar, to: &result, insideWord: &insideWord)
        }
        return result
    }

    private static func append(
        _ scalar: Unicode.Scalar, to result: inout NormalizedText, insideWord: inout Bool
    ) {
        let value = scalar.value
        if value < 0x80 {
            appendASCII(UInt8(value), to: &result, insideWord: &insideWord)
            return
        }
        if (0xFF01...0xFF5E).contains(value) {
            // Full-width forms sit at a fixed distance from ASCII.
            appendASCII(UInt8(value - 0xFEE0), to: &result, insideWord: &insideWord)
            return
        }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark:
            // A combining accent typed separately ("e" + U+0301) belongs to its letter.
            return
        default:
            break
        }
        if let folded = specialLetterFolds[value] {
            for byte in folded.utf8 { appendASCII(byte, to: &result, insideWord: &insideWord) }
            return
        }
        if isCJK(value) {
            result.wordStarts.append(result.bytes.count)
            result.bytes.append(contentsOf: String(scalar).utf8)
            insideWord = false
            return
        }
        guard properties.isAlphabetic || properties.numericType != nil else {
            insideWord = false
            return
        }
        if !insideWord { result.wordStarts.append(result.bytes.count) }
        insideWord = true
        if let base = latinBaseLetter(value) {
            result.bytes.append(base)
        } else {
            // Greek, Cyrillic and the like: lower-cased here too (their accents went with the
            // fold).
            result.bytes.append(contentsOf: properties.lowercaseMapping.utf8)
        }
    }

    /// The unaccented lower-case letter of an accented Latin letter ("É" → `e`, "ệ" → `e`).
    ///
    /// A table rather than Foundation's canonical decomposition: no String is created per
    /// letter, and the normalizer stays free of Foundation.
    private static func latinBaseLetter(_ value: UInt32) -> UInt8? {
        let table: [UInt8]
        let offset: Int
        switch value {
        case 0x00C0...0x024F:
            table = latinSupplementAndExtended
            offset = Int(value - 0x00C0)
        case 0x1E00...0x1EFF:
            table = latinExtendedAdditional
            offset = Int(value - 0x1E00)
        default:
            return nil
        }
        let letter = table[offset]
        return letter == UInt8(ascii: "_") ? nil : letter
    }

    /// Base letters of U+00C0…U+024F; `_` where there is none (×, ÷, IPA-like letters).
    /// Generated with Python's `unicodedata.normalize("NFD", …)`.
    private static let latinSupplementAndExtended: [UInt8] = Array(
        """
        aaaaaa_ceeeeiiii_nooooo__uuuuy__aaaaaa_ceeeeiiii_nooooo__uuuuy_yaaaaaaccccccccdd\
        __eeeeeeeeeegggggggghh__iiiiiiiii___jjkk_llllll____nnnnnn___oooooo__rrrrrrssssss\
        sstttt__uuuuuuuuuuuuwwyyyzzzzzz_________________________________oo_____________u\
        u____________________________aaiioouuuuuuuuuu_aaaa____ggkkoooo__j___gg__nnaa____\
        aaaaeeeeiiiioooorrrruuuusstt__hh______aaeeooooooooyy____________________________
        """.utf8)

    /// Base letters of U+1E00…U+1EFF (Vietnamese and other dotted or hooked letters).
    private static let latinExtendedAdditional: [UInt8] = Array(
        """
        aabbbbbbccddddddddddeeeeeeeeeeffgghhhhhhhhhhiiiikkkkkkllllllllmmmmmmnnnnnnnnoooo\
        oooopppprrrrrrrrssssssssssttttttttuuuuuuuuuuvvvvwwwwwwwwwwxxxxyyzzzzzzhtwy______\
        aaaaaaaaaaaaaaaaaaaaaaaaeeeeeeeeeeeeeeeeiiiioooooooooooooooooooooooouuuuuuuuuuuu\
        uuyyyyyyyy______
        """.utf8)

    private static func appendASCII(
        _ byte: UInt8, to result: inout NormalizedText, insideWord: inout Bool
    ) {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            if !insideWord { result.wordStarts.append(result.bytes.count) }
            result.bytes.append(byte)
            insideWord = true
        case UInt8(ascii: "A")...UInt8(ascii: "Z"):
            if !insideWord { result.wordStarts.append(result.bytes.count) }
            result.bytes.append(byte + 32)
            insideWord = true
        case UInt8(ascii: "+"):
            result.wordStarts.append(result.bytes.count)
            result.bytes.append(contentsOf: plusWord)
            insideWord = false
        default:
            insideWord = false
        }
    }

    /// Han, kana and Hangul: scripts written without spaces between words.
    package static func isCJK(_ value: UInt32) -> Bool {
        switch value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF,
            0x20000...0x2FA1F:
            true
        default:
            false
        }
    }

    /// Latin letters that canonical decomposition leaves alone but a reader would spell out.
    private static let specialLetterFolds: [UInt32: String] = [
        0x00DF: "ss", 0x1E9E: "ss", 0x00C6: "ae", 0x00E6: "ae", 0x0152: "oe", 0x0153: "oe",
        0x00D8: "o", 0x00F8: "o", 0x0141: "l", 0x0142: "l", 0x0110: "d", 0x0111: "d",
        0x00D0: "d", 0x00F0: "d", 0x00DE: "th", 0x00FE: "th", 0x0131: "i", 0x0126: "h", 0x0127: "h",
    ]
}
