import FoundationEssentials
import SubDomain
import SubRecords

/// Parsers for the fixed-shape text the store writes (UUIDs, ISO dates), working on raw
/// UTF-8 bytes so that loading a large ledger allocates no temporary strings.
/// Each returns `nil` for anything that is not exactly the expected shape.
enum TextParsing {
    /// `XXXXXXXX-XXXX-XXXX-XXXX-XXXXXXXXXXXX`, hexadecimal in either case.
    ///
    /// Every row read has one or two (100,000 rows: a few percent of `risks`), so the digits
    /// are read through a table, and any byte that is not a digit is caught by one test of
    /// all the values or'ed together.
    static func uuid(_ bytes: UnsafeBufferPointer<UInt8>) -> UUID? {
        guard bytes.count == 36, let base = bytes.baseAddress,
            base[8] == dash, base[13] == dash, base[18] == dash, base[23] == dash
        else { return nil }
        var raw: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var invalid: UInt8 = 0
        withUnsafeMutableBytes(of: &raw) { output in
            hexDigits.withUnsafeBufferPointer { table in
                for (byteIndex, start) in uuidDigitPairs.enumerated() {
                    let high = table[Int(base[start])]
                    let low = table[Int(base[start + 1])]
                    invalid |= high | low
                    output[byteIndex] = high << 4 | low
                }
            }
        }
        return invalid & 0x80 == 0 ? UUID(uuid: raw) : nil
    }

    private static let dash = UInt8(ascii: "-")

    /// `id.uuidString`'s text (upper case), written without Foundation (`UUIDText`).
    static func uuidText(_ id: UUID) -> String { UUIDText.of(id) }

    /// Where each of the 16 bytes' two digits start in the text.
    private static let uuidDigitPairs = [0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34]

    /// Each byte's value as a hexadecimal digit, 0x80 for a byte that is not one.
    private static let hexDigits: [UInt8] = (0...255).map { byte in
        hexValue(UInt8(byte)) ?? 0x80
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
