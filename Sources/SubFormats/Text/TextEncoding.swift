#if canImport(Glibc)
    import Glibc
#endif

/// The encodings banks and wallets write their files in, and how to tell them apart from
/// the bytes alone: the file's name and the system's locale say nothing reliable.
public enum TextEncoding: String, Hashable, Sendable {
    case utf8
    /// UTF-16 (with or without a byte-order mark): what Excel's "Unicode text" saves.
    case utf16LittleEndian
    case utf16BigEndian
    /// GBK and its superset GB18030: what Alipay writes its bills in.
    case gb18030
    /// What Windows writes Western European text in; Latin-1 but for 0x80–0x9F.
    case windows1252
    /// ISO 8859-1, for the few bytes Windows-1252 leaves undefined.
    case latin1

    /// The text of `bytes` and the encoding it was found in, with any byte-order mark
    /// dropped; `nil` for bytes that are no text (a NUL outside UTF-16, an image…).
    ///
    /// In order: a byte-order mark decides; UTF-16 without one shows as a NUL in every other
    /// byte of ASCII text; valid UTF-8 is UTF-8 (other encodings' non-ASCII text almost never
    /// is); then GB18030 when its high bytes pair up as Chinese characters; else
    /// Windows-1252. A short Western text whose only accented letters stand in pairs
    /// ("Ñá") reads both ways; statements are long enough to tell.
    public static func decode(_ bytes: [UInt8]) -> (text: String, encoding: TextEncoding)? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            guard let text = validUTF8(bytes.dropFirst(3)) else { return nil }
            return (text, .utf8)
        }
        if bytes.starts(with: [0xFF, 0xFE]) {
            return utf16(bytes.dropFirst(2), littleEndian: true).map { ($0, .utf16LittleEndian) }
        }
        if bytes.starts(with: [0xFE, 0xFF]) {
            return utf16(bytes.dropFirst(2), littleEndian: false).map { ($0, .utf16BigEndian) }
        }
        if let littleEndian = utf16WithoutMark(bytes) {
            return utf16(bytes[...], littleEndian: littleEndian).map {
                ($0, littleEndian ? .utf16LittleEndian : .utf16BigEndian)
            }
        }
        guard !bytes.contains(0) else { return nil }
        if let text = validUTF8(bytes[...]) { return (text, .utf8) }
        if looksLikeChinese(bytes), let text = gb18030(bytes) { return (text, .gb18030) }
        if bytes.contains(where: undefinedInWindows1252.contains) {
            return (String(decoding: bytes.map { UInt16($0) }, as: UTF16.self), .latin1)
        }
        return (String(decoding: bytes.map(windows1252), as: UTF16.self), .windows1252)
    }

    // MARK: UTF-8 and UTF-16

    private static func validUTF8(_ bytes: ArraySlice<UInt8>) -> String? {
        String(validating: bytes, as: UTF8.self)
    }

    private static func utf16(_ bytes: ArraySlice<UInt8>, littleEndian: Bool) -> String? {
        guard bytes.count % 2 == 0 else { return nil }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let first = UInt16(bytes[index])
            let second = UInt16(bytes[index + 1])
            units.append(littleEndian ? first | second << 8 : first << 8 | second)
            index += 2
        }
        return String(validating: units, as: UTF16.self)
    }

    /// Whether `bytes` are UTF-16 without a mark, and which byte order: ASCII characters
    /// (the digits, delimiters and line breaks every statement is full of) leave a NUL in
    /// one byte of each pair and almost never in the other.
    private static func utf16WithoutMark(_ bytes: [UInt8]) -> Bool? {
        let sample = bytes.prefix(4096)
        guard sample.count >= 4, sample.count % 2 == 0 || bytes.count > sample.count else {
            return nil
        }
        var evenNULs = 0
        var oddNULs = 0
        for (offset, byte) in sample.enumerated() where byte == 0 {
            if offset % 2 == 0 { evenNULs += 1 } else { oddNULs += 1 }
        }
        let pairs = sample.count / 2
        if oddNULs * 10 >= pairs * 6, evenNULs * 10 <= pairs { return true }
        if evenNULs * 10 >= pairs * 6, oddNULs * 10 <= pairs { return false }
        return nil
    }

    // MARK: GB18030

    /// Whether the bytes above ASCII all belong to GB18030 characters as Chinese text's do:
    /// pairs of bytes, nine in ten of them in GB2312's common range (both bytes 0xA1–0xFE),
    /// and four-byte sequences (lead, digit, lead, digit: `¥`, rarer characters). Western
    /// text has accented letters between ASCII ones: a high byte left unpaired, or paired
    /// with the ASCII letter after it, which GBK allows but Chinese text seldom needs.
    private static func looksLikeChinese(_ bytes: [UInt8]) -> Bool {
        var common = 0
        var uncommon = 0
        var index = 0
        let lead: ClosedRange<UInt8> = 0x81...0xFE
        let digit: ClosedRange<UInt8> = 0x30...0x39
        while index < bytes.count {
            let byte = bytes[index]
            guard byte >= 0x80 else {
                index += 1
                continue
            }
            guard lead.contains(byte), index + 1 < bytes.count else { return false }
            let next = bytes[index + 1]
            if digit.contains(next), index + 3 < bytes.count, lead.contains(bytes[index + 2]),
                digit.contains(bytes[index + 3])
            {
                index += 4
            } else if (0x40...0xFE).contains(next), next != 0x7F {
                if byte >= 0xA1, next >= 0xA1 { common += 1 } else { uncommon += 1 }
                index += 2
            } else {
                return false
            }
        }
        return common > 0 && common * 10 >= (common + uncommon) * 9
    }

    /// GB18030 through the C library's iconv, strictly: a byte sequence it cannot convert
    /// means the file is not GB18030.
    private static func gb18030(_ bytes: [UInt8]) -> String? {
        #if canImport(Glibc)
            let converter = iconv_open("UTF-8", "GB18030")
            guard converter != iconv_t(bitPattern: -1) else { return nil }
            defer { iconv_close(converter) }
            var input = bytes.map { CChar(bitPattern: $0) }
            // Every GB18030 character of 1, 2 or 4 bytes is at most 4 bytes of UTF-8.
            var output = [CChar](repeating: 0, count: bytes.count * 2 + 4)
            var inputLeft = input.count
            var outputLeft = output.count
            let result = input.withUnsafeMutableBufferPointer { inputBuffer in
                output.withUnsafeMutableBufferPointer { outputBuffer in
                    var inputPointer = inputBuffer.baseAddress
                    var outputPointer = outputBuffer.baseAddress
                    return iconv(
                        converter, &inputPointer, &inputLeft, &outputPointer, &outputLeft)
                }
            }
            guard result != -1, inputLeft == 0 else { return nil }
            let written = output.count - outputLeft
            return validUTF8(output.prefix(written).map { UInt8(bitPattern: $0) }[...])
        #else
            return nil
        #endif
    }

    // MARK: Windows-1252

    private static let undefinedInWindows1252: Set<UInt8> = [0x81, 0x8D, 0x8F, 0x90, 0x9D]

    /// Windows-1252's characters for 0x80–0x9F (the euro sign, curly quotes, dashes…);
    /// every other byte is the Latin-1 code point of the same number.
    private static let windows1252High: [UInt16] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
        0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D, 0x017D, 0x8F,
        0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
        0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
    ]

    private static func windows1252(_ byte: UInt8) -> UInt16 {
        (0x80...0x9F).contains(byte) ? windows1252High[Int(byte) - 0x80] : UInt16(byte)
    }
}
