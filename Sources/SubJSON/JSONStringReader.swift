/// Reads one JSON string from UTF-8 bytes for `JSONParser`, so an escape is decoded one way
/// everywhere.
package enum JSONStringReader {
    /// What a lone half of a UTF-16 surrogate pair in a `\u` escape becomes.
    package enum LoneSurrogate {
        /// U+FFFD, as the catalogs and brand data have always been read.
        case replaced
        /// The string is refused (`nil`), as JSONSerialization refuses it: stored and
        /// imported text, which JSONSerialization read before, keeps refusing it.
        case refused
    }

    /// The string whose opening quote is at `position`, leaving `position` after its closing
    /// quote; `nil` for a malformed one (a bad escape, a control character, no closing quote).
    package static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, at position: inout Int, loneSurrogate: LoneSurrogate
    ) -> String? {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return nil }
        position += 1
        let start = position
        // Fast path: no escapes, so the bytes between the quotes are the string.
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let text = String(
                    decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
                position += 1
                return text
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            position += 1
        }
        var decoded = Array(bytes[start..<position])
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: decoded, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { return nil }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
                    decoded.append(escape)
                case UInt8(ascii: "b"): decoded.append(0x08)
                case UInt8(ascii: "f"): decoded.append(0x0C)
                case UInt8(ascii: "n"): decoded.append(0x0A)
                case UInt8(ascii: "r"): decoded.append(0x0D)
                case UInt8(ascii: "t"): decoded.append(0x09)
                case UInt8(ascii: "u"):
                    guard
                        let scalar = unicodeEscape(
                            bytes, at: &position, loneSurrogate: loneSurrogate)
                    else { return nil }
                    decoded.append(contentsOf: String(Character(scalar)).utf8)
                default: return nil
                }
            case 0..<0x20:
                return nil
            default:
                decoded.append(byte)
            }
        }
        return nil
    }

    /// The four hex digits after `\u`, joined with the low half of a surrogate pair.
    private static func unicodeEscape(
        _ bytes: UnsafeBufferPointer<UInt8>, at position: inout Int, loneSurrogate: LoneSurrogate
    ) -> Unicode.Scalar? {
        let lone: Unicode.Scalar? = loneSurrogate == .replaced ? "\u{FFFD}" : nil
        guard let high = hexQuad(bytes, at: &position) else { return nil }
        guard (0xD800...0xDFFF).contains(high) else { return Unicode.Scalar(high) }
        guard (0xD800...0xDBFF).contains(high) else { return lone }
        guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
            bytes[position + 1] == UInt8(ascii: "u")
        else { return lone }
        position += 2
        guard let low = hexQuad(bytes, at: &position) else { return nil }
        guard (0xDC00...0xDFFF).contains(low) else { return lone }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
    }

    private static func hexQuad(_ bytes: UnsafeBufferPointer<UInt8>, at position: inout Int)
        -> UInt32?
    {
        guard position + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            position += 1
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"):
                digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"):
                digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
            value = value << 4 | digit
        }
        return value
    }
}
