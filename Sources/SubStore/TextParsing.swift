import Foundation
import SubDomain

/// Parsers for the fixed-shape text the store writes (UUIDs, ISO dates), working on raw
/// UTF-8 bytes so that loading a large ledger allocates no temporary strings.
/// Each returns `nil` for anything that is not exactly the expected shape.
enum TextParsing {
    /// `XXXXXXXX-XXXX-XXXX-XXXX-XXXXXXXXXXXX`, hexadecimal in either case.
    static func uuid(_ bytes: UnsafeBufferPointer<UInt8>) -> UUID? {
        guard bytes.count == 36 else { return nil }
        var raw: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let valid = withUnsafeMutableBytes(of: &raw) { output -> Bool in
            var index = 0
            var byteIndex = 0
            while index < 36 {
                if index == 8 || index == 13 || index == 18 || index == 23 {
                    guard bytes[index] == UInt8(ascii: "-") else { return false }
                    index += 1
                    continue
                }
                guard let high = hexValue(bytes[index]), let low = hexValue(bytes[index + 1])
                else { return false }
                output[byteIndex] = high << 4 | low
                byteIndex += 1
                index += 2
            }
            return byteIndex == 16
        }
        return valid ? UUID(uuid: raw) : nil
    }

    /// `YYYY-MM-DD` naming a real day (validated by `CivilDate`).
    static func date(_ bytes: UnsafeBufferPointer<UInt8>) -> CivilDate? {
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            let year = number(bytes, 0, 4), let month = number(bytes, 5, 2),
            let day = number(bytes, 8, 2)
        else { return nil }
        return try? CivilDate(year: year, month: month, day: day)
    }

    private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int)
        -> Int?
    {
        var value = 0
        for index in start..<(start + count) {
            let digit = Int(bytes[index]) - 48
            guard (0...9).contains(digit) else { return nil }
            value = value * 10 + digit
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
