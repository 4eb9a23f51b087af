/// The text of a string item (a shared string's `<si>`, an inline string's `<is>`), gathered
/// from the events inside it: every `<t>`, whether alone or in a rich-text run.
///
/// Phonetic guides (`<rPh>`, the furigana a Japanese Excel adds above kanji) hold `<t>`s too,
/// but they are reading aids, not the cell's text, and are left out.
struct RichText {
    private var text = ""
    private var inText = false
    private var inPhonetic = false

    /// The text, with Office Open XML's own escapes decoded.
    var string: String { Self.unescaped(text) }

    mutating func read(_ event: PartScanner.Event) {
        switch event {
        case .start(name: "t", _): inText = !inPhonetic
        case .end(name: "t"): inText = false
        case .start(name: "rPh", _): inPhonetic = true
        case .end(name: "rPh"): inPhonetic = false
        case .text(let content) where inText: text += content
        default: break
        }
    }

    /// Decodes `_xHHHH_`, the escape Office Open XML strings use for a UTF-16 unit XML cannot
    /// carry or that Excel chose to escape (`_x000D_` for a carriage return in a cell, `_x005F_`
    /// for an underscore that would otherwise start one).
    static func unescaped(_ text: String) -> String {
        guard text.contains("_x") else { return text }
        let units = Array(text.utf16)
        var decoded: [UInt16] = []
        decoded.reserveCapacity(units.count)
        var index = 0
        while index < units.count {
            if let unit = escapedUnit(in: units, at: index) {
                decoded.append(unit)
                index += 7
            } else {
                decoded.append(units[index])
                index += 1
            }
        }
        return String(decoding: decoded, as: UTF16.self)
    }

    /// The unit `_xHHHH_` at `index` stands for, if one starts there.
    private static func escapedUnit(in units: [UInt16], at index: Int) -> UInt16? {
        guard index + 6 < units.count, units[index] == underscore,
            units[index + 1] == UInt16(UInt8(ascii: "x")), units[index + 6] == underscore
        else { return nil }
        let hex = String(decoding: units[(index + 2)..<(index + 6)], as: UTF16.self)
        // UInt16(_:radix:) alone would take a sign (`_x+041_`).
        guard hex.allSatisfy(\.isHexDigit) else { return nil }
        return UInt16(hex, radix: 16)
    }

    private static let underscore = UInt16(UInt8(ascii: "_"))
}
